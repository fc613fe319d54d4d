import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '../../http/api-error';

export const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Betrieb'],
  summary: 'Is the server able to serve requests (database included)?',
  'x-access': 'public',
  responses: {
    200: {
      description: 'The server and its database answer.',
      content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } },
    },
    503: {
      description: 'The database does not answer.',
      content: { 'application/json': { schema: apiErrorSchema } },
    },
  },
});
