import { z } from '@hono/zod-openapi';
import { defineRoute } from '../../auth/access';
import { favoriteInputSchema, favoriteSchema, favoriteSyncSchema } from '@core/schemas/favorite';
import { apiErrorSchema } from '../../http/api-error';

const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });
const unauthenticated = { 401: json(apiErrorSchema, 'User not authenticated') };

export const listFavoritesRoute = defineRoute({
  method: 'get',
  path: '/favorites',
  tags: ['Favoriten'],
  summary: 'The signed-in user’s favourites (never anyone else’s).',
  'x-access': 'user',
  responses: { 200: json(z.object({ favorites: z.array(favoriteSchema) }), 'Favourites, oldest first.'), ...unauthenticated },
});

export const addFavoriteRoute = defineRoute({
  method: 'put',
  path: '/favorites',
  tags: ['Favoriten'],
  summary: 'Add a page or card favourite (idempotent).',
  'x-access': 'user',
  request: { body: { required: true, content: { 'application/json': { schema: favoriteInputSchema } } } },
  responses: {
    200: json(favoriteSchema, 'The favourite.'),
    400: json(apiErrorSchema, 'Invalid input.'),
    404: json(apiErrorSchema, 'No such collection or card.'),
    409: json(apiErrorSchema, 'Removed later by another device (a clock ahead of the server’s).'),
    ...unauthenticated,
  },
});

export const removeFavoriteRoute = defineRoute({
  method: 'delete',
  path: '/favorites/{id}',
  tags: ['Favoriten'],
  summary: 'Remove one of the own favourites.',
  'x-access': 'user',
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: { 204: { description: 'Removed.' }, 404: json(apiErrorSchema, 'Not one of your favourites.'), ...unauthenticated },
});

export const syncFavoritesRoute = defineRoute({
  method: 'post',
  path: '/favorites/sync',
  tags: ['Favoriten'],
  summary: 'Apply changes a device queued (maybe offline), each with its time: per item the later action wins. Answers the resulting list.',
  description:
    'Times after the server’s clock count as now. Changes to a collection or card that no longer exists are skipped. ' +
    'A removal is kept as a record, so an older add that arrives later does not bring the favourite back.',
  'x-access': 'user',
  request: { body: { required: true, content: { 'application/json': { schema: favoriteSyncSchema } } } },
  responses: {
    200: json(z.object({ favorites: z.array(favoriteSchema) }), 'Favourites after the changes, oldest first.'),
    400: json(apiErrorSchema, 'Invalid input.'),
    ...unauthenticated,
  },
});
