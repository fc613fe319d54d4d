import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../auth/accounts';
import { roleClients } from '../test/accounts';
import { TestClient } from '../test/auth-client';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/create-test-app';

/**
 * Issue 11.3: CSRF and session fixation. Every state-changing operation in /api/openapi.json
 * is sent with the admin's session cookie the way another site (or an old browser on its
 * behalf) would send it; each must be refused by the cross-site guard before any handler
 * runs, and the database must be unchanged afterwards.
 */

interface Operation {
  method: string;
  path: string;
}

const SAMPLE_PARAMS: Record<string, string> = {
  id: 'gibt-es-nicht',
  collection: 'fangspiele',
  name: `${'0'.repeat(64)}.png`,
  token: 'kein-token',
};
const EVIL = 'https://evil.example';
const PASSWORD = 'passwort-fuer-tests';

let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
  const doc = (await (await t.app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(doc.paths)
    .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })))
    .filter((op) => !['GET', 'HEAD', 'OPTIONS'].includes(op.method));
});
afterAll(() => t.cleanup());

const pathOf = (op: Operation) => `${op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(SAMPLE_PARAMS[name] ?? 'x'))}`;

/** A request exactly as given: the admin's cookie, and only the headers listed (no Origin added). */
function raw(op: Operation, headers: Record<string, string>, body: string | undefined = '{}') {
  const withBody = op.method !== 'DELETE';
  return t.app.request(pathOf(op), { method: op.method, headers: { cookie: c.admin.cookie, ...headers }, ...(withBody ? { body } : {}) });
}

/** Row counts and the accounts' roles and names: what a forged request could change. */
async function snapshot() {
  const { db } = t.deps;
  const count = async (table: 'user' | 'session' | 'content_item' | 'favorite' | 'profile_picture') =>
    Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return {
    users: await db.selectFrom('user').select(['email', 'role', 'username', 'image', 'name']).orderBy('email').execute(),
    sessions: await count('session'),
    content: await count('content_item'),
    favorites: await count('favorite'),
    pictures: await count('profile_picture'),
  };
}

const ATTEMPTS: { name: string; headers: Record<string, string>; body?: string }[] = [
  { name: 'a foreign Origin', headers: { origin: EVIL, 'content-type': 'application/json' } },
  { name: 'Origin: null (sandboxed frame, data: page)', headers: { origin: 'null', 'content-type': 'application/json' } },
  { name: 'a sibling port on the same host', headers: { origin: 'http://localhost:3001', 'content-type': 'application/json' } },
  { name: 'the right host over the other scheme', headers: { origin: 'https://localhost:3000', 'content-type': 'application/json' } },
  { name: 'no Origin and no Referer (old browser)', headers: { 'content-type': 'application/json' } },
  { name: 'no Origin and a foreign Referer', headers: { referer: `${EVIL}/falle.html`, 'content-type': 'application/json' } },
  { name: 'no Origin and Sec-Fetch-Site: cross-site', headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' } },
  {
    name: 'no Origin and Sec-Fetch-Site: same-site (a sibling subdomain)',
    headers: { 'sec-fetch-site': 'same-site', 'content-type': 'application/json' },
  },
  {
    name: 'a cross-site form post (urlencoded)',
    headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'username=boese&role=admin',
  },
  { name: 'a cross-site text/plain post', headers: { origin: EVIL, 'content-type': 'text/plain' }, body: '{"username":"boese"}' },
  {
    name: 'a form post without Origin (old browser)',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'username=boese',
  },
  {
    name: 'a multipart form post from another site',
    headers: { origin: EVIL, 'content-type': 'multipart/form-data; boundary=x' },
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
  },
];

describe('CSRF: state-changing operations from /api/openapi.json', () => {
  it('finds the state-changing operations', () => {
    expect(operations.length).toBeGreaterThan(15);
    expect(operations.map((o) => o.method)).toEqual(expect.arrayContaining(['POST', 'PUT', 'DELETE']));
  });

  it.each(ATTEMPTS)('refuses every operation with $name, and changes nothing', async ({ headers, body }) => {
    const before = await snapshot();
    const wrong: string[] = [];
    for (const op of operations) {
      const res = await raw(op, headers, body);
      const answer = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
      if (res.status !== 403 || answer?.error?.code !== 'CROSS_SITE_REQUEST')
        wrong.push(`${op.method} ${op.path} → ${res.status} ${JSON.stringify(answer)}`);
      else expect(answer.error.message).toBe('Anfragen von fremden Seiten werden abgelehnt.');
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
    // The admin is still signed in: a refused request does not end the session either.
    expect((await c.admin.session())?.user.role).toBe('admin');
  });

  it('lets the same requests through from our own origin (so the refusals above are the guard, not the input)', async () => {
    const res = await t.app.request('/api/favorites', {
      method: 'PUT',
      headers: { cookie: c.user.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ collection: 'fangspiele', itemKey: 'x' }),
    });
    expect(res.status).not.toBe(403);
    const referer = await t.app.request('/api/profile/picture', {
      method: 'DELETE',
      headers: { cookie: c.user.cookie, referer: `${TEST_ORIGIN}/profil` },
    });
    expect(referer.status).toBe(204);
    const sameOrigin = await t.app.request('/api/profile/picture', {
      method: 'DELETE',
      headers: { cookie: c.user.cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(204);
  });

  it('still lets scripts without a cookie sign in without an Origin (curl, the CLI)', async () => {
    await createAccount(t.deps.auth, { email: 'skript@schule.test', password: PASSWORD, role: 'user' });
    const res = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'skript@schule.test', password: PASSWORD }),
    });
    expect(res.status).toBe(200);
  });

  it('refuses "simple request" bodies on account endpoints even from our own origin (login CSRF without Origin)', async () => {
    await createAccount(t.deps.auth, { email: 'formular@schule.test', password: PASSWORD, role: 'user' });
    const json = JSON.stringify({ email: 'formular@schule.test', password: PASSWORD });
    for (const [type, body] of [
      ['text/plain', json],
      ['text/plain;charset=UTF-8', json],
      ['application/x-www-form-urlencoded', `email=formular%40schule.test&password=${PASSWORD}`],
      ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nformular@schule.test\r\n--x--\r\n`],
    ] as const) {
      const res = await t.app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': type },
        body,
      });
      expect(res.status, type).toBe(415);
      expect(res.headers.getSetCookie(), type).toEqual([]);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/Falscher Inhaltstyp/);
    }
  });

  it('refuses profile fields a forged or hand-made request could smuggle in (picture address, markup as display name)', async () => {
    const client = new TestClient(t);
    await client.signUp('profil@schule.test');
    for (const body of [
      { image: 'https://evil.example/pixel.png' },
      { image: 'javascript:alert(1)' },
      { name: '<script>alert(1)</script>' },
      { username: 'gut_name', displayUsername: '<img src=x onerror=alert(1)>' },
      { username: 'gut_name', displayUsername: 'anderer_name' },
      { displayUsername: 'ohne_username' },
    ]) {
      const res = await client.post('/api/auth/update-user', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await new TestClient(t).post('/api/auth/sign-up/email', {
          email: 'pixel@schule.test',
          password: PASSWORD,
          name: '',
          image: 'https://evil.example/p.png',
        })
      ).status,
    ).toBe(400);
    expect((await client.post('/api/auth/update-user', { username: 'Gut_Name', displayUsername: 'Gut_Name' })).status).toBe(200);
    expect((await client.session())?.user).toMatchObject({ username: 'gut_name', image: null, name: '' });
  });
});

describe('session fixation and cookies', () => {
  const tokenIn = (res: Response) => /sportkiste\.session_token=([^;]+)/.exec(res.headers.getSetCookie().join('\n'))?.[1];

  it('replaces a cookie the attacker planted before sign-in', async () => {
    await createAccount(t.deps.auth, { email: 'opfer@schule.test', password: PASSWORD, role: 'user' });
    const victim = new TestClient(t);
    victim.cookie = 'sportkiste.session_token=vom-angreifer-gesetzt';
    const res = await victim.signIn('opfer@schule.test', PASSWORD);
    expect(res.status).toBe(200);
    const token = tokenIn(res);
    expect(token).toBeDefined();
    expect(token).not.toContain('vom-angreifer-gesetzt');
    expect(victim.cookie).not.toContain('vom-angreifer-gesetzt');

    // The planted value never becomes a session.
    const planted = new TestClient(t);
    planted.cookie = 'sportkiste.session_token=vom-angreifer-gesetzt';
    expect(await planted.session()).toBeNull();
  });

  it('does not hand the victim’s account to an attacker whose real session cookie was planted', async () => {
    await createAccount(t.deps.auth, { email: 'angreifer@schule.test', password: PASSWORD, role: 'user' });
    await createAccount(t.deps.auth, { email: 'opfer2@schule.test', password: PASSWORD, role: 'user' });
    const attacker = new TestClient(t);
    const attackerToken = tokenIn(await attacker.signIn('angreifer@schule.test', PASSWORD));

    const victim = new TestClient(t);
    victim.cookie = attacker.cookie; // planted, e.g. through a sibling subdomain
    const victimToken = tokenIn(await victim.signIn('opfer2@schule.test', PASSWORD));
    expect(victimToken).toBeDefined();
    expect(victimToken).not.toBe(attackerToken);
    expect((await victim.session())?.user.email).toBe('opfer2@schule.test');
    expect((await attacker.session())?.user.email).toBe('angreifer@schule.test');
  });

  it('issues a new token on every sign-in and ends the old one on sign-out', async () => {
    await createAccount(t.deps.auth, { email: 'wechsel@schule.test', password: PASSWORD, role: 'user' });
    const client = new TestClient(t);
    const first = tokenIn(await client.signIn('wechsel@schule.test', PASSWORD));
    const oldCookie = client.cookie;
    const second = tokenIn(await client.signIn('wechsel@schule.test', PASSWORD));
    expect(first).toBeDefined();
    expect(second).not.toBe(first);
    expect((await client.request('/api/auth/sign-out', { method: 'POST', json: {} })).status).toBe(200);
    const replay = new TestClient(t);
    replay.cookie = client.cookie || oldCookie.replace(first as string, second as string);
    expect(await replay.session()).toBeNull();
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, without Secure over http', async () => {
    await createAccount(t.deps.auth, { email: 'keks@schule.test', password: PASSWORD, role: 'user' });
    const res = await new TestClient(t).signIn('keks@schule.test', PASSWORD);
    const cookies = res.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
      expect(cookie).toMatch(/;\s*Path=\//i);
    }
  });

  it('sets Secure (and the __Secure- prefix) when PUBLIC_URL is https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://sportkiste.example' });
    try {
      await createAccount(https.deps.auth, { email: 'sicher@schule.test', password: PASSWORD, role: 'user' });
      const res = await https.app.request('https://sportkiste.example/api/auth/sign-in/email', {
        method: 'POST',
        headers: { origin: 'https://sportkiste.example', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'sicher@schule.test', password: PASSWORD }),
      });
      expect(res.status).toBe(200);
      const cookies = res.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) {
        expect(cookie).toMatch(/^__Secure-sportkiste\./);
        expect(cookie).toMatch(/;\s*Secure/i);
        expect(cookie).toMatch(/;\s*HttpOnly/i);
        expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
      }
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await https.cleanup();
    }
  });
});
