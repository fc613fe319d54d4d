import type { Kysely } from 'kysely';

/**
 * Profile pictures (JPEG, at most 100 KB, base64) in the database rather than the file store:
 * they are tiny, every instance sees them at once, backups include them, and the foreign
 * key deletes a picture together with its account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('profile_picture')
    .addColumn('user_id', 'varchar(64)', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('jpeg_base64', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('profile_picture').execute();
}
