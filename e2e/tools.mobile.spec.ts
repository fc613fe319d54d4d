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
