import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { AppShellPage } from './pages/app-shell';
import { LESSON_START, StopwatchPage, TournamentPage } from './pages/tools';

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: LESSON_START.getTime() - 60_000 });
  await page.clock.pauseAt(LESSON_START);
});

test('score counter on a phone: every control is a 44 px touch target, and the gym view fills the screen', async ({ page }) => {
  await page.goto('/tools/gamecounter');
  await page.getByLabel('Anzahl Spielfelder:').selectOption('2');
  const controls = page.getByRole('main').locator('button, input, select');
  const count = await controls.count();
  expect(count).toBeGreaterThan(10);
  for (let i = 0; i < count; i++) {
    const box = await controls.nth(i).boundingBox();
    expect(box?.height, await controls.nth(i).evaluate((e) => e.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  }

  await page.getByRole('button', { name: 'Punkt für Team C' }).click();
  await page.getByRole('button', { name: 'Vollbild' }).click();
  const view = page.getByRole('dialog', { name: 'Spielstand' });
  const score = view.getByLabel('Punkte Team C');
  await expect(score).toHaveText('1');
  const box = await score.boundingBox();
  expect(box?.height).toBeGreaterThan(100);
  await view.getByRole('button', { name: 'Punkt für Team C' }).click();
  await view.getByRole('button', { name: 'Vollbild schließen' }).click();
  await expect(page.getByRole('main').getByLabel('Punkte Team C')).toHaveText('2');
});

test('on a phone the mini-widget sits above the dock and leaves the last controls of a page free', async ({ page }) => {
  const shell = new AppShellPage(page);
  await page.goto('/tools/stoppuhr');
  await new StopwatchPage(page).button('Start').click();
  await shell.dockLink('Einstellungen').click();
  const widgets = page.getByRole('navigation', { name: 'Laufende Timer' });
  await expect(widgets).toBeVisible();

  const widget = await widgets.boundingBox();
  const dock = await shell.dock.boundingBox();
  expect((widget?.y ?? 0) + (widget?.height ?? 0)).toBeLessThanOrEqual(dock?.y ?? 0);

  await page.mouse.wheel(0, 5_000);
  await page.clock.runFor(500);
  const last = page.getByRole('main').getByRole('link', { name: 'Datenschutz' });
  await expect(last).toBeInViewport();
  const lastBox = await last.boundingBox();
  const widgetAfter = await widgets.boundingBox();
  expect((lastBox?.y ?? 0) + (lastBox?.height ?? 0)).toBeLessThanOrEqual(widgetAfter?.y ?? 0);
});

/** Whether a tap on the middle of `target` reaches it, i.e. nothing fixed lies on top of it. */
function hitsItself(target: Locator) {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

test('the mini-widget never keeps a link or tile covered, folds to a small button and closes while the stopwatch runs on', async ({
  page,
}) => {
  const stopwatch = new StopwatchPage(page);
  const widgets = page.getByRole('navigation', { name: 'Laufende Timer' });
  await page.goto('/tools/stoppuhr');
  await stopwatch.button('Start').click();
  await new AppShellPage(page).dockLink('Home').click();
  await expect(widgets.getByRole('link', { name: /Stoppuhr/ })).toBeVisible();

  // Home scrolled to its end: „Datenschutz“ (the last link) is free, and so is a tap on it.
  await page.mouse.wheel(0, 5_000);
  await page.clock.runFor(500);
  const privacy = page.getByRole('main').getByRole('link', { name: 'Datenschutz' });
  await expect(privacy).toBeInViewport();
  expect(await hitsItself(privacy)).toBe(true);
  await privacy.click({ trial: true });

  // The Tools menu: the Stoppuhr tile is the last one, right where the widget floats.
  await page.goto('/tools');
  const tile = page.getByRole('main').getByRole('link', { name: /^Stoppuhr/ });
  await expect(widgets).toBeVisible();
  await page.mouse.wheel(0, 5_000);
  await page.clock.runFor(500);
  expect(await hitsItself(tile)).toBe(true);
  await tile.click({ trial: true });

  // Folded, the widget is one 44 px button at the edge, and the tile is free without scrolling.
  await page.mouse.wheel(0, -5_000);
  await page.clock.runFor(500);
  await widgets.getByRole('button', { name: 'Laufende Timer verkleinern' }).click();
  const unfold = widgets.getByRole('button', { name: 'Laufende Timer anzeigen (1)' });
  const pill = await unfold.boundingBox();
  expect(pill?.width).toBeGreaterThanOrEqual(44);
  expect(pill?.height).toBeGreaterThanOrEqual(44);
  expect(pill?.width).toBeLessThanOrEqual(60);
  await expect(widgets.getByRole('link')).toHaveCount(0);
  await tile.scrollIntoViewIfNeeded();
  expect(await hitsItself(tile)).toBe(true);
  await unfold.click();

  // Closing hides the widget only: the stopwatch keeps counting.
  await widgets.getByRole('button', { name: 'Anzeige schließen – die Stoppuhr läuft weiter' }).click();
  await expect(widgets).toHaveCount(0);
  await page.clock.runFor(10_000);
  await tile.click();
  await expect(stopwatch.display).toHaveAttribute('data-running', 'true');
  await expect(stopwatch.display).toHaveText(/^00:1\d,\d\d$/);
});

test('tournament on a phone: six teams and the open "Wertung" keep every control a 44 px touch target', async ({ page }) => {
  const t = new TournamentPage(page);
  await page.goto('/tools/turnierplaner');
  await page.getByLabel('Anzahl Teams:').selectOption('6');
  await t.openRules();
  const controls = page.getByRole('main').locator('button, input:not([type=checkbox]), select, summary');
  // A checkbox's target is its whole label row.
  const checkboxRows = page.getByRole('main').locator('label:has(input[type=checkbox])');
  await expect(checkboxRows).toHaveCount(3);
  for (const group of [controls, checkboxRows]) {
    const count = await group.count();
    for (let i = 0; i < count; i++) {
      const box = await group.nth(i).boundingBox();
      const what = await group.nth(i).evaluate((e) => e.outerHTML.slice(0, 80));
      expect(box?.height, what).toBeGreaterThanOrEqual(44);
      expect(box?.width, what).toBeGreaterThanOrEqual(44);
    }
  }
  // Nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
