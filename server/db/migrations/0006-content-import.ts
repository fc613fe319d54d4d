import type { Kysely } from 'kysely';

/**
 * What the importer last wrote for each card: the file's hash and the row's updated_at right
 * after. A row whose updated_at differs was edited in the app and is not overwritten by a
 * re-import unless forced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_import')
    .addColumn('content_id', 'varchar(36)', (col) => col.primaryKey().references('content_item.id').onDelete('cascade'))
    .addColumn('file_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('row_updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_import').execute();
}
