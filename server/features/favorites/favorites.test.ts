import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '@core/schemas/content';
import type { Favorite } from '@core/schemas/favorite';
import { TestClient } from '../../test/auth-client';
import { roleClients } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/create-test-app';

let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
let card: ContentItem;
beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
  card = (await (
    await c.admin.post('/api/collections/bewegungspausen/items', {
      clickableHeader: 'Gordischer Knoten',
      sections: [{ id: 's', content: 'Alle im Kreis.' }],
    })
  ).json()) as ContentItem;
});
afterAll(() => t.cleanup());

const favorites = async (client: TestClient) =>
  ((await (await client.request('/api/favorites')).json()) as { favorites: Favorite[] }).favorites;

describe(`favourites (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('adds page and card favourites with path and area from the server, idempotently', async () => {
    const page = await c.user.request('/api/favorites', { method: 'PUT', json: { kind: 'page', collection: 'fangspiele' } });
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({
      kind: 'page',
      path: '/spielesammlung/fangspiele',
      category: 'Spielesammlung',
      name: 'Fangspiele',
    });
    const again = await c.user.request('/api/favorites', { method: 'PUT', json: { kind: 'page', collection: 'fangspiele' } });
    expect(again.status).toBe(200);

    const cardFav = await c.user.request('/api/favorites', { method: 'PUT', json: { kind: 'card', contentId: card.id } });
    expect(await cardFav.json()).toMatchObject({
      kind: 'card',
      path: `/bewegte-schule/bewegungspausen#karte-${card.id}`,
      category: 'Bewegte Schule',
      name: 'Gordischer Knoten',
      card: { sections: [{ content: 'Alle im Kreis.' }] },
    });
    expect((await favorites(c.user)).map((f) => f.itemKey)).toEqual(['page:fangspiele', `card:${card.id}`]);
  });

  it("never shows or removes another user's favourites", async () => {
    expect(await favorites(c.otherUser)).toEqual([]);
    const mine = await favorites(c.user);
    const res = await c.otherUser.request(`/api/favorites/${mine[0]?.id}`, { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'Dieser Favorit ist nicht (mehr) in Ihren Favoriten.' },
    });
    expect(await favorites(c.user)).toHaveLength(2);
  });

  it('refuses visitors and unknown items', async () => {
    expect((await c.visitor.request('/api/favorites')).status).toBe(401);
    expect((await c.visitor.request('/api/favorites', { method: 'PUT', json: { kind: 'page', collection: 'fangspiele' } })).status).toBe(
      401,
    );
    expect((await c.user.request('/api/favorites', { method: 'PUT', json: { kind: 'page', collection: 'gibt-es-nicht' } })).status).toBe(
      404,
    );
    const noCard = await c.user.request('/api/favorites', { method: 'PUT', json: { kind: 'card', contentId: 'gibt-es-nicht' } });
    expect(noCard.status).toBe(404);
    expect(await noCard.json()).toMatchObject({ error: { message: 'Diese Karte gibt es nicht (mehr).' } });
    expect(
      (await c.user.request('/api/favorites', { method: 'PUT', json: { kind: 'page', collection: 'fangspiele', path: '/evil' } })).status,
    ).toBe(400);
  });

  it('keeps both of two concurrent toggles from two sessions of one user', async () => {
    const phone = new TestClient(t);
    const tablet = new TestClient(t);
    await phone.signIn('admin@schule.test', 'passwort-fuer-tests');
    await tablet.signIn('admin@schule.test', 'passwort-fuer-tests');
    const results = await Promise.all([
      phone.request('/api/favorites', { method: 'PUT', json: { kind: 'page', collection: 'cooldown' } }),
      tablet.request('/api/favorites', { method: 'PUT', json: { kind: 'page', collection: 'tanzspiele' } }),
      phone.request('/api/favorites', { method: 'PUT', json: { kind: 'card', contentId: card.id } }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await favorites(phone)).map((f) => f.itemKey).sort()).toEqual([`card:${card.id}`, 'page:cooldown', 'page:tanzspiele']);
  });

  it('removes a favourite, and card favourites go with their card', async () => {
    const mine = await favorites(c.user);
    const page = mine.find((f) => f.kind === 'page')!;
    expect((await c.user.request(`/api/favorites/${page.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await c.admin.request(`/api/content/${card.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await favorites(c.user)).toEqual([]);
  });

  it('removes a favourite only once: a second DELETE of the same row is 404', async () => {
    const added = (await (
      await c.user.request('/api/favorites', { method: 'PUT', json: { kind: 'page', collection: 'kennlernspiele' } })
    ).json()) as Favorite;
    expect((await c.user.request(`/api/favorites/${added.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await c.user.request(`/api/favorites/${added.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await favorites(c.user)).toEqual([]);
  });
});

describe(`favourites changed offline: the later action wins (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  let laptop: TestClient;
  let phone: TestClient;
  beforeAll(async () => {
    laptop = new TestClient(t);
    phone = new TestClient(t);
    expect((await laptop.signUp('zwei.geraete@schule.test')).status).toBe(200);
    expect((await phone.signIn('zwei.geraete@schule.test')).status).toBe(200);
  });

  const sync = (client: TestClient, changes: unknown[]) => client.request('/api/favorites/sync', { method: 'POST', json: { changes } });
  const keys = async (client: TestClient) => (await favorites(client)).map((f) => f.itemKey).sort();
  const page = (collection: string) => ({ kind: 'page', collection });
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

  it('removed on the phone offline at 10:05, added on the laptop at 10:10: ends added', async () => {
    expect((await sync(laptop, [{ action: 'add', item: page('fangspiele'), at: minutesAgo(30) }])).status).toBe(200);
    // 10:10 on the laptop, online.
    expect((await sync(laptop, [{ action: 'add', item: page('fangspiele'), at: minutesAgo(10) }])).status).toBe(200);
    // 10:05 on the phone, sent at 10:20 when the gym's phone found a network again.
    const res = await sync(phone, [{ action: 'remove', item: page('fangspiele'), at: minutesAgo(15) }]);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { favorites: Favorite[] }).favorites.map((f) => f.itemKey)).toEqual(['page:fangspiele']);
    expect(await keys(laptop)).toEqual(['page:fangspiele']);
  });

  it('added on the laptop at 10:00, removed on the phone offline at 10:05 and synced at 10:20: ends removed', async () => {
    expect((await sync(laptop, [{ action: 'add', item: page('tanzspiele'), at: minutesAgo(20) }])).status).toBe(200);
    expect((await sync(phone, [{ action: 'remove', item: page('tanzspiele'), at: minutesAgo(15) }])).status).toBe(200);
    expect(await keys(laptop)).not.toContain('page:tanzspiele');
  });

  it('a removal is remembered: an older add that arrives afterwards does not bring it back', async () => {
    // The phone removes (never having had it on the server), then the laptop's older add arrives.
    expect((await sync(phone, [{ action: 'remove', item: page('cooldown'), at: minutesAgo(5) }])).status).toBe(200);
    expect((await sync(laptop, [{ action: 'add', item: page('cooldown'), at: minutesAgo(8) }])).status).toBe(200);
    expect(await keys(laptop)).not.toContain('page:cooldown');
    // A newer add does.
    expect((await sync(laptop, [{ action: 'add', item: page('cooldown'), at: minutesAgo(1) }])).status).toBe(200);
    expect(await keys(laptop)).toContain('page:cooldown');
  });

  it('never duplicates: the same add sent twice (a retry) and in one batch twice leaves one favourite', async () => {
    const at = minutesAgo(3);
    const change = { action: 'add', item: page('burnerGames'), at };
    expect((await sync(phone, [change, change])).status).toBe(200);
    expect((await sync(phone, [change])).status).toBe(200);
    expect((await favorites(phone)).filter((f) => f.itemKey === 'page:burnerGames')).toHaveLength(1);
  });

  it('a clock running ahead does not win forever: future times count as now', async () => {
    const nextYear = new Date(Date.now() + 365 * 24 * 3600_000).toISOString();
    expect((await sync(phone, [{ action: 'remove', item: page('pausenspiele'), at: nextYear }])).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await laptop.request('/api/favorites', { method: 'PUT', json: page('pausenspiele') })).status).toBe(200);
    expect(await keys(phone)).toContain('page:pausenspiele');
  });

  it('skips cards deleted meanwhile, keeps the rest of the batch, and refuses malformed batches in German', async () => {
    const res = await sync(phone, [
      { action: 'add', item: { kind: 'card', contentId: 'geloescht' }, at: minutesAgo(2) },
      { action: 'add', item: page('basketball'), at: minutesAgo(2) },
    ]);
    expect(res.status).toBe(200);
    expect(await keys(phone)).toContain('page:basketball');
    const bad = await sync(phone, [{ action: 'add', item: page('basketball'), at: 'gestern' }]);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { message: 'Die Anfrage enthält ungültige Werte.' } });
    expect((await sync(phone, [])).status).toBe(400);
    expect(
      (
        await c.visitor.request('/api/favorites/sync', {
          method: 'POST',
          json: { changes: [{ action: 'add', item: page('basketball'), at: minutesAgo(1) }] },
        })
      ).status,
    ).toBe(401);
  });

  it("changes only the signed-in teacher's own favourites", async () => {
    const before = await keys(c.otherUser);
    expect((await sync(phone, [{ action: 'add', item: page('spieleWasser'), at: minutesAgo(1) }])).status).toBe(200);
    expect(await keys(c.otherUser)).toEqual(before);
  });
});
