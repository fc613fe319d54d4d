import { favoriteView } from '@core/domain/favorite-view';
import type { Favorite } from '@core/schemas/favorite';
import type { ContentItem } from '@core/schemas/content';
import type { FavoriteRow } from './favorites.queries';

/** Path, area and name come from the registry and the card, never from what a client sent. */
export function presentFavorite(row: FavoriteRow, card: ContentItem | undefined): Favorite | null {
  if (row.content_id !== null && !card) return null;
  return favoriteView({ id: row.id, itemKey: row.item_key, collection: row.collection, card: card ?? null, createdAt: row.created_at });
}
