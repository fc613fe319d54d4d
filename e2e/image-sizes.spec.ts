import { request as playwrightRequest } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { ADMIN } from './support/accounts';

// Issue 22: uploaded photos come in sizes. The device keeps what it has loaded; offline, a size it
// never loaded is answered from any copy of the same picture it has (service worker fallback).
test('a picture in sizes: WebP at the asked width online, the kept original offline', async ({ page, context, baseURL }) => {
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL as string } });
  expect((await admin.post('/api/auth/sign-in/email', { data: ADMIN })).ok()).toBe(true);
  // A random colour: a new picture (and address) on every run, nothing cached from before.
  const colour = `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`;
  const png = await sharp({ create: { width: 1800, height: 900, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const uploaded = await admin.post('/api/files', { data: png, headers: { 'content-type': 'application/octet-stream' } });
  expect(uploaded.status()).toBe(200);
  const { url } = (await uploaded.json()) as { url: string };
  await admin.dispose();

  await page.goto('/');
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);
  // The worker takes over the pages loaded after it: this one, once more.
  await page.reload();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const load = (address: string) =>
    page.evaluate(async (a) => {
      const response = await fetch(a);
      const bitmap = await createImageBitmap(await response.blob());
      return { status: response.status, type: response.headers.get('content-type'), width: bitmap.width };
    }, address);

  // Online: the sized copy; the original as „Alle Inhalte offline verfügbar machen“ loads it.
  expect(await load(`${url}?w=480`)).toEqual({ status: 200, type: 'image/webp', width: 480 });
  expect(await load(url)).toEqual({ status: 200, type: 'image/png', width: 1800 });

  await context.setOffline(true);
  // Kept sizes come from the device; a size never loaded gets the kept picture instead of a gap.
  expect(await load(`${url}?w=480`)).toEqual({ status: 200, type: 'image/webp', width: 480 });
  const fallback = await load(`${url}?w=1600`);
  expect(fallback.status).toBe(200);
  expect([480, 1800]).toContain(fallback.width);
  await context.setOffline(false);
});
