import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { setResponseHeader } from './response-header';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * A reverse proxy's id is kept so one request can be followed through both logs. Anything
 * else is replaced: the id is written into every log line and echoed in a header, so
 * free text from a client could forge log fields, split lines or bloat every entry.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Holds the id for the code a request runs, so the logger can stamp it on every line —
 * including lines from better-auth and handlers that only hold the shared logger.
 */
const requestIds = new AsyncLocalStorage<string>();

/** The id of the request whose code is running now; undefined outside a request (start-up, timers). */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}

export function requestIdFor(incoming: string | undefined): string {
  return incoming !== undefined && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Must be the first middleware: whatever runs before it logs without the id. */
export function requestId(): MiddlewareHandler {
  return async (c, next) => {
    const id = requestIdFor(c.req.header(REQUEST_ID_HEADER));
    await requestIds.run(id, next);
    // Set after the handler because some answers (better-auth, static files) are Responses
    // built elsewhere; set on the built response, so it is not copied.
    setResponseHeader(c, REQUEST_ID_HEADER, id);
  };
}
