import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';

export interface FavoriteRow {
  id: string;
  item_key: string;
  collection: string;
  content_id: string | null;
  created_at: string;
}

export function listFavorites(db: Db, userId: string): Promise<FavoriteRow[]> {
  return db
    .selectFrom('favorite')
    .select(['id', 'item_key', 'collection', 'content_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** Adds the favourite unless it is there already (two taps, two devices); returns the row. */
export async function addFavorite(
  db: Db,
  userId: string,
  item: { itemKey: string; collection: string; contentId: string | null },
): Promise<FavoriteRow> {
  await db
    .insertInto('favorite')
    .values({
      id: randomUUID(),
      user_id: userId,
      item_key: item.itemKey,
      collection: item.collection,
      content_id: item.contentId,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'item_key']).doNothing())
    .execute();
  return db
    .selectFrom('favorite')
    .select(['id', 'item_key', 'collection', 'content_id', 'created_at'])
    .where('user_id', '=', userId)
    .where('item_key', '=', item.itemKey)
    .executeTakeFirstOrThrow();
}

/** Only the owner's row can go: another user's id simply matches nothing. */
export async function removeFavorite(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('favorite').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
