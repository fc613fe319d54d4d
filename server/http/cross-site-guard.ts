import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { trustedOrigins } from '../auth/auth';
import { apiError } from './api-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Rejects state-changing API requests that a browser sends on behalf of another site
 * (cross-site form posts, login CSRF). Browsers always send Origin on such requests, and
 * Sec-Fetch-Site too; a request with neither does not come from a browser page and cannot
 * carry a victim's intent, so scripts and the CLI still work.
 */
export function crossSiteGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const allowed = trustedOrigins(c.get('deps').config);
    const crossSite = origin ? !allowed.includes(origin) : fetchSite === 'cross-site';
    if (crossSite) {
      return apiError(c, 403, 'CROSS_SITE_REQUEST', 'Anfragen von fremden Seiten werden abgelehnt.');
    }
    return next();
  };
}
