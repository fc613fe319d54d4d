import type { Db } from './database';

/**
 * Stores the version now starting and returns the one that ran before (null on a fresh
 * installation), so the start-up log can say "upgraded from … to …".
 */
export async function recordStartedVersion(db: Db, version: string): Promise<string | null> {
  const previous = await db.selectFrom('app_meta').select('value').where('key', '=', 'version').executeTakeFirst();
  const now = new Date().toISOString();
  await db
    .insertInto('app_meta')
    .values({ key: 'version', value: version, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: version, updated_at: now }))
    .execute();
  return previous?.value ?? null;
}

/**
 * Inserts `candidate` under `key` unless a value is there, then reads what is stored: two
 * instances starting together agree on the first one written.
 */
export async function getOrInsertMetaValue(db: Db, key: string, candidate: string): Promise<string> {
  await db
    .insertInto('app_meta')
    .values({ key, value: candidate, updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}
