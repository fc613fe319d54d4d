import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './support/a11y';
import { PASSWORD, signInWithForm, signUpVerified } from './support/accounts';
import { totpCode } from '../server/test/totp';

test.use({ storageState: { cookies: [], origins: [] } });

/** A 6-digit code the server will not accept around now (it allows one 30-s step either side). */
/** Signed in again: the app left the sign-in screen, and the server knows the session. */
async function expectSignedIn(page: Page, email: string) {
  // Back where the sign-out started (the profile) or on the start page, never the sign-in screen.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(Profil|Was steht heute an\?)$/);
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as { user?: { email: string } } | null;
  expect(session?.user?.email).toBe(email);
}

function wrongCode(secret: string): string {
  const valid = new Set([-30_000, 0, 30_000].map((shift) => totpCode(secret, Date.now() + shift)));
  return ['000000', '111111', '222222'].find((code) => !valid.has(code)) as string;
}

test('switch on TOTP in the profile, then sign in with a code and with a backup code (once)', async ({ page }) => {
  const email = await signUpVerified(page);
  await page.goto('/profil');
  const section = page.getByRole('region', { name: 'Zwei-Faktor-Anmeldung' });
  await expect(section.getByText('Ausgeschaltet.')).toBeVisible();

  await section.getByRole('button', { name: 'Einrichten' }).click();
  await section.getByLabel('Passwort zur Bestätigung').fill('falsches-passwort');
  await section.getByRole('button', { name: 'Weiter' }).click();
  await expect(section.getByRole('alert')).toHaveText('Falsches Passwort');
  await section.getByLabel('Passwort zur Bestätigung').fill(PASSWORD);
  await section.getByRole('button', { name: 'Weiter' }).click();

  // The QR code is an image made in the page (a data: address), never loaded from elsewhere.
  const qr = section.getByRole('img', { name: /QR-Code zum Einrichten/ });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  const secret = (await section.getByTestId('totp-key').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
  await expectNoSeriousViolations(page);

  const codeField = section.getByLabel('Erster 6-stelliger Code aus der App');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await codeField.fill(wrongCode(secret));
  await section.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(section.getByText('Der Code stimmt nicht.', { exact: false })).toBeVisible();
  await codeField.fill(totpCode(secret));
  await section.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(section.getByText('Die Zwei-Faktor-Anmeldung ist eingeschaltet.')).toBeVisible();

  const codes = (await section.getByTestId('backup-codes').getByRole('listitem').allInnerTexts()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  const downloadPromise = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Codes herunterladen' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^sportkiste-backup-codes-\d{4}-\d{2}-\d{2}\.txt$/);
  const file = fs.readFileSync(await download.path(), 'utf8');
  for (const code of codes) expect(file).toContain(code);
  await section.getByRole('button', { name: 'Ich habe die Codes gesichert' }).click();
  await expect(section.getByText('Eingeschaltet.')).toBeVisible();

  // Sign out, sign in: the password alone is not enough.
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signInWithForm(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Bestätigungscode' })).toBeVisible();
  await expectNoSeriousViolations(page);
  const field = page.getByLabel('6-stelliger Code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await field.fill(wrongCode(secret));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByRole('alert')).toContainText('Der Code stimmt nicht.');
  await field.fill(totpCode(secret));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expectSignedIn(page, email);

  // With a backup code instead.
  await page.goto('/profil');
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await signInWithForm(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Backup-Code verwenden' }).click();
  await page.getByLabel('Backup-Code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expectSignedIn(page, email);

  // The same backup code a second time: refused.
  await page.goto('/profil');
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await signInWithForm(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Backup-Code verwenden' }).click();
  await page.getByLabel('Backup-Code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Dieser Backup-Code stimmt nicht oder wurde schon verwendet.');
  await expect(page.getByRole('heading', { name: 'Bestätigungscode' })).toBeVisible();

  // Another one still works; then switch it off again with the password.
  await page.getByLabel('Backup-Code').fill(codes[1]!);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expectSignedIn(page, email);
  await page.goto('/profil');
  await section.getByRole('button', { name: 'Ausschalten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zwei-Faktor-Anmeldung ausschalten?' });
  await dialog.getByLabel('Passwort zur Bestätigung').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Ausschalten' }).click();
  await expect(section.getByText('Ausgeschaltet.')).toBeVisible();
});
