import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { AppShellPage } from './pages/app-shell';
import { CountdownPage, LESSON_START, recordSignals, StopwatchPage, toolsOnDevice, TournamentPage } from './pages/tools';

test.beforeEach(async ({ page }) => {
  // A paused clock: time moves only when a test says so.
  await page.clock.install({ time: LESSON_START.getTime() - 60_000 });
  await page.clock.pauseAt(LESSON_START);
});

test('stopwatch: laps with split and total, pause, and a reload that keeps the time', async ({ page }) => {
  const watch = new StopwatchPage(page);
  await page.goto('/tools/stoppuhr');
  await expect(watch.display).toHaveText('00:00,00');
  await expect(watch.button('Zurücksetzen')).toBeDisabled();
  await expect(watch.button('Runde')).toBeDisabled();

  await watch.button('Start').click();
  await page.clock.runFor(10_000);
  await watch.button('Runde').click();
  await page.clock.runFor(5_500);
  await watch.button('Runde').click();
  await expect(watch.laps.getByRole('row')).toHaveText([
    /#\s*Rundenzeit\s*Zeit gesamt/,
    /2\s*00:05,50\s*00:15,50/,
    /1\s*00:10,00\s*00:10,00/,
  ]);

  // A reload in the middle of a run: the time comes from the clock, not from ticks.
  await page.clock.runFor(4_500);
  await page.reload();
  await page.clock.runFor(1_000);
  await expect(watch.display).toHaveText(/^00:2[01],\d\d$/);
  await expect(watch.laps.getByRole('row')).toHaveCount(3);

  await watch.button('Pause').click();
  const paused = await watch.display.textContent();
  await page.clock.runFor(30_000);
  await expect(watch.display).toHaveText(paused as string);
  await expect(watch.button('Runde')).toBeDisabled();

  await watch.button('Zurücksetzen').click();
  await expect(watch.display).toHaveText('00:00,00');
  await expect(watch.laps).toHaveCount(0);
});

test('stopwatch: pauses by itself after 3 hours', async ({ page }) => {
  const watch = new StopwatchPage(page);
  await page.goto('/tools/stoppuhr');
  await watch.button('Start').click();
  await page.clock.fastForward('03:00:05');
  await page.clock.runFor(100);
  await expect(watch.display).toHaveText('3:00:00,00');
  await expect(watch.button('Start')).toBeVisible();
});

test('countdown: inputs, run to zero with vibration and tone, inputs locked while time remains', async ({ page }) => {
  const signals = await recordSignals(page);
  const countdown = new CountdownPage(page);
  await page.goto('/tools/countdown');
  await expect(countdown.display).toHaveText('01:00');

  // An emptied field counts as 0 (a number field takes no letters).
  await countdown.minutes.fill('');
  await expect(countdown.display).toHaveText('00:00');
  await expect(countdown.button('Start')).toBeDisabled();
  await countdown.set(0, 5);

  await countdown.button('Start').click();
  await expect(countdown.minutes).toBeDisabled();
  // Displays show the last animation frame, so the tests step a little past each second.
  await page.clock.runFor(2_100);
  await expect(countdown.display).toHaveText('00:03');
  await countdown.button('Pause').click();
  await expect(countdown.seconds).toBeDisabled();
  await page.clock.runFor(60_000);
  await expect(countdown.display).toHaveText('00:03');
  expect(await signals.vibrations()).toEqual([]);

  await countdown.button('Start').click();
  await page.clock.runFor(3_000);
  await expect(countdown.display).toHaveText('00:00');
  await expect(page.getByRole('status').filter({ hasText: 'Zeit ist um!' })).toBeVisible();
  expect(await signals.vibrations()).toEqual([[500, 100, 500]]);
  expect(await signals.tones()).toBeGreaterThan(0);
  await expect(countdown.minutes).toBeEnabled();

  await countdown.button('Zurücksetzen').click();
  await expect(countdown.display).toHaveText('00:05');
});

test('countdown: a reload mid-run keeps the time and still signals at zero; sound can be switched off', async ({ page }) => {
  const signals = await recordSignals(page);
  const countdown = new CountdownPage(page);
  await page.goto('/tools/countdown');
  await page.getByRole('checkbox', { name: 'Signalton' }).uncheck();
  await countdown.set(0, 10);
  await countdown.button('Start').click();
  await page.clock.runFor(4_000);
  await page.reload();
  await expect(countdown.display).toHaveText('00:06');
  await expect(page.getByRole('checkbox', { name: 'Signalton' })).not.toBeChecked();
  await page.clock.runFor(6_100);
  await expect(countdown.display).toHaveText('00:00');
  expect(await signals.vibrations()).toEqual([[500, 100, 500]]);
  expect(await signals.tones()).toBe(0);
});

test('countdown: the full-screen view shows the time large and closes again', async ({ page }) => {
  await page.goto('/tools/countdown');
  await page.getByRole('button', { name: 'Vollbild' }).click();
  const view = page.getByRole('dialog', { name: 'Countdown' });
  const digits = view.getByRole('timer');
  await expect(digits).toHaveText('01:00');
  const box = await digits.boundingBox();
  expect(box?.width).toBeGreaterThan(600);
  await view.getByRole('button', { name: 'Start' }).click();
  await page.clock.runFor(1_100);
  await expect(digits).toHaveText('00:59');
  await view.getByRole('button', { name: 'Vollbild schließen' }).click();
  await expect(view).toBeHidden();
});

test('score counter: two fields, scores never below 0, reset, and the field-count confirmation', async ({ page }) => {
  await page.goto('/tools/gamecounter');
  const fieldCount = page.getByLabel('Anzahl Spielfelder:');
  await expect(fieldCount).toHaveValue('1');
  await fieldCount.selectOption('2');
  const field1 = page.getByRole('region', { name: 'Spielfeld 1' });
  const field2 = page.getByRole('region', { name: 'Spielfeld 2' });
  await expect(field1.getByLabel('Spielfeld 1: Name von Team 1')).toHaveValue('Team A');
  await expect(field2.getByLabel('Spielfeld 2: Name von Team 2')).toHaveValue('Team D');

  await field1.getByLabel('Spielfeld 1: Name von Team 1').fill('Füchse');
  for (let i = 0; i < 3; i++) await field1.getByRole('button', { name: 'Punkt für Füchse' }).click();
  await field1.getByRole('button', { name: 'Punkt abziehen: Füchse' }).click();
  await expect(field1.getByLabel('Punkte Füchse')).toHaveText('2');
  await expect(field1.getByRole('button', { name: 'Punkt abziehen: Team B' })).toBeDisabled();
  await field2.getByRole('button', { name: 'Punkt für Team C' }).click();

  await field1.getByRole('button', { name: 'Start (Spielfeld 1)' }).click();
  await page.clock.runFor(3_000);
  await expect(field1.getByRole('timer')).toHaveText(/^00:0[23],\d\d$/);

  // Reload mid-game: names, scores and the running clock are all still there.
  await page.reload();
  await expect(field1.getByLabel('Punkte Füchse')).toHaveText('2');
  await expect(field2.getByLabel('Punkte Team C')).toHaveText('1');
  await page.clock.runFor(1_000);
  await expect(field1.getByRole('button', { name: 'Pause (Spielfeld 1)' })).toBeVisible();

  await fieldCount.selectOption('1');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    'Wenn die Spielfeldanzahl geändert wird, dann werden alle Spielstand Stoppuhren auf 0 gesetzt. Fortfahren?',
  );
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(fieldCount).toHaveValue('2');
  await expect(field2).toBeVisible();
  await expect(field1.getByRole('button', { name: 'Pause (Spielfeld 1)' })).toBeVisible();

  await fieldCount.selectOption('1');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Fortfahren' }).click();
  await expect(field2).toBeHidden();
  await expect(field1.getByRole('timer')).toHaveText('00:00,00');
  await expect(field1.getByRole('button', { name: 'Start (Spielfeld 1)' })).toBeVisible();
  await expect(field1.getByLabel('Punkte Füchse')).toHaveText('2');

  await field1.getByRole('button', { name: 'Start (Spielfeld 1)' }).click();
  await page.clock.runFor(2_000);
  await field1.getByRole('button', { name: 'Spielstand auf Spielfeld 1 zurücksetzen' }).click();
  await expect(field1.getByText('Zurückgesetzt')).toBeVisible();
  await expect(field1.getByLabel('Punkte Füchse')).toHaveText('0');
  await expect(field1.getByRole('timer')).toHaveText('00:00,00');
  await page.clock.runFor(1_000);
  await expect(field1.getByText('Zurückgesetzt')).toHaveCount(0);
});

test('tournament: four teams, a three-way tie on points decided by goal difference, kept over a reload', async ({ page }) => {
  const t = new TournamentPage(page);
  await page.goto('/tools/turnierplaner');
  await expect(page.getByLabel('Anzahl Teams:')).toHaveValue('4');

  await page.getByRole('button', { name: 'Platzierung berechnen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Es muss mindestens ein Spiel gespielt werden für einen Zwischenstand');

  await page.getByLabel('Team B', { exact: true }).fill('Bären');
  const matches = page.getByRole('region', { name: 'Spielpaarungen und Ergebnisse' }).getByRole('listitem');
  await expect(matches).toHaveText([
    /Team A.*Bären/,
    /Team C.*Team D/,
    /Team D.*Team A/,
    /Bären.*Team C/,
    /Team A.*Team C/,
    /Bären.*Team D/,
  ]);

  await t.result(1, 'Team A', 3, 'Bären', 0);
  await t.result(2, 'Team C', 1, 'Team D', 0);
  await t.result(3, 'Team D', 0, 'Team A', 1);
  await t.result(4, 'Bären', 1, 'Team C', 0);
  await t.result(5, 'Team A', 0, 'Team C', 1);
  await t.score('Bären', 6).fill('-2');
  await expect(page.getByRole('alert')).toContainText('Bitte eine ganze Zahl ab 0 eintragen');
  await t.result(6, 'Bären', 1, 'Team D', 0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('button', { name: 'Platzierung berechnen' }).click();
  const expected = [
    /Position\s*Team\s*Punkte\s*T\s*GT/,
    /1\.\s*Team A\s*6\s*4\s*1/,
    /2\.\s*Team C\s*6\s*2\s*1/,
    /3\.\s*Bären\s*6\s*2\s*3/,
    /4\.\s*Team D\s*0\s*0\s*3/,
  ];
  await expect(t.rows()).toHaveText(expected);
  await expect(page.getByText('T: Tore, GT: Gegentore')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gewinner:' }).locator('..').getByRole('listitem')).toHaveText(['Team A']);

  await page.reload();
  await expect(t.score('Team A', 1)).toHaveValue('3');
  await expect(t.rows()).toHaveText(expected);

  // Level on everything: the teams share first place and both are winners.
  await t.score('Team A', 5).fill('');
  await t.score('Team C', 5).fill('');
  await t.result(1, 'Team A', 1, 'Bären', 0);
  await t.result(4, 'Bären', 0, 'Team C', 1);
  await t.result(6, 'Bären', 0, 'Team D', 0);
  await expect(t.rows().nth(1)).toHaveText(/1\.\s*Team A\s*6\s*2\s*0/);
  await expect(t.rows().nth(2)).toHaveText(/1\.\s*Team C\s*6\s*2\s*0/);
  await expect(page.getByRole('heading', { name: 'Gewinner:' }).locator('..').getByRole('listitem')).toHaveText(['Team A', 'Team C']);

  await page.getByLabel('Anzahl Teams:').selectOption('3');
  await expect(matches).toHaveCount(3);
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByLabel('Anzahl Teams:').selectOption('4');
  await expect(t.score('Team A', 1)).toHaveValue('1');

  await page.getByRole('button', { name: 'Werte zurücksetzen' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Alle Werte werden zurückgesetzt. Fortfahren?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Fortfahren' }).click();
  await expect(t.score('Team A', 1)).toHaveValue('');
  await expect(page.getByLabel('Team B', { exact: true })).toHaveValue('Team B');
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('tournament: five teams, configured tie-breaks and points decide the table, kept over a reload and printed', async ({ page }) => {
  test.slow(); // a long journey with an axe run: 10 results, rules, a reload, the print view
  const t = new TournamentPage(page);
  await page.goto('/tools/turnierplaner');
  await page.getByLabel('Anzahl Teams:').selectOption('5');
  const matches = page.getByRole('region', { name: 'Spielpaarungen und Ergebnisse' }).getByRole('listitem');
  // Generated order: nobody plays twice in a row.
  const order = ['A-B', 'C-D', 'A-E', 'B-C', 'D-E', 'A-C', 'B-D', 'C-E', 'A-D', 'B-E'];
  await expect(matches).toHaveText(order.map((pair) => new RegExp(`Team ${pair[0]}.*Team ${pair[2]}`)));
  await expect(page.getByLabel('Team E', { exact: true })).toHaveValue('Team E');

  // A and B both get 7 points; A beat B, B has the better goal difference (+3 against +2).
  const scores = ['1:0', '0:0', '0:1', '2:0', '1:1', '1:1', '1:1', '2:0', '3:1', '3:1'];
  for (const [i, pair] of order.entries()) {
    const [home, away] = (scores[i] as string).split(':').map(Number) as [number, number];
    await t.result(i + 1, `Team ${pair[0]}`, home, `Team ${pair[2]}`, away);
  }
  await page.getByRole('button', { name: 'Platzierung berechnen' }).click();
  const ranking = (...lines: string[]) => [/Position/, ...lines.map((line) => new RegExp(line.replace(/ /g, '\\s*')))];
  await expect(t.rows()).toHaveText(ranking('1. Team B 7 6 3', '2. Team A 7 5 3', '3. Team C 5 3 3', '4. Team E 4 3 6', '5. Team D 3 3 5'));

  // Head-to-head to the top, by keyboard: the focus stays with the moved criterion.
  await t.openRules();
  await expect(t.tieBreakOrder()).toHaveText([/Tordifferenz/, /Erzielte Tore/, /Direkter Vergleich/]);
  await t.move('Direkter Vergleich', 'nach oben').focus();
  await page.keyboard.press('Enter');
  await expect(t.move('Direkter Vergleich', 'nach oben')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(t.move('Direkter Vergleich', 'nach oben')).toBeDisabled();
  await expect(t.move('Direkter Vergleich', 'nach unten')).toBeFocused();
  await expect(t.tieBreakOrder()).toHaveText([/Direkter Vergleich/, /Tordifferenz/, /Erzielte Tore/]);
  await expect(t.rows().nth(1)).toHaveText(/1\.\s*Team A\s*7/);
  await expect(t.rows().nth(2)).toHaveText(/2\.\s*Team B\s*7/);

  // B-E 2:1 instead: A and B level on everything but their match. Head-to-head off → they share first place.
  await t.result(10, 'Team B', 2, 'Team E', 1);
  await expect(t.rows().nth(1)).toHaveText(/1\.\s*Team A\s*7\s*5\s*3/);
  await expect(t.rows().nth(2)).toHaveText(/2\.\s*Team B\s*7\s*5\s*3/);
  await t.criterion('Direkter Vergleich').uncheck();
  await expect(t.rows().nth(2)).toHaveText(/1\.\s*Team B\s*7\s*5\s*3/);
  await expect(page.getByRole('heading', { name: 'Gewinner:' }).locator('..').getByRole('listitem')).toHaveText(['Team A', 'Team B']);
  await t.criterion('Direkter Vergleich').check();

  // 2/1/0: D (three draws) catches E (one win, one draw); level on goals and their 1:1, they share fourth.
  await t.points('Sieg').fill('2');
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(
    'Jeder gegen jeden: Sieg 2 Punkte, Unentschieden 1, Niederlage 0.',
  );
  const twoOneZero = ranking('1. Team A 5 5 3', '2. Team B 5 5 3', '3. Team C 4 3 3', '4. Team D 3 3 5', '4. Team E 3 3 5');
  await expect(t.rows()).toHaveText(twoOneZero);
  // Refused values: a message beside the field, nothing stored.
  await t.points('Unentschieden').fill('3');
  await expect(page.getByText('Ein Unentschieden muss zwischen Niederlage und Sieg liegen (0 bis 2 Punkte).')).toBeVisible();
  await expect(t.points('Unentschieden')).toHaveAttribute('aria-invalid', 'true');
  await t.points('Unentschieden').fill('1');
  await t.points('Niederlage').fill('11');
  await expect(page.getByText('Bitte eine ganze Zahl von 0 bis 10 eintragen.')).toBeVisible();
  await t.points('Niederlage').fill('0');
  await expect(page.getByText(/Bitte eine ganze Zahl|muss/)).toHaveCount(0);
  await expect(t.rows()).toHaveText(twoOneZero);

  await page.clock.resume(); // axe waits on timers, which the paused clock would hold forever
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Sieg 2 Punkte, Unentschieden 1, Niederlage 0.');
  await expect(t.rows()).toHaveText(twoOneZero);
  await t.openRules();
  await expect(t.points('Sieg')).toHaveValue('2');
  await expect(t.tieBreakOrder()).toHaveText([/Direkter Vergleich/, /Tordifferenz/, /Erzielte Tore/]);

  // Printing: the button opens the browser's print dialog; the print view shows only the plan.
  await page.evaluate(() => {
    (window as unknown as { __printed: number }).__printed = 0;
    window.print = () => void (window as unknown as { __printed: number }).__printed++;
  });
  await page.getByRole('button', { name: 'Spielplan drucken' }).click();
  expect(await page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
  await expect(t.printPlan()).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(t.printPlan()).toBeVisible();
  for (const shell of [
    page.getByRole('banner'),
    page.getByRole('navigation', { name: 'Hauptnavigation' }),
    page.getByRole('navigation', { name: 'Pfadnavigation' }),
  ])
    await expect(shell).toBeHidden();
  await expect(page.getByRole('button', { name: 'Platzierung berechnen' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Turnierplaner' })).toBeHidden();
  await expect(t.printPlan()).toContainText('Turnier – Spielplan');
  await expect(t.printPlan()).toContainText('23. November 2026');
  await expect(t.printPlan()).toContainText(
    'Wertung: Sieg 2 Punkte, Unentschieden 1, Niederlage 0; bei Punktgleichheit: Direkter Vergleich, Tordifferenz, Erzielte Tore.',
  );
  const planTables = t.printPlan().getByRole('table');
  await expect(planTables.first().getByRole('row')).toHaveCount(11);
  await expect(planTables.first().getByRole('row').nth(10)).toHaveText(/10\s*Team B\s*2 : 1\s*Team E/);
  await expect(planTables.nth(1).getByRole('row')).toHaveText([/Position/, ...twoOneZero.slice(1)]);
  await page.emulateMedia({ media: 'screen' });
  await expect(t.printPlan()).toBeHidden();
});

test('coin toss: turns for 2 seconds, then shows Kopf! or Zahl!', async ({ page }) => {
  await page.goto('/tools/kopf-zahl');
  const button = page.getByRole('button', { name: 'Münze drehen' });
  await button.click();
  await expect(page.getByRole('button', { name: 'Wird gedreht...' })).toBeDisabled();
  await page.clock.runFor(1_900);
  await expect(page.getByRole('button', { name: 'Wird gedreht...' })).toBeDisabled();
  await page.clock.runFor(200);
  await expect(page.getByRole('status')).toHaveText(/^(Kopf|Zahl)!$/);
  await expect(button).toBeEnabled();
});

test('coin toss: both sides come up, decided by crypto.getRandomValues', async ({ page }) => {
  await page.addInitScript(() => {
    let next = 0;
    crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint32Array) array[0] = next++;
      return array;
    };
  });
  await page.goto('/tools/kopf-zahl');
  for (const side of ['Kopf!', 'Zahl!']) {
    await page.getByRole('button', { name: 'Münze drehen' }).click();
    await page.clock.runFor(2_000);
    await expect(page.getByRole('status')).toHaveText(side);
  }
});

test('mini-widgets: running timers show live on other screens and lead back to their tool', async ({ page }) => {
  const shell = new AppShellPage(page);
  const watch = new StopwatchPage(page);
  await page.goto('/tools/stoppuhr');
  await watch.button('Start').click();
  await expect(page.getByTestId('mini-widget-general')).toHaveCount(0);

  await page.goto('/tools/countdown');
  await page.getByRole('main').getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByTestId('mini-widget-general')).toBeVisible();
  await expect(page.getByTestId('mini-widget-countdown')).toHaveCount(0);

  await shell.dockLink('Home').click();
  const widgets = page.getByRole('navigation', { name: 'Laufende Timer' });
  await expect(widgets.getByRole('link')).toHaveCount(2);
  await page.clock.runFor(5_000);
  await expect(page.getByTestId('mini-widget-countdown')).toContainText('00:55');
  await expect(page.getByTestId('mini-widget-general')).toContainText(/Stoppuhr\s*00:0\d/);

  // It never covers the dock.
  const widgetBox = await widgets.boundingBox();
  const dockBox = await shell.dock.boundingBox();
  expect((widgetBox?.y ?? 0) + (widgetBox?.height ?? 0)).toBeLessThanOrEqual(dockBox?.y ?? 0);

  await page.getByTestId('mini-widget-countdown').click();
  await expect(page).toHaveURL(/\/tools\/countdown$/);
  await page.getByRole('main').getByRole('button', { name: 'Pause' }).click();
  await page.goto('/favoriten');
  await expect(page.getByTestId('mini-widget-countdown')).toHaveCount(0);
  await expect(page.getByTestId('mini-widget-general')).toBeVisible();
});

test.describe('without a service worker (a private window)', () => {
  // Only the browser's cache holds the tools here: what the background fetch put there.
  test.use({ serviceWorkers: 'block' });

  test('with the network gone after opening the Tools menu, every tool still opens and runs', async ({ page, context }) => {
    const shell = new AppShellPage(page);
    const toolsArrived = await toolsOnDevice(page);
    await shell.goto('/tools');
    await page.clock.runFor(1_000);
    await toolsArrived();
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    for (const [name, heading] of [
      ['Stoppuhr', 'Stoppuhr'],
      ['Spielstand', 'Spielstand'],
      ['Turnierplaner', 'Turnierplaner'],
      ['Countdown', 'Countdown'],
      ['Stationsbetrieb', 'Stationsbetrieb'],
      ['Teams bilden', 'Teams bilden'],
      ['Läufe messen', 'Läufe messen'],
      ['Datenerfassung', 'Datenerfassung'],
      ['Datenvisualisierung', 'Datenvisualisierung'],
      ['Kopf oder Zahl', 'Kopf oder Zahl'],
    ]) {
      await shell.dockLink('Tools').click();
      await page
        .getByRole('list', { name: 'Tools' })
        .getByRole('link', { name: new RegExp(name as string) })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading as string);
    }
    await page.getByRole('button', { name: 'Münze drehen' }).click();
    await page.clock.runFor(2_000);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^(Kopf|Zahl)!$/);
    await context.setOffline(false);
  });
});

test('the screen is kept awake while a timer runs, and released when it stops', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __locks: { requested: number; released: number } };
    w.__locks = { requested: 0, released: 0 };
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async () => {
          w.__locks.requested++;
          const sentinel = {
            released: false,
            release: async () => {
              sentinel.released = true;
              w.__locks.released++;
            },
          };
          return sentinel;
        },
      },
    });
  });
  const locks = () => page.evaluate(() => (window as unknown as { __locks: { requested: number; released: number } }).__locks);
  const watch = new StopwatchPage(page);
  await page.goto('/tools/stoppuhr');
  expect(await locks()).toEqual({ requested: 0, released: 0 });
  await watch.button('Start').click();
  await page.clock.runFor(500);
  await expect.poll(locks).toEqual({ requested: 1, released: 0 });
  await watch.button('Pause').click();
  await page.clock.runFor(500);
  await expect.poll(locks).toEqual({ requested: 1, released: 1 });
});

test('hall-proof countdown: +1 Min, the last five seconds in red, and the display flashes at zero', async ({ page }) => {
  const countdown = new CountdownPage(page);
  await page.goto('/tools/countdown');
  await countdown.set(0, 10);
  await expect(page.getByRole('button', { name: '1 Min' })).toHaveCount(0);
  await countdown.button('Start').click();
  await page.clock.runFor(2_100);
  await expect(countdown.display).toHaveText('00:08');
  await page.getByRole('button', { name: '1 Min' }).click();
  await expect(countdown.display).toHaveText('01:08');
  await expect(countdown.display).not.toHaveAttribute('data-final', 'true');
  await page.clock.runFor(63_100);
  await expect(countdown.display).toHaveText('00:05');
  await expect(countdown.display).toHaveAttribute('data-final', 'true');
  await page.clock.runFor(5_000);
  await expect(countdown.display).toHaveText('00:00');
  await expect(page.getByRole('region', { name: 'Countdown' })).toHaveAttribute('data-time-up', 'true');
  // Reduced motion (this suite's setting) gets a steady colour instead of the flashing.
  const region = page.getByRole('region', { name: 'Countdown' });
  await expect(region).toHaveCSS('animation-name', 'none');
  expect(await region.evaluate((e) => getComputedStyle(e).backgroundColor)).not.toBe('rgb(255, 255, 255)');
});

test('laps can be copied and downloaded as CSV', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const watch = new StopwatchPage(page);
  await page.goto('/tools/stoppuhr');
  await watch.button('Start').click();
  await page.clock.runFor(10_000);
  await watch.button('Runde').click();
  await page.clock.runFor(5_500);
  await watch.button('Runde').click();

  await page.getByRole('button', { name: 'Runden kopieren' }).click();
  await expect(page.getByRole('main').getByRole('status').last()).toContainText('Runden kopiert');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Runde\tRundenzeit\tZeit gesamt\n1\t00:10,00\t00:10,00\n2\t00:05,50\t00:15,50',
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Als CSV herunterladen' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Runden-\d{4}-\d\d-\d\d\.csv$/);
  expect(fs.readFileSync(await file.path(), 'utf8')).toBe(
    '\uFEFFRunde;Rundenzeit;Zeit gesamt\r\n1;00:10,00;00:10,00\r\n2;00:05,50;00:15,50\r\n',
  );
});

test('score counter: the last change on a field can be undone', async ({ page }) => {
  await page.goto('/tools/gamecounter');
  const field = page.getByRole('region', { name: 'Spielfeld 1' });
  const undo = field.getByRole('button', { name: 'Letzte Änderung auf Spielfeld 1 rückgängig machen' });
  await expect(undo).toBeDisabled();
  await field.getByRole('button', { name: 'Punkt für Team A' }).click();
  await field.getByRole('button', { name: 'Punkt für Team B' }).click();
  await expect(field.getByLabel('Punkte Team B')).toHaveText('1');
  await undo.click();
  await expect(field.getByLabel('Punkte Team B')).toHaveText('0');
  await expect(field.getByLabel('Punkte Team A')).toHaveText('1');
  await expect(undo).toBeDisabled();
});

test.describe('without reduced motion', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('the countdown flashes when time is up', async ({ page }) => {
    const countdown = new CountdownPage(page);
    await page.goto('/tools/countdown');
    await countdown.set(0, 2);
    await countdown.button('Start').click();
    await page.clock.runFor(2_100);
    await expect(page.getByRole('region', { name: 'Countdown' })).toHaveCSS('animation-name', 'time-up');
  });
});

test('the signal sound and its loudness can be chosen and tried; the countdown ends with it', async ({ page }) => {
  const signals = await recordSignals(page);
  await page.goto('/einstellungen');
  await page.getByLabel('Klang').selectOption('gong');
  await page.getByLabel(/^Lautstärke/).fill('50');
  await expect(page.getByText('Lautstärke: 50 %')).toBeVisible();
  await page.getByRole('button', { name: 'Probehören' }).click();
  await expect.poll(signals.frequencies).toContain(196);

  const countdown = new CountdownPage(page);
  await page.goto('/tools/countdown');
  await expect(page.getByLabel('Klang')).toHaveValue('gong');
  await countdown.set(0, 3);
  await countdown.button('Start').click();
  await page.clock.runFor(3_100);
  await expect(countdown.display).toHaveText('00:00');
  await expect.poll(signals.frequencies).toEqual([196, 392, 587]);
});
