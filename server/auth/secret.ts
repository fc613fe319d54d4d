import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { getOrInsertMetaValue } from '../db/app-meta.queries';

/**
 * The secret that signs session cookies. Configured via AUTH_SECRET, or generated once and
 * kept in the database — not in one process's folder — so every instance on the same
 * database signs and checks cookies alike. Insert-if-absent, then read: two instances
 * starting together agree on the first one written.
 */
export async function getOrCreateAuthSecret(db: Db): Promise<{ secret: string; created: boolean }> {
  const candidate = randomBytes(48).toString('base64url');
  const secret = await getOrInsertMetaValue(db, 'auth_secret', candidate);
  return { secret, created: secret === candidate };
}
