import { expect, test } from './fixtures';
import { signUpVerified } from './support/accounts';

// Favourites live on the server: a fresh account so the lists are exactly this test's.
test.use({ storageState: { cookies: [], origins: [] } });

test('Mein Überblick: the last tools and pages and the favourites, one tap away from home', async ({ page }) => {
  await signUpVerified(page);
  await page.goto('/dashboard');
  await expect(page.getByText('Hier erscheinen die Tools, die Sie zuletzt benutzt haben.')).toBeVisible();

  await page.goto('/spielesammlung/fangspiele');
  await page.getByRole('button', { name: 'Zu Favoriten hinzufügen' }).first().click();
  await expect(page.getByRole('button', { name: 'Von Favoriten entfernen', exact: true })).toBeVisible();
  for (const [path, heading] of [
    ['/tools/countdown', 'Countdown'],
    ['/bewegte-schule/kennlernspiele', 'Kennlernspiele'],
    ['/tools/stoppuhr', 'Stoppuhr'],
    ['/tools', 'Tools'],
    ['/einstellungen', 'Einstellungen'],
  ]) {
    await page.goto(path as string);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading as string);
  }

  await page.goto('/');
  await page.getByRole('link', { name: /Mein Überblick/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein Überblick');
  await expect(page.getByRole('list', { name: 'Zuletzt benutzte Tools' }).getByRole('link')).toHaveText([/Stoppuhr/, /Countdown/]);
  await expect(page.getByRole('list', { name: 'Zuletzt geöffnete Seiten' }).getByRole('link')).toHaveText([
    /Kennlernspiele\s*Bewegte Schule/,
    /Fangspiele\s*Spielesammlung/,
  ]);
  await expect(page.getByRole('list', { name: 'Favoriten' }).getByRole('link')).toHaveText([/Fangspiele\s*Spielesammlung/]);

  await page
    .getByRole('list', { name: 'Zuletzt benutzte Tools' })
    .getByRole('link', { name: /Countdown/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Countdown');
});
