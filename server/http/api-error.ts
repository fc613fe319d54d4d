import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from '@hono/zod-openapi';

/** The one error body every API route answers with: a code for programs, a German message for people. */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'VALIDATION_FAILED' }),
      message: z.string().openapi({ example: 'Die Anfrage enthält ungültige Werte.' }),
      details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    }),
  })
  .openapi('ApiError');

export type ApiError = z.infer<typeof apiErrorSchema>;

export function apiError<S extends ContentfulStatusCode>(
  c: Context,
  status: S,
  code: string,
  message: string,
  details?: ApiError['error']['details'],
) {
  return c.json({ error: { code, message, ...(details ? { details } : {}) } } satisfies ApiError, status);
}
