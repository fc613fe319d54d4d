import { z } from '@hono/zod-openapi';
import { defineRoute } from '../../auth/access';
import { contentInputSchema, contentItemSchema } from '@core/schemas/content';
import { apiErrorSchema } from '../../http/api-error';

const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });
const denied = {
  401: json(apiErrorSchema, 'Not signed in.'),
  403: json(apiErrorSchema, 'Not an admin (writes only).'),
};
const collectionParam = z.object({ collection: z.string().min(1).max(60).openapi({ example: 'bewegungspausen' }) });
const idParam = z.object({ id: z.string().min(1).max(64) });

export const listContentRoute = defineRoute({
  method: 'get',
  path: '/collections/{collection}/items',
  tags: ['Inhalte'],
  summary: 'A collection’s cards, oldest first. Sends an ETag; If-None-Match answers 304 when unchanged.',
  'x-access': 'user',
  request: { params: collectionParam },
  responses: {
    200: json(z.object({ items: z.array(contentItemSchema) }), 'The cards.'),
    304: { description: 'Unchanged since the ETag given.' },
    401: denied[401],
    404: json(apiErrorSchema, 'No such collection.'),
    500: json(apiErrorSchema, 'The cards could not be read.'),
  },
});

export const createContentRoute = defineRoute({
  method: 'post',
  path: '/collections/{collection}/items',
  tags: ['Inhalte'],
  summary: 'Create a card.',
  'x-access': 'admin',
  request: { params: collectionParam, body: { required: true, content: { 'application/json': { schema: contentInputSchema } } } },
  responses: {
    201: json(contentItemSchema, 'Created.'),
    400: json(apiErrorSchema, 'Invalid input.'),
    404: json(apiErrorSchema, 'No such collection.'),
    500: json(apiErrorSchema, 'The card could not be stored.'),
    ...denied,
  },
});

export const updateContentRoute = defineRoute({
  method: 'put',
  path: '/content/{id}',
  tags: ['Inhalte'],
  summary: 'Replace a card’s content.',
  'x-access': 'admin',
  request: { params: idParam, body: { required: true, content: { 'application/json': { schema: contentInputSchema } } } },
  responses: {
    200: json(contentItemSchema, 'Updated.'),
    400: json(apiErrorSchema, 'Invalid input.'),
    404: json(apiErrorSchema, 'Content with ID {id} not found for update.'),
    ...denied,
  },
});

export const updateWithoutIdRoute = defineRoute({
  method: 'put',
  path: '/content',
  tags: ['Inhalte'],
  summary: 'An update without an id: always refused (spec: "Cannot update content: ID is missing.").',
  'x-access': 'admin',
  responses: { 400: json(apiErrorSchema, 'ID is missing.'), ...denied },
});

export const deleteContentRoute = defineRoute({
  method: 'delete',
  path: '/content/{id}',
  tags: ['Inhalte'],
  summary: 'Delete a card.',
  'x-access': 'admin',
  request: { params: idParam },
  responses: { 204: { description: 'Deleted.' }, 404: json(apiErrorSchema, 'No such card.'), ...denied },
});
