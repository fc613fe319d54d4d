import type { Kysely } from 'kysely';

/**
 * The spec's content_collapsible rows. Sections and tags are JSON text (both databases read
 * them the same way); is_new is 0/1 because SQLite has no boolean to bind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_item')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('collection', 'varchar(60)', (col) => col.notNull())
    .addColumn('clickable_header', 'varchar(200)', (col) => col.notNull())
    .addColumn('content_header', 'varchar(300)')
    .addColumn('category', 'varchar(40)')
    .addColumn('sections', 'text', (col) => col.notNull())
    .addColumn('tags', 'text')
    .addColumn('pdf_link', 'varchar(500)')
    .addColumn('is_new', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('content_item_collection_created').on('content_item').columns(['collection', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_item').execute();
}
