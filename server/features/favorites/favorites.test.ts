import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../core/schemas/content';
import type { Favorite } from '../../../core/schemas/favorite';
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
    await c.admin.post('/api/collections/bewegungspausen/items', { clickableHeader: 'Gordischer Knoten', sections: [{ id: 's', content: 'Alle im Kreis.' }] })
  ).json()) as ContentItem;
});
afterAll(() => t.cleanup());

const favorites = async (client: TestClient) =>
  ((await (await client.request('/api/favorites')).json()) as { favorites: Favorite[] }).favorites;

describe(`favourites (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('adds page and card favourites with path and area from the server, idempotently', async () => {
    const page = await c.user.request('/api/favorites', { method: 'PUT', json: { kind: 'page', collection: 'fangspiele' } });
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ kind: 'page', path: '/spielesammlung/fangspiele', category: 'Spielesammlung', name: 'Fangspiele' });
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
    expect(await res.json()).toMatchObject({ error: { message: 'Failed to removed favorite.' } });
    expect(await favorites(c.user)).toHaveLength(2);
  });

  it('refuses visitors and unknown items', async () => {
    expect((await c.visitor.request('/api/favorites')).status).toBe(401);
    expect((await c.visitor.request('/api/favorites', { method: 'PUT', json: { kind: 'page', collection: 'fangspiele' } })).status).toBe(401);
    expect((await c.user.request('/api/favorites', { method: 'PUT', json: { kind: 'page', collection: 'gibt-es-nicht' } })).status).toBe(404);
    expect((await c.user.request('/api/favorites', { method: 'PUT', json: { kind: 'card', contentId: 'gibt-es-nicht' } })).status).toBe(404);
    expect((await c.user.request('/api/favorites', { method: 'PUT', json: { kind: 'page', collection: 'fangspiele', path: '/evil' } })).status).toBe(400);
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
});
