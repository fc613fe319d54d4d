import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { contentInputSchema } from '@core/schemas/content';
import type { AppEnv } from '../app-env';
import { MAX_AUTH_BODY_BYTES } from '../auth/auth.routes';
import type { Config } from '../config/env';
import { apiError } from './api-error';
import { maxJsonBytes } from './json-size';
import { readBodyUpTo } from './read-body';

const KB = 1024;
const MB = 1024 * KB;

/** Every JSON write of ours (favourites, roles, profile …) is a few hundred bytes. */
export const JSON_API_MAX_BYTES = 1 * MB;

/**
 * A content card at its largest (30 sections × 50,000 characters plus header, link and
 * tags, see core/schemas/content.ts): about 4.3 MiB. Computed from the schema, so raising a
 * schema maximum raises the limit with it.
 */
export const CONTENT_CARD_MAX_BYTES = maxJsonBytes(z.toJSONSchema(contentInputSchema, { io: 'input' }) as never, 'content card');

/**
 * A lesson plan as a device saves it (issue 24): up to 40 items, each card item with the last
 * copy of its card. The schema's bounds give no useful figure (a card copy may hold 1.5 million
 * characters, 40 of them 180 MB); the library's largest card is about 6 KB, so 4 MB holds 40
 * copies of cards fifteen times that size. The server replaces the copies with the library's
 * cards before storing, so a device never needs to send more than it last received.
 */
export const PLAN_MAX_BYTES = 4 * MB;

export interface BodyLimit {
  maxBytes: number;
  /** What is too large, for the message: a request or a file. */
  what: 'Die Anfrage' | 'Die Datei';
}

/** The limit for one API request, by method and path; only requests that carry a body ask. */
export function apiBodyLimit(config: Config, method: string, path: string): BodyLimit {
  if (path.startsWith('/api/auth/')) return { maxBytes: MAX_AUTH_BODY_BYTES, what: 'Die Anfrage' };
  if (method === 'POST' && path === '/api/files') {
    // Uploads are the file's bytes themselves (no multipart), so the larger kind's limit is
    // the request's; the handler then applies the limit of the kind it finds.
    return { maxBytes: Math.max(config.storage.maxImageBytes, config.storage.maxPdfBytes), what: 'Die Datei' };
  }
  if (
    (method === 'POST' && /^\/api\/collections\/[^/]+\/items$/.test(path)) ||
    (method === 'PUT' && /^\/api\/content\/[^/]+$/.test(path))
  ) {
    return { maxBytes: CONTENT_CARD_MAX_BYTES, what: 'Die Anfrage' };
  }
  if (method === 'PUT' && /^\/api\/plans\/[^/]+$/.test(path)) return { maxBytes: PLAN_MAX_BYTES, what: 'Die Anfrage' };
  return { maxBytes: JSON_API_MAX_BYTES, what: 'Die Anfrage' };
}

const size = (bytes: number) =>
  bytes >= MB ? `${(Math.round((bytes / MB) * 10) / 10).toString().replace('.', ',')} MB` : `${Math.round(bytes / KB)} KB`;

function tooLarge(c: Context<AppEnv>, limit: BodyLimit) {
  // No 'Connection: close': a socket shut at once makes clients that are still sending fail
  // with EPIPE before they read the answer. @hono/node-server discards what is still coming
  // (at most 64 MB or 500 ms) and then closes the connection itself.
  return apiError(c, 413, 'PAYLOAD_TOO_LARGE', `${limit.what} ist zu groß: höchstens ${size(limit.maxBytes)} sind erlaubt.`);
}

/**
 * Caps request bodies before anything reads them (the NUL guard, better-auth's mount, the
 * handlers): before this, a 600 MB body was read whole, unauthenticated, and parallel ones
 * drove the process to gigabytes. A declared Content-Length over the limit is refused unread
 * (Node's parser never delivers more than it declares); a chunked body is read up to the
 * limit and no further, then handed on as the bytes read.
 */
export function bodyLimit(limitFor: (method: string, path: string) => BodyLimit): MiddlewareHandler<AppEnv> {
  const readChunked = async (c: Context<AppEnv>, next: () => Promise<void>, body: ReadableStream<Uint8Array>, limit: BodyLimit) => {
    const bytes = await readBodyUpTo(body, limit.maxBytes);
    if (bytes === 'too-large') return tooLarge(c, limit);
    c.req.raw = new Request(c.req.raw, { body: bytes });
    return next();
  };
  // Not async on the read path: every async layer costs a promise per request.
  return (c, next) => {
    // A GET or HEAD Request cannot carry a body (Fetch standard). Asked first because reading
    // `raw.body` makes @hono/node-server build a full Request (≈ 20 % of a GET's CPU time).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    const chunked = c.req.header('transfer-encoding') !== undefined;
    const body = c.req.raw.body;
    if (!body) return next();
    const limit = limitFor(c.req.method, c.req.path);
    if (declared !== undefined && !chunked) return Number(declared) > limit.maxBytes ? Promise.resolve(tooLarge(c, limit)) : next();
    return readChunked(c, next, body, limit);
  };
}
