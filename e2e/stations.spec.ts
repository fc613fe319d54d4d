import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AppShellPage } from './pages/app-shell';
import { StationsPage } from './pages/stations';
import { LESSON_START, recordSignals } from './pages/tools';

const STATIONS = ['Balancieren', 'Seilspringen', 'Zielwurf', 'Klettern'];
/** Station of each group (1–4) in rounds 1–4: one station on per round. */
const ROUND = [
  ['Balancieren', 'Seilspringen', 'Zielwurf', 'Klettern'],
  ['Seilspringen', 'Zielwurf', 'Klettern', 'Balancieren'],
  ['Zielwurf', 'Klettern', 'Balancieren', 'Seilspringen'],
  ['Klettern', 'Balancieren', 'Seilspringen', 'Zielwurf'],
] as const;

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const severe = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(severe).toEqual([]);
}

/** A paused clock: time moves only when a test says so. */
async function pauseClock(page: Page) {
  await page.clock.install({ time: LESSON_START.getTime() - 60_000 });
  await page.clock.pauseAt(LESSON_START);
}

// axe and TanStack Query wait on real timers; the tests that need them say so.
test.beforeEach(async ({ page }, testInfo) => {
  if (!testInfo.tags.includes('@real-clock')) await pauseClock(page);
});

test('4 stations × 4 groups run through: rotation, phases, a signal at every change, pause, skip and a reload', async ({ page }) => {
  test.slow();
  const signals = await recordSignals(page);
  const stations = new StationsPage(page);
  await stations.goto();
  await stations.setUp(STATIONS, { groups: 4, workSeconds: 30, changeSeconds: 10 });
  await expect(stations.main).toContainText(
    '4 Durchgänge: Jede Gruppe ist einmal an jeder Station. Dauer insgesamt 2 Minuten 30 Sekunden.',
  );
  await stations.button('Start').click();

  await stations.expectAt(1, 'Arbeiten', '00:30');
  await stations.expectGroupsAt([...ROUND[0]]);
  await expect(stations.status).toHaveText('Los – an den Stationen arbeiten!');
  // Displays show the last animation frame, so the test steps a little past each second.
  await page.clock.runFor(10_100);
  await expect(stations.timer).toHaveText('00:20');

  // Pause stops the time.
  await stations.button('Pause').click();
  await expect(stations.status).toHaveText('Pausiert');
  await page.clock.runFor(60_000);
  await expect(stations.timer).toHaveText('00:20');
  expect(await signals.vibrations()).toHaveLength(0);
  await stations.button('Weiter').click();

  // 'Wechseln': the list shows where each group goes next.
  await page.clock.runFor(20_000);
  await stations.expectAt(2, 'Wechseln', '00:10');
  await stations.expectGroupsAt([...ROUND[1]]);
  await expect(stations.status).toHaveText('Alle Gruppen gehen zur nächsten Station.');
  expect(await signals.vibrations()).toEqual([[500, 100, 500]]);
  const tonesPerSignal = await signals.tones();
  expect(tonesPerSignal).toBeGreaterThan(0);

  // 'Los' for round 2.
  await page.clock.runFor(10_000);
  await stations.expectAt(2, 'Arbeiten', '00:30');
  await stations.expectGroupsAt([...ROUND[1]]);
  expect(await signals.vibrations()).toHaveLength(2);

  // Skip ends the work now: the class hears the change at once.
  await stations.button('Überspringen').click();
  expect(await signals.vibrations()).toHaveLength(3);
  expect(await signals.tones()).toBe(3 * tonesPerSignal);
  await page.clock.runFor(100);
  await stations.expectAt(3, 'Wechseln', '00:10');
  await stations.expectGroupsAt([...ROUND[2]]);

  // A reload mid-run keeps round, phase and time; the signal counters start again with the page.
  await page.clock.runFor(3_000);
  await page.reload();
  await stations.expectAt(3, 'Wechseln', '00:07');
  await stations.expectGroupsAt([...ROUND[2]]);

  await page.clock.runFor(7_000);
  await stations.expectAt(3, 'Arbeiten', '00:30');
  expect(await signals.vibrations()).toHaveLength(1);
  await page.clock.runFor(30_000);
  await stations.expectAt(4, 'Wechseln', '00:10');
  await page.clock.runFor(10_000);
  await stations.expectAt(4, 'Arbeiten', '00:30');
  await stations.expectGroupsAt([...ROUND[3]]);
  expect(await signals.vibrations()).toHaveLength(3);

  // The last five seconds in red, like the countdown.
  await page.clock.runFor(20_000);
  await expect(stations.timer).toHaveText('00:10');
  await expect(stations.timer).not.toHaveAttribute('data-final', 'true');
  await page.clock.runFor(5_000);
  await expect(stations.timer).toHaveText('00:05');
  await expect(stations.timer).toHaveAttribute('data-final', 'true');

  // The end: no change phase after the last round; 7 signals in all (4 before the reload … 3 + 4).
  await page.clock.runFor(5_000);
  await stations.expectAt(4, 'Fertig!', '00:00');
  await expect(stations.status).toHaveText('Alle Gruppen waren an allen Stationen.');
  await expect(stations.running).toHaveAttribute('data-phase', 'fertig');
  expect(await signals.vibrations()).toHaveLength(4);
  expect(await signals.tones()).toBe(4 * tonesPerSignal);
  await page.clock.runFor(60_000);
  expect(await signals.vibrations()).toHaveLength(4);
  await expect(stations.button('Überspringen')).toHaveCount(0);

  await stations.button('Neu einrichten').click();
  await expect(stations.station(1)).toHaveValue('Balancieren');
  await expect(stations.time('Arbeitszeit', 'Sekunden')).toHaveValue('30');
});

test('each change flashes; with reduced motion the phase colour changes steadily instead', async ({ page }) => {
  const stations = new StationsPage(page);
  await stations.goto();
  await stations.setUp(STATIONS, { groups: 4, workSeconds: 10, changeSeconds: 5 });
  await stations.button('Start').click();
  await expect(stations.running).toHaveAttribute('data-phase', 'arbeiten');
  const workColour = await stations.running.evaluate((e) => getComputedStyle(e).backgroundColor);
  await page.clock.runFor(10_100);
  await expect(stations.running).toHaveAttribute('data-phase', 'wechseln');
  await expect(stations.running).toHaveAttribute('data-flash', 'true');
  // This suite asks for reduced motion: no flashing, but another colour.
  await expect(stations.running).toHaveCSS('animation-name', 'none');
  expect(await stations.running.evaluate((e) => getComputedStyle(e).backgroundColor)).not.toBe(workColour);
  await page.clock.runFor(3_000);
  await expect(stations.running).not.toHaveAttribute('data-flash', 'true');
});

test.describe('without reduced motion', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('the display flashes at a change', async ({ page }) => {
    const stations = new StationsPage(page);
    await stations.goto();
    await stations.setUp(STATIONS, { groups: 4, workSeconds: 10, changeSeconds: 5 });
    await stations.button('Start').click();
    await expect(stations.running).toHaveCSS('animation-name', 'none');
    await page.clock.runFor(10_100);
    await expect(stations.running).toHaveCSS('animation-name', 'time-up');
  });
});

test('bad input is explained in German and nothing starts; Beenden asks first', async ({ page }) => {
  const stations = new StationsPage(page);
  await stations.goto();
  await expect(stations.stationCount).toHaveValue('4');
  // The default: as many groups as stations, and the groups follow the stations.
  await expect(stations.groupCount).toHaveValue('4');
  await stations.stationCount.selectOption('5');
  await expect(stations.groupCount).toHaveValue('5');
  await expect(stations.station(5)).toHaveValue('Station 5');
  await stations.stationCount.selectOption('4');

  await stations.groupCount.selectOption('6');
  await expect(page.getByRole('alert')).toHaveText(
    'Mehr Gruppen als Stationen geht nicht: Bei 4 Stationen höchstens 4 Gruppen – oder mehr Stationen anlegen.',
  );
  await stations.station(2).fill('');
  await expect(stations.station(2)).toHaveAccessibleDescription('Bitte einen Namen für Station 2 eingeben.');
  await stations.station(3).fill('Ein sehr langer Name für eine Station in der Halle');
  await expect(stations.station(3)).toHaveAccessibleDescription('Der Name von Station 3 ist zu lang (höchstens 40 Zeichen).');
  await stations.time('Arbeitszeit', 'Minuten').fill('0');
  await stations.time('Arbeitszeit', 'Sekunden').fill('5');
  await expect(stations.main.getByRole('group', { name: 'Arbeitszeit' })).toHaveAccessibleDescription(
    'Die Arbeitszeit muss mindestens 10 Sekunden lang sein.',
  );
  await stations.time('Wechselzeit', 'Minuten').fill('6');
  await expect(stations.time('Wechselzeit', 'Minuten')).toHaveValue('6');
  await stations.time('Wechselzeit', 'Minuten').blur();
  await expect(stations.time('Wechselzeit', 'Minuten')).toHaveValue('5');

  await stations.button('Start').click();
  await expect(stations.main.getByRole('alert').filter({ hasText: 'Bitte die markierten Angaben korrigieren.' })).toBeVisible();
  await expect(stations.timer).toHaveCount(0);

  // Put right, with a change time of 0: the groups go straight on.
  await stations.setUp(['Balancieren', 'Seilspringen', 'Zielwurf'], { groups: 3, workSeconds: 10, changeSeconds: 0 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await stations.button('Start').click();
  await stations.expectAt(1, 'Arbeiten', '00:10', 3);
  await page.clock.runFor(10_100);
  await stations.expectAt(2, 'Arbeiten', '00:10', 3);

  // Beenden asks first.
  await stations.button('Beenden').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Den Stationsbetrieb beenden?');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(stations.timer).toBeVisible();
  await stations.button('Beenden').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Beenden' }).click();
  await expect(stations.button('Start')).toBeVisible();
  await expect(stations.station(3)).toHaveValue('Zielwurf');
});

test(
  'axe finds no serious problem in the set-up with errors, while running, and in full screen',
  { tag: '@real-clock' },
  async ({ page }) => {
    const stations = new StationsPage(page);
    await stations.goto();
    await stations.groupCount.selectOption('6');
    await stations.station(2).fill('');
    await stations.button('Start').click();
    await expect(stations.main.getByRole('alert').filter({ hasText: 'Bitte die markierten Angaben korrigieren.' })).toBeVisible();
    await expectAxeClean(page);

    await stations.setUp(STATIONS, { groups: 4, workSeconds: 30, changeSeconds: 10 });
    await stations.button('Start').click();
    await expect(stations.timer).toBeVisible();
    await expectAxeClean(page);
    await stations.button('Überspringen').click();
    await expect(stations.phase).toHaveText('Wechseln');
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Vollbild' }).click();
    await expect(page.getByRole('dialog', { name: 'Stationsbetrieb' }).getByRole('timer')).toBeVisible();
    await expectAxeClean(page);
  },
);

test('station names can be taken from the Stationskarten', { tag: '@real-clock' }, async ({ page }) => {
  const stations = new StationsPage(page);
  await stations.goto();
  await stations.button('Aus Stationskarten wählen').click();
  const picker = stations.main.getByRole('group', { name: 'Stationskarten' });
  const take = picker.getByRole('button', { name: /übernehmen/ });
  await expect(take).toBeDisabled();
  for (const title of ['Seilspringen', 'Rollbrett ziehen', 'Slalomprellen']) await picker.getByRole('checkbox', { name: title }).check();
  const order = (await picker
    .getByRole('checkbox', { checked: true })
    .evaluateAll((boxes) => boxes.map((b) => b.parentElement?.textContent?.trim() ?? ''))) as string[];
  await take.click();
  await expect(picker).toHaveCount(0);
  await expect(stations.stationCount).toHaveValue('3');
  await expect(stations.groupCount).toHaveValue('3');
  for (const [i, title] of order.entries()) await expect(stations.station(i + 1)).toHaveValue(title);
});

test.describe('without a copy of the Stationskarten', () => {
  // The service worker would answer from its cache; here the device has never seen the cards.
  test.use({ serviceWorkers: 'block' });
  test('the picker explains itself and typing still works', { tag: '@real-clock' }, async ({ page }) => {
    const stations = new StationsPage(page);
    await page.route('**/api/collections/stationskarten/items', (route) => route.abort());
    await stations.goto();
    await stations.button('Aus Stationskarten wählen').click();
    await expect(stations.main.getByRole('status').filter({ hasText: 'Die Stationskarten lassen sich gerade nicht laden' })).toContainText(
      'Tippen Sie die Namen der Stationen einfach oben ein.',
    );
    await stations.station(1).fill('Weitsprung');
    await expect(stations.station(1)).toHaveValue('Weitsprung');
  });
});

test('a running rotation shows as a mini widget on other screens and still signals there; full screen shows it large', async ({ page }) => {
  const signals = await recordSignals(page);
  const shell = new AppShellPage(page);
  const stations = new StationsPage(page);
  await stations.goto();
  await stations.setUp(STATIONS, { groups: 4, workSeconds: 30, changeSeconds: 10 });
  await stations.button('Start').click();
  await expect(page.getByTestId('mini-widget-stations')).toHaveCount(0);

  await page.getByRole('button', { name: 'Vollbild' }).click();
  const view = page.getByRole('dialog', { name: 'Stationsbetrieb' });
  const digits = view.getByRole('timer');
  await expect(digits).toHaveText('00:30');
  expect((await digits.boundingBox())?.height).toBeGreaterThan(150);
  await expect(view.getByRole('listitem')).toHaveCount(4);
  await view.getByRole('button', { name: 'Pause' }).click();
  await expect(view.getByRole('button', { name: 'Weiter' })).toBeVisible();
  await view.getByRole('button', { name: 'Weiter' }).click();
  await view.getByRole('button', { name: 'Vollbild schließen' }).click();
  await expect(view).toBeHidden();

  await shell.dockLink('Home').click();
  const widget = page.getByTestId('mini-widget-stations');
  await page.clock.runFor(5_000);
  await expect(widget).toContainText(/Stationen 1\/4\s*00:25/);
  await page.clock.runFor(25_100);
  await expect(widget).toContainText(/Wechseln 2\/4\s*00:10/);
  expect(await signals.vibrations()).toHaveLength(1);
  await widget.click();
  await expect(page).toHaveURL(/\/tools\/stationen$/);
  await stations.expectAt(2, 'Wechseln', '00:10');
});
