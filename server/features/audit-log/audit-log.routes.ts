import { z } from '@hono/zod-openapi';
import { defineRoute } from '../../auth/access';
import { auditActionSchema, auditPageSchema } from '@core/schemas/admin';
import { apiErrorSchema } from '../../http/api-error';

const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });

export const listAuditRoute = defineRoute({
  method: 'get',
  path: '/admin/audit',
  tags: ['Admin'],
  summary: 'The audit log, newest first; filter by actor id and action. Read-only: only the server writes it.',
  'x-access': 'admin',
  request: {
    query: z.object({
      actor: z.string().max(64).optional(),
      action: auditActionSchema.optional(),
      page: z.coerce.number().int().min(1).max(100_000).optional(),
    }),
  },
  responses: {
    200: json(auditPageSchema, 'One page of entries and the filter choices.'),
    400: json(apiErrorSchema, 'Invalid query.'),
    401: json(apiErrorSchema, 'Not signed in.'),
    403: json(apiErrorSchema, 'Not an admin.'),
  },
});
