import { z } from '@hono/zod-openapi';
import { defineRoute } from '../../auth/access';
import { adminUserPageSchema, banInputSchema, setRoleInputSchema } from '@core/schemas/admin';
import { apiErrorSchema } from '../../http/api-error';

const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });
const denied = {
  401: json(apiErrorSchema, 'Not signed in.'),
  403: json(apiErrorSchema, 'Not an admin.'),
};
const idParam = z.object({ id: z.string().min(1).max(64) });
const refused = {
  404: json(apiErrorSchema, 'No such account.'),
  409: json(apiErrorSchema, 'Refused: yourself, or the last admin.'),
};
const done = json(z.object({ ok: z.literal(true) }), 'Done and recorded in the audit log.');

export const listUsersRoute = defineRoute({
  method: 'get',
  path: '/admin/users',
  tags: ['Admin'],
  summary: 'Accounts, by e-mail, one page at a time; q matches part of the e-mail or username.',
  'x-access': 'admin',
  request: {
    query: z.object({
      q: z.string().max(200).optional(),
      page: z.coerce.number().int().min(1).max(100_000).optional(),
    }),
  },
  responses: { 200: json(adminUserPageSchema, 'One page.'), 400: json(apiErrorSchema, 'Invalid query.'), ...denied },
});

export const deleteUserRoute = defineRoute({
  method: 'delete',
  path: '/admin/users/{id}',
  tags: ['Admin'],
  summary: 'Delete an account and everything it owns (as self-deletion does).',
  'x-access': 'admin',
  request: { params: idParam },
  responses: { 200: done, ...refused, ...denied },
});

export const setRoleRoute = defineRoute({
  method: 'post',
  path: '/admin/users/{id}/role',
  tags: ['Admin'],
  summary: 'Promote to admin or demote to user (never yourself, never the last admin).',
  'x-access': 'admin',
  request: { params: idParam, body: { required: true, content: { 'application/json': { schema: setRoleInputSchema } } } },
  responses: { 200: done, 400: json(apiErrorSchema, 'Invalid input.'), ...refused, ...denied },
});

export const banUserRoute = defineRoute({
  method: 'post',
  path: '/admin/users/{id}/ban',
  tags: ['Admin'],
  summary: 'Ban an account with a reason (1–200 characters); its sessions end.',
  'x-access': 'admin',
  request: { params: idParam, body: { required: true, content: { 'application/json': { schema: banInputSchema } } } },
  responses: { 200: done, 400: json(apiErrorSchema, 'Invalid input.'), ...refused, ...denied },
});

export const unbanUserRoute = defineRoute({
  method: 'post',
  path: '/admin/users/{id}/unban',
  tags: ['Admin'],
  summary: 'Lift a ban.',
  'x-access': 'admin',
  request: { params: idParam },
  responses: { 200: done, ...refused, ...denied },
});

export const resendVerificationRoute = defineRoute({
  method: 'post',
  path: '/admin/users/{id}/verification-mail',
  tags: ['Admin'],
  summary: 'Send the address confirmation mail again (only for unconfirmed addresses).',
  'x-access': 'admin',
  request: { params: idParam },
  responses: { 200: done, ...refused, 429: json(apiErrorSchema, 'Too many mails for this address.'), ...denied },
});
