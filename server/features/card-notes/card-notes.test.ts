import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_LIMITS } from '@core/domain/lesson-plan/plan-model';
import type { ContentItem } from '@core/schemas/content';
import type { CardNote } from '@core/schemas/lesson-plan';
import { TestClient } from '../../test/auth-client';
import { roleClients } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/create-test-app';

const dialect = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
let card: ContentItem;
beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
  card = (await (
    await c.admin.post('/api/collections/fangspiele/items', {
      clickableHeader: 'Feuer, Wasser, Sturm',
      sections: [{ id: 's', content: 'Laufen.' }],
    })
  ).json()) as ContentItem;
});
afterAll(() => t.cleanup());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const write = (client: TestClient, id: string, text: string, at = new Date().toISOString(), contentId = card.id) =>
  client.request(`/api/notes/${id}`, { method: 'PUT', json: { contentId, text, at } });
const remove = (client: TestClient, id: string, at?: string) =>
  client.request(`/api/notes/${id}${at ? `?at=${encodeURIComponent(at)}` : ''}`, { method: 'DELETE' });
const notes = async (client: TestClient) => ((await (await client.request('/api/notes')).json()) as { notes: CardNote[] }).notes;
const textOf = async (client: TestClient, id: string) => (await notes(client)).find((n) => n.id === id)?.text;

describe(`card notes (${dialect})`, () => {
  it('writes, lists (last changed first) and edits a note on a card', async () => {
    const first = randomUUID();
    const res = await write(c.user, first, 'Mit 3a zu laut – draußen spielen.', minutesAgo(10));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: first, contentId: card.id, text: 'Mit 3a zu laut – draußen spielen.' });
    const second = randomUUID();
    expect((await write(c.user, second, 'Gut als Abschluss.', minutesAgo(5))).status).toBe(200);
    expect((await notes(c.user)).map((n) => n.id)).toEqual([second, first]);
    const edited = await write(c.user, first, 'Mit 3a draußen spielen.', minutesAgo(1));
    expect(await edited.json()).toMatchObject({ id: first, text: 'Mit 3a draußen spielen.' });
    expect((await notes(c.user)).map((n) => n.id)).toEqual([first, second]);
  });

  it('refuses unknown cards, empty and too long notes, and a note moved to another card, in German', async () => {
    const unknown = await write(c.user, randomUUID(), 'Hallo', undefined, 'gibt-es-nicht');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { message: 'Diese Karte gibt es nicht (mehr).' } });
    const empty = await write(c.user, randomUUID(), '   ');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { details: [expect.objectContaining({ message: 'Die Notiz ist leer.' })] } });
    expect((await write(c.user, randomUUID(), 'x'.repeat(PLAN_LIMITS.noteLength + 1))).status).toBe(400);
    const other = (await (
      await c.admin.post('/api/collections/fangspiele/items', { clickableHeader: 'Anderes Spiel', sections: [{ id: 's', content: 'x' }] })
    ).json()) as ContentItem;
    const id = randomUUID();
    expect((await write(c.user, id, 'Erst hier')).status).toBe(200);
    const moved = await write(c.user, id, 'Dann dort', undefined, other.id);
    expect(moved.status).toBe(400);
    expect(await moved.json()).toMatchObject({ error: { code: 'OTHER_CARD' } });
  });

  it('another user, and the admin too, can neither read, overwrite nor remove it', async () => {
    const id = randomUUID();
    expect((await write(c.user, id, 'Nur für mich')).status).toBe(200);
    for (const other of [c.otherUser, c.admin]) {
      expect((await notes(other)).map((n) => n.id)).not.toContain(id);
      const overwrite = await write(other, id, 'Übernommen');
      expect(overwrite.status).toBe(404);
      expect(await overwrite.json()).toMatchObject({ error: { message: 'Diese Notiz gibt es nicht (mehr).' } });
      expect((await remove(other, id)).status).toBe(404);
    }
    expect(await textOf(c.user, id)).toBe('Nur für mich');
    expect((await c.visitor.request('/api/notes')).status).toBe(401);
    expect((await write(c.visitor, id, 'x')).status).toBe(401);
    expect((await remove(c.visitor, id)).status).toBe(401);
  });

  it('removes idempotently, and a note goes with its card', async () => {
    const id = randomUUID();
    expect((await write(c.user, id, 'Weg damit')).status).toBe(200);
    expect((await remove(c.user, id)).status).toBe(204);
    expect((await remove(c.user, id)).status).toBe(204);
    expect((await remove(c.user, randomUUID())).status).toBe(204);
    expect(await textOf(c.user, id)).toBeUndefined();
    expect((await remove(c.user, id, 'gestern')).status).toBe(400);

    const short = (await (
      await c.admin.post('/api/collections/fangspiele/items', { clickableHeader: 'Kurzlebig', sections: [{ id: 's', content: 'x' }] })
    ).json()) as ContentItem;
    const onShort = randomUUID();
    expect((await write(c.user, onShort, 'Bald weg', undefined, short.id)).status).toBe(200);
    expect((await c.admin.request(`/api/content/${short.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await textOf(c.user, onShort)).toBeUndefined();
  });
});

describe(`card notes changed offline: the later action wins (${dialect})`, () => {
  let laptop: TestClient;
  let phone: TestClient;
  beforeAll(async () => {
    laptop = new TestClient(t);
    phone = new TestClient(t);
    expect((await laptop.signUp('notizen@schule.test')).status).toBe(200);
    expect((await phone.signIn('notizen@schule.test')).status).toBe(200);
  });

  it('an older edit that arrives later does not overwrite a newer one', async () => {
    const id = randomUUID();
    expect((await write(laptop, id, 'Neuer Stand', minutesAgo(5))).status).toBe(200);
    const old = await write(phone, id, 'Alter Stand', minutesAgo(10));
    expect(old.status).toBe(200);
    expect(await old.json()).toMatchObject({ text: 'Neuer Stand' });
    expect(await textOf(laptop, id)).toBe('Neuer Stand');
  });

  it('removed at 10:15 after an edit at 10:10: removed; an older edit arriving afterwards does not bring it back', async () => {
    const id = randomUUID();
    expect((await write(laptop, id, 'Um 10:10', minutesAgo(20))).status).toBe(200);
    expect((await remove(phone, id, minutesAgo(15))).status).toBe(204);
    expect(await textOf(laptop, id)).toBeUndefined();
    const late = await write(laptop, id, 'Um 10:12, offline', minutesAgo(17));
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({
      error: { code: 'REMOVED_LATER', message: 'Diese Notiz wurde auf einem anderen Gerät später gelöscht.' },
    });
    expect(await textOf(laptop, id)).toBeUndefined();
    // Written again later: it is back.
    expect((await write(laptop, id, 'Doch wieder', minutesAgo(1))).status).toBe(200);
    expect(await textOf(phone, id)).toBe('Doch wieder');
  });

  it('a removal older than the last edit leaves the note', async () => {
    const id = randomUUID();
    expect((await write(laptop, id, 'Bleibt', minutesAgo(2))).status).toBe(200);
    expect((await remove(phone, id, minutesAgo(3))).status).toBe(204);
    expect(await textOf(laptop, id)).toBe('Bleibt');
  });

  it('the same edit sent twice (a retry) changes nothing and stays one note', async () => {
    const id = randomUUID();
    const at = minutesAgo(4);
    const first = (await (await write(phone, id, 'Einmal', at)).json()) as CardNote;
    const again = (await (await write(phone, id, 'Einmal', at)).json()) as CardNote;
    expect(again).toEqual(first);
    expect((await notes(phone)).filter((n) => n.id === id)).toHaveLength(1);
  });

  it('a clock running ahead does not win forever: future times count as now', async () => {
    const id = randomUUID();
    expect((await write(phone, id, 'Aus der Zukunft', new Date(Date.now() + 365 * 24 * 3600_000).toISOString())).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await write(laptop, id, 'Von jetzt')).status).toBe(200);
    expect(await textOf(phone, id)).toBe('Von jetzt');
  });
});

describe(`the note limit (${dialect})`, () => {
  it(`refuses note ${PLAN_LIMITS.notesPerAccount + 1} in German; editing and removed ones do not count`, async () => {
    const full = new TestClient(t);
    expect((await full.signUp('viele.notizen@schule.test')).status).toBe(200);
    const userId = (await full.session())!.user.id;
    const first = randomUUID();
    expect((await write(full, first, 'Erste')).status).toBe(200);
    const now = new Date().toISOString();
    // The rest straight into the database: 1999 requests would only make the test slow.
    const rows = Array.from({ length: PLAN_LIMITS.notesPerAccount - 1 }, (_, i) => ({
      id: randomUUID(),
      user_id: userId,
      content_id: card.id,
      text: `Notiz ${i}`,
      created_at: now,
      changed_at: now,
      removed_at: null,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.deps.db
        .insertInto('card_note')
        .values(rows.slice(i, i + 500))
        .execute();
    const res = await write(full, randomUUID(), 'Eine zu viel');
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: { code: 'NOTE_LIMIT', message: 'Sie haben bereits 2000 Notizen. Bitte löschen Sie ältere, bevor Sie neue anlegen.' },
    });
    expect((await write(full, first, 'Erste, geändert')).status).toBe(200);
    expect((await remove(full, first)).status).toBe(204);
    expect((await write(full, randomUUID(), 'Jetzt passt sie')).status).toBe(200);
  });
});
