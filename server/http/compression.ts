import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

export type Encoding = 'br' | 'gzip';

/** Below this, the headers cost more than compression saves. */
export const COMPRESS_MIN_BYTES = 1024;

/** The encoding to answer with: brotli where accepted, else gzip, else none (q=0 refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/**
 * Brotli at quality 5 compresses JSON almost as well as 11 at a small part of the CPU time;
 * answers are compressed per request (lists once per library version).
 */
export function compressBytes(bytes: Uint8Array | string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      })
    : gzipSync(bytes, { level: 6 });
}

/** Marks an answer whose bytes depend on Accept-Encoding, so caches keep one copy per encoding. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/\baccept-encoding\b/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

function isJson(res: Response): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(res.headers.get('Content-Type') ?? '');
}

/**
 * Compresses API JSON over 1 KB (lists, favourites, admin tables, „Meine Daten“). Answers that
 * carry their own encoding (the cached content lists) pass untouched. better-auth's answers are
 * never compressed: they carry secrets (a new TOTP key, backup codes), and compressing a secret
 * next to text a client chose is what BREACH measures.
 */
export function compressJson(): MiddlewareHandler {
  return async (c: Context, next) => {
    await next();
    const res = c.res;
    if (
      c.req.path.startsWith('/api/auth/') ||
      c.req.method === 'HEAD' ||
      res.status !== 200 ||
      !isJson(res) ||
      res.headers.has('Content-Encoding')
    )
      return;
    varyOnEncoding(res.headers);
    const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (body.byteLength < COMPRESS_MIN_BYTES) {
      c.res = undefined;
      c.res = new Response(body, { status: res.status, headers });
      return;
    }
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    // Cleared first: assigning over a response makes Hono copy it into a streamed one.
    c.res = undefined;
    c.res = new Response(new Uint8Array(compressBytes(body, encoding)), { status: res.status, headers });
  };
}
