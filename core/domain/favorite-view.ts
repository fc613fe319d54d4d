import { areas, collectionPath, findCollection } from '../collections/registry';
import type { ContentItem } from '../schemas/content';
import type { Favorite } from '../schemas/favorite';

export interface FavoriteSource {
  id: string;
  itemKey: string;
  /** The collection key (for a card: the card's collection). */
  collection: string;
  /** The card of a card favourite; null for a whole page. */
  card: ContentItem | null;
  createdAt: string;
}

/**
 * What a favourite shows — address, area (spec: category = the area's title) and name — from
 * the registry and the card. The server presents its rows with it, and a device shows a
 * favourite added offline with it, so both look the same before and after the sync.
 * Null when the collection is unknown.
 */
export function favoriteView({ id, itemKey, collection: key, card, createdAt }: FavoriteSource): Favorite | null {
  const collection = findCollection(key);
  if (!collection) return null;
  const area = areas.find((a) => a.id === collection.area);
  const base = collectionPath(collection);
  return {
    id,
    kind: card ? 'card' : 'page',
    itemKey,
    collection: collection.key,
    path: card ? `${base}#karte-${card.id}` : base,
    category: area?.title ?? collection.title,
    name: card ? card.clickableHeader : collection.title,
    card,
    createdAt,
  };
}
