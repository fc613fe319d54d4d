import { z } from '@hono/zod-openapi';
import { defineRoute } from '../../auth/access';
import { apiErrorSchema } from '../../http/api-error';

/** Liveness: restarting the process is the cure only when the process itself no longer answers. */
export const healthRoute = defineRoute({
  method: 'get',
  path: '/health',
  tags: ['Betrieb'],
  summary: 'Liveness: does the process answer? (No database call, so an outage elsewhere does not restart it.)',
  'x-access': 'public',
  responses: {
    200: {
      description: 'The process answers.',
      content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } },
    },
  },
});

/** Readiness: send traffic here only when the database and the file store answer. */
export const readyRoute = defineRoute({
  method: 'get',
  path: '/ready',
  tags: ['Betrieb'],
  summary: 'Readiness: do the database and the file store answer?',
  'x-access': 'public',
  responses: {
    200: {
      description: 'The database and the file store answer.',
      content: { 'application/json': { schema: z.object({ status: z.literal('ready') }) } },
    },
    503: {
      description: 'The database or the file store does not answer; `details` names each one that is down.',
      content: { 'application/json': { schema: apiErrorSchema } },
    },
  },
});
