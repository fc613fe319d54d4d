import { z } from './zod';
import { contentItemSchema } from './content';
import { FAVORITE_SYNC_MAX } from '../domain/favorite-key';

export { FAVORITE_SYNC_MAX, favoriteKey } from '../domain/favorite-key';

/** Add a favourite: a whole collection page, or one card. The server derives path and area. */
export const favoriteInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), collection: z.string().min(1).max(60) }).strict(),
  z.object({ kind: z.literal('card'), contentId: z.string().min(1).max(64) }).strict(),
]);

export const favoriteSchema = z.object({
  id: z.string(),
  kind: z.enum(['page', 'card']),
  /** 'page:<collection>' or 'card:<content id>'. */
  itemKey: z.string(),
  collection: z.string(),
  /** Address of the page (cards: with #karte-<id>). */
  path: z.string(),
  /** Spec: category = the area's title. */
  category: z.string(),
  /** Page favourites: the collection title; card favourites: the card header. */
  name: z.string(),
  card: contentItemSchema.nullable(),
  createdAt: z.string(),
});

export type FavoriteInput = z.infer<typeof favoriteInputSchema>;
export type Favorite = z.infer<typeof favoriteSchema>;

/**
 * One change a device made, maybe offline, with the time the teacher made it: the server lets
 * the later of two actions on the same item win (issue 19), whichever device sends it first.
 */
export const favoriteChangeSchema = z
  .object({
    action: z.enum(['add', 'remove']),
    item: favoriteInputSchema,
    at: z.iso.datetime({ offset: true }),
  })
  .strict();

export const favoriteSyncSchema = z.object({ changes: z.array(favoriteChangeSchema).min(1).max(FAVORITE_SYNC_MAX) }).strict();

export type FavoriteChange = z.infer<typeof favoriteChangeSchema>;
export type FavoriteSync = z.infer<typeof favoriteSyncSchema>;
