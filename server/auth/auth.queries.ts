import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * The SQL we run ourselves on the tables better-auth keeps (user, session, verification) and on
 * our per-address attempt counters. better-auth reads and writes them too; everything of ours
 * that touches them is here.
 */

export async function findAccountId(db: Db, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('user').select('id').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  return row?.id;
}

export async function setRole(db: Db, userId: string, role: 'user' | 'admin'): Promise<void> {
  await db.updateTable('user').set({ role, updatedAt: new Date().toISOString() }).where('id', '=', userId).execute();
}

/** The stored role; undefined when the account does not exist (any more). */
export async function findRole(db: Db, userId: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('user').select('role').where('id', '=', userId).executeTakeFirst();
  return row ? row.role : undefined;
}

/** Read on every admin request under ADMIN_2FA=required, so switching it off acts at once. */
export async function hasTwoFactor(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('user').select('twoFactorEnabled').where('id', '=', userId).executeTakeFirst();
  return Boolean(row?.twoFactorEnabled);
}

/** Ends every session of the user except the one with `keepToken`. */
export async function endOtherSessions(db: Db, userId: string, keepToken: string): Promise<void> {
  await db.deleteFrom('session').where('userId', '=', userId).where('token', '!=', keepToken).execute();
}

/**
 * Counts one attempt under `key` in one upsert (concurrent requests on several instances count
 * correctly; a window that began before `expiredBefore` starts over) and returns the count now.
 */
export async function countAttempt(
  db: Db,
  key: string,
  now: number,
  expiredBefore: number,
): Promise<{ count: number; window_start: number }> {
  await db
    .insertInto('auth_address_limit')
    .values({ key, count: 1, window_start: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when auth_address_limit.window_start < ${expiredBefore} then 1 else auth_address_limit.count + 1 end`,
        window_start: sql`case when auth_address_limit.window_start < ${expiredBefore} then ${now} else auth_address_limit.window_start end`,
      }),
    )
    .execute();
  const row = await db.selectFrom('auth_address_limit').select(['count', 'window_start']).where('key', '=', key).executeTakeFirstOrThrow();
  return { count: Number(row.count), window_start: Number(row.window_start) };
}

/** The attempt counters kept under these keys (for „Meine Daten“). */
export function listAttemptCounters(db: Db, keys: string[]) {
  return db.selectFrom('auth_address_limit').select(['key', 'count', 'window_start']).where('key', 'in', keys).execute();
}

/**
 * Removes the attempt counters under `keys` and pending reset or verification tokens that carry
 * the account's id or address.
 */
export async function deleteAddressTraces(db: Db, userId: string, address: string, keys: string[]): Promise<void> {
  await db.deleteFrom('auth_address_limit').where('key', 'in', keys).execute();
  await sql`delete from "verification" where "value" = ${userId} or "identifier" = ${address} or lower("value") like ${`%${likeEscaped(address)}%`} escape '!'`.execute(
    db,
  );
}

function likeEscaped(text: string): string {
  return text.replace(/[!%_]/g, (char) => `!${char}`);
}

/** The account row for „Meine Daten“: what a teacher may see of it, never secrets. */
export function findAccountForExport(db: Db, userId: string) {
  return db
    .selectFrom('user')
    .select(['id', 'email', 'emailVerified', 'username', 'displayUsername', 'role', 'banned', 'twoFactorEnabled', 'createdAt', 'updatedAt'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * The sign-in methods and sessions of an account. These tables are not in our Kysely types, so
 * they are read with plain SQL and only the columns a teacher may see: never the password hash
 * or a session token, which would hand over the keys.
 */
export async function listSignInMethods(db: Db, userId: string) {
  const result = await sql<{ providerId: string; password: string | null; createdAt: string | Date; updatedAt: string | Date }>`
    select "providerId", "password", "createdAt", "updatedAt" from "account" where "userId" = ${userId} order by "createdAt"`.execute(db);
  return result.rows;
}

export async function listSessionsForExport(db: Db, userId: string) {
  const result = await sql<{
    createdAt: string | Date;
    updatedAt: string | Date;
    expiresAt: string | Date;
    ipAddress: string | null;
    userAgent: string | null;
  }>`
    select "createdAt", "updatedAt", "expiresAt", "ipAddress", "userAgent" from "session" where "userId" = ${userId} order by "createdAt"`.execute(
    db,
  );
  return result.rows;
}
