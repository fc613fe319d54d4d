import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from './accounts';
import { TestClient } from '../test/auth-client';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { secretFromTotpUri, totpCode } from '../test/totp';

const dbName = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const PASSWORD = 'richtig-gutes-passwort';

interface SetUp {
  totpURI: string;
  backupCodes: string[];
  secret: string;
}

/** Starts the set-up and confirms it with a first code, as the profile screen does. */
async function turnOn(client: TestClient, password = PASSWORD): Promise<SetUp> {
  const res = await client.post('/api/auth/two-factor/enable', { password });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { totpURI: string; backupCodes: string[] };
  const secret = secretFromTotpUri(body.totpURI);
  const confirmed = await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
  expect(confirmed.status).toBe(200);
  return { ...body, secret };
}

/** A code that is none of the ones accepted around now (the plugin allows one step either side). */
function wrongCode(secret: string): string {
  const valid = new Set([-30_000, 0, 30_000].map((shift) => totpCode(secret, Date.now() + shift)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

async function signedInUser(t: TestApp, email: string, role: 'user' | 'admin' = 'user'): Promise<TestClient> {
  await createAccount(t.deps.auth, { email, password: PASSWORD, role });
  const client = new TestClient(t);
  expect((await client.signIn(email, PASSWORD)).status).toBe(200);
  return client;
}

describe(`two-factor sign-in with TOTP (${dbName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('is switched on only by a first correct code, and stores secret and backup codes encrypted', async () => {
    const client = await signedInUser(t, 'anna@schule.test');
    expect((await client.post('/api/auth/two-factor/enable', { password: 'falsches-passwort' })).status).toBe(400);

    const res = await client.post('/api/auth/two-factor/enable', { password: PASSWORD });
    expect(res.status).toBe(200);
    const { totpURI, backupCodes } = (await res.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Sportkiste:anna%40schule\.test\?/);
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    const secret = secretFromTotpUri(totpURI);

    // Not on yet: a second device signs in with the password alone.
    expect((await client.session())?.user).toMatchObject({ twoFactorEnabled: false });
    const row = await sql<{ secret: string; backupCodes: string }>`select "secret", "backupCodes" from "twoFactor"`.execute(t.deps.db);
    expect(row.rows).toHaveLength(1);
    const stored = JSON.stringify(row.rows[0]);
    expect(stored).not.toContain(secret);
    for (const code of backupCodes) expect(stored).not.toContain(code);

    const wrong = await client.post('/api/auth/two-factor/verify-totp', { code: wrongCode(secret) });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_CODE' });
    expect((await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) })).status).toBe(200);
    expect((await client.session())?.user).toMatchObject({ twoFactorEnabled: true });

    // Once on, the set-up cannot be started again, and the secret is never handed out again.
    expect((await client.post('/api/auth/two-factor/enable', { password: PASSWORD })).status).toBe(400);
    expect((await client.post('/api/auth/two-factor/get-totp-uri', { password: PASSWORD })).status).toBe(404);
  });

  it('ends the sessions on other devices when it is switched on', async () => {
    const here = await signedInUser(t, 'bert@schule.test');
    const elsewhere = new TestClient(t);
    expect((await elsewhere.signIn('bert@schule.test', PASSWORD)).status).toBe(200);
    await turnOn(here);
    expect(await here.session()).not.toBeNull();
    expect(await elsewhere.session()).toBeNull();
  });

  it('asks for the code at sign-in; a wrong code is refused, the right one signs in; a backup code works once', async () => {
    const client = await signedInUser(t, 'clara@schule.test');
    const { secret, backupCodes } = await turnOn(client);
    expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);

    const signIn = await client.signIn('clara@schule.test', PASSWORD);
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(signIn.headers.getSetCookie().some((c) => c.startsWith('sportkiste.session_token=') && !/max-age=0/i.test(c))).toBe(false);
    expect(await client.session()).toBeNull();

    const wrong = await client.post('/api/auth/two-factor/verify-totp', { code: wrongCode(secret) });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_CODE' });
    expect(await client.session()).toBeNull();
    const right = await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
    expect(right.status).toBe(200);
    expect((await client.session())?.user).toMatchObject({ email: 'clara@schule.test', twoFactorEnabled: true });

    await client.post('/api/auth/sign-out', {});
    expect((await client.signIn('clara@schule.test', PASSWORD)).status).toBe(200);
    const backup = await client.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(backup.status).toBe(200);
    expect((await client.session())?.user.email).toBe('clara@schule.test');

    await client.post('/api/auth/sign-out', {});
    expect((await client.signIn('clara@schule.test', PASSWORD)).status).toBe(200);
    const again = await client.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: 'INVALID_BACKUP_CODE' });
    expect(await client.session()).toBeNull();
    // Another backup code still works.
    expect((await client.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[1] })).status).toBe(200);
  });

  it('without the sign-in step a code proves nothing, and "trust this device" is not offered', async () => {
    const visitor = new TestClient(t);
    const res = await visitor.post('/api/auth/two-factor/verify-totp', { code: '123456' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'INVALID_TWO_FACTOR_COOKIE' });
    const trust = await visitor.post('/api/auth/two-factor/verify-totp', { code: '123456', trustDevice: true });
    expect(trust.status).toBe(400);
    expect(await visitor.session()).toBeNull();
  });

  it('after five wrong codes the sign-in step is used up and must start again with the password', async () => {
    const client = await signedInUser(t, 'dora@schule.test');
    const { secret } = await turnOn(client);
    await client.post('/api/auth/sign-out', {});
    expect((await client.signIn('dora@schule.test', PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await client.post('/api/auth/two-factor/verify-totp', { code: wrongCode(secret) })).status).toBe(401);
    const sixth = await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
    expect(sixth.status).toBe(400);
    expect(await sixth.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' });
    expect(await client.session()).toBeNull();
    expect((await client.signIn('dora@schule.test', PASSWORD)).status).toBe(200);
    expect((await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) })).status).toBe(200);
  });

  it('new backup codes need the password and replace the old ones', async () => {
    const client = await signedInUser(t, 'emil@schule.test');
    const { backupCodes: old } = await turnOn(client);
    expect((await client.post('/api/auth/two-factor/generate-backup-codes', { password: 'falsches-passwort' })).status).toBe(400);
    const res = await client.post('/api/auth/two-factor/generate-backup-codes', { password: PASSWORD });
    expect(res.status).toBe(200);
    const { backupCodes } = (await res.json()) as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    await client.post('/api/auth/sign-out', {});
    await client.signIn('emil@schule.test', PASSWORD);
    expect((await client.post('/api/auth/two-factor/verify-backup-code', { code: old[0] })).status).toBe(401);
    expect((await client.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).status).toBe(200);
  });

  it('switching it off needs the password; afterwards the password alone signs in', async () => {
    const client = await signedInUser(t, 'finn@schule.test');
    await turnOn(client);
    const missing = await client.post('/api/auth/two-factor/disable', {});
    expect(missing.status).toBe(400);
    const wrong = await client.post('/api/auth/two-factor/disable', { password: 'falsches-passwort' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    expect((await client.session())?.user).toMatchObject({ twoFactorEnabled: true });

    expect((await client.post('/api/auth/two-factor/disable', { password: PASSWORD })).status).toBe(200);
    expect((await client.session())?.user).toMatchObject({ twoFactorEnabled: false });
    const user = await t.deps.db.selectFrom('user').select('id').where('email', '=', 'finn@schule.test').executeTakeFirstOrThrow();
    expect(await t.deps.db.selectFrom('twoFactor').select('id').where('userId', '=', user.id).execute()).toEqual([]);
    await client.post('/api/auth/sign-out', {});
    const signIn = await client.signIn('finn@schule.test', PASSWORD);
    expect(await signIn.json()).not.toHaveProperty('twoFactorRedirect');
    expect(await client.session()).not.toBeNull();
  });

  it('deleting the account removes its two-factor row', async () => {
    const client = await signedInUser(t, 'gina@schule.test');
    await turnOn(client);
    const user = await t.deps.db.selectFrom('user').select('id').where('email', '=', 'gina@schule.test').executeTakeFirstOrThrow();
    expect((await client.post('/api/auth/delete-user', { password: PASSWORD })).status).toBe(200);
    expect(await t.deps.db.selectFrom('twoFactor').select('id').where('userId', '=', user.id).execute()).toEqual([]);
  });
});

describe(`ADMIN_2FA=required (${dbName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_2FA: 'required' });
  });
  afterAll(() => t.cleanup());

  it('refuses every admin action until the admin has switched two-factor sign-in on', async () => {
    const admin = await signedInUser(t, 'chefin@schule.test', 'admin');
    const adminCalls = () => [admin.request('/api/admin/users'), admin.post('/api/collections/fangspiele/items', {})];
    for (const res of await Promise.all(adminCalls())) {
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({
        error: { code: 'TWO_FACTOR_REQUIRED', message: 'Bitte richten Sie zuerst die Zwei-Faktor-Anmeldung im Profil ein.' },
      });
    }
    // The profile (where the set-up lives) stays open.
    expect((await admin.request('/api/profile/my-data')).status).toBe(200);

    const { secret } = await turnOn(admin);
    const [list, create] = await Promise.all(adminCalls());
    expect(list?.status).toBe(200);
    expect(create?.status).toBe(400); // past the guard: the empty card is refused for its content
    // A new sign-in goes through the second step and then works as admin.
    await admin.post('/api/auth/sign-out', {});
    await admin.signIn('chefin@schule.test', PASSWORD);
    expect((await admin.request('/api/admin/users')).status).toBe(401);
    await admin.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
    expect((await admin.request('/api/admin/users')).status).toBe(200);
  });

  it('leaves users who are not admins alone', async () => {
    const user = await signedInUser(t, 'lehrer@schule.test');
    expect((await user.request('/api/favorites')).status).toBe(200);
    expect((await user.request('/api/admin/users')).status).toBe(403);
  });
});

describe(`two-factor rate limit (${dbName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'on' });
  });
  afterAll(() => t.cleanup());

  it('allows five code entries a minute per address, then answers 429', async () => {
    const attacker = new TestClient(t, '203.0.113.50');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await attacker.post('/api/auth/two-factor/verify-backup-code', { code: `raten-${i}` })).status);
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
    // Another address is not affected.
    expect((await new TestClient(t, '203.0.113.51').post('/api/auth/two-factor/verify-totp', { code: '123456' })).status).toBe(401);
  });
});
