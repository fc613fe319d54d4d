import { expect, test } from './fixtures';

// Issue 21: every screen's frame and static part are in the HTML the build wrote, and React
// adopts that HTML instead of drawing it again.
const SCREENS: [string, string, RegExp][] = [
  ['/', 'Was steht heute an?', /Spiele, Stundenideen und Werkzeuge/],
  ['/tools/stoppuhr', 'Stoppuhr', /Läuft weiter, auch wenn Sie die Seite wechseln/],
  ['/spielesammlung/fangspiele', 'Fangspiele', /Zu Favoriten hinzufügen/],
  ['/tools', 'Tools', /Stoppuhr/],
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every screen already shows its frame, heading and static part', async ({ page }) => {
    for (const [path, heading, text] of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.getByRole('main'), path).toContainText(text);
      await expect(page.getByRole('link', { name: 'Sportkiste – zur Startseite' }), path).toBeVisible();
    }
  });

  test('a list page comes with its cards for a signed-in teacher (drawn by the server)', async ({ page }) => {
    await page.goto('/spielesammlung/fangspiele');
    await expect(page.getByRole('button', { name: /^Brückenfangen(?!:)/ })).toBeVisible();
    await expect(page.getByText('Inhalte werden geladen …')).toHaveCount(0);
  });
});

test('a list page drawn with its cards is adopted with them: no second request, no redraw, and it works', async ({ page }) => {
  const redrawn: string[] = [];
  const listRequests: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('vorgerendertes HTML')) redrawn.push(message.text().slice(0, 200));
  });
  page.on('request', (request) => {
    if (request.url().includes('/api/collections/fangspiele/items')) listRequests.push(request.url());
  });
  await page.goto('/spielesammlung/fangspiele');
  const card = page.getByRole('button', { name: /^Brückenfangen(?!:)/ });
  await card.click();
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  await page.waitForLoadState('networkidle');
  expect(listRequests).toEqual([]);
  expect(redrawn).toEqual([]);
  // The cards the page carried are now the device copy, with the ETag to ask „changed since?“.
  const copy = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('local-storage-fangspiele') ?? 'null') as {
        etag: string;
        items: { clickableHeader: string }[];
      } | null,
  );
  expect(copy?.etag).toMatch(/^"/);
  expect(copy?.items.map((item) => item.clickableHeader)).toContain('Brückenfangen');
});

test('React takes over the prerendered HTML on the first visit and with data on the device', async ({ page }) => {
  const redrawn: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('vorgerendertes HTML')) redrawn.push(`${page.url()}: ${message.text().slice(0, 200)}`);
  });
  // Twice each: the second visit has the list, favourites and session on the device.
  for (const round of [1, 2]) {
    for (const [path, heading] of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), `${path} (${round})`).toBeVisible();
      await page.waitForLoadState('networkidle');
      // One app in the page: a first render that differed from the HTML would leave that HTML
      // behind beside the new page.
      await expect(page.getByRole('main'), `${path} (${round})`).toHaveCount(1);
    }
  }
  // The sign-in page, prerendered for visitors, with a signed-in teacher: she is sent home, and
  // the sign-in form's HTML does not stay behind.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Was steht heute an?' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveCount(0);

  // The page is interactive: the filter is there and the search icon routes on the client.
  await page.goto('/spielesammlung/fangspiele');
  await expect(page.getByText('Schnellfilter')).toBeVisible();
  await page.getByRole('link', { name: 'Suche' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(redrawn).toEqual([]);
});
