import type { Kysely } from 'kysely';

/**
 * Attempts per e-mail address (sign-in, sign-up, reset), next to better-auth's per-IP limits,
 * so guessing one account's password from many addresses is slowed down too. In the
 * database, so the limit holds across several server processes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_address_limit')
    .addColumn('key', 'varchar(400)', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_address_limit').execute();
}
