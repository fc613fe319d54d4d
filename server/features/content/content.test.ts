import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '@core/schemas/content';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { roleClients } from '../../test/accounts';

let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
});
afterAll(() => t.cleanup());

const card = (name: string, extra: Record<string, unknown> = {}) => ({
  clickableHeader: name,
  sections: [{ id: 's1', content: `Text zu ${name}` }],
  ...extra,
});
const list = async (collection: string) =>
  ((await (await c.user.request(`/api/collections/${encodeURIComponent(collection)}/items`)).json()) as { items: ContentItem[] }).items;

describe(`content API (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('lets an admin create, update and delete, and every signed-in user read, oldest first', async () => {
    const first = await c.admin.post('/api/collections/fangspiele/items', card('Kettenfangen', { category: 'Ab Klasse 2', isNew: true }));
    expect(first.status).toBe(201);
    const created = (await first.json()) as ContentItem;
    expect(created).toMatchObject({ collection: 'fangspiele', clickableHeader: 'Kettenfangen', category: 'Ab Klasse 2', isNew: true, contentHeader: null });
    await c.admin.post('/api/collections/fangspiele/items', card('Bälle-Fangen'));
    expect((await list('fangspiele')).map((i) => i.clickableHeader)).toEqual(['Kettenfangen', 'Bälle-Fangen']);

    const updated = await c.admin.request(`/api/content/${created.id}`, {
      method: 'PUT',
      json: card('Kettenfangen', { contentHeader: 'Für große Hallen', sections: [{ id: 'a', content: 'Neu' }, { id: 'b', content: 'Zwei' }] }),
    });
    expect(updated.status).toBe(200);
    expect(((await list('fangspiele'))[0] as ContentItem).sections).toHaveLength(2);

    expect((await c.admin.request(`/api/content/${created.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await list('fangspiele')).map((i) => i.clickableHeader)).toEqual(['Bälle-Fangen']);
  });

  it('refuses writes from plain users (403) and everything from visitors (401)', async () => {
    const created = (await (await c.admin.post('/api/collections/cooldown/items', card('Sternenhimmel'))).json()) as ContentItem;
    for (const who of [c.user, c.otherUser]) {
      expect((await who.post('/api/collections/cooldown/items', card('Fremd'))).status).toBe(403);
      expect((await who.request(`/api/content/${created.id}`, { method: 'PUT', json: card('Gekapert') })).status).toBe(403);
      expect((await who.request(`/api/content/${created.id}`, { method: 'DELETE' })).status).toBe(403);
      expect((await who.request('/api/collections/cooldown/items')).status).toBe(200);
    }
    expect((await c.visitor.request('/api/collections/cooldown/items')).status).toBe(401);
    expect((await c.visitor.post('/api/collections/cooldown/items', card('Fremd'))).status).toBe(401);
    expect((await c.visitor.request(`/api/content/${created.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await list('cooldown')).map((i) => i.clickableHeader)).toEqual(['Sternenhimmel']);
  });

  it('answers with German messages (the spec\'s English ones were for developers)', async () => {
    const noId = await c.admin.request('/api/content', { method: 'PUT', json: card('x') });
    expect(noId.status).toBe(400);
    expect(await noId.json()).toMatchObject({ error: { message: 'Zum Ändern fehlt die ID des Inhalts.' } });

    const missing = await c.admin.request('/api/content/gibt-es-nicht', { method: 'PUT', json: card('x') });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { message: 'Den Inhalt mit der ID gibt-es-nicht gibt es nicht (mehr).' } });

    const gone = await c.admin.request('/api/content/gibt-es-nicht', { method: 'DELETE' });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ error: { message: 'Den Inhalt mit der ID gibt-es-nicht gibt es nicht (mehr).' } });

    expect((await c.user.request('/api/collections/gibt-es-nicht/items')).status).toBe(404);
  });

  it('validates the body: name required, known category, safe links, no unknown fields', async () => {
    const bad = async (body: unknown) => (await c.admin.post('/api/collections/tanzspiele/items', body)).status;
    expect(await bad(card('  '))).toBe(400);
    expect(await bad(card('X', { category: 'Ab Klasse 9' }))).toBe(400);
    expect(await bad(card('X', { sections: [] }))).toBe(400);
    expect(await bad(card('X', { pdfLink: 'javascript:alert(1)' }))).toBe(400);
    expect(await bad(card('X', { role: 'admin' }))).toBe(400);
    expect(await bad(card('X', { tags: { groupSize: { min: 10, max: 2 } } }))).toBe(400);
    const res = await c.admin.post('/api/collections/tanzspiele/items', '{"kaputt"');
    expect(res.status).toBe(400);
    expect(await list('tanzspiele')).toEqual([]);
  });

  it('says in German what is wrong with an invalid body, field by field', async () => {
    const res = await c.admin.post('/api/collections/tanzspiele/items', { sections: 'keine Liste', role: 'admin', extra: 1 });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string; details: { path: string; message: string }[] } };
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Die Anfrage enthält ungültige Werte.' });
    expect(error.details).toEqual(
      expect.arrayContaining([
        { path: 'clickableHeader', message: 'Dieses Feld fehlt.' },
        { path: 'sections', message: 'Muss eine Liste sein.' },
        { path: '', message: 'Unbekannte Felder: role, extra.' },
      ]),
    );
    // zod's English defaults („Invalid input: expected string, received undefined“) never reach anyone.
    for (const detail of error.details) expect(detail.message).not.toMatch(/\b(invalid|expected|received|unrecognized|too (small|big))\b/i);
  });

  it('stores structured tags and reads umlaut collection keys', async () => {
    const tags = { grades: [1, 2], durationMinutes: 10, places: ['Halle'], materials: ['Softball'], groupSize: { min: 8, max: 30 }, loudness: 'laut', fields: ['Spielen'] };
    expect((await c.admin.post(`/api/collections/${encodeURIComponent('ballgewöhnung')}/items`, card('1', { tags }))).status).toBe(201);
    expect((await list('ballgewöhnung'))[0]?.tags).toEqual(tags);
  });

  it('takes only names of the material vocabulary and says which word it does not know', async () => {
    const tags = (materials: string[]) => ({ grades: [2], durationMinutes: 5, places: ['Halle'], materials, groupSize: null, loudness: null });
    const refused = await c.admin.post('/api/collections/fangspiele/items', card('Wackeln', { tags: tags(['Hütchen', 'Wackelbrett']) }));
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: { details: { path: string; message: string }[] } };
    expect(body.error.details).toEqual([expect.objectContaining({ message: expect.stringContaining('„Wackelbrett“ steht nicht in der Materialliste') })]);
    // A synonym is refused too: the editor turns „Pylonen“ into „Hütchen“ before it sends.
    expect((await c.admin.post('/api/collections/fangspiele/items', card('Pylonen', { tags: tags(['Pylonen']) }))).status).toBe(400);
    expect((await c.admin.post('/api/collections/fangspiele/items', card('Hütchenlauf', { tags: tags(['Hütchen', 'Softball']) }))).status).toBe(201);
    // A card stored before the vocabulary with a word it does not know is still read and listed.
    const created = (await (await c.admin.post('/api/collections/fangspiele/items', card('Altbestand'))).json()) as ContentItem;
    await t.deps.db
      .updateTable('content_item')
      .set({ tags: JSON.stringify(tags(['Wackelbrett'])) })
      .where('id', '=', created.id)
      .execute();
    await c.admin.post('/api/collections/fangspiele/items', card('Neue Version der Bibliothek'));
    expect((await list('fangspiele')).find((item) => item.id === created.id)?.tags?.materials).toEqual(['Wackelbrett']);
  });

  it('answers 304 to an unchanged list and 200 after a change', async () => {
    const url = '/api/collections/abschlussspiele/items';
    const first = await c.user.request(url);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await c.user.request(url, { headers: { 'if-none-match': etag as string } })).status).toBe(304);
    await c.admin.post(url, card('Zombieball'));
    const changed = await c.user.request(url, { headers: { 'if-none-match': etag as string } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});
