import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { trustedOrigins } from '../auth/auth';
import { apiError } from './api-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin a Referer names, or 'null' for something that is not an absolute URL. */
function originOf(referer: string): string {
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * Rejects state-changing API requests that a browser sends on behalf of another site
 * (cross-site form posts, login CSRF). The Origin header decides; `Origin: null` (sandboxed
 * frames, data: pages, some redirects) is foreign. Without Origin the Referer's origin stands
 * in for it. With neither, Sec-Fetch-Site must not say another site, and a request that
 * carries a cookie must come with one of the three: an old browser that sends no Origin could
 * otherwise be made to post with the victim's session. Scripts and the CLI without cookies
 * (sign-in with curl) still work.
 */
export function crossSiteGuard(): MiddlewareHandler<AppEnv> {
  // Not async: on the read path it only hands on, and every async layer costs a promise per request.
  return (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const referer = c.req.header('referer');
    const origin = c.req.header('origin') ?? (referer ? originOf(referer) : undefined);
    const fetchSite = c.req.header('sec-fetch-site');
    const allowed = trustedOrigins(c.get('deps').config);
    const crossSite = origin
      ? !allowed.includes(origin)
      : fetchSite === 'cross-site' || fetchSite === 'same-site' || (fetchSite !== 'same-origin' && Boolean(c.req.header('cookie')));
    if (crossSite) {
      return Promise.resolve(apiError(c, 403, 'CROSS_SITE_REQUEST', 'Anfragen von fremden Seiten werden abgelehnt.'));
    }
    return next();
  };
}
