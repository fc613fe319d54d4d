import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface FavoriteRow {
  id: string;
  item_key: string;
  collection: string;
  content_id: string | null;
  created_at: string;
}

const columns = ['id', 'item_key', 'collection', 'content_id', 'created_at'] as const;

/** The favourites the teacher has now: removed ones stay as records (see 0008) but are not listed. */
export function listFavorites(db: Db, userId: string): Promise<FavoriteRow[]> {
  return db
    .selectFrom('favorite')
    .select(columns)
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export interface FavoriteItem {
  itemKey: string;
  collection: string;
  contentId: string | null;
}

/**
 * Records that the teacher added (`present`) or removed the item at `at` — unless the row
 * already holds a later action, which then wins (issue 19: a phone that was offline may send
 * an older action after the laptop's newer one). One upsert on the unique (user, item) row, so
 * two devices syncing at once cannot interleave between a read and a write.
 * Returns whether this action counted.
 */
export async function recordFavoriteAction(db: Db, userId: string, item: FavoriteItem, present: boolean, at: string): Promise<boolean> {
  const result = await db
    .insertInto('favorite')
    .values({
      id: randomUUID(),
      user_id: userId,
      item_key: item.itemKey,
      collection: item.collection,
      content_id: item.contentId,
      created_at: at,
      changed_at: at,
      removed_at: present ? null : at,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'item_key'])
        .doUpdateSet({
          // A favourite that was there already keeps its place in the list; one added anew goes last.
          created_at: present
            ? sql<string>`case when favorite.removed_at is null then favorite.created_at else excluded.created_at end`
            : sql<string>`favorite.created_at`,
          changed_at: sql<string>`excluded.changed_at`,
          removed_at: sql<string | null>`excluded.removed_at`,
        })
        // Equal times: the action that arrives last counts (a retried request changes nothing).
        .where(sql<boolean>`favorite.changed_at <= excluded.changed_at`),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The teacher's current favourite for one item, if she has it. */
export function findFavorite(db: Db, userId: string, itemKey: string): Promise<FavoriteRow | undefined> {
  return db
    .selectFrom('favorite')
    .select(columns)
    .where('user_id', '=', userId)
    .where('item_key', '=', itemKey)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/** Removes by row id, now. Only the owner's current favourite matches: another user's id matches nothing. */
export async function removeFavorite(db: Db, userId: string, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('favorite')
    .set({ removed_at: at, changed_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every favourite record of a user, removed ones too, oldest first (for „Meine Daten“). */
export function listFavoriteRecords(db: Db, userId: string) {
  return db
    .selectFrom('favorite')
    .select(['collection', 'item_key', 'content_id', 'created_at', 'removed_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}
