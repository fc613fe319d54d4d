import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { apiError } from './api-error';

// Written as strings: the character itself, its percent-encoding (addresses) and its JSON escape (bodies).
const NUL_IN_ADDRESS = new RegExp(['\u0000', '%00'].join('|'), 'i');
const NUL_IN_BODY = new RegExp(['\u0000', '\\\\u0000'].join('|'), 'i');

/**
 * PostgreSQL text cannot hold a NUL character, and a query with one fails as a server error
 * (the fuzzing found DELETE /api/favorites/%00 answering 500 there). No Sportkiste input has a
 * reason to contain one, so any API request carrying NUL in its path, query or JSON body is
 * refused up front, the same way on SQLite and PostgreSQL.
 */
export function nulGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    let found = NUL_IN_ADDRESS.test(url.pathname) || NUL_IN_ADDRESS.test(url.search);
    if (!found && /json/i.test(c.req.header('content-type') ?? '') && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      // A copy: uploads read the raw stream themselves and must still find it unread. The body
      // limit runs before this, so the copy is never larger than the route allows.
      found = NUL_IN_BODY.test(await c.req.raw.clone().text());
    }
    if (found) return apiError(c, 400, 'INVALID_CHARACTERS', 'Die Anfrage enthält ungültige Zeichen.');
    return next();
  };
}
