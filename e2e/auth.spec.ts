import { expect, test } from './fixtures';
import { ADMIN, linkIn, PASSWORD, signInWithForm, signUpVerified, uniqueEmail, waitForMail } from './support/accounts';

// Every test here starts signed out.
test.use({ storageState: { cookies: [], origins: [] } });

test('sign-up → mail link → signed in', async ({ page }) => {
  const email = uniqueEmail('neu');
  await page.goto('/signup');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill('kurz');
  await page.getByLabel('Passwort wiederholen').fill('kurz');
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible();

  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Passwort wiederholen').fill(PASSWORD);
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page).toHaveURL(/\/auth\/signup-success$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fast geschafft!');

  // Before confirming, sign-in says why it fails and offers the mail again.
  await page.goto('/login');
  await signInWithForm(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toContainText('noch nicht bestätigt');
  await page.getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }).click();
  await expect(page.getByText('erneut geschickt')).toBeVisible();

  await page.goto(linkIn(await waitForMail(email, 'bestätigen')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Was steht heute an?');
  await page.getByRole('link', { name: 'Profil' }).click();
  await expect(page.getByText(email)).toBeVisible();
});

test('sign-in with a wrong password says so', async ({ page }) => {
  await page.goto('/login');
  await signInWithForm(page, ADMIN.email, 'ganz-falsch-123');
  await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');
  await expect(page).toHaveURL(/\/login/);
});

test('password reset through the mail', async ({ page }) => {
  const email = await signUpVerified(page, uniqueEmail('vergessen'));
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await page.getByLabel('E-Mail-Adresse').fill('kein-at-zeichen');
  await page.getByRole('button', { name: 'Link zum Zurücksetzen senden' }).click();
  await expect(page.getByText('Ungültige E-Mail-Adresse.')).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Link zum Zurücksetzen senden' }).click();
  await expect(page.getByRole('status')).toContainText('Wenn es ein Konto mit der Adresse');

  await page.goto(linkIn(await waitForMail(email, 'Neues Passwort')));
  await expect(page).toHaveURL(/\/auth\/update-password\?token=/);
  await page.getByLabel('Neues Passwort', { exact: true }).fill('neues-passwort-9');
  await page.getByLabel('Neues Passwort wiederholen').fill('neues-passwort-9');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('status')).toContainText('Ihr Passwort ist geändert');

  await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
  await signInWithForm(page, email, 'neues-passwort-9');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Was steht heute an?');
});

test('a guarded deep link leads to sign-in and back to the deep link', async ({ page }) => {
  await page.goto('/tools/countdown');
  await expect(page).toHaveURL(/\/login\?redirect=%2Ftools%2Fcountdown$/);
  await signInWithForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/tools\/countdown$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Countdown');
});

test('signed-in users who open the sign-in page go home', async ({ page }) => {
  await signUpVerified(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth/forgot-password');
  await expect(page).toHaveURL(/\/$/);
});

test('a plain user cannot reach admin screens or admin API routes', async ({ page }) => {
  expect((await page.request.get('/api/admin/security-checks')).status()).toBe(401);
  await signUpVerified(page);
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/admin/sicherheit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nur für Admins');
  expect((await page.request.get('/api/admin/security-checks')).status()).toBe(403);
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
});

test('the admin sees the badge and every Sicherheitscheck passes', async ({ page }) => {
  await page.goto('/login');
  await signInWithForm(page, ADMIN.email, ADMIN.password);
  await page.getByRole('link', { name: 'Admin' }).click();
  await page.getByRole('link', { name: /Sicherheitscheck/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sicherheitscheck');
  await page.getByRole('button', { name: 'Alle prüfen' }).click();
  for (const id of ['selbst-admin-profil', 'selbst-admin-rolle', 'fremdes-konto-loeschen', 'admin-schnittstelle']) {
    await expect(page.getByTestId(`ergebnis-${id}`)).toContainText('Bestanden', { timeout: 15_000 });
  }
});

test('without network the last known session counts: no detour to sign-in', async ({ page }) => {
  await signUpVerified(page);
  // The device knows the session once the app has started and asked the server: the home page
  // shows before that (prerendered), so wait for the answer it keeps.
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('sportkiste:last-session:v1') ?? 'null') !== null);
  // The server cannot be reached for the session check (a gym without network).
  await page.route('**/api/auth/get-session', (route) => route.abort('internetdisconnected'));
  await page.goto('/tools');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tools');
  await expect(page).toHaveURL(/\/tools$/);
  // Back online, a session ended elsewhere is noticed on the next check.
  await page.unroute('**/api/auth/get-session');
  const signOut = await page.request.post('/api/auth/sign-out', { data: {}, headers: { origin: new URL(page.url()).origin } });
  expect(signOut.status()).toBe(200);
  await page.reload();
  await expect(page).toHaveURL(/\/login\?redirect=%2Ftools$/);
});
