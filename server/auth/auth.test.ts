import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../test/auth-client';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { linkIn, startSmtpCapture } from '../test/smtp-capture';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
});

describe(`accounts without e-mail verification (${db})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('signs up and is signed in at once with an HttpOnly, SameSite=Lax session cookie', async () => {
    const client = new TestClient(t);
    const res = await client.signUp('sofort@schule.de');
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sportkiste.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const session = await client.session();
    expect(session?.user).toMatchObject({ email: 'sofort@schule.de', role: 'user' });
  });

  it('refuses passwords shorter than 8 characters', async () => {
    const res = await new TestClient(t).signUp('kurz@schule.de', '1234567');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
  });

  it('refuses a wrong password without saying whether the address exists', async () => {
    await new TestClient(t).signUp('falsch@schule.de');
    const wrong = await new TestClient(t).signIn('falsch@schule.de', 'nicht-das-passwort');
    const unknown = await new TestClient(t).signIn('niemand@schule.de', 'nicht-das-passwort');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('rejects a cross-site sign-in', async () => {
    const res = await new TestClient(t).post(
      '/api/auth/sign-in/email',
      { email: 'falsch@schule.de', password: 'richtig-gutes-passwort' },
      { headers: { origin: 'https://boese.example' } },
    );
    expect(res.status).toBe(403);
  });

  it('keeps usernames unique regardless of case and never lets a user change their role', async () => {
    const anna = new TestClient(t);
    await anna.signUp('anna@schule.de');
    expect((await anna.post('/api/auth/update-user', { username: 'Frau_Meier' })).status).toBe(200);
    expect((await anna.session())?.user.username).toBe('frau_meier');

    const ben = new TestClient(t);
    await ben.signUp('ben@schule.de');
    const taken = await ben.post('/api/auth/update-user', { username: 'FRAU_MEIER' });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toMatchObject({ code: 'USERNAME_IS_ALREADY_TAKEN' });

    const promote = await ben.post('/api/auth/update-user', { role: 'admin' });
    expect(promote.status).toBe(400);
    const setRole = await ben.post(`/api/admin/users/${(await ben.session())?.user.id}/role`, { role: 'admin' });
    expect(setRole.status).toBe(403);
    // better-auth's own admin endpoint is not mounted: nothing bypasses the audit log.
    expect((await ben.post('/api/auth/admin/set-role', { userId: (await ben.session())?.user.id, role: 'admin' })).status).toBe(404);
    expect((await ben.session())?.user.role).toBe('user');
  });

  it('deletes an account only with the right password', async () => {
    const client = new TestClient(t);
    await client.signUp('weg@schule.de');
    const none = await client.post('/api/auth/delete-user', {});
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ code: 'PASSWORD_REQUIRED' });
    const wrong = await client.post('/api/auth/delete-user', { password: 'falsches-passwort' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    expect(await client.session()).not.toBeNull();

    const right = await client.post('/api/auth/delete-user', { password: 'richtig-gutes-passwort' });
    expect(right.status).toBe(200);
    expect(await client.session()).toBeNull();
    const row = await t.deps.db.selectFrom('user').select('id').where('email', '=', 'weg@schule.de').executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('signs out', async () => {
    const client = new TestClient(t);
    await client.signUp('raus@schule.de');
    expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
    expect(await client.session()).toBeNull();
  });
});

describe(`accounts with e-mail verification over real SMTP (${db})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(() => t.cleanup());

  it('needs the mailed link before the first sign-in; the link signs in', async () => {
    const client = new TestClient(t);
    const res = await client.post('/api/auth/sign-up/email', {
      email: 'neu@schule.de',
      password: 'richtig-gutes-passwort',
      name: '',
      callbackURL: '/',
    });
    expect(res.status).toBe(200);
    expect(await client.session()).toBeNull();

    const blocked = await new TestClient(t).signIn('neu@schule.de');
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    const mail = await smtp.waitForMail('neu@schule.de');
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.html).toContain('E-Mail-Adresse bestätigen');
    const followed = await client.follow(linkIn(mail));
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/');
    expect((await client.session())?.user.email).toBe('neu@schule.de');
    expect((await new TestClient(t).signIn('neu@schule.de')).status).toBe(200);
  });

  it('resets a password through the mailed link and never reveals whether an address exists', async () => {
    await new TestClient(t).post('/api/auth/sign-up/email', { email: 'vergesslich@schule.de', password: 'altes-passwort-1', name: '' });
    const verify = await smtp.waitForMail('vergesslich@schule.de');
    await new TestClient(t).follow(linkIn(verify));

    const client = new TestClient(t);
    const known = await client.post('/api/auth/request-password-reset', {
      email: 'vergesslich@schule.de',
      redirectTo: '/auth/update-password',
    });
    const unknown = await client.post('/api/auth/request-password-reset', {
      email: 'unbekannt@schule.de',
      redirectTo: '/auth/update-password',
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());

    await expect.poll(() => smtp.mails.filter((m) => m.subject === 'Neues Passwort für die Sportkiste').length).toBe(1);
    const mail = await smtp.waitForMail('vergesslich@schule.de');
    const redirect = await client.follow(linkIn(mail));
    expect(redirect.status).toBe(302);
    const target = new URL(redirect.headers.get('location') as string, 'http://x');
    expect(target.pathname).toBe('/auth/update-password');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    expect((await client.post('/api/auth/reset-password', { token, newPassword: 'neues-passwort-2' })).status).toBe(200);
    expect((await new TestClient(t).signIn('vergesslich@schule.de', 'altes-passwort-1')).status).toBe(401);
    expect((await new TestClient(t).signIn('vergesslich@schule.de', 'neues-passwort-2')).status).toBe(200);
  });
});

describe(`abuse protection (${db})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'on', TRUSTED_PROXIES: '10.0.0.1' });
  });
  afterAll(() => t.cleanup());

  it('limits sign-in attempts per IP, and a client cannot escape by sending X-Forwarded-For', async () => {
    const attacker = new TestClient(t, '203.0.113.5');
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await attacker.post(
        '/api/auth/sign-in/email',
        { email: `ziel${i}@schule.de`, password: 'raten-raten' },
        { headers: { 'x-forwarded-for': `198.51.100.${i}` } },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses[3]).toBe(429);
    // A different client is not affected.
    expect((await new TestClient(t, '203.0.113.6').signIn('ziel@schule.de', 'raten-raten')).status).toBe(401);
  });

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const viaProxy = (ip: string) =>
      new TestClient(t, '10.0.0.1').post(
        '/api/auth/sign-in/email',
        { email: `proxy-${ip}@schule.de`, password: 'raten-raten' },
        { headers: { 'x-forwarded-for': ip } },
      );
    for (let i = 0; i < 3; i++) expect((await viaProxy('192.0.2.10')).status).toBe(401);
    expect((await viaProxy('192.0.2.10')).status).toBe(429);
    expect((await viaProxy('192.0.2.11')).status).toBe(401);
  });

  it('limits attempts per address across many IPs with the German message', async () => {
    const statuses = [];
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) {
      last = await new TestClient(t, `192.0.2.${100 + i}`).signIn('opfer@schule.de', `versuch-${i}`);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(await last?.json()).toMatchObject({ message: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.' });
    // The window is 15 minutes from the first attempt: the screen can say when to try again.
    const wait = Number(last?.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
  });

  it('closes sign-up when SIGNUP_MODE=closed', async () => {
    const closed = await createTestApp({ SIGNUP_MODE: 'closed' });
    const res = await new TestClient(closed).signUp('zu@schule.de');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'SIGNUP_CLOSED' });
    await closed.cleanup();
  });
});

describe('cookies behind https', () => {
  it('are Secure', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://sport.example.de' });
    const res = await new TestClient(t).post(
      '/api/auth/sign-up/email',
      { email: 'sicher@schule.de', password: 'richtig-gutes-passwort', name: '' },
      { headers: { origin: 'https://sport.example.de' } },
    );
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    await t.cleanup();
  });
});

describe('cross-site requests', () => {
  it('are refused by Origin or Sec-Fetch-Site, while same-site and non-browser requests pass', async () => {
    const t = await createTestApp();
    const body = JSON.stringify({ email: 'x@schule.de', password: 'richtig-gutes-passwort', name: '' });
    const post = (headers: Record<string, string>) =>
      t.app.request('/api/auth/sign-up/email', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
    expect((await post({ origin: 'https://boese.example' })).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await post({})).status).not.toBe(403);
    await t.cleanup();
  });
});
