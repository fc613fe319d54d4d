import type { Db } from '../db/database';
import { addressLimitKeys } from './address-limit';
import { deleteAddressTraces } from './auth.queries';

/**
 * Removes what better-auth's own user deletion leaves behind (its sessions and accounts go with
 * it, favourites and the picture by foreign key): the per-address attempt counters carry the
 * e-mail address, and pending reset or verification tokens carry the id or the address.
 * Runs after every deletion path: self-deletion, admin removal and the operator CLI.
 */
export async function deleteAccountTraces(db: Db, user: { id: string; email: string }): Promise<void> {
  const address = user.email.trim().toLowerCase();
  await deleteAddressTraces(db, user.id, address, addressLimitKeys(address));
}
