import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { currentRequestId } from './request-id';

/** One log line per request: API calls at info, static files at debug (they would drown the rest). */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const { logger } = c.get('deps');
    const entry = {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      // createLogger's mixin adds it too; named here so the line has it with any pino logger.
      reqId: currentRequestId(),
    };
    if (c.req.path.startsWith('/api/')) logger.info(entry, 'request');
    else logger.debug(entry, 'request');
  };
}
