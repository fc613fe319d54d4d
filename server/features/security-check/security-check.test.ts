import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../auth/accounts';
import { TestClient } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { securityChecks } from './security-checks';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'on' });
  await createAccount(t.deps.auth, { email: 'admin@schule.de', password: 'admin-passwort', role: 'admin' });
  admin = new TestClient(t);
  await admin.signIn('admin@schule.de', 'admin-passwort');
});
afterAll(() => t.cleanup());

describe('Sicherheitscheck API', () => {
  it('runs every check against the live server and each one passes', async () => {
    const list = (await (await admin.request('/api/admin/security-checks')).json()) as { id: string }[];
    expect(list.map((c) => c.id)).toEqual(['selbst-admin-profil', 'selbst-admin-rolle', 'fremdes-konto-loeschen', 'admin-schnittstelle']);
    for (const { id } of list) {
      const res = await admin.request(`/api/admin/security-checks/${id}`, { method: 'POST' });
      expect(res.status, id).toBe(200);
      const result = (await res.json()) as { passed: boolean; detail: string };
      expect(result.passed, `${id}: ${result.detail}`).toBe(true);
    }
  });

  it('removes the throw-away accounts it created', async () => {
    await admin.request('/api/admin/security-checks/fremdes-konto-loeschen', { method: 'POST' });
    const probes = await t.deps.db.selectFrom('user').select('email').where('email', 'like', 'sicherheitscheck-%').execute();
    expect(probes).toEqual([]);
  });

  it('reports a failure when the server does let a user become admin', async () => {
    // A stand-in for a broken server: it accepts the self-promotion and applies it.
    const brokenServer = async () => {
      await t.deps.db.updateTable('user').set({ role: 'admin' }).where('email', 'like', 'sicherheitscheck-%').execute();
      return new Response('{}', { status: 200 });
    };
    const check = securityChecks.find((c) => c.id === 'selbst-admin-profil')!;
    const result = await check.run(t.deps, brokenServer);
    expect(result.passed).toBe(false);
    expect(result.detail).toContain('→ 200; Rolle danach: admin');
  });

  it('is refused to plain users and visitors', async () => {
    const user = new TestClient(t);
    await user.signUp('normal@schule.de');
    expect((await user.request('/api/admin/security-checks')).status).toBe(403);
    expect((await user.request('/api/admin/security-checks/selbst-admin-profil', { method: 'POST' })).status).toBe(403);
    expect((await new TestClient(t).request('/api/admin/security-checks')).status).toBe(401);
  });

  it('answers 404 for an unknown check', async () => {
    expect((await admin.request('/api/admin/security-checks/gibt-es-nicht', { method: 'POST' })).status).toBe(404);
  });
});
