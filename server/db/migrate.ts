import { getMigrations } from 'better-auth/db/migration';
import { Migrator } from 'kysely';
import { authSchemaOptions } from '../auth/auth-options';
import type { Db, DialectName } from './database';
import { migrations } from './migrations';

/**
 * Brings the schema up to date: first better-auth's own tables (user, session, account,
 * verification, rateLimit — it diffs and creates what is missing), then ours, which may
 * reference them. Throws on failure; nothing further runs.
 */
export async function migrateToLatest(db: Db, dialect: DialectName): Promise<string[]> {
  const { runMigrations } = await getMigrations({
    ...authSchemaOptions(db, dialect),
    rateLimit: { storage: 'database' },
  });
  await runMigrations();

  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} fehlgeschlagen: ${cause}`.trim());
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
