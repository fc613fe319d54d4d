import type { FavoriteInput } from '../schemas/favorite';

// Kept out of core/schemas/favorite.ts: a screen that only needs the key must not load zod
// (issue 21: the collection screen's size).

/** 'page:<collection>' or 'card:<content id>': one favourite per item. */
export const favoriteKey = (input: FavoriteInput) => (input.kind === 'page' ? `page:${input.collection}` : `card:${input.contentId}`);

/** At most this many changes per request; a device with more sends them in turns. */
export const FAVORITE_SYNC_MAX = 200;
