import type { Kysely } from 'kysely';

/**
 * The admin audit log (issue 13): who did what to which target, and when. The actor's e-mail
 * and the target's label are kept as text, not only as ids, so an entry still says who and
 * what after the actor or the target is deleted — that is the point of an audit log. No
 * foreign keys for the same reason.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('actor_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('actor_email', 'varchar(320)', (col) => col.notNull())
    .addColumn('action', 'varchar(60)', (col) => col.notNull())
    .addColumn('target_type', 'varchar(30)', (col) => col.notNull())
    .addColumn('target_id', 'varchar(200)', (col) => col.notNull())
    .addColumn('target_label', 'varchar(400)', (col) => col.notNull())
    .addColumn('details', 'text')
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
