import { PDFDocument } from 'pdf-lib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN } from './support/accounts';

// A real print dialog cannot be driven here: window.print only counts, and the print media and
// page.pdf (headless Chromium, A4) show what the sheet would hold.
async function stubPrintDialog(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => {
      w.printed += 1;
    };
  });
}
const printed = (page: Page) => page.evaluate(() => (window as unknown as { printed: number }).printed);
const pagesOf = async (pdf: Buffer) => (await PDFDocument.load(pdf)).getPageCount();

const LIST = '/schnelle-sportstunde/alltagsmaterial';

test('„Drucken“ on an opened card prints that card alone, on one A4 sheet', async ({ page }) => {
  await stubPrintDialog(page);
  await page.goto(LIST);
  await page.getByRole('button', { name: /Bierdeckel-Curling/ }).click();
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: /Bierdeckel-Curling/ }) });
  await card.getByRole('button', { name: 'Drucken' }).click();
  await expect.poll(() => printed(page)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  // The card: title, subtitle, Steckbrief and text.
  await expect(card.getByText('Bierdeckel-Curling', { exact: true })).toBeVisible();
  await expect(card.getByText('Mit Gefühl über den Hallenboden schieben')).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Steckbrief' })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Sicherheit' })).toBeVisible();
  // Nothing else: the list's heading and filters, the other cards, the shell and the buttons.
  await expect(page.getByRole('heading', { level: 1, name: 'Alltagsmaterial' })).toBeHidden();
  await expect(page.getByText('Schnellfilter')).toBeHidden();
  await expect(page.getByRole('button', { name: /Becherfangen/ })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(card.getByRole('button', { name: 'Drucken' })).toBeHidden();
  await expect(card.getByRole('button', { name: 'Link kopieren' })).toBeHidden();
  expect(await pagesOf(await page.pdf({ format: 'A4', preferCSSPageSize: true }))).toBe(1);

  // After printing the screen prints as a whole again (list heading, other cards).
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.getByRole('heading', { level: 1, name: 'Alltagsmaterial' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Becherfangen/ })).toBeVisible();
  // …but without the controls that mean nothing on paper.
  await expect(page.getByText('Schnellfilter')).toBeHidden();
  await expect(card.getByRole('button', { name: 'Drucken' })).toBeHidden();
});

test('a printed card keeps its pictures', async ({ page, browser, baseURL }) => {
  const admin = await browser.newContext({ baseURL: baseURL as string });
  const origin = new URL(baseURL as string).origin;
  expect((await admin.request.post('/api/auth/sign-in/email', { data: ADMIN, headers: { origin } })).status()).toBe(200);
  const pixel = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
  const res = await admin.request.post('/api/collections/alltagsmaterial/items', {
    data: {
      clickableHeader: 'Druckprobe mit Bild',
      sections: [{ id: 'a', content: `## Steckbrief\n- **Dauer:** 5 Minuten\n\n![Aufbau der Bahn](${pixel})\n\nAlle schieben.` }],
    },
    headers: { origin },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  // Removed again even when a check fails: the search journeys count the library’s cards.
  try {
    await stubPrintDialog(page);
    await page.goto(LIST);
    await page.getByRole('button', { name: /Druckprobe mit Bild/ }).click();
    const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: /Druckprobe mit Bild/ }) });
    await card.getByRole('button', { name: 'Drucken' }).click();
    await expect.poll(() => printed(page)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(card.getByRole('img', { name: 'Aufbau der Bahn' })).toBeVisible();
    await expect(card.getByText('Alle schieben.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Bierdeckel-Curling/ })).toBeHidden();
    expect(await pagesOf(await page.pdf({ format: 'A4', preferCSSPageSize: true }))).toBe(1);
  } finally {
    await admin.request.delete(`/api/content/${id}`, { headers: { origin } });
    await admin.close();
  }
});
