import { sql, type Kysely } from 'kysely';

/**
 * Favourites changed offline (issue 19): a device may send "added at 10:00" or "removed at
 * 10:05" long after the fact, and the later action must win against what another device did
 * meanwhile. So each row remembers when its last counted action happened (`changed_at`), and a
 * removal keeps the row as a record (`removed_at` set) instead of deleting it: without that
 * record an older "add" arriving later could not know it lost. The row still goes with the
 * account and with its card (the foreign keys of 0005).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('favorite').addColumn('changed_at', 'varchar(40)').execute();
  await db.schema.alterTable('favorite').addColumn('removed_at', 'varchar(40)').execute();
  await sql`update favorite set changed_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from favorite where removed_at is not null`.execute(db);
  await db.schema.alterTable('favorite').dropColumn('removed_at').execute();
  await db.schema.alterTable('favorite').dropColumn('changed_at').execute();
}
