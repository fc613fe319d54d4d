import type { TestApp } from './create-test-app';
import { TEST_ORIGIN } from './create-test-app';

/**
 * A tiny browser stand-in for API tests: keeps the session cookie and sends the Origin
 * header a browser would, so better-auth's cross-site check sees a normal request.
 */
export class TestClient {
  cookie = '';

  constructor(
    private readonly t: TestApp,
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookie) headers.set('cookie', this.cookie);
    if (!headers.has('origin')) headers.set('origin', TEST_ORIGIN);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await this.t.app.request(path, { ...init, headers, body }, { incoming: { socket: { remoteAddress: this.remoteAddress } } });
    this.keepCookies(res);
    return res;
  }

  post(path: string, json: unknown, init: RequestInit = {}) {
    return this.request(path, { ...init, method: 'POST', json });
  }

  /** Follows a mailed link like a browser would (one hop), keeping cookies it sets. */
  async follow(link: string): Promise<Response> {
    const url = new URL(link);
    return this.request(url.pathname + url.search, { redirect: 'manual' });
  }

  async session(): Promise<{ user: { id: string; email: string; role: string; username?: string | null } } | null> {
    const res = await this.request('/api/auth/get-session');
    return (await res.json()) as never;
  }

  async signUp(email: string, password = 'richtig-gutes-passwort') {
    return this.post('/api/auth/sign-up/email', { email, password, name: '' });
  }

  async signIn(email: string, password = 'richtig-gutes-passwort') {
    return this.post('/api/auth/sign-in/email', { email, password });
  }

  private keepCookies(res: Response) {
    const set = res.headers.getSetCookie();
    if (set.length === 0) return;
    const jar = new Map(
      this.cookie
        .split('; ')
        .filter(Boolean)
        .map((c) => [c.split('=')[0] as string, c]),
    );
    for (const line of set) {
      const pair = line.split(';')[0] as string;
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, pair);
    }
    this.cookie = [...jar.values()].join('; ');
  }
}
