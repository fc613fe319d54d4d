import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, findAccountId } from '../../auth/accounts';
import { TestClient } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/create-test-app';

let t: TestApp;
let admin: TestClient;
let adminId: string;

const PASSWORD = 'passwort-fuer-tests';

async function account(email: string, role: 'user' | 'admin' = 'user') {
  const id = await createAccount(t.deps.auth, { email, password: PASSWORD, role });
  const client = new TestClient(t);
  expect((await client.signIn(email, PASSWORD)).status).toBe(200);
  return { id, client };
}

async function audit(action?: string) {
  const res = await admin.request(`/api/admin/audit${action ? `?action=${action}` : ''}`);
  expect(res.status).toBe(200);
  return (await res.json()) as {
    entries: { action: string; actorEmail: string; targetLabel: string; details: Record<string, string> | null }[];
    total: number;
    actors: { email: string }[];
  };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ id: adminId, client: admin } = await account('chefin@schule.test', 'admin'));
});
afterAll(() => t.cleanup());

describe('Benutzerverwaltung API', () => {
  it('finds accounts by part of the e-mail or username, a page at a time, with the total', async () => {
    for (let i = 0; i < 22; i++)
      await createAccount(t.deps.auth, {
        email: `lehrkraft${String(i).padStart(2, '0')}@grundschule.test`,
        password: PASSWORD,
        role: 'user',
      });
    const page1 = (await (await admin.request('/api/admin/users?q=GRUNDSCHULE')).json()) as {
      users: { email: string; lastSignInAt: string | null }[];
      total: number;
      pageSize: number;
    };
    expect(page1.total).toBe(22);
    expect(page1.users).toHaveLength(20);
    const page2 = (await (await admin.request('/api/admin/users?q=grundschule&page=2')).json()) as { users: { email: string }[] };
    expect(page2.users.map((u) => u.email)).toEqual(['lehrkraft20@grundschule.test', 'lehrkraft21@grundschule.test']);
    // A LIKE wildcard in the search is a plain character.
    expect(((await (await admin.request('/api/admin/users?q=%25')).json()) as { total: number }).total).toBe(0);
    const me = (await (await admin.request('/api/admin/users?q=chefin')).json()) as {
      users: { role: string; lastSignInAt: string | null; emailVerified: boolean }[];
    };
    expect(me.users[0]).toMatchObject({ role: 'admin', emailVerified: true });
    expect(me.users[0]?.lastSignInAt).not.toBeNull();
  });

  it('bans with a reason: sessions end, sign-in is refused with the German message; unban lets them in again', async () => {
    const { id, client } = await account('spam@schule.test');
    expect((await admin.post(`/api/admin/users/${id}/ban`, { reason: '' })).status).toBe(400);
    expect((await admin.post(`/api/admin/users/${id}/ban`, { reason: 'x'.repeat(201) })).status).toBe(400);
    expect((await admin.post(`/api/admin/users/${id}/ban`, { reason: 'Spam-Anmeldung' })).status).toBe(200);
    expect(await client.session()).toBeNull();
    const refused = await new TestClient(t).signIn('spam@schule.test', PASSWORD);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'BANNED_USER', message: expect.stringContaining('gesperrt') });
    expect((await admin.post(`/api/admin/users/${id}/unban`, {})).status).toBe(200);
    expect((await new TestClient(t).signIn('spam@schule.test', PASSWORD)).status).toBe(200);
    const log = await audit();
    expect(log.entries.slice(0, 2).map((e) => [e.action, e.targetLabel, e.actorEmail])).toEqual([
      ['user.unban', 'spam@schule.test', 'chefin@schule.test'],
      ['user.ban', 'spam@schule.test', 'chefin@schule.test'],
    ]);
    expect(log.entries[1]?.details).toEqual({ reason: 'Spam-Anmeldung' });
  });

  it('promotes and demotes, but never yourself and never the last admin', async () => {
    const { id } = await account('zweite@schule.test');
    expect((await admin.post(`/api/admin/users/${id}/role`, { role: 'admin' })).status).toBe(200);
    expect((await admin.post(`/api/admin/users/${id}/role`, { role: 'user' })).status).toBe(200);
    const last = await admin.post(`/api/admin/users/${adminId}/role`, { role: 'user' });
    expect(last.status).toBe(409);
    expect(await last.json()).toMatchObject({ error: { code: 'LAST_ADMIN', message: expect.stringContaining('letzte Admin') } });
    for (const [method, path, json] of [
      ['POST', 'ban', { reason: 'Test' }],
      ['DELETE', '', undefined],
    ] as const) {
      const res = await admin.request(`/api/admin/users/${adminId}${path ? `/${path}` : ''}`, { method, ...(json ? { json } : {}) });
      expect(res.status, path).toBe(409);
    }
    // With a second admin the rule is "not yourself".
    expect((await admin.post(`/api/admin/users/${id}/role`, { role: 'admin' })).status).toBe(200);
    const self = await admin.post(`/api/admin/users/${adminId}/role`, { role: 'user' });
    expect(self.status).toBe(409);
    expect(await self.json()).toMatchObject({ error: { code: 'SELF' } });
    expect((await admin.post(`/api/admin/users/${id}/role`, { role: 'user' })).status).toBe(200);
    expect((await audit('user.promote')).total).toBe(2);
    expect((await audit('user.demote')).total).toBe(2);
  });

  it('two admins demoting each other at once leave at least one admin', async () => {
    const a = await account('admin-a@schule.test', 'admin');
    const b = await account('admin-b@schule.test', 'admin');
    // Leave the two of them as the only admins.
    await t.deps.db.updateTable('user').set({ role: 'user' }).where('id', '=', adminId).execute();
    try {
      const [ra, rb] = await Promise.all([
        a.client.post(`/api/admin/users/${b.id}/role`, { role: 'user' }),
        b.client.post(`/api/admin/users/${a.id}/role`, { role: 'user' }),
      ]);
      // The loser is refused either by the guard (already demoted when its request arrived:
      // 403) or under the lock (409 last admin) — never both demoted.
      const statuses = [ra.status, rb.status].sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const admins = await t.deps.db.selectFrom('user').select('id').where('role', '=', 'admin').execute();
      expect(admins).toHaveLength(1);
    } finally {
      await t.deps.db.updateTable('user').set({ role: 'admin' }).where('id', '=', adminId).execute();
    }
  });

  it('deletes an account with everything it owns, as self-deletion does, and logs it', async () => {
    const { id, client } = await account('geht@schule.test');
    expect((await client.request('/api/favorites', { method: 'PUT', json: { kind: 'page', collection: 'fangspiele' } })).status).toBe(200);
    expect(await t.deps.db.selectFrom('favorite').select('id').where('user_id', '=', id).execute()).toHaveLength(1);
    expect((await admin.request(`/api/admin/users/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await findAccountId(t.deps.db, 'geht@schule.test')).toBeUndefined();
    expect(await t.deps.db.selectFrom('favorite').select('id').where('user_id', '=', id).execute()).toEqual([]);
    expect(await t.deps.db.selectFrom('session').select('id').where('userId', '=', id).execute()).toEqual([]);
    expect(await client.session()).toBeNull();
    expect((await audit('user.delete')).entries[0]).toMatchObject({ targetLabel: 'geht@schule.test' });
    expect((await admin.request(`/api/admin/users/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('resends the confirmation mail only for unconfirmed addresses', async () => {
    expect((await admin.post(`/api/admin/users/${adminId}/verification-mail`, {})).status).toBe(409);
    const fresh = new TestClient(t);
    await fresh.signUp('neu@schule.test');
    const id = (await findAccountId(t.deps.db, 'neu@schule.test'))!;
    await t.deps.db
      .updateTable('user')
      .set({ emailVerified: t.deps.dialect === 'postgres' ? false : 0 })
      .where('id', '=', id)
      .execute();
    expect((await admin.post(`/api/admin/users/${id}/verification-mail`, {})).status).toBe(200);
    expect((await audit('user.resend-verification')).entries[0]).toMatchObject({ targetLabel: 'neu@schule.test' });
  });

  it('records content changes and uploads with who and what', async () => {
    const created = await admin.post('/api/collections/fangspiele/items', {
      clickableHeader: 'Protokoll-Karte',
      sections: [{ id: 's1', content: 'Text' }],
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await admin.request(`/api/content/${id}`, { method: 'DELETE' })).status).toBe(204);
    const log = await audit();
    expect(log.entries.slice(0, 2).map((e) => [e.action, e.targetLabel])).toEqual([
      ['content.delete', 'Protokoll-Karte'],
      ['content.create', 'Protokoll-Karte'],
    ]);
    expect(log.actors.map((a) => a.email)).toContain('chefin@schule.test');

    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const uploaded = await admin.request('/api/files', { method: 'POST', body: pdf, headers: { 'content-type': 'application/pdf' } });
    expect(uploaded.status).toBe(200);
    const { url } = (await uploaded.json()) as { url: string };
    expect((await audit('file.upload')).entries[0]).toMatchObject({
      targetLabel: url.split('/').pop(),
      details: { kind: 'pdf', created: 'true' },
    });
  });

  it('keeps the audit log and user management from plain users and visitors', async () => {
    const { client } = await account('neugierig@schule.test');
    expect((await client.request('/api/admin/audit')).status).toBe(403);
    expect((await client.request('/api/admin/users')).status).toBe(403);
    expect((await client.post(`/api/admin/users/${adminId}/role`, { role: 'user' })).status).toBe(403);
    expect((await new TestClient(t).request('/api/admin/audit')).status).toBe(401);
    // There is no way to write it over HTTP.
    expect((await admin.post('/api/admin/audit', { action: 'user.delete' })).status).toBe(404);
  });
});
