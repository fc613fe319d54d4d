import { createRoute, z } from '@hono/zod-openapi';

export const siteInfoSchema = z
  .object({
    name: z.string(),
    version: z.string(),
    operator: z
      .object({
        name: z.string(),
        address: z.string(),
        email: z.string(),
        phone: z.string().optional(),
      })
      .nullable()
      .openapi({ description: 'Legal-notice details; null until the operator has configured them.' }),
  })
  .openapi('SiteInfo');

export const siteInfoRoute = createRoute({
  method: 'get',
  path: '/site',
  tags: ['Betrieb'],
  summary: 'Public facts about this installation for the legal notice and privacy statement.',
  'x-access': 'public',
  responses: {
    200: {
      description: 'Name, version and operator details.',
      content: { 'application/json': { schema: siteInfoSchema } },
    },
  },
});
