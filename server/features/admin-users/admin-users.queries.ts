import { sql, type Kysely, type Transaction } from 'kysely';
import { ADMIN_USERS_PAGE_SIZE } from '@core/schemas/admin';
import type { Db, DialectName } from '../../db/database';
import type { Database } from '../../db/schema';

/** Any fixed number, the same in every Sportkiste process on one database (startup uses another). */
const ADMIN_ROLES_LOCK_KEY = 7_311_913;

export interface AdminUserRow {
  id: string;
  email: string;
  username: string | null;
  role: string | null;
  emailVerified: boolean | number;
  banned: boolean | number | null;
  banReason: string | null;
  createdAt: Date | string;
  lastSignInAt: Date | string | null;
}

function likeEscaped(text: string): string {
  return text.replace(/[!%_]/g, (char) => `!${char}`);
}

/** One page of accounts, by e-mail; `q` matches part of the e-mail or the username. */
export async function listUsers(db: Db, q: string, page: number): Promise<{ rows: AdminUserRow[]; total: number }> {
  const needle = `%${likeEscaped(q.trim().toLowerCase())}%`;
  const base = db
    .selectFrom('user')
    .where((eb) =>
      q.trim()
        ? eb.or([
            sql<boolean>`lower("email") like ${needle} escape '!'`,
            sql<boolean>`lower(coalesce("username", '')) like ${needle} escape '!'`,
          ])
        : eb.and([]),
    );
  const { total } = await base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'email', 'username', 'role', 'emailVerified', 'banned', 'banReason', 'createdAt'])
    .select(sql<Date | string | null>`(select max(s."createdAt") from "session" s where s."userId" = "user"."id")`.as('lastSignInAt'))
    .orderBy('email')
    .limit(ADMIN_USERS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_USERS_PAGE_SIZE)
    .execute();
  return { rows: rows as AdminUserRow[], total: Number(total) };
}

export async function findUser(db: Kysely<Database>, id: string) {
  return db.selectFrom('user').select(['id', 'email', 'role', 'banned', 'emailVerified']).where('id', '=', id).executeTakeFirst();
}

/** Admins who can act: role admin and not banned. */
export async function activeAdminIds(db: Kysely<Database>, dialect: DialectName): Promise<string[]> {
  const notBanned = dialect === 'postgres' ? false : 0;
  const rows = await db
    .selectFrom('user')
    .select('id')
    .where('role', '=', 'admin')
    .where((eb) => eb.or([eb('banned', 'is', null), eb('banned', '=', notBanned)]))
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Runs `work` in a transaction that no other role, ban or deletion decision runs alongside:
 * on PostgreSQL under a transaction-scoped advisory lock (every replica takes the same one);
 * on SQLite the single connection already runs one transaction at a time. So two admins
 * demoting each other at once are decided one after the other, and the second one sees the
 * first one's change.
 */
export async function withAdminRolesLock<T>(db: Db, dialect: DialectName, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${ADMIN_ROLES_LOCK_KEY})`.execute(trx);
    return work(trx);
  });
}

export async function updateRole(trx: Transaction<Database>, id: string, role: 'user' | 'admin'): Promise<void> {
  await trx.updateTable('user').set({ role, updatedAt: new Date().toISOString() }).where('id', '=', id).execute();
}

/** As better-auth's own ban: the flag and reason, no expiry, and every session ends. */
export async function updateBan(trx: Transaction<Database>, dialect: DialectName, id: string, reason: string | null): Promise<void> {
  const flag = dialect === 'postgres' ? reason !== null : Number(reason !== null);
  await trx
    .updateTable('user')
    .set({ banned: flag, banReason: reason, banExpires: null, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
  if (reason !== null) await trx.deleteFrom('session').where('userId', '=', id).execute();
}
