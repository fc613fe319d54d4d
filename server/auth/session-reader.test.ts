import { createHmac, createSecretKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, findAccountId } from './accounts';
import { TestClient } from '../test/auth-client';
import { createSecondInstance, createTestApp, type TestApp } from '../test/create-test-app';
import { verifiedToken } from './session-reader';

const PASSWORD = 'passwort-fuer-tests';
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createSecondInstance(a);
});
afterAll(async () => {
  await b.cleanup();
  await a.cleanup();
});

/** Signs in on instance A and returns a client for A and one for B carrying the same cookie. */
async function signedInOnBoth(email: string, role: 'user' | 'admin' = 'user') {
  await createAccount(a.deps.auth, { email, password: PASSWORD, role });
  const onA = new TestClient(a);
  expect((await onA.signIn(email, PASSWORD)).status).toBe(200);
  const onB = new TestClient(b);
  onB.cookie = onA.cookie;
  return { onA, onB };
}

describe('the session cookie', () => {
  const key = createSecretKey(Buffer.from('geheim'));
  const sign = (token: string) => `${token}.${createHmac('sha256', 'geheim').update(token).digest('base64')}`;

  it('is accepted only with the signature of our secret', () => {
    expect(verifiedToken(encodeURIComponent(sign('abc123')), key)).toBe('abc123');
    expect(verifiedToken(sign('abc123'), key)).toBe('abc123');
    expect(verifiedToken(sign('abc123').replace('abc123', 'abc124'), key)).toBeUndefined();
    const foreign = `abc123.${createHmac('sha256', 'anders').update('abc123').digest('base64')}`;
    expect(verifiedToken(foreign, key)).toBeUndefined();
    for (const junk of ['', 'abc123', '.x', 'abc123.', '%E0%A4%A', `abc123.${'A'.repeat(44)}`])
      expect(verifiedToken(junk, key)).toBeUndefined();
  });

  it('from better-auth resolves to its user on our routes, and a forged one does not', async () => {
    const { onA } = await signedInOnBoth('echt@schule.test');
    expect((await onA.request('/api/favorites')).status).toBe(200);
    const forged = new TestClient(a);
    forged.cookie = onA.cookie.replace(/session_token=[^.;]+/, 'session_token=anderes-token');
    expect((await forged.request('/api/favorites')).status).toBe(401);
  });
});

describe('two instances on one database', () => {
  it('a sign-out through A ends the session on B at its next request', async () => {
    const { onA, onB } = await signedInOnBoth('abmelden@schule.test');
    expect((await onB.request('/api/favorites')).status).toBe(200);
    expect((await onA.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await onB.request('/api/favorites')).status).toBe(401);
  });

  it('a ban through A shuts the user out of B at once', async () => {
    const admin = await signedInOnBoth('chefin@schule.test', 'admin');
    const { onB } = await signedInOnBoth('gesperrt@schule.test');
    expect((await onB.request('/api/favorites')).status).toBe(200);
    const id = await findAccountId(a.deps.db, 'gesperrt@schule.test');
    expect((await admin.onA.post(`/api/admin/users/${id}/ban`, { reason: 'Test' })).status).toBe(200);
    expect((await onB.request('/api/favorites')).status).toBe(401);
  });

  it('a role change through A counts on B at once, both ways', async () => {
    const admin = await signedInOnBoth('leitung@schule.test', 'admin');
    const { onB } = await signedInOnBoth('befoerdert@schule.test');
    const id = await findAccountId(a.deps.db, 'befoerdert@schule.test');
    expect((await onB.request('/api/admin/users')).status).toBe(403);
    expect((await admin.onA.post(`/api/admin/users/${id}/role`, { role: 'admin' })).status).toBe(200);
    expect((await onB.request('/api/admin/users')).status).toBe(200);
    expect((await admin.onA.post(`/api/admin/users/${id}/role`, { role: 'user' })).status).toBe(200);
    expect((await onB.request('/api/admin/users')).status).toBe(403);
  });

  it('an expired session is refused even though its row is still there', async () => {
    const { onB } = await signedInOnBoth('abgelaufen@schule.test');
    const id = await findAccountId(a.deps.db, 'abgelaufen@schule.test');
    await a.deps.db
      .updateTable('session')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', id as string)
      .execute();
    expect((await onB.request('/api/favorites')).status).toBe(401);
  });
});
