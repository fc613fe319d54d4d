import type { Kysely } from 'kysely';

/**
 * One row per user and favourite (DECISIONS 6), so two devices toggling different items at
 * once never overwrite each other. item_key ('page:<collection>' or 'card:<content id>') makes
 * adding idempotent. A card favourite disappears with its card; all go with the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('favorite')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('item_key', 'varchar(120)', (col) => col.notNull())
    .addColumn('collection', 'varchar(60)', (col) => col.notNull())
    .addColumn('content_id', 'varchar(36)', (col) => col.references('content_item.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('favorite_user_item', ['user_id', 'item_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('favorite').execute();
}
