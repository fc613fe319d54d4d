import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiSend, apiUpload } from './api-client';

const ours = (code: string, message: string, details?: { path: string; message: string }[]) => ({
  error: { code, message, ...(details ? { details } : {}) },
});

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the session cookie and returns the JSON answer', async () => {
    const fetch = vi.fn(async () => Response.json({ ok: 1 }, { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    await expect(apiSend('POST', '/favorites', { kind: 'page' })).resolves.toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledWith('/api/favorites', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{"kind":"page"}',
    });
  });

  it('answers 204 with null', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(apiSend('DELETE', '/content/x')).resolves.toBeNull();
  });

  it('turns our error body into an ApiError with its code and German message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(ours('LAST_ADMIN', 'Das ist der letzte Admin.'), { status: 409 })),
    );
    const error = await failure(apiSend('POST', '/admin/users/1/role', { role: 'user' }));
    expect([error.status, error.code, error.message]).toEqual([409, 'LAST_ADMIN', 'Das ist der letzte Admin.']);
  });

  it('adds the validation details to the message', async () => {
    const body = ours('VALIDATION_FAILED', 'Die Anfrage enthält ungültige Werte.', [
      { path: 'clickableHeader', message: 'Der Titel fehlt.' },
    ]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(body, { status: 400 })),
    );
    expect((await failure(apiSend('PUT', '/content/x', {}))).message).toBe('Die Anfrage enthält ungültige Werte. Der Titel fehlt.');
  });

  it("answers a proxy's HTML page by its status", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 502 })),
    );
    const error = await failure(apiGet('/favorites'));
    expect([error.code, error.message]).toEqual([
      'HTTP_ERROR',
      'Der Server hat gerade ein Problem (Fehler 502). Bitte versuchen Sie es später erneut.',
    ]);
  });

  it('says when to try again after a 429', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 429, headers: { 'retry-after': '30' } })),
    );
    expect((await failure(apiGet('/favorites'))).message).toBe('Zu viele Anfragen. Bitte versuchen Sie es in 30 Sekunden erneut.');
  });

  it('has one offline message, with what needed the network when the call says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const plain = await failure(apiGet('/favorites'));
    expect([plain.status, plain.code, plain.message]).toEqual([
      0,
      'NETWORK',
      'Keine Verbindung zum Server. Bitte prüfen Sie die Internetverbindung.',
    ]);
    const said = await failure(apiGet('/profile/my-data', { offline: 'Ihre Daten können nur mit Netz heruntergeladen werden.' }));
    expect(said.message).toBe('Keine Verbindung zum Server. Ihre Daten können nur mit Netz heruntergeladen werden.');
  });
});

/** Enough of XMLHttpRequest for one upload: the test decides how it ends. */
class FakeXhr {
  static last: FakeXhr;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  opened: string[] = [];
  headers: Record<string, string> = {};
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  send() {}
}

describe('uploads', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('report progress and resolve with the answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const done = apiUpload<{ url: string }>('/files', new Blob(['x'], { type: 'image/png' }), (f) => progress.push(f));
    const xhr = FakeXhr.last;
    expect(xhr.opened).toEqual(['POST', '/api/files']);
    expect(xhr.headers['content-type']).toBe('image/png');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    Object.assign(xhr, { status: 200, responseText: '{"url":"/api/files/a.png"}' });
    xhr.onload?.();
    await expect(done).resolves.toEqual({ url: '/api/files/a.png' });
    expect(progress).toEqual([0.25]);
  });

  it("fail with the server's German message, or the offline text", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const refused = apiUpload('/files', new Blob(['x']), () => undefined);
    Object.assign(FakeXhr.last, {
      status: 415,
      responseText: JSON.stringify(ours('UNSAFE_FILE', 'Diese Datei ist kein Bild und kein PDF.')),
    });
    FakeXhr.last.onload?.();
    expect((await failure(refused)).message).toBe('Diese Datei ist kein Bild und kein PDF.');
    const offline = apiUpload('/files', new Blob(['x']), () => undefined, { offline: 'Hochladen ist nur mit Netz möglich.' });
    FakeXhr.last.onerror?.();
    expect((await failure(offline)).message).toBe('Keine Verbindung zum Server. Hochladen ist nur mit Netz möglich.');
  });
});
