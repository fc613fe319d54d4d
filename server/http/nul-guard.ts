import type { Context, MiddlewareHandler } from 'hono';
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
  const refuse = (c: Context<AppEnv>): Promise<Response> =>
    Promise.resolve(apiError(c, 400, 'INVALID_CHARACTERS', 'Die Anfrage enthält ungültige Zeichen.'));
  // Not async on the read path: every async layer costs a promise per request.
  return (c, next) => {
    // The whole address at once: path and query are where a NUL can be (a host cannot hold one).
    if (NUL_IN_ADDRESS.test(c.req.url)) return refuse(c);
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !/json/i.test(c.req.header('content-type') ?? '')) return next();
    // A copy: uploads read the raw stream themselves and must still find it unread. The body
    // limit runs before this, so the copy is never larger than the route allows.
    return c.req.raw
      .clone()
      .text()
      .then((text): Promise<Response | void> => (NUL_IN_BODY.test(text) ? refuse(c) : next()));
  };
}
