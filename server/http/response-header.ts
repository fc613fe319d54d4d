import type { Context } from 'hono';

/**
 * Sets a header on the response a handler already built. Hono's `c.header()` after that copies
 * the whole Response, and @hono/node-server must then pump the copy's stream instead of writing
 * the string it holds (≈ 70 µs a request). Headers of Responses we build are mutable; only a
 * Response from `fetch()` is not, and that one takes the copying path.
 */
export function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
