import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, signInWithForm, signUpVerified } from './support/accounts';

test.use({ storageState: { cookies: [], origins: [] } });

/**
 * An image made in the page: flat colour compresses to a few KB; coloured noise at exactly the
 * output size (300 px, so downscaling cannot smooth it) stays far over 100 KB as JPEG.
 */
async function imageFile(page: Page, kind: 'flat' | 'noise') {
  const base64 = await page.evaluate((k) => {
    const side = k === 'flat' ? 600 : 300;
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const ctx = canvas.getContext('2d')!;
    if (k === 'flat') {
      ctx.fillStyle = '#0f766e';
      ctx.fillRect(0, 0, 600, 600);
      ctx.fillStyle = '#fbbf24';
      ctx.beginPath();
      ctx.arc(300, 300, 150, 0, Math.PI * 2);
      ctx.fill();
    } else {
      const data = ctx.createImageData(side, side);
      for (let i = 0; i < data.data.length; i++) data.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
      ctx.putImageData(data, 0, 0);
    }
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, kind);
  return { name: `${kind}.png`, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

test('username change with all three messages', async ({ page }) => {
  await signUpVerified(page);
  await page.goto('/profil');
  await expect(page.getByText('Keinen Benutzernamen angelegt')).toBeVisible();

  const name = `Lehrer_${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await page.getByLabel('Neuer Benutzername').fill(name);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Benutzername erfolgreich geändert')).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Ändern' }).click();
  await page.getByLabel('Neuer Benutzername').fill(name.toLowerCase());
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Benutzername ist identisch mit dem aktuellen Benutzernamen')).toBeVisible();

  // A second teacher tries the same name in other letters' case.
  await page.context().clearCookies();
  await signUpVerified(page);
  await page.goto('/profil');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await page.getByLabel('Neuer Benutzername').fill(name.toUpperCase());
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText(`Benutzername ${name.toUpperCase()} gibt es bereits`)).toBeVisible();
});

test('profile picture: crop, preview, save; shown in the header after a reload; 100 KB blocked', async ({ page }) => {
  await signUpVerified(page);
  await page.goto('/profil');

  // Chromium's encoder keeps even pure noise at 300 px and quality 0.9 below 100 KB (about
  // 90 KB at most); other browsers encode without chroma subsampling and go over. Simulate
  // such an encoder once: the real JPEG, padded after its end marker to 120 KB.
  await page.evaluate(() => {
    const original = HTMLCanvasElement.prototype.toBlob;
    HTMLCanvasElement.prototype.toBlob = function (callback, type, quality) {
      HTMLCanvasElement.prototype.toBlob = original;
      original.call(
        this,
        (blob) => callback(blob && new Blob([blob, new Uint8Array(120 * 1024 - blob.size)], { type: 'image/jpeg' })),
        type,
        quality,
      );
    };
  });
  await page.getByLabel('Bild auswählen').setInputFiles(await imageFile(page, 'noise'));
  await expect(page.getByLabel(/Zoom/)).toHaveAttribute('step', '0.1');
  await page.getByRole('button', { name: 'Zuschneiden' }).click();
  await expect(
    page.getByText('Bild ist nach Zuschneiden mehr als 100KB groß. Bitte das original Bild komprimieren und nochmal versuchen.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  await page.getByRole('button', { name: 'Abbrechen' }).click();

  await page.getByLabel('Bild auswählen').setInputFiles(await imageFile(page, 'flat'));
  await page.getByLabel(/Zoom/).fill('1.5');
  await page.getByRole('button', { name: 'Zuschneiden' }).click();
  await expect(page.getByRole('img', { name: 'Vorschau des neuen Profilbilds' })).toBeVisible();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Profilbild gespeichert.')).toBeVisible();

  await page.reload();
  const headerPicture = page.getByRole('link', { name: 'Profil' }).locator('img');
  await expect(headerPicture).toBeVisible();
  expect(await headerPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
});

test('account deletion: wrong password, then the right one', async ({ page }) => {
  const email = await signUpVerified(page);
  await page.goto('/profil');
  await page.getByRole('button', { name: 'Konto löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konto endgültig löschen?' });
  await dialog.getByLabel('Passwort zur Bestätigung').fill('falsches-passwort');
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Falsches Passwort');

  await dialog.getByLabel('Passwort zur Bestätigung').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
  // Spec: success ends on / — with a German confirmation, not /login?redirect=%2Fprofil.
  await expect(page.getByRole('heading', { level: 1, name: 'Ihr Konto wurde gelöscht' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInWithForm(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');
});

test('a sign-out made offline ends the server session once the network is back', async ({ page }) => {
  await signUpVerified(page);
  await page.goto('/profil');
  await page.route('**/api/auth/sign-out', (route) => route.abort('internetdisconnected'), { times: 1 });
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login/);
  // Back online: the next session check ends the server session too.
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/tools');
  await expect(page).toHaveURL(/\/login\?redirect=%2Ftools$/);
  const session = await (await page.request.get('/api/auth/get-session')).json();
  expect(session).toBeNull();
});

test('"Meine Daten herunterladen" saves what the server holds: account and favourites; offline it says why not', async ({
  page,
  context,
}) => {
  const email = await signUpVerified(page);
  await page.goto('/spielesammlung/fangspiele');
  await page.getByRole('button', { name: 'Zu Favoriten hinzufügen', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Von Favoriten entfernen', exact: true })).toBeVisible();

  await page.goto('/profil');
  const section = page.getByRole('region', { name: 'Meine Daten' });
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^sportkiste-meine-daten-\d{4}-\d{2}-\d{2}\.json$/);
  const fs = await import('node:fs/promises');
  const data = JSON.parse(await fs.readFile((await download.path())!, 'utf8')) as {
    account: { email: string };
    favorites: { itemKey: string; title: string | null }[];
    profilePicture: unknown;
    sessions: unknown[];
  };
  expect(data.account.email).toBe(email);
  expect(data.favorites.map((f) => f.itemKey)).toEqual(['page:fangspiele']);
  expect(data.profilePicture).toBeNull();
  expect(data.sessions.length).toBeGreaterThan(0);
  await expect(section.getByRole('status')).toHaveText('Ihre Daten wurden heruntergeladen.');

  await context.setOffline(true);
  await section.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    'Keine Verbindung zum Server. Ihre Daten können nur mit Netz heruntergeladen werden.',
  );
  await context.setOffline(false);
});

test('without network, saving a profile picture says so at once and the picture stays as it was', async ({ page, context }) => {
  await signUpVerified(page);
  await page.goto('/profil');
  await page.getByLabel('Bild auswählen').setInputFiles(await imageFile(page, 'flat'));
  await page.getByRole('button', { name: 'Zuschneiden' }).click();
  await expect(page.getByRole('img', { name: 'Vorschau des neuen Profilbilds' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('alert')).toHaveText('Keine Verbindung zum Server. Das Profilbild kann nur mit Netz gespeichert werden.');
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Profil' }).locator('img')).toHaveCount(0);
});
