import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '@core/schemas/content';
import { createAccount } from '../../auth/accounts';
import { TestClient } from '../../test/auth-client';
import { createSecondInstance, createTestApp, type TestApp } from '../../test/create-test-app';
import { roleClients } from '../../test/accounts';

let a: TestApp;
let b: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
let onB: TestClient;
beforeAll(async () => {
  a = await createTestApp();
  b = await createSecondInstance(a);
  c = await roleClients(a);
  await createAccount(a.deps.auth, { email: 'zweite@schule.test', password: 'passwort-fuer-tests', role: 'user' });
  onB = new TestClient(b);
  await onB.signIn('zweite@schule.test', 'passwort-fuer-tests');
});
afterAll(async () => {
  await b.cleanup();
  await a.cleanup();
});

const card = (name: string) => ({ clickableHeader: name, sections: [{ id: 's1', content: `Text zu ${name}` }] });
const names = async (client: TestClient, collection: string) =>
  ((await (await client.request(`/api/collections/${collection}/items`)).json()) as { items: ContentItem[] }).items.map((i) => i.clickableHeader);

describe(`content lists from the cache (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('serves the list it built until the library changes through the app', async () => {
    await c.admin.post('/api/collections/fangspiele/items', card('Kettenfangen'));
    expect(await names(c.user, 'fangspiele')).toEqual(['Kettenfangen']);
    // Behind the app's back (no new library version): the cached list is still served …
    await a.deps.db.updateTable('content_item').set({ clickable_header: 'Heimlich' }).execute();
    expect(await names(c.user, 'fangspiele')).toEqual(['Kettenfangen']);
    // … until a write through the app stores a new version and every list is built again.
    await c.admin.post('/api/collections/fangspiele/items', card('Schwänzchenfangen'));
    expect(await names(c.user, 'fangspiele')).toEqual(['Heimlich', 'Schwänzchenfangen']);
  });

  it('sees a create, an update and a delete through instance A on instance B at once', async () => {
    expect(await names(onB, 'cooldown')).toEqual([]);
    const created = (await (await c.admin.post('/api/collections/cooldown/items', card('Sternenhimmel'))).json()) as ContentItem;
    expect(await names(onB, 'cooldown')).toEqual(['Sternenhimmel']);
    await c.admin.request(`/api/content/${created.id}`, { method: 'PUT', json: card('Mondnacht') });
    expect(await names(onB, 'cooldown')).toEqual(['Mondnacht']);
    await c.admin.request(`/api/content/${created.id}`, { method: 'DELETE' });
    expect(await names(onB, 'cooldown')).toEqual([]);
  });

  it('sends the same JSON brotli- or gzip-compressed as asked, with Vary and one ETag', async () => {
    for (let i = 0; i < 8; i++) await c.admin.post('/api/collections/mottostunden/items', card(`Staffel ${i} mit einem längeren Namen`));
    const url = '/api/collections/mottostunden/items';
    const plain = await c.user.request(url, { headers: { 'accept-encoding': 'identity' } });
    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(text.length).toBeGreaterThan(1024);
    const br = await c.user.request(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(text.length / 2);
    expect(brotliDecompressSync(brBytes).toString()).toBe(text);
    const gz = await c.user.request(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
    expect(new Set([plain, br, gz].map((r) => r.headers.get('etag'))).size).toBe(1);
    const notModified = await c.user.request(url, { headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.get('etag') as string } });
    expect(notModified.status).toBe(304);
  });
});
