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

  test('a prerendered page carries only the style rules it uses, and they style it as the whole sheet does', async ({ page }) => {
    test.setTimeout(180_000); // two loads each of 12 screens
    // One of each kind of prerendered screen (the lists a signed-in teacher gets drawn by the server, with the whole sheet).
    for (const path of [
      '/',
      '/spielesammlung',
      '/dashboard',
      '/favoriten',
      '/suche',
      '/einstellungen',
      '/tools',
      '/tools/stoppuhr',
      '/tools/countdown',
      '/tools/turnierplaner',
      '/tools/stationen',
      '/tools/datenerfassung',
    ]) {
      const response = await page.request.get(path, { headers: { 'accept-encoding': 'br' } });
      // What a new connection's first round trip carries (≈ 14 KB with the headers): the font's
      // request waits for the whole page.
      expect(response.headers()['content-encoding'], path).toBe('br');
      expect(Number(response.headers()['content-length']), path).toBeLessThanOrEqual(13_000);
      const html = await response.text();
      const inline = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      const whole = /data-style="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? '';
      const sheet = await page.request.get(whole);
      expect(sheet.headers()['content-type'], path).toContain('text/css');
      expect(inline.length, path).toBeLessThan((await sheet.text()).length * 0.6);
      expect(html, path).toContain(`<noscript><link rel="stylesheet" href="${whole}"></noscript>`);
      // Without JavaScript the noscript link applies the whole sheet: seen once as the page paints
      // before the app links the whole sheet (noscript taken out), once with it.
      // Every element's computed style, custom properties aside (the page holds only those it uses).
      const styles = () =>
        page.locator('body *').evaluateAll((elements) => {
          // Nothing focused, animations (a spinner) at their start: both views seen in the same state.
          if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
          for (const animation of document.getAnimations()) {
            animation.pause();
            animation.currentTime = 0;
          }
          return elements.map((element) => {
            const style = getComputedStyle(element);
            const values = [...style].filter((name) => !name.startsWith('--')).map((name) => [name, style.getPropertyValue(name)]);
            return { element: `${element.tagName.toLowerCase()}.${String(element.className)}`, values: Object.fromEntries(values) };
          });
        });
      // The search field focuses itself (autofocus) at the page's first rendering, which on a busy
      // machine can come after the blur in styles(): wait for it first.
      const settled = async () => {
        const autofocus = page.locator('[autofocus]');
        if (await autofocus.count()) await expect(autofocus.first(), path).toBeFocused();
      };
      await page.goto(path);
      await settled();
      const withWholeSheet = await styles();
      await page.route(path, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: (await response.text()).replace(/<noscript><link[^>]*><\/noscript>/, '') });
      });
      await page.goto(path);
      await settled();
      const differences = (await styles()).flatMap(({ element, values }, index) =>
        Object.entries(values)
          .filter(([name, value]) => withWholeSheet[index]?.values[name] !== value)
          .map(([name, value]) => `${element} ${name}: ${value} instead of ${withWholeSheet[index]?.values[name]}`),
      );
      expect(differences, path).toEqual([]);
      await page.unroute(path);
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

test('after the first paint the page links the whole style sheet, and the app starts only once it is there', async ({ page }) => {
  let sheetSent = false;
  await page.route(/\/assets\/index-[\w-]+\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    sheetSent = true;
    await route.continue();
  });
  await page.goto('/tools/stoppuhr');
  await expect(page.getByRole('heading', { level: 1, name: 'Stoppuhr' })).toBeVisible();
  await expect(page.locator('html[data-ready]')).toHaveCount(1, { timeout: 15_000 });
  expect(sheetSent).toBe(true);
  const whole = (await page.locator('script[data-style]').getAttribute('data-style')) ?? '';
  expect(
    await page.evaluate(
      (href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href) && sheet.cssRules.length > 0),
      whole,
    ),
  ).toBe(true);
  // The manifest, linked by the page's script too (an installable app).
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('every kind of page declares the text font once, and the whole sheet none: its arrival does not lay the page out again', async ({
  page,
}) => {
  // A sheet that declares font faces makes Chromium lay out every object again when it arrives
  // (scripts/prerender.mjs): the faces travel in the page. Prerendered, the empty shell (a page
  // the build did not draw), a list drawn by the server for a signed-in teacher.
  for (const path of ['/', '/tools/stoppuhr', '/login', '/spielesammlung/fangspiele']) {
    await page.goto(path);
    await expect(page.locator('html[data-ready]'), path).toHaveCount(1);
    const font = await page.evaluate(async () => {
      await document.fonts.ready;
      const faces = [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === 'Nunito Variable');
      // The German cut (declared last, scripts/german-font.ts) is what the page's text is drawn with.
      return { faces: faces.length, german: faces.at(-1)?.status };
    });
    expect(font, path).toEqual({ faces: 6, german: 'loaded' });
  }
  const whole = /data-style="([^"]+)"/.exec(await (await page.request.get('/')).text())?.[1] ?? '';
  expect(whole).toMatch(/^\/assets\/index-[\w-]+\.css$/);
  expect(await (await page.request.get(whole)).text()).not.toContain('@font-face');
});

test('the one inline script on every kind of page is allowed by its hash, and the app starts under that policy', async ({ page }) => {
  const hashOf = async (text: string) =>
    `'sha256-${Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString('base64')}'`;
  // Prerendered, the empty shell (a page the build did not draw), a list drawn by the server for a signed-in teacher.
  for (const path of ['/', '/tools/stoppuhr', '/login', '/spielesammlung/fangspiele']) {
    const response = await page.request.get(path);
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';
    expect(scriptSrc, path).not.toMatch(/unsafe-inline|unsafe-eval/);
    const inline = [
      ...(await response.text()).matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inline, path).toHaveLength(1);
    expect(scriptSrc.split(' '), path).toContain(await hashOf(inline[0]?.[1] as string));
  }
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} ${event.sourceFile}`),
    ),
  );
  for (const path of ['/', '/spielesammlung/fangspiele']) {
    await page.goto(path);
    await expect(page.locator('html[data-ready]')).toHaveCount(1);
  }
  expect(violations).toEqual([]);
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
