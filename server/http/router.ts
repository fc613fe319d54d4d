import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env';
import { apiError } from './api-error';

/**
 * A router whose validation failures answer with our error body instead of the library's
 * default (which puts the issues in a JSON string). Every feature builds its routes on one.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      return apiError(
        c,
        400,
        'VALIDATION_FAILED',
        'Die Anfrage enthält ungültige Werte.',
        result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      );
    },
  });
}
