import { expect, test } from './fixtures';
import { ADMIN } from './support/accounts';
import { xssPayloads } from './support/xss-payloads';

test.use({ storageState: { cookies: [], origins: [] } });

test(`none of ${xssPayloads.length} XSS payloads stored as content runs or loads anything`, async ({ page, baseURL }) => {
  expect(xssPayloads.length).toBeGreaterThanOrEqual(50);
  const origin = new URL(baseURL as string).origin;
  const login = await page.request.post('/api/auth/sign-in/email', { data: ADMIN, headers: { origin } });
  expect(login.status()).toBe(200);

  // The starter library already has Pausenspiele; the payloads come on top.
  const listed = await page.request.get('/api/collections/pausenspiele/items');
  const before = ((await listed.json()) as { items: unknown[] }).items.length;

  // Through the API, as an admin would store them: in the body, the name and the content header.
  const created: string[] = [];
  for (const [index, payload] of xssPayloads.entries()) {
    const res = await page.request.post('/api/collections/pausenspiele/items', {
      headers: { origin },
      data: {
        clickableHeader: index % 5 === 0 ? payload.slice(0, 200) : `Angriff ${index + 1}`,
        contentHeader: index % 7 === 0 ? payload.slice(0, 300) : null,
        sections: [{ id: 's', content: payload }],
      },
    });
    expect(res.status(), payload).toBe(201);
    created.push(((await res.json()) as { id: string }).id);
  }

  const dialogs: string[] = [];
  const foreign: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) foreign.push(request.url());
  });

  // Pausenspiele cards are not collapsible: every payload is on screen at once.
  await page.goto('/bewegte-schule/pausenspiele');
  await expect(page.getByRole('article')).toHaveCount(before + xssPayloads.length);
  // Hover and focus everything that could carry a handler, and click the links.
  for (const link of await page.getByRole('main').locator('a').all()) {
    await link.hover().catch(() => undefined);
  }
  await page.waitForTimeout(500);

  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(foreign).toEqual([]);
  expect(await page.locator('main script, main iframe, main object, main embed, main svg [onload], main [onerror]').count()).toBe(0);
  const hrefs = await page.getByRole('main').locator('a[href]').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
  expect(hrefs.filter((h) => /^(javascript|vbscript|data):/i.test(h.trim()))).toEqual([]);

  for (const id of created) await page.request.delete(`/api/content/${id}`, { headers: { origin } });
});
