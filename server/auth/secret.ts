import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/**
 * The secret that signs session cookies. Configured via AUTH_SECRET, or generated once and
 * kept in the database — not in one process's folder — so every instance on the same
 * database signs and checks cookies alike. Insert-if-absent, then read: two instances
 * starting together agree on the first one written.
 */
export async function getOrCreateAuthSecret(db: Db): Promise<{ secret: string; created: boolean }> {
  const candidate = randomBytes(48).toString('base64url');
  await db
    .insertInto('app_meta')
    .values({ key: 'auth_secret', value: candidate, updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', 'auth_secret').executeTakeFirstOrThrow();
  return { secret: row.value, created: row.value === candidate };
}
