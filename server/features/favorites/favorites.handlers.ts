import { findCollection } from '../../../core/collections/registry';
import { favoriteKey } from '../../../core/schemas/favorite';
import { requireUser } from '../../auth/guards';
import { apiError } from '../../http/api-error';
import { createRouter } from '../../http/router';
import { presentContent } from '../content/content.presenter';
import { addFavorite, listFavorites, removeFavorite } from './favorites.queries';
import { presentFavorite } from './favorites.presenter';
import { addFavoriteRoute, listFavoritesRoute, removeFavoriteRoute } from './favorites.routes';
import type { Db } from '../../db/database';

async function cardsById(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('content_item').selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, presentContent(row)]));
}

export function favoritesRouter() {
  const router = createRouter();
  router.use('/favorites', requireUser());
  router.use('/favorites/*', requireUser());

  router.openapi(listFavoritesRoute, async (c) => {
    const { db, logger } = c.get('deps');
    try {
      const rows = await listFavorites(db, c.get('user').id);
      const cards = await cardsById(db, rows.flatMap((r) => (r.content_id ? [r.content_id] : [])));
      const favorites = rows.flatMap((row) => presentFavorite(row, row.content_id ? cards.get(row.content_id) : undefined) ?? []);
      return c.json({ favorites }, 200);
    } catch (err) {
      logger.error({ err }, 'list favorites failed');
      throw new Error('Could not retrieve user favorites', { cause: err });
    }
  });

  router.openapi(addFavoriteRoute, async (c) => {
    const { db } = c.get('deps');
    const input = c.req.valid('json');
    let collection: string;
    let contentId: string | null = null;
    if (input.kind === 'page') {
      if (!findCollection(input.collection)) return apiError(c, 404, 'UNKNOWN_COLLECTION', 'Diese Sammlung gibt es nicht.');
      collection = input.collection;
    } else {
      const card = await db.selectFrom('content_item').select(['id', 'collection']).where('id', '=', input.contentId).executeTakeFirst();
      if (!card) return apiError(c, 404, 'NOT_FOUND', 'Failed to added favorite.');
      collection = card.collection;
      contentId = card.id;
    }
    const row = await addFavorite(db, c.get('user').id, { itemKey: favoriteKey(input), collection, contentId });
    const cards = await cardsById(db, contentId ? [contentId] : []);
    const favorite = presentFavorite(row, contentId ? cards.get(contentId) : undefined);
    if (!favorite) return apiError(c, 404, 'NOT_FOUND', 'Failed to added favorite.');
    return c.json(favorite, 200);
  });

  router.openapi(removeFavoriteRoute, async (c) => {
    const removed = await removeFavorite(c.get('deps').db, c.get('user').id, c.req.valid('param').id);
    if (!removed) return apiError(c, 404, 'NOT_FOUND', 'Failed to removed favorite.');
    return c.body(null, 204);
  });

  return router;
}
