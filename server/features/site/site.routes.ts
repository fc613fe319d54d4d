import { defineRoute } from '../../auth/access';
import { siteInfoSchema } from '@core/schemas/site';

export const siteInfoRoute = defineRoute({
  method: 'get',
  path: '/site',
  tags: ['Betrieb'],
  summary: 'Public facts about this installation for the legal notice and privacy statement.',
  'x-access': 'public',
  responses: {
    200: {
      description: 'Name, version and operator details (operator is null until configured).',
      content: { 'application/json': { schema: siteInfoSchema } },
    },
  },
});
