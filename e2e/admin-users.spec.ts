import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './support/a11y';
import { ADMIN, PASSWORD, signInWithForm, signUpVerified, uniqueEmail } from './support/accounts';

test.use({ storageState: { cookies: [], origins: [] } });

/** A teacher in a browser of their own, signed in after confirming the address. */
async function teacher(browser: Browser, label: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const email = await signUpVerified(page, uniqueEmail(label));
  return { page, email, close: () => context.close() };
}

function row(page: Page, email: string) {
  return page.getByRole('listitem', { name: email });
}

async function search(page: Page, text: string) {
  await page.getByLabel('E-Mail oder Benutzername enthält').fill(text);
  await page.getByRole('button', { name: 'Suchen' }).click();
}

test('an admin finds, bans, unbans, promotes, demotes and deletes accounts; every step is in the Protokoll', async ({ page, browser }) => {
  // Three accounts (two confirmed by mail) and a whole admin journey: over 60 s on a loaded 2-core CI machine.
  test.setTimeout(120_000);
  const victim = await teacher(browser, 'gesperrt');
  const colleague = await teacher(browser, 'kollegin');
  const origin = new URL(victim.page.url()).origin;
  expect(
    (await victim.page.request.put('/api/favorites', { data: { kind: 'page', collection: 'fangspiele' }, headers: { origin } })).status(),
  ).toBe(200);

  await page.goto('/login');
  await signInWithForm(page, ADMIN.email, ADMIN.password);
  await page.getByRole('link', { name: 'Admin' }).click();
  await page.getByRole('link', { name: /Benutzerverwaltung/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benutzerverwaltung');
  await expectNoSeriousViolations(page);

  // Part of the e-mail finds the account.
  await search(page, victim.email.split('@')[0]!.slice(0, 20));
  await expect(row(page, victim.email)).toBeVisible();

  // Ban with a reason: the person's sign-in is refused with the message.
  await row(page, victim.email).getByRole('button', { name: 'Sperren' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Sperren' }).click();
  await expect(dialog.getByText('Bitte geben Sie einen Grund an.')).toBeVisible();
  await dialog.getByLabel('Grund').fill('Spam-Anmeldung');
  await dialog.getByRole('button', { name: 'Sperren' }).click();
  await expect(page.getByText('Das Konto wurde gesperrt.')).toBeVisible();
  await expect(row(page, victim.email)).toContainText('gesperrt (Spam-Anmeldung)');

  await victim.page.goto('/login');
  await signInWithForm(victim.page, victim.email, PASSWORD);
  await expect(
    victim.page.getByText('Dieses Konto ist gesperrt. Bitte wenden Sie sich an die Schulleitung oder den Betreiber.'),
  ).toBeVisible();

  await row(page, victim.email).getByRole('button', { name: 'Sperre aufheben' }).click();
  await expect(page.getByText('Die Sperre wurde aufgehoben.')).toBeVisible();

  // Promote and demote another account.
  await search(page, colleague.email);
  await row(page, colleague.email).getByRole('button', { name: 'Zum Admin machen' }).click();
  await expect(page.getByText('Die Rolle wurde geändert.')).toBeVisible();
  await row(page, colleague.email).getByRole('button', { name: 'Admin-Rechte entziehen' }).click();
  await expect(row(page, colleague.email).getByRole('button', { name: 'Zum Admin machen' })).toBeVisible();

  // The last admin stays one.
  await search(page, ADMIN.email);
  await row(page, ADMIN.email).getByRole('button', { name: 'Admin-Rechte entziehen' }).click();
  await expect(page.getByText('Das ist der letzte Admin.', { exact: false })).toBeVisible();

  // Delete: favourites and sessions go with the account.
  await search(page, victim.email);
  await row(page, victim.email).getByRole('button', { name: 'Löschen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Das Konto wurde gelöscht.')).toBeVisible();
  await expect(row(page, victim.email)).toHaveCount(0);
  await victim.page.goto('/login');
  await signInWithForm(victim.page, victim.email, PASSWORD);
  await expect(victim.page.getByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeVisible();

  await page.goto('/admin/protokoll');
  await expectNoSeriousViolations(page);
  const log = page.getByRole('list').filter({ hasText: victim.email });
  for (const text of [`Konto gelöscht: ${victim.email}`, `Sperre aufgehoben: ${victim.email}`, `Konto gesperrt: ${victim.email}`]) {
    await expect(log.getByText(text)).toBeVisible();
  }
  await expect(page.getByText(`Zum Admin gemacht: ${colleague.email}`)).toBeVisible();
  await expect(page.getByText(`Admin-Rechte entzogen: ${colleague.email}`)).toBeVisible();
  await page.getByLabel('Aktion').selectOption({ label: 'Konto gesperrt' });
  await expect(page.getByText(`Konto gelöscht: ${victim.email}`)).toHaveCount(0);
  await expect(page.getByText(`Konto gesperrt: ${victim.email}`)).toBeVisible();

  await victim.close();
  await colleague.close();
});

test('plain users are refused the admin screens and their API', async ({ page }) => {
  await signUpVerified(page);
  await page.goto('/admin/benutzer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nur für Admins');
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
  expect((await page.request.get('/api/admin/audit')).status()).toBe(403);
});
