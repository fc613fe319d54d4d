import { z } from '@hono/zod-openapi';
import { defineRoute } from '../../auth/access';
import { securityCheckListSchema, securityCheckResultSchema } from '@core/schemas/security-check';
import { apiErrorSchema } from '../../http/api-error';

const denied = {
  401: { description: 'Not signed in.', content: { 'application/json': { schema: apiErrorSchema } } },
  403: { description: 'Not an admin.', content: { 'application/json': { schema: apiErrorSchema } } },
};

export const listChecksRoute = defineRoute({
  method: 'get',
  path: '/admin/security-checks',
  tags: ['Admin'],
  summary: 'The live negative checks the Sicherheitscheck page can run.',
  'x-access': 'admin',
  responses: {
    200: { description: 'Checks.', content: { 'application/json': { schema: securityCheckListSchema } } },
    ...denied,
  },
});

export const runCheckRoute = defineRoute({
  method: 'post',
  path: '/admin/security-checks/{id}',
  tags: ['Admin'],
  summary: 'Run one check with throw-away accounts (created and removed by the check).',
  'x-access': 'admin',
  request: { params: z.object({ id: z.string().max(60) }) },
  responses: {
    200: { description: 'Result.', content: { 'application/json': { schema: securityCheckResultSchema } } },
    404: { description: 'No such check.', content: { 'application/json': { schema: apiErrorSchema } } },
    ...denied,
  },
});
