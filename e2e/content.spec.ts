import { expect, test } from './fixtures';
import { ADMIN, signUpVerified } from './support/accounts';

test.use({ storageState: { cookies: [], origins: [] } });

test('a teacher reads a list in category and number order, favourites a card and the page, and still reads it offline', async ({
  page,
  browser,
  baseURL,
}) => {
  // The admin writes three cards through the API (the editor screen is not built yet).
  const admin = await browser.newContext({ baseURL: baseURL as string });
  const origin = new URL(baseURL as string).origin;
  expect((await admin.request.post('/api/auth/sign-in/email', { data: ADMIN, headers: { origin } })).status()).toBe(200);
  const starter = ((await (await admin.request.get('/api/collections/rollbrett/items')).json()) as { items: unknown[] }).items.length;
  const ids: string[] = [];
  for (const body of [
    { clickableHeader: '10', category: 'Ab Klasse 2', sections: [{ id: 'a', content: 'Stunde zehn' }] },
    { clickableHeader: '2', category: 'Ab Klasse 2', sections: [{ id: 'a', content: 'Stunde zwei' }] },
    {
      clickableHeader: 'Einstieg',
      contentHeader: 'Ohne Kategorie',
      sections: [{ id: 'a', content: '## Ablauf\nAlle laufen.\n\n\n\nDanach **Pause**.' }],
    },
  ]) {
    const res = await admin.request.post('/api/collections/rollbrett/items', { data: body, headers: { origin } });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }

  await signUpVerified(page);
  await page.goto('/unterrichtsreihen');
  await page.getByRole('link', { name: 'Rollbrett' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rollbrett');
  // Uncategorised first in German order (the new card, the series overview, the lessons „Stunde n: …“),
  // then each category, numbers in numeric order.
  const header = (region: string) =>
    page.getByRole('region', { name: region }).getByRole('article').getByRole('button', { expanded: false });
  await expect(header('Ohne Kategorie')).toHaveCount(starter + 1);
  await expect(header('Ohne Kategorie').first()).toHaveText(/Einstieg/);
  await expect(header('Ohne Kategorie').nth(1)).toHaveText(/^Reihe im Überblick/);
  await expect(header('Ohne Kategorie').nth(2)).toHaveText(/^Stunde 1:/);
  await expect(header('Ohne Kategorie').last()).toHaveText(/^Stunde 6:/);
  await expect(header('Ab Klasse 2')).toHaveText([/^2/, /^10/]);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Ab Klasse 2']);

  await page.getByRole('button', { name: /Einstieg/ }).click();
  const card = page.locator(`#karte-${ids[2]}`);
  await expect(card.getByRole('heading', { name: 'Ablauf' })).toBeVisible();
  await expect(card.locator('[data-spacer]')).toHaveCount(1);

  await card.getByRole('button', { name: 'Einstieg: Zu Favoriten hinzufügen' }).click();
  await expect(card.getByRole('button', { name: 'Einstieg: Von Favoriten entfernen' })).toBeVisible();
  await page.getByRole('button', { name: 'Zu Favoriten hinzufügen' }).first().click();
  await expect(page.getByRole('button', { name: 'Von Favoriten entfernen', exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Favoriten' }).click();
  const favorites = page.getByRole('region', { name: 'Unterrichtsreihen' });
  await expect(favorites.getByRole('link')).toHaveText(['Einstieg', 'Rollbrett']);
  await expect(favorites).toContainText('Alle laufen.');
  await page.getByRole('button', { name: 'Rollbrett: Von Favoriten entfernen' }).click();
  await expect(favorites.getByRole('link')).toHaveText(['Einstieg']);

  // The card link leads back to the card, opened.
  await favorites.getByRole('link', { name: 'Einstieg' }).click();
  await expect(page.locator(`#karte-${ids[2]} h3 button`)).toHaveAttribute('aria-expanded', 'true');

  // The server is unreachable: the list still shows from this device's cache.
  await page.route('**/api/collections/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(starter + 3);

  for (const id of ids) await admin.request.delete(`/api/content/${id}`, { headers: { origin } });
  await admin.close();
});

test('an umlaut address leads to the ASCII one', async ({ page }) => {
  await signUpVerified(page);
  await page.goto('/unterrichtsreihen/ballgewöhnung');
  await expect(page).toHaveURL(/\/unterrichtsreihen\/ballgewoehnung$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ballgewöhnung');
});
