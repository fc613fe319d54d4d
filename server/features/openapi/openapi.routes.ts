import { z } from '@hono/zod-openapi';
import { defineRoute } from '../../auth/access';

export const openApiDocumentRoute = defineRoute({
  method: 'get',
  path: '/openapi.json',
  tags: ['Betrieb'],
  summary: 'This document: every API operation with its access level (x-access).',
  'x-access': 'public',
  responses: {
    200: {
      description: 'OpenAPI 3.1 document.',
      content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
    },
  },
});
