import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env';
import { apiError } from './api-error';
import { applyGermanValidationMessages } from './validation-messages';

/**
 * A router whose validation failures answer with our error body instead of the library's
 * default (which puts the issues in a JSON string). Every feature builds its routes on one.
 */
export function createRouter() {
  // Validation details reach teachers' screens and scripts: German, like every other message.
  applyGermanValidationMessages();
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
