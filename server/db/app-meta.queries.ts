import type { Db } from './database';

/**
 * Stores the version now starting and returns the one that ran before (null on a fresh
 * installation), so the start-up log can say "upgraded from … to …".
 */
export async function recordStartedVersion(db: Db, version: string): Promise<string | null> {
  const previous = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', 'version')
    .executeTakeFirst();
  const now = new Date().toISOString();
  await db
    .insertInto('app_meta')
    .values({ key: 'version', value: version, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: version, updated_at: now }))
    .execute();
  return previous?.value ?? null;
}
