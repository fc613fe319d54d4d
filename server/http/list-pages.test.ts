import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { roleClients } from '../test/accounts';
import { TestClient } from '../test/auth-client';
import { createTestApp, type TestApp } from '../test/create-test-app';

// A stand-in for the build's server render (dist/ssr, client/prerender.tsx): it draws the titles
// it is given, so the test sees which list, in which version, went into the page.
const RENDER = `
export async function render(pathname, list) {
  if (list.items.some((item) => item.clickableHeader === 'Kaputt')) throw new Error('render failed');
  const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return '<main data-path="' + pathname + '"><ul>' + list.items.map((item) => '<li>' + esc(item.clickableHeader) + '</li>').join('') + '</ul></main>';
}`;
const PAGE = '<!doctype html><html lang="de"><head><title>Sportkiste</title></head><body><div id="root"><!--app--></div></body></html>';

let base: TestApp;
let t: TestApp;
let ssrDir: string;
let c: Awaited<ReturnType<typeof roleClients>>;
beforeAll(async () => {
  base = await createTestApp();
  ssrDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-ssr-'));
  fs.writeFileSync(path.join(ssrDir, 'prerender.js'), RENDER);
  fs.writeFileSync(
    path.join(ssrDir, 'list-pages.json'),
    JSON.stringify({ page: PAGE, lists: { '/spielesammlung/fangspiele': 'fangspiele' } }),
  );
  t = { ...base, app: createApp({ ...base.deps, ssrDir }) };
  c = await roleClients(t);
});
afterAll(async () => {
  await base.cleanup();
  fs.rmSync(ssrDir, { recursive: true, force: true });
});

const card = (name: string) => ({ clickableHeader: name, sections: [{ id: 's1', content: `Text zu ${name}` }] });
const pageData = (html: string) => {
  const json = /<script type="application\/json" id="seitendaten">(.*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as { collection: string; etag: string; items: { clickableHeader: string }[] });
};
const fangspiele = async (client: TestClient, address = '/spielesammlung/fangspiele') => {
  const res = await client.request(address);
  return { res, html: await res.text() };
};

describe('list pages drawn with their cards', () => {
  it('draws a signed-in teacher’s list page with the cards and carries them as JSON for the app', async () => {
    await c.admin.post('/api/collections/fangspiele/items', card('Kettenfangen'));
    const { res, html } = await fangspiele(c.user);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    expect(html).toContain('<div id="root"><main data-path="/spielesammlung/fangspiele"><ul><li>Kettenfangen</li></ul></main></div>');
    const list = await (await c.user.request('/api/collections/fangspiele/items')).json();
    const data = pageData(html);
    expect(data).toMatchObject({ collection: 'fangspiele', items: list.items });
    // The list API's ETag: the device copy made from the page can ask „changed since?“.
    expect(data?.etag).toBe((await c.user.request('/api/collections/fangspiele/items')).headers.get('etag'));
  });

  it('shows nobody’s cards to a visitor: the built page without them', async () => {
    const { res, html } = await fangspiele(c.visitor);
    expect(res.status).toBe(200);
    expect(html).not.toContain('Kettenfangen');
    expect(pageData(html)).toBeUndefined();
  });

  it('draws the page again after the library changes, and only then', async () => {
    const first = (await fangspiele(c.user)).html;
    expect((await fangspiele(c.otherUser)).html).toBe(first);
    await c.admin.post('/api/collections/fangspiele/items', card('Schwänzchenfangen'));
    const { html } = await fangspiele(c.user);
    expect(html).toContain('<li>Kettenfangen</li><li>Schwänzchenfangen</li>');
    expect(pageData(html)?.items.map((i) => i.clickableHeader)).toEqual(['Kettenfangen', 'Schwänzchenfangen']);
  });

  it('keeps a card’s text from ending the JSON early: no markup of its own reaches the page', async () => {
    const evil = '</script><script>alert(1)</script><!--';
    await c.admin.post('/api/collections/fangspiele/items', card(evil));
    const { html } = await fangspiele(c.user);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(pageData(html)?.items.at(-1)?.clickableHeader).toBe(evil);
  });

  it('answers compressed where the browser accepts it', async () => {
    const res = await c.user.request('/spielesammlung/fangspiele', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(html).toContain('<li>Kettenfangen</li>');
  });

  it('leaves filtered addresses and other pages to the app: the built page', async () => {
    expect(pageData((await fangspiele(c.user, '/spielesammlung/fangspiele?material=Ball')).html)).toBeUndefined();
    expect(pageData((await fangspiele(c.user, '/tools/stoppuhr')).html)).toBeUndefined();
    // A trailing slash is the same page.
    expect(pageData((await fangspiele(c.user, '/spielesammlung/fangspiele/')).html)?.collection).toBe('fangspiele');
  });

  it('serves the built page when a list cannot be drawn, and draws it again once it can', async () => {
    const broken = (await (await c.admin.post('/api/collections/fangspiele/items', card('Kaputt'))).json()) as { id: string };
    const { res, html } = await fangspiele(c.user);
    expect(res.status).toBe(200);
    expect(pageData(html)).toBeUndefined();
    await c.admin.request(`/api/content/${broken.id}`, { method: 'DELETE' });
    expect(pageData((await fangspiele(c.user)).html)?.items).toHaveLength(3);
  });

  it('serves the built page when the build has no server render (npm run dev, tests)', async () => {
    const plain = new TestClient(base);
    await plain.signIn('lehrerin@schule.test', 'passwort-fuer-tests');
    const { res, html } = await fangspiele(plain);
    expect(res.status).toBe(200);
    expect(pageData(html)).toBeUndefined();
  });
});
