import type { Page, BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpVerified } from './support/accounts';

// Favourites live on the server: a fresh account per test, so the sets are exactly this test's.
test.use({ storageState: { cookies: [], origins: [] } });

interface Card {
  id: string;
  clickableHeader: string;
}

const firstCard = async (page: Page, collection: string) =>
  ((await (await page.request.get(`/api/collections/${collection}/items`)).json()) as { items: Card[] }).items[0] as Card;
const serverSet = async (page: Page) =>
  ((await (await page.request.get('/api/favorites')).json()) as { favorites: { itemKey: string }[] }).favorites
    .map((f) => f.itemKey)
    .sort();

/**
 * Offline as a gym without Wi-Fi is: Chromium's offline emulation reaches a service worker that
 * was restarted only after a moment, and on a loaded CI machine one API request slipped through
 * in that moment. Every API request of the browser is refused as well while "offline" (the
 * test's own `page.request` checks are not routed and still reach the server).
 */
async function goOffline(context: BrowserContext) {
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

async function goOnline(context: BrowserContext) {
  await context.unroute('**/api/**');
  await context.setOffline(false);
}

/** Opens a collapsed card on a list page and taps its star. */
async function starCard(page: Page, card: Card, action: 'Zu Favoriten hinzufügen' | 'Von Favoriten entfernen') {
  const article = page.locator(`#karte-${card.id}`);
  const star = article.getByRole('button', { name: `${card.clickableHeader}: ${action}` });
  if (!(await star.isVisible()))
    await article
      .getByRole('button', { name: new RegExp(card.clickableHeader) })
      .first()
      .click();
  await star.click();
}

/**
 * Issue 19, item 3: online add → offline the list shows → remove one, add one → reload offline →
 * the changes are still there, marked „wird synchronisiert“ → online → the server holds exactly
 * the expected set.
 */
async function offlineJourney(page: Page, context: BrowserContext) {
  await signUpVerified(page);
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);
  const fang = await firstCard(page, 'fangspiele');
  const cool = await firstCard(page, 'cooldown');

  // Online: the Fangspiele page and one of its cards become favourites.
  await page.goto('/spielesammlung/fangspiele');
  await page.getByRole('button', { name: 'Zu Favoriten hinzufügen', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Von Favoriten entfernen', exact: true })).toBeVisible();
  await starCard(page, fang, 'Zu Favoriten hinzufügen');
  await expect(page.getByRole('button', { name: `${fang.clickableHeader}: Von Favoriten entfernen` })).toBeVisible();
  await expect.poll(() => serverSet(page)).toEqual([`card:${fang.id}`, 'page:fangspiele'].sort());
  // A list the teacher opened before (kept on the device for the gym).
  await page.goto('/spielesammlung/cooldown');
  await expect(page.locator(`#karte-${cool.id}`)).toBeVisible();

  await goOffline(context);
  await page.goto('/favoriten');
  const list = page.getByRole('main');
  await expect(list.getByRole('link', { name: fang.clickableHeader })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Fangspiele' })).toBeVisible();
  // No screen part says it failed for want of a network (the one offline text of client/lib/api-client.ts).
  await expect(page.getByText('Keine Verbindung zum Server')).toHaveCount(0);

  // Remove one here, add one from the list page opened before.
  await page.getByRole('button', { name: `${fang.clickableHeader}: Von Favoriten entfernen` }).click();
  await expect(list.getByRole('link', { name: fang.clickableHeader })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'wird synchronisiert' }).first()).toBeVisible();
  await page.goto('/spielesammlung/cooldown');
  await starCard(page, cool, 'Zu Favoriten hinzufügen');
  await expect(page.getByRole('button', { name: `${cool.clickableHeader}: Von Favoriten entfernen` })).toBeVisible();
  await expect(page.locator(`#karte-${cool.id}`).getByText('wird synchronisiert')).toBeVisible();

  // A reload without network: the changes are still there, and still waiting.
  await page.reload();
  await page.goto('/favoriten');
  await expect(page.getByRole('status').filter({ hasText: 'Sie sind offline. 2 Änderungen auf diesem Gerät gespeichert' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Fangspiele' })).toBeVisible();
  await expect(list.getByRole('link', { name: cool.clickableHeader })).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: cool.clickableHeader }).getByText('wird synchronisiert')).toBeVisible();
  await expect(list.getByRole('link', { name: fang.clickableHeader })).toHaveCount(0);
  // Nothing reached the server yet.
  expect(await serverSet(page)).toEqual([`card:${fang.id}`, 'page:fangspiele'].sort());

  // Back online: the queue goes out by itself, and the server holds exactly the expected set.
  await goOnline(context);
  await expect(page.getByRole('status').filter({ hasText: 'Änderungen auf diesem Gerät' })).toHaveCount(0);
  await expect(page.getByText('wird synchronisiert')).toHaveCount(0);
  await expect.poll(() => serverSet(page)).toEqual([`card:${cool.id}`, 'page:fangspiele'].sort());
  await expect(list.getByRole('link', { name: cool.clickableHeader })).toBeVisible();
}

test('favourites offline: shown from the device, changes queued across a reload, synced exactly once back online', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await offlineJourney(page, context);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('favourites offline on a phone-sized screen', async ({ page, context }) => {
    test.setTimeout(90_000);
    await offlineJourney(page, context);
  });
});
