import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '../../auth/accounts';
import { addNote, addPlan } from '../../test/sample-data';
import { presentContent } from '../content/content.presenter';
import { createContent } from '../content/content.queries';
import { ADDRESS_RULES, allowAttempt } from '../../auth/address-limit';
import { TestClient } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { jpegHead } from '../../test/fixtures';
import { secretFromTotpUri, totpCode } from '../../test/totp';
import type { MyData } from './my-data.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

const db = () => t.deps.db;

/** A library card to plan with and write notes on. */
async function libraryCard(title: string) {
  return presentContent(await createContent(db(), 'fangspiele', { clickableHeader: title, sections: [{ id: 's', content: 'Laufen.' }] }));
}

async function teacher(email: string, username: string, picture: Uint8Array<ArrayBuffer>, favourites: string[]) {
  const client = new TestClient(t);
  expect((await client.signUp(email)).status).toBe(200);
  expect((await client.post('/api/auth/update-user', { username, displayUsername: username })).status).toBe(200);
  expect(
    (await client.request('/api/profile/picture', { method: 'PUT', body: picture, headers: { 'content-type': 'image/jpeg' } })).status,
  ).toBe(200);
  for (const collection of favourites) {
    expect((await client.request('/api/favorites', { method: 'PUT', json: { kind: 'page', collection } })).status).toBe(200);
  }
  const id = (await client.session())!.user.id;
  return { client, id, email, username };
}

/** Every table the database has, read from its catalogue, so a table added later is searched too. */
async function allTables(): Promise<string[]> {
  const tables =
    t.deps.dialect === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
          db(),
        )
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db());
  return tables.rows.map((row) => row.name);
}

/** Rows in any table whose text mentions one of the needles (id, e-mail, username). */
async function tracesOf(needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of await allTables()) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db());
    for (const row of rows.rows) {
      const text = JSON.stringify(row).toLowerCase();
      for (const needle of needles) if (text.includes(needle.toLowerCase())) found.push(`${table}: ${needle}`);
    }
  }
  return found;
}

const exportedPlansOf = (data: unknown) => (data as MyData).lessonPlans.map((plan) => plan.title);

describe(`my data: export and deletion (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('exports exactly the signed-in teacher’s data, with favourites and picture, as a download', async () => {
    const mia = await teacher('mia.sport@schule.de', 'MiaSport', jpegHead(200, 200), ['fangspiele', 'aufwaermSpiele']);
    const ben = await teacher('ben.turnen@schule.de', 'BenTurnen', jpegHead(120, 120), ['schwimmen']);

    // Counted attempts carry the address (rate limits are off in tests, so count them directly).
    await allowAttempt(db(), `/sign-in/email:${mia.email}`, ADDRESS_RULES['/sign-in/email']!);
    await allowAttempt(db(), `/sign-in/email:${ben.email}`, ADDRESS_RULES['/sign-in/email']!);

    const res = await mia.client.request('/api/profile/my-data');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="sportkiste-meine-daten-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const text = await res.text();
    const data = JSON.parse(text) as MyData;

    expect(data.format).toBe('sportkiste-meine-daten');
    expect(data.account).toMatchObject({
      id: mia.id,
      email: mia.email,
      username: 'miasport',
      displayUsername: 'MiaSport',
      role: 'user',
      banned: false,
      twoFactorEnabled: false,
    });
    expect(data.favorites.map((f) => f.itemKey).sort()).toEqual(['page:aufwaermSpiele', 'page:fangspiele'].sort());
    expect(data.removedFavorites).toEqual([]);

    // A removed favourite is kept as a record (issue 19, later action wins): the export says so.
    const fang = (await (await mia.client.request('/api/favorites')).json()) as { favorites: { id: string; itemKey: string }[] };
    const fangId = fang.favorites.find((f) => f.itemKey === 'page:fangspiele')!.id;
    expect((await mia.client.request(`/api/favorites/${fangId}`, { method: 'DELETE' })).status).toBe(204);
    const after = (await (await mia.client.request('/api/profile/my-data')).json()) as MyData;
    expect(after.favorites.map((f) => f.itemKey)).toEqual(['page:aufwaermSpiele']);
    expect(after.removedFavorites).toEqual([
      expect.objectContaining({ itemKey: 'page:fangspiele', removedAt: expect.stringMatching(/^\d{4}-/) }),
    ]);
    expect(Buffer.from(data.profilePicture!.base64, 'base64')).toEqual(Buffer.from(jpegHead(200, 200)));
    expect(data.lessonPlans).toEqual([]);
    expect(data.cardNotes).toEqual([]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.signInMethods).toEqual([expect.objectContaining({ providerId: 'credential', passwordHashStored: true })]);
    expect(data.signInAttemptCounters).toEqual([expect.objectContaining({ action: '/sign-in/email', count: 1 })]);

    // Her lesson plans and notes (issue 24), readable: phases in order, parts with titles; removed notes without their text.
    const card = await libraryCard('Kettenfangen');
    const planId = await addPlan(mia.client, 'Fangen in der 2a', card);
    expect((await mia.client.request(`/api/plans/${planId}/share`, { method: 'POST' })).status).toBe(200);
    await addPlan(ben.client, 'Bens Stunde', card);
    await addNote(mia.client, card, 'Klappt besser mit Parteibändern.');
    const removedNote = await addNote(mia.client, card, 'Zu wild für die 1b.');
    expect((await mia.client.request(`/api/notes/${removedNote}`, { method: 'DELETE' })).status).toBe(204);
    await addNote(ben.client, card, 'Bens Notiz');
    const withPlans = await mia.client.request('/api/profile/my-data');
    const withPlansText = await withPlans.text();
    const planned = JSON.parse(withPlansText) as MyData;
    expect(planned.lessonPlans).toEqual([
      {
        title: 'Fangen in der 2a',
        date: '2026-11-30',
        className: '2a',
        lengthMinutes: 45,
        classSize: null,
        shared: true,
        createdAt: expect.stringMatching(/^\d{4}-/),
        updatedAt: expect.stringMatching(/^\d{4}-/),
        phases: [
          { name: 'Einstieg/Erwärmung', items: [] },
          {
            name: 'Hauptteil',
            items: [{ kind: 'card', title: 'Kettenfangen', minutes: 20, text: '', cardId: card.id, cardGone: false }],
          },
          { name: 'Schluss', items: [] },
        ],
      },
    ]);
    expect(planned.cardNotes).toEqual([
      expect.objectContaining({ cardId: card.id, cardTitle: 'Kettenfangen', text: 'Klappt besser mit Parteibändern.' }),
    ]);
    expect(planned.removedCardNotes).toEqual([
      expect.objectContaining({ cardTitle: 'Kettenfangen', removedAt: expect.stringMatching(/^\d{4}-/) }),
    ]);
    for (const foreign of ['Bens Stunde', 'Bens Notiz', 'Zu wild für die 1b.']) expect(withPlansText).not.toContain(foreign);

    // Nothing of the other teacher, and no secret that would let someone act as Mia.
    for (const foreign of [ben.id, ben.email, 'benturnen', Buffer.from(jpegHead(120, 120)).toString('base64')])
      expect(text).not.toContain(foreign);
    const account = await sql<{ password: string }>`select "password" from "account" where "userId" = ${mia.id}`.execute(db());
    const sessions = await sql<{ token: string }>`select "token" from "session" where "userId" = ${mia.id}`.execute(db());
    expect(text).not.toContain(account.rows[0]!.password);
    for (const session of sessions.rows) expect(text).not.toContain(session.token);
  });

  it('is refused to visitors', async () => {
    expect((await new TestClient(t).request('/api/profile/my-data')).status).toBe(401);
  });

  it('deleting the account leaves no trace of it in any table', async () => {
    const filesBefore = await t.deps.files.list();
    const lea = await teacher('lea.loeschen@schule.de', 'LeaLoescht', jpegHead(90, 90), ['fangspiele']);
    // A removed favourite (kept as a record) must go with the account too.
    expect(
      (
        await lea.client.request('/api/favorites/sync', {
          method: 'POST',
          json: { changes: [{ action: 'remove', item: { kind: 'page', collection: 'cooldown' }, at: new Date().toISOString() }] },
        })
      ).status,
    ).toBe(200);
    expect(await t.deps.files.list()).toEqual(filesBefore);
    // A pending password reset and a counted sign-in attempt also mention her.
    expect((await new TestClient(t).post('/api/auth/request-password-reset', { email: lea.email, redirectTo: '/' })).status).toBe(200);
    await allowAttempt(db(), `/sign-in/email:${lea.email}`, ADDRESS_RULES['/sign-in/email']!);
    // Two-factor sign-in on, and a sign-in waiting for its second step on another device.
    const enabled = await lea.client.post('/api/auth/two-factor/enable', { password: 'richtig-gutes-passwort' });
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    expect((await lea.client.post('/api/auth/two-factor/verify-totp', { code: totpCode(secretFromTotpUri(totpURI)) })).status).toBe(200);
    const exported = (await (await lea.client.request('/api/profile/my-data')).json()) as MyData;
    expect(exported.account.twoFactorEnabled).toBe(true);
    expect(JSON.stringify(exported)).not.toContain(secretFromTotpUri(totpURI));
    expect((await new TestClient(t).signIn(lea.email)).status).toBe(200);
    expect(await tracesOf([lea.id, lea.email])).not.toEqual([]);

    // Lesson plans (one shared, and taken over by a colleague) and notes, one of them removed.
    const card = await libraryCard('Zauberwald');
    const planId = await addPlan(lea.client, 'Leas Stunde', card);
    const share = (await (await lea.client.request(`/api/plans/${planId}/share`, { method: 'POST' })).json()) as { token: string };
    await addNote(lea.client, card, 'Leas Notiz');
    const removed = await addNote(lea.client, card, 'Leas entfernte Notiz');
    expect(
      (await lea.client.request(`/api/notes/${removed}?at=${encodeURIComponent(new Date().toISOString())}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect(exportedPlansOf(await (await lea.client.request('/api/profile/my-data')).json())).toEqual(['Leas Stunde']);

    const others = await teacher('bleibt@schule.de', 'Bleibt', jpegHead(80, 80), ['fangspiele']);
    const taken = await others.client.request(`/api/shared-plans/${share.token}/copy`, { method: 'POST' });
    expect(taken.status).toBe(201);
    expect((await lea.client.post('/api/auth/delete-user', { password: 'richtig-gutes-passwort' })).status).toBe(200);

    expect(await tracesOf([lea.id, lea.email, 'lealoescht', planId, share.token, removed, 'Leas Notiz'])).toEqual([]);
    // The share link is gone with her; the copy the colleague took is the colleague's and stays.
    expect((await others.client.request(`/api/shared-plans/${share.token}`)).status).toBe(404);
    expect(
      ((await (await others.client.request('/api/plans')).json()) as { plans: { title: string }[] }).plans.map((p) => p.title),
    ).toEqual(['Leas Stunde']);
    // The file store holds nothing of hers: her picture lived in the database, and the store
    // is as it was before she signed up.
    expect(await t.deps.files.list()).toEqual(filesBefore);
    expect((await others.client.request('/api/favorites')).status).toBe(200);
    expect(await tracesOf([others.id])).not.toEqual([]);
  });

  it('the operator’s deletion (npm run user -- delete) leaves no trace either', async () => {
    const tom = await teacher('tom.geht@schule.de', 'TomGeht', jpegHead(70, 70), ['schwimmen']);
    const card = await libraryCard('Tom-und-Jerry-Fangen');
    const planId = await addPlan(tom.client, 'Toms Stunde', card);
    await addNote(tom.client, card, 'Toms Notiz');
    await allowAttempt(db(), `/request-password-reset:${tom.email}`, ADDRESS_RULES['/request-password-reset']!);
    await deleteAccount(t.deps.auth, tom.id);
    expect(await tracesOf([tom.id, tom.email, 'tomgeht', planId, 'Toms Notiz'])).toEqual([]);
  });
});
