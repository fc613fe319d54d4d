import { expect, test } from './fixtures';
import { AppShellPage } from './pages/app-shell';

test('home shows the content areas in German order inside the app shell', async ({ page }) => {
  const shell = new AppShellPage(page);
  await shell.goto('/');
  await expect(page).toHaveTitle('Sportkiste');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Was steht heute an?');
  const areas = page.getByRole('list', { name: 'Bereiche' }).getByRole('link');
  await expect(areas).toHaveCount(6);
  const titles = await areas.locator('span.font-bold').allTextContents();
  expect(titles).toEqual(['Bewegte Schule', 'Nützliches', 'Schnelle Sportstunde', 'Schwimmen', 'Spielesammlung', 'Unterrichtsreihen']);
  await expect(shell.profileLink).toHaveAttribute('href', '/profil');
  await expect(shell.breadcrumbs).toHaveCount(0);
});

test('the dock goes to Tools and back home', async ({ page }) => {
  const shell = new AppShellPage(page);
  await shell.goto('/');
  await shell.dockLink('Tools').click();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tools');
  await expect(shell.dockLink('Tools')).toHaveAttribute('aria-current', 'page');
  // The spec's ten tools and the Bundesjugendspiele (issue 26).
  await expect(page.getByRole('list', { name: 'Tools' }).getByRole('link')).toHaveCount(11);
  await expect(shell.breadcrumbs).toContainText('Tools');

  await shell.dockLink('Home').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Was steht heute an?');
  await expect(shell.dockLink('Home')).toHaveAttribute('aria-current', 'page');
});

test('breadcrumbs lead back from a tool to Tools and Home', async ({ page }) => {
  const shell = new AppShellPage(page);
  await shell.goto('/tools');
  await page.getByRole('link', { name: /Stoppuhr/ }).click();
  await expect(page).toHaveURL(/\/tools\/stoppuhr$/);
  await expect(shell.breadcrumbs.getByRole('listitem')).toHaveText(['Home', 'Tools', 'Stoppuhr']);
  await shell.breadcrumbs.getByRole('link', { name: 'Tools' }).click();
  await expect(page).toHaveURL(/\/tools$/);
});

test('an unknown address shows the not-found page', async ({ page }) => {
  const response = await page.goto('/gibt-es/wirklich-nicht');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite gibt es nicht');
  await page.getByRole('main').getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Was steht heute an?');
});

test('a reload on a deep link shows the same screen', async ({ page }) => {
  const shell = new AppShellPage(page);
  await shell.goto('/');
  await shell.dockLink('Tools').click();
  await page.getByRole('link', { name: /Turnierplaner/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Turnierplaner');
  await page.reload();
  await expect(page).toHaveURL(/\/tools\/turnierplaner$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Turnierplaner');
  await expect(shell.breadcrumbs.getByRole('listitem')).toHaveText(['Home', 'Tools', 'Turnierplaner']);
});

test('every entry of the Tools menu opens its own working screen', async ({ page }) => {
  await page.goto('/tools');
  const links = page.getByRole('list', { name: 'Tools' }).getByRole('link');
  const count = await links.count();
  for (let i = 0; i < count; i++) {
    const title = (await links.nth(i).locator('span.font-bold').textContent()) ?? '';
    await links.nth(i).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.goBack();
  }
});

test('Einstellungen switches the countdown signal for this device', async ({ page }) => {
  const shell = new AppShellPage(page);
  await shell.goto('/');
  await shell.dockLink('Einstellungen').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
  await page.getByRole('checkbox', { name: 'Vibration (wo das Gerät es kann)' }).uncheck();
  await page.goto('/tools/countdown');
  await expect(page.getByRole('checkbox', { name: 'Vibration (wo das Gerät es kann)' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Signalton' })).toBeChecked();
});

test('Impressum and Datenschutz are reachable from home and show the privacy promise', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Datenschutz' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
  await expect(page.getByRole('main')).toContainText('Gerät');
  // The operator details come from the server's OPERATOR_* configuration.
  await expect(page.getByRole('main')).toContainText('Grundschule Am Testpark');
  await expect(page.getByRole('main')).toContainText('Parkweg 3');
  await page.getByRole('navigation', { name: 'Rechtliches' }).getByRole('link', { name: 'Impressum' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
  await expect(page.getByRole('main')).toContainText('§ 5 DDG');
});
