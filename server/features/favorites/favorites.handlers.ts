import { findCollection } from '@core/collections/registry';
import { favoriteKey, type FavoriteInput } from '@core/schemas/favorite';
import { apiError } from '../../http/api-error';
import { createRouter } from '../../http/router';
import { presentContent } from '../content/content.presenter';
import { findContentCollection, listContentByIds } from '../content/content.queries';
import { findFavorite, listFavorites, recordFavoriteAction, removeFavorite, type FavoriteItem } from './favorites.queries';
import { presentFavorite } from './favorites.presenter';
import { addFavoriteRoute, listFavoritesRoute, removeFavoriteRoute, syncFavoritesRoute } from './favorites.routes';
import type { Db } from '../../db/database';

async function cardsById(db: Db, ids: string[]) {
  const rows = await listContentByIds(db, ids);
  return new Map(rows.map((row) => [row.id, presentContent(row)]));
}

async function presentList(db: Db, userId: string) {
  const rows = await listFavorites(db, userId);
  const cards = await cardsById(
    db,
    rows.flatMap((r) => (r.content_id ? [r.content_id] : [])),
  );
  return rows.flatMap((row) => presentFavorite(row, row.content_id ? cards.get(row.content_id) : undefined) ?? []);
}

/** The row's collection and card come from the registry and the database, never from the client. */
async function resolveItem(db: Db, input: FavoriteInput): Promise<FavoriteItem | null> {
  if (input.kind === 'page')
    return findCollection(input.collection) ? { itemKey: favoriteKey(input), collection: input.collection, contentId: null } : null;
  const card = await findContentCollection(db, input.contentId);
  return card ? { itemKey: favoriteKey(input), collection: card.collection, contentId: card.id } : null;
}

/**
 * The time a device says the teacher acted, but never later than now: a phone whose clock runs
 * ahead must not win against every later change for as long as its clock is wrong.
 */
function actionTime(at: string, now: number): string {
  return new Date(Math.min(Date.parse(at), now)).toISOString();
}

export function favoritesRouter() {
  const router = createRouter();
  router.openapi(listFavoritesRoute, async (c) => {
    const { db, logger } = c.get('deps');
    try {
      return c.json({ favorites: await presentList(db, c.get('user').id) }, 200);
    } catch (err) {
      logger.error({ err }, 'list favorites failed');
      throw new Error('Could not retrieve user favorites', { cause: err });
    }
  });

  router.openapi(addFavoriteRoute, async (c) => {
    const { db } = c.get('deps');
    const input = c.req.valid('json');
    const userId = c.get('user').id;
    const item = await resolveItem(db, input);
    if (!item) {
      return input.kind === 'page'
        ? apiError(c, 404, 'UNKNOWN_COLLECTION', 'Diese Sammlung gibt es nicht.')
        : apiError(c, 404, 'NOT_FOUND', 'Diese Karte gibt es nicht (mehr).');
    }
    await recordFavoriteAction(db, userId, item, true, new Date().toISOString());
    const row = await findFavorite(db, userId, item.itemKey);
    if (!row) return apiError(c, 409, 'REMOVED_LATER', 'Dieser Favorit wurde auf einem anderen Gerät später entfernt.');
    const cards = await cardsById(db, item.contentId ? [item.contentId] : []);
    const favorite = presentFavorite(row, item.contentId ? cards.get(item.contentId) : undefined);
    if (!favorite) return apiError(c, 404, 'NOT_FOUND', 'Diese Karte gibt es nicht (mehr).');
    return c.json(favorite, 200);
  });

  router.openapi(removeFavoriteRoute, async (c) => {
    const removed = await removeFavorite(c.get('deps').db, c.get('user').id, c.req.valid('param').id, new Date().toISOString());
    if (!removed) return apiError(c, 404, 'NOT_FOUND', 'Dieser Favorit ist nicht (mehr) in Ihren Favoriten.');
    return c.body(null, 204);
  });

  router.openapi(syncFavoritesRoute, async (c) => {
    const { db } = c.get('deps');
    const userId = c.get('user').id;
    const now = Date.now();
    // In the order the device made them; each is one atomic upsert, so order only matters per item.
    for (const change of c.req.valid('json').changes) {
      const item = await resolveItem(db, change.item);
      // A card deleted meanwhile (or a collection gone): nothing left to add or remove.
      if (!item) continue;
      await recordFavoriteAction(db, userId, item, change.action === 'add', actionTime(change.at, now));
    }
    return c.json({ favorites: await presentList(db, userId) }, 200);
  });

  return router;
}
