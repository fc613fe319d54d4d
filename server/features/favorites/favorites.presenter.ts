import { areas, collectionPath, findCollection } from '../../../core/collections/registry';
import type { Favorite } from '../../../core/schemas/favorite';
import type { ContentItem } from '../../../core/schemas/content';
import type { FavoriteRow } from './favorites.queries';

/** Path, area and name come from the registry and the card, never from what a client sent. */
export function presentFavorite(row: FavoriteRow, card: ContentItem | undefined): Favorite | null {
  const collection = findCollection(row.collection);
  if (!collection) return null;
  const area = areas.find((a) => a.id === collection.area);
  const isCard = row.content_id !== null;
  if (isCard && !card) return null;
  const base = collectionPath(collection);
  return {
    id: row.id,
    kind: isCard ? 'card' : 'page',
    itemKey: row.item_key,
    collection: collection.key,
    path: isCard ? `${base}#karte-${row.content_id}` : base,
    category: area?.title ?? collection.title,
    name: isCard ? (card as ContentItem).clickableHeader : collection.title,
    card: card ?? null,
    createdAt: row.created_at,
  };
}
