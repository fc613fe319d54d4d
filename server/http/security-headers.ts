import { secureHeaders } from 'hono/secure-headers';
import type { MiddlewareHandler } from 'hono';
import { setResponseHeader } from './response-header';

/**
 * Headers on every response. Scripts may only come from our own origin (no eval, no inline
 * script but the build's start script, allowed by its hash: ./inline-scripts.ts), so stored
 * markdown or a username can never run script even if a sanitizer slipped.
 * style-src keeps 'unsafe-inline' because components set style attributes (crop area,
 * chart bars); that cannot execute code.
 */
export function securityHeaders(options: { hsts: boolean; scriptHashes?: readonly string[] }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(options.scriptHashes ?? [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: options.hsts ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: { camera: [], geolocation: [], payment: [] },
  });
}

/**
 * API answers carry sessions, e-mail addresses, favourites and admin lists: unless a route
 * chose its own caching (content lists revalidate with an ETag, files are immutable by hash),
 * nothing may keep a copy — not a shared proxy, not the browser's back/forward cache.
 */
export function apiNoStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) setResponseHeader(c, 'Cache-Control', 'no-store');
  };
}
