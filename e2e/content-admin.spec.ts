import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitUntilLiveAfterLoad } from './fixtures';
import { ADMIN, signInWithForm, signUpVerified } from './support/accounts';

test.use({ storageState: { cookies: [], origins: [] } });

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function pngFile(page: Page) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 250;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#0f766e';
    ctx.fillRect(0, 0, 400, 250);
    ctx.fillStyle = '#fbbf24';
    ctx.fillRect(150, 50, 100, 150);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return { name: 'hallenplan.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/**
 * The card one run writes, named by its repetition: with --repeat-each, two workers run this
 * journey at the same time, and each must find, check and remove its own card only.
 */
const cardTitle = () => `Floßfahrt über den See ${test.info().repeatEachIndex + 1}`;
/** A card's button in the list: its title, then its subtitle. */
const cardButton = (page: Page) => page.getByRole('button', { name: `${cardTitle()} Alle auf die Matte`, exact: true });

async function uploadThrough(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).first().click();
  await (await chooser).setFiles(file);
}

const ADMIN_JOURNEY = 'an admin writes a card with two sections, an image and a PDF via preview; a teacher reads it; the admin deletes it';

test(ADMIN_JOURNEY, async ({ page, browser, baseURL }) => {
  // Three accounts (two confirmed by mail) and a whole admin journey: over 60 s on a loaded 2-core CI machine.
  test.setTimeout(120_000);
  await page.goto('/login');
  await signInWithForm(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('link', { name: 'Admin' })).toBeVisible();
  await page.goto('/spielesammlung/kooperationsspiele');
  await page.getByRole('button', { name: 'Neuen Inhalt erstellen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neuer Inhalt');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // Name is required.
  await page.getByRole('button', { name: 'Als Vorschau speichern' }).click();
  await expect(page.getByText('Der Name ist ein Pflichtfeld.')).toBeVisible();

  await page.getByLabel('Name (Pflichtfeld)').fill('Floßfahrt');
  await page.getByLabel('Untertitel (optional)').fill('Alle auf die Matte');
  await page.getByLabel('Kategorie festlegen').check();
  await page.getByLabel('Kategorie', { exact: true }).selectOption('Ab Klasse 3');
  await page.getByRole('textbox', { name: 'Abschnitt 1' }).fill('## Aufbau\nEine Weichbodenmatte ist das Floß.\n');
  await uploadThrough(page, 'Bild einfügen', await pngFile(page));
  await expect(page.getByRole('textbox', { name: 'Abschnitt 1' })).toHaveValue(/!\[hallenplan\]\(\/api\/files\/[a-f0-9]{64}\.png\)/);
  await page.getByRole('button', { name: 'Abschnitt hinzufügen' }).click();
  await page.getByRole('textbox', { name: 'Abschnitt 2' }).fill('Regeln zum Nachlesen: ');
  await page.getByRole('textbox', { name: 'Abschnitt 2' }).press('End');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('toolbar', { name: 'Formatierung für Abschnitt 2' }).getByRole('button', { name: 'PDF einfügen' }).click();
  await (await chooser).setFiles({ name: 'regeln.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('textbox', { name: 'Abschnitt 2' })).toHaveValue(/\[regeln \(PDF\)\]\(\/api\/files\/[a-f0-9]{64}\.pdf\)/);
  await page.getByRole('checkbox', { name: 'Klasse 3' }).check();
  await page.getByRole('checkbox', { name: 'Halle' }).check();

  // Local preview first: shown in the list, only on this device, and the create button hides.
  await page.getByRole('button', { name: 'Als Vorschau speichern' }).click();
  const preview = page.getByRole('region', { name: 'Vorschau (nur auf diesem Gerät)' });
  await expect(preview.getByRole('heading', { name: /Floßfahrt/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neuen Inhalt erstellen' })).toHaveCount(0);

  // Edit the preview, then save it to the database.
  await preview.getByRole('button', { name: 'Vorschau bearbeiten' }).click();
  await expect(page.getByLabel('Name (Pflichtfeld)')).toHaveValue('Floßfahrt');
  await page.getByLabel('Name (Pflichtfeld)').fill(cardTitle());
  await page.getByRole('button', { name: 'In der Datenbank speichern' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Soll der Inhalt in der Datenbank gespeichert werden?');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kooperationsspiele');
  await expect(page.getByRole('region', { name: 'Vorschau (nur auf diesem Gerät)' })).toHaveCount(0);

  // A teacher reads it in the right category, zooms the image and opens the PDF.
  const teacherContext = await browser.newContext({ baseURL: baseURL as string });
  // Her list page arrives drawn with its cards: a click before the app is live would be lost.
  const teacher = waitUntilLiveAfterLoad(await teacherContext.newPage());
  await signUpVerified(teacher);
  await teacher.goto('/spielesammlung/kooperationsspiele');
  const group = teacher.getByRole('region', { name: 'Ab Klasse 3' });
  const card = group.getByRole('article').filter({ has: cardButton(teacher) });
  await cardButton(teacher).click();
  await card.getByRole('button', { name: 'Bild vergrößern: hallenplan' }).click();
  const zoomed = teacher.getByRole('dialog');
  await zoomed.getByRole('button', { name: 'Vergrößern' }).click();
  await expect(zoomed.locator('img')).toHaveAttribute('data-zoom', '1.5');
  await zoomed.getByRole('button', { name: 'Schließen' }).click();
  const pdfLink = card.getByRole('link', { name: 'regeln (PDF)' });
  await expect(pdfLink).toHaveAttribute('target', '_blank');
  const pdfResponse = await teacher.request.get((await pdfLink.getAttribute('href')) as string);
  expect(pdfResponse.headers()['content-type']).toBe('application/pdf');
  await teacherContext.close();

  // The admin deletes it (with the spec's confirmation).
  await cardButton(page).click();
  await page.getByRole('button', { name: 'Bearbeiten' }).click();
  await page.getByRole('button', { name: 'Inhalt löschen' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Soll dieser Inhalt wirklich gelöscht werden?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kooperationsspiele');
  await expect(cardButton(page)).toHaveCount(0);
});

// A journey that stops half-way must not leave its card behind: the search journeys count every card.
// Only after the journey that writes one: the other test of this file runs in parallel with it.
test.afterEach(async ({ browser, baseURL }, testInfo) => {
  if (testInfo.title !== ADMIN_JOURNEY) return;
  const admin = await browser.newContext({ baseURL: baseURL as string });
  const origin = new URL(baseURL as string).origin;
  await admin.request.post('/api/auth/sign-in/email', { data: ADMIN, headers: { origin } });
  const { items } = (await (await admin.request.get('/api/collections/kooperationsspiele/items')).json()) as {
    items: { id: string; clickableHeader: string }[];
  };
  for (const item of items.filter((i) => i.clickableHeader === cardTitle())) {
    await admin.request.delete(`/api/content/${item.id}`, { headers: { origin } });
  }
  await admin.close();
});

test('a plain user sees no editing controls and cannot open the form', async ({ page }) => {
  await signUpVerified(page);
  await page.goto('/spielesammlung/kooperationsspiele');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kooperationsspiele');
  await expect(page.getByRole('button', { name: 'Neuen Inhalt erstellen' })).toHaveCount(0);
  await page.goto('/neuer-inhalt?sammlung=kooperationsspiele');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nur für Admins');
});
