import { sql } from 'kysely';
import type { Db } from '../db/database';
import { addressLimitKeys } from './address-limit';

/**
 * Removes what better-auth's own user deletion leaves behind (its sessions and accounts go with
 * it, favourites and the picture by foreign key): the per-address attempt counters carry the
 * e-mail address, and pending reset or verification tokens carry the id or the address.
 * Runs after every deletion path: self-deletion, admin removal and the operator CLI.
 */
export async function deleteAccountTraces(db: Db, user: { id: string; email: string }): Promise<void> {
  const address = user.email.trim().toLowerCase();
  await db.deleteFrom('auth_address_limit').where('key', 'in', addressLimitKeys(address)).execute();
  await sql`delete from "verification" where "value" = ${user.id} or "identifier" = ${address} or lower("value") like ${`%${likeEscaped(address)}%`} escape '!'`.execute(db);
}

function likeEscaped(text: string): string {
  return text.replace(/[!%_]/g, (char) => `!${char}`);
}
