import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';

/** Label of API requests no route answers (the JSON 404). */
export const UNMATCHED_ROUTE = 'unmatched';
/** Label of everything outside /api: the front end's files and pages. */
export const STATIC_ROUTE = 'static';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route pattern a request addressed (`/api/content/:id`), never its raw path: every label
 * value becomes a time series in Prometheus, so ids and fuzzed paths must not create new ones.
 * Middleware (method ALL) is skipped, so a request a guard refused still counts under the
 * operation it asked for; so is the front end's catch-all `/*`, which matches any GET.
 */
export function routeLabel(c: Context): string {
  if (!c.req.path.startsWith('/api/')) return STATIC_ROUTE;
  const operation = matchedRoutes(c).find((route) => route.method !== 'ALL' && route.path.startsWith('/api/'));
  return operation?.path ?? UNMATCHED_ROUTE;
}

/** Hono accepts any method name; only the standard ones become label values. */
export function methodLabel(c: Context): string {
  return KNOWN_METHODS.has(c.req.method) ? c.req.method : 'OTHER';
}
