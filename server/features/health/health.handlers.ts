import { createRouter } from '../../http/router';
import { apiError } from '../../http/api-error';
import { databaseAnswers } from './health.queries';
import { healthRoute } from './health.routes';

export function healthRouter() {
  return createRouter().openapi(healthRoute, async (c) => {
    const { db, logger } = c.get('deps');
    if (await databaseAnswers(db)) {
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'ok' as const }, 200);
    }
    logger.error('health check: database does not answer');
    return apiError(c, 503, 'DATABASE_UNAVAILABLE', 'Die Datenbank antwortet nicht.');
  });
}
