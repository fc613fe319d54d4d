import { describeFailure } from './api-error-text';

/**
 * The one way from the client to our API (/api/…, better-auth's endpoints under /api/auth/…):
 * same-origin cookies, JSON, one error type with the server's code and a German message, and
 * one text for a missing network. Features keep one small file per call on top of this.
 */

/** What every failed call says when the server cannot be reached at all. */
export const OFFLINE_MESSAGE = 'Keine Verbindung zum Server.';

/** An error answer of our API (see server/http/api-error.ts), or a network failure (status 0, code NETWORK). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The answer's headers (Retry-After …), when there was an answer. */
    readonly headers?: Headers,
    /** The parsed error body, for callers that map a foreign body (better-auth) themselves. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallOptions {
  headers?: Record<string, string>;
  /**
   * What needs the network, said after „Keine Verbindung zum Server.“ (e.g. „Das Profilbild kann
   * nur mit Netz gespeichert werden.“), so the teacher knows what did not happen.
   */
  offline?: string;
  signal?: AbortSignal;
}

function offlineError(options: CallOptions | undefined): ApiError {
  return new ApiError(
    0,
    'NETWORK',
    options?.offline ? `${OFFLINE_MESSAGE} ${options.offline}` : `${OFFLINE_MESSAGE} Bitte prüfen Sie die Internetverbindung.`,
  );
}

/** Validation details of our error body (`details: [{ path, message }]`), German like the message. */
function detailsOf(body: unknown): string[] {
  const details = (body as { error?: { details?: unknown } } | null)?.error?.details;
  return Array.isArray(details)
    ? details.flatMap((d) => (typeof (d as { message?: unknown }).message === 'string' ? [(d as { message: string }).message] : []))
    : [];
}

/** The ApiError for a response that is not ok: our code and German message, or a text from the status. */
export function errorFrom(status: number, body: unknown, headers?: Headers): ApiError {
  const failure = describeFailure(status, body, headers?.get('retry-after') ?? null);
  const message = [failure.message, ...(failure.code === 'VALIDATION_FAILED' ? detailsOf(body) : [])].join(' ');
  return new ApiError(status, failure.code, message, headers, body);
}

/**
 * The raw call, for the few callers that need the status or headers themselves (a 304, a file
 * download). Throws only when there is no answer at all.
 */
export async function apiFetch(path: string, init: RequestInit & CallOptions = {}): Promise<Response> {
  const { offline, headers, ...rest } = init;
  try {
    return await fetch(`/api${path}`, { ...rest, credentials: 'same-origin', headers: { accept: 'application/json', ...headers } });
  } catch {
    throw offlineError({ ...(offline ? { offline } : {}) });
  }
}

async function bodyOf(res: Response): Promise<unknown> {
  if (res.status === 204) return null;
  return res.json().catch(() => null);
}

/** Throws the ApiError for a failed response; otherwise its JSON (null for 204). */
export async function readJson<T>(res: Response): Promise<T> {
  const body = await bodyOf(res);
  if (!res.ok) throw errorFrom(res.status, body, res.headers);
  return body as T;
}

export async function apiGet<T>(path: string, options: CallOptions = {}): Promise<T> {
  return readJson<T>(await apiFetch(path, options));
}

/** A write: JSON body when given (also `{}`), the JSON answer back. */
export async function apiSend<T = null>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  json?: unknown,
  options: CallOptions = {},
): Promise<T> {
  const withBody = json !== undefined;
  return readJson<T>(
    await apiFetch(path, {
      ...options,
      method,
      headers: { ...(withBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
      ...(withBody ? { body: JSON.stringify(json) } : {}),
    }),
  );
}

/** A file or blob as the body, its type as Content-Type (uploads without progress). */
export async function apiSendFile<T = null>(method: 'POST' | 'PUT', path: string, file: Blob, options: CallOptions = {}): Promise<T> {
  return readJson<T>(
    await apiFetch(path, {
      ...options,
      method,
      headers: { 'content-type': file.type || 'application/octet-stream', ...options.headers },
      body: file,
    }),
  );
}

/** Uploads with progress (fetch cannot report upload progress; XMLHttpRequest can). */
export function apiUpload<T>(path: string, file: Blob, onProgress: (fraction: number) => void, options: CallOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // A proxy's HTML page: the status says enough.
      }
      const retryAfter = xhr.getResponseHeader('retry-after');
      const headers = new Headers(retryAfter ? { 'retry-after': retryAfter } : {});
      if (xhr.status >= 200 && xhr.status < 300 && body !== null) resolve(body as T);
      else reject(errorFrom(xhr.status, body, headers));
    };
    xhr.onerror = () => reject(offlineError(options));
    xhr.send(file);
  });
}
