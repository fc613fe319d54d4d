import { sql } from 'kysely';
import { addressLimitKeys } from '../../auth/address-limit';
import type { Db } from '../../db/database';
import type { MyData } from './my-data.routes';

const iso = (value: Date | string | number | null | undefined): string =>
  value === null || value === undefined ? '' : new Date(value).toISOString();

/** SQLite keeps booleans as 0/1, PostgreSQL as true/false. */
const bool = (value: unknown): boolean => value === true || value === 1 || value === '1';

/**
 * Reads every row the server keeps about one account. Tables better-auth owns (account,
 * session) are not in our Kysely types, so they are read with plain SQL and only the columns
 * a teacher may see: never the password hash or a session token, which would hand over the keys.
 */
export async function collectMyData(db: Db, userId: string): Promise<Omit<MyData, 'format' | 'version' | 'exportedAt' | 'server' | 'notIncluded'> | null> {
  const user = await db
    .selectFrom('user')
    .select(['id', 'email', 'emailVerified', 'username', 'displayUsername', 'role', 'banned', 'twoFactorEnabled', 'createdAt', 'updatedAt'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;

  const accounts = await sql<{ providerId: string; password: string | null; createdAt: string | Date; updatedAt: string | Date }>`
    select "providerId", "password", "createdAt", "updatedAt" from "account" where "userId" = ${userId} order by "createdAt"`.execute(db);
  const sessions = await sql<{ createdAt: string | Date; updatedAt: string | Date; expiresAt: string | Date; ipAddress: string | null; userAgent: string | null }>`
    select "createdAt", "updatedAt", "expiresAt", "ipAddress", "userAgent" from "session" where "userId" = ${userId} order by "createdAt"`.execute(db);
  const favorites = await db
    .selectFrom('favorite')
    .leftJoin('content_item', 'content_item.id', 'favorite.content_id')
    .select(['favorite.collection', 'favorite.item_key', 'favorite.created_at', 'favorite.removed_at', 'content_item.clickable_header'])
    .where('favorite.user_id', '=', userId)
    .orderBy('favorite.created_at')
    .execute();
  // Removed favourites stay as records so an older change from an offline device cannot bring them back.
  const [current, removed] = [favorites.filter((row) => row.removed_at === null), favorites.filter((row) => row.removed_at !== null)];
  const picture = await db.selectFrom('profile_picture').select(['jpeg_base64', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
  const counters = await db
    .selectFrom('auth_address_limit')
    .select(['key', 'count', 'window_start'])
    .where('key', 'in', addressLimitKeys(user.email))
    .execute();

  return {
    account: {
      id: user.id,
      email: user.email,
      emailVerified: bool(user.emailVerified),
      username: user.username,
      displayUsername: user.displayUsername,
      role: user.role ?? 'user',
      banned: bool(user.banned),
      // Only whether it is on: the TOTP secret and the backup codes would let anyone sign in.
      twoFactorEnabled: bool(user.twoFactorEnabled),
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    signInMethods: accounts.rows.map((row) => ({
      providerId: row.providerId,
      passwordHashStored: Boolean(row.password),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    sessions: sessions.rows.map((row) => ({
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      expiresAt: iso(row.expiresAt),
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
    })),
    favorites: current.map((row) => ({
      collection: row.collection,
      itemKey: row.item_key,
      title: row.clickable_header ?? null,
      createdAt: iso(row.created_at),
    })),
    removedFavorites: removed.map((row) => ({
      collection: row.collection,
      itemKey: row.item_key,
      title: row.clickable_header ?? null,
      removedAt: iso(row.removed_at),
    })),
    profilePicture: picture ? { contentType: 'image/jpeg' as const, updatedAt: iso(picture.updated_at), base64: picture.jpeg_base64 } : null,
    signInAttemptCounters: counters.map((row) => ({
      action: row.key.slice(0, row.key.lastIndexOf(':')),
      count: Number(row.count),
      windowStart: iso(Number(row.window_start)),
    })),
  };
}
