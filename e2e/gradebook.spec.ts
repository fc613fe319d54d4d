import fs from 'node:fs';
import { expect, test } from './fixtures';
import { GradebookPage } from './pages/gradebook';
import { toolsOnDevice } from './pages/tools';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __persistAsked: number };
    w.__persistAsked = 0;
    if (navigator.storage) {
      navigator.storage.persist = async () => {
        w.__persistAsked++;
        return true;
      };
    }
  });
});

test('grade book: classes, students, topics and grades; the chart compares classes; backup survives clearing the site data', async ({
  page,
}) => {
  // The whole journey of the issue in one test: more than the default 30 s on a busy machine
  // (66 s when it passed in CI on 2026-11-27's slow machine, over 90 s once).
  test.setTimeout(150_000);
  const book = new GradebookPage(page);
  await page.goto('/tools/datenerfassung');
  await expect(page.getByText('Daten bleiben auf diesem Gerät.')).toBeVisible();
  await page.getByRole('link', { name: /Schüler/ }).click();
  await expect(page.getByText('Noch keine Klasse angelegt. Bitte eine Klasse mit Schülern anlegen.')).toBeVisible();

  await book.createClass('3a');
  await expect(page.getByText('Noch keine Schüler angelegt für diese Klasse')).toBeVisible();
  await page.getByRole('button', { name: 'Klasse anlegen' }).waitFor({ state: 'detached' });
  // Names are checked: empty and duplicate names are refused with a message.
  await page.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
  await expect(page.getByText('Bitte einen Namen eingeben.')).toBeVisible();
  for (const [name, gender] of [
    ['Dana', 'W'],
    ['Ben', 'M'],
    ['Anna', 'W'],
    ['Cem', 'M'],
  ] as const)
    await book.addStudent(name, gender);
  await expect(book.students()).toHaveText([/Anna\s*W/, /Ben\s*M/, /Cem\s*M/, /Dana\s*W/]);
  expect(await page.evaluate(() => (window as unknown as { __persistAsked: number }).__persistAsked)).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Umbenennen' }).click();
  await page.getByLabel('Neuer Name der Klasse').fill('Delfine');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByLabel('Klasse', { exact: true })).toHaveText('Delfine');

  await page.getByRole('button', { name: 'Neue Klasse' }).click();
  await page.getByLabel('Name der neuen Klasse').fill('delfine');
  await page.getByRole('button', { name: 'Klasse anlegen' }).click();
  await expect(page.getByText('Eine Klasse mit diesem Namen gibt es schon.')).toBeVisible();
  await page.getByLabel('Name der neuen Klasse').fill('4b');
  await page.getByRole('button', { name: 'Klasse anlegen' }).click();
  await book.addStudent('Fiona', 'W');
  await book.addStudent('Emil', 'M');

  await page.goto('/tools/datenerfassung/leistungserfassung');
  await book.selectClass('Delfine');
  await book.createTopic('Weitsprung');
  // A new topic starts „nicht bewertet“: no average before anything is entered (issue 25).
  await expect(page.getByText('Durchschnitt der Klasse:')).toHaveText('Durchschnitt der Klasse: nicht bewertet');
  await expect(book.gradePicker('Cem')).toHaveValue('');
  for (const [name, grade] of [
    ['Anna', 2],
    ['Ben', 3],
    ['Dana', '4-'],
  ] as const)
    await book.grade(name, grade);
  await expect(page.getByText('Durchschnitt der Klasse:')).toHaveText('Durchschnitt der Klasse: 3,10 · 3 von 4 bewertet');
  await page.getByRole('textbox', { name: 'Kommentar zu Anna' }).fill('sicherer Absprung');
  await book.createTopic('Ballwurf');
  for (const [name, grade] of [
    ['Ben', 2],
    ['Cem', 3],
    ['Dana', 6],
    ['Anna', '1+'],
  ] as const)
    await book.grade(name, grade);
  await expect(page.getByText('Durchschnitt der Klasse:')).toHaveText('Durchschnitt der Klasse: 2,93 · 4 von 4 bewertet');
  // The weight counts in the children's averages; what is not a weight is refused in German.
  const weight = page.getByRole('textbox', { name: 'Gewichtung des Themas' });
  await expect(weight).toHaveValue('1');
  await weight.fill('0');
  await expect(page.getByText('Die Gewichtung ist eine Zahl von 0,5 bis 5 in halben Schritten, z. B. 1, 1,5 oder 2.')).toBeVisible();
  // Half typed („1,“ on the way to „1,5“) is not yet wrong; left like that, it is.
  await weight.fill('1,');
  await expect(weight).not.toHaveAttribute('aria-invalid');
  await weight.blur();
  await expect(weight).toHaveAttribute('aria-invalid', 'true');
  await weight.fill('2');
  await expect(weight).not.toHaveAttribute('aria-invalid');
  await book.createTopic('Turnen');

  await book.selectClass('4b');
  await book.createTopic('Weitsprung');
  await book.grade('Emil', 5);
  await book.grade('Fiona', 2);
  await book.createTopic('Sprint');
  await book.grade('Fiona', 1);

  // Deleting a student removes them from every topic.
  await page.goto('/tools/datenerfassung/schueler');
  await book.selectClass('Delfine');
  await page.getByRole('button', { name: 'Ben löschen' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Soll der Schüler wirklich gelöscht werden?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(book.students()).toHaveText([/Anna/, /Cem/, /Dana/]);
  await page.goto('/tools/datenerfassung/leistungserfassung');
  await book.selectClass('Delfine');
  for (const topic of ['Weitsprung', 'Ballwurf']) {
    await page.getByLabel('Thema', { exact: true }).selectOption({ label: topic });
    await expect(page.getByRole('combobox', { name: /^Note für/ })).toHaveCount(3);
    await expect(book.gradePicker('Ben')).toHaveCount(0);
  }
  await expect(page.getByRole('textbox', { name: 'Kommentar zu Anna' })).toHaveCount(1);

  // The chart's table against hand-computed averages of the given grades only: Weitsprung (2 + 4,3)/2,
  // Ballwurf (0,7 + 3 + 6)/3, Turnen nothing graded; 4b (5 + 2)/2 and Sprint 1 (Emil not graded).
  await page.goto('/tools/daten-visualisierung');
  await page.getByRole('link', { name: /Notendurchschnitt je Thema/ }).click();
  // Classes in German natural order (issue 25): „4b“ before „Delfine“, so 4b is the first class.
  await expect(page.getByLabel('Klasse', { exact: true }).locator('option')).toHaveText(['4b', 'Delfine']);
  await expect(page.getByLabel('Klasse', { exact: true })).toHaveValue(/.+/);
  await page.getByRole('checkbox', { name: 'Delfine' }).check();
  await page.getByRole('checkbox', { name: 'Tabelle anzeigen' }).check();
  await expect(page.getByRole('table').getByRole('row')).toHaveText([
    /Thema\s*4b\s*Delfine/,
    /Weitsprung\s*3,50 · 2 von 2 bewertet\s*3,15 · 2 von 3 bewertet/,
    /Sprint\s*1,00 · 1 von 2 bewertet\s*–/,
    /Ballwurf\s*–\s*3,23 · 3 von 3 bewertet/,
    /Turnen\s*–\s*nicht bewertet/,
  ]);
  // A bar per graded class and topic, none for Turnen; the 1,00 of Sprint is a bar you can see.
  await expect(page.locator('.recharts-bar-rectangle')).toHaveCount(4);
  for (const bar of await page.locator('.recharts-bar-rectangle path').all()) {
    await expect.poll(async () => (await bar.boundingBox())?.width ?? 0).toBeGreaterThan(10);
  }
  await expect(page.locator('.recharts-cartesian-axis-tick-value').filter({ hasText: /^[1-6]$/ })).toHaveCount(6);
  await expect(page.getByText('Note', { exact: true })).toBeVisible();

  // CSV for spreadsheets.
  await page.goto('/tools/datenerfassung');
  await page.getByLabel('Noten einer Klasse als Tabelle (CSV)').selectOption({ label: 'Delfine' });
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV exportieren' }).click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toMatch(/^Noten-Delfine-\d{4}-\d\d-\d\d\.csv$/);
  const csv = fs.readFileSync(await csvFile.path(), 'utf8');
  // Grade labels, „nb“ for nicht bewertet, the comments, and each child's weighted average (Ballwurf ×2).
  expect(csv.split('\r\n')).toEqual([
    '\uFEFFName;Geschlecht;Weitsprung;Kommentar Weitsprung;Ballwurf (×2);Kommentar Ballwurf;Turnen;Kommentar Turnen;Durchschnitt;Bewertet;Stunden erfasst;anwesend;entschuldigt;krank;ohne Sportzeug;verletzt',
    'Anna;W;2;sicherer Absprung;1+;;nb;;1,13;2 von 3;0;0;0;0;0;0',
    'Cem;M;nb;;3;;nb;;3,00;1 von 3;0;0;0;0;0;0',
    'Dana;W;4\u2212;;6;;nb;;5,43;2 von 3;0;0;0;0;0;0',
    'Klassendurchschnitt;;3,15;2 von 3 bewertet;3,23;3 von 3 bewertet;nb;0 von 3 bewertet;;;0;;;;;',
    'Hinweis;nb = nicht bewertet. + und − zählen 0,3 besser oder schlechter. Durchschnitte nur aus gegebenen Noten, jedes Thema mit seiner Gewichtung (×). Anwesenheit: erfasste Stunden vom – (keine erfasst).',
    '',
  ]);

  // Backup, clear the site data, restore.
  const backupDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Sicherung herunterladen' }).click();
  const backupPath = await (await backupDownload).path();
  expect(JSON.parse(fs.readFileSync(backupPath, 'utf8'))).toMatchObject({ format: 'sportkiste-notenbuch', schemaVersion: 3 });

  await page.evaluate(() => localStorage.clear());
  await page.goto('/tools/datenerfassung/schueler');
  await expect(page.getByText('Noch keine Klasse angelegt. Bitte eine Klasse mit Schülern anlegen.')).toBeVisible();

  await page.goto('/tools/datenerfassung');
  await page
    .getByLabel('Sicherungsdatei wählen')
    .setInputFiles({ name: 'kaputt.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"etwas anderes"}') });
  await expect(page.getByRole('alert')).toHaveText(
    'Diese Datei ist keine Sicherung des Notenbuchs der Sportkiste. Es wurde nichts verändert.',
  );

  await page.getByLabel('Sicherungsdatei wählen').setInputFiles(backupPath);
  const restore = page.getByRole('alertdialog', { name: 'Sicherung einspielen?' });
  await expect(restore).toContainText('2 Klassen');
  await expect(restore).toContainText('5 Schülerinnen und Schüler');
  await expect(restore).toContainText('5 Themen mit Noten');
  await restore.getByRole('button', { name: 'Ersetzen' }).click();
  await expect(page.getByRole('status')).toHaveText('Die Sicherung wurde eingespielt.');

  await page.goto('/tools/datenerfassung/leistungserfassung');
  await book.selectClass('Delfine');
  await page.getByLabel('Thema', { exact: true }).selectOption({ label: 'Weitsprung' });
  await expect(book.gradePicker('Dana')).toHaveValue('4-');
  await expect(book.gradePicker('Cem')).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Kommentar zu Anna' })).toHaveValue('sicherer Absprung');
  await book.selectClass('4b');
  await expect(page.getByLabel('Thema', { exact: true }).locator('option')).toHaveText(['Weitsprung', 'Sprint']);
});

test('comparing: at most three classes, cleared when the main class changes; topics need a class first', async ({ page }) => {
  const book = new GradebookPage(page);
  await page.goto('/tools/daten-visualisierung/note-durchschnitt-thema');
  await expect(page.getByText('Noch keine Klasse angelegt. Bitte eine Klasse mit Schülern anlegen.')).toBeVisible();
  await page.goto('/tools/datenerfassung/schueler');
  for (const name of ['1a', '1b', '2a', '2b', '3a']) await book.createClass(name);
  await page.goto('/tools/datenerfassung/leistungserfassung');
  await expect(page.getByText('Noch keine Schüler angelegt. Bitte mindestens einen Schüler für diese Klasse anlegen')).toBeVisible();

  await page.goto('/tools/daten-visualisierung/note-durchschnitt-thema');
  await expect(page.getByLabel('Klasse', { exact: true })).toHaveValue(/.+/);
  await expect(page.getByText('Noch keine Themen angelegt. Bitte mindestens 1 Thema anlegen.')).toBeVisible();
  const boxes = page.getByRole('group', { name: /Vergleichen mit/ }).getByRole('checkbox');
  await expect(boxes).toHaveCount(4);
  for (const name of ['1b', '2a', '2b']) await page.getByRole('checkbox', { name }).check();
  await expect(page.getByRole('checkbox', { name: '3a' })).toBeDisabled();
  await page.getByRole('checkbox', { name: '2a' }).uncheck();
  await expect(page.getByRole('checkbox', { name: '3a' })).toBeEnabled();
  await page.getByLabel('Klasse', { exact: true }).selectOption({ label: '2b' });
  for (const box of await boxes.all()) await expect(box).not.toBeChecked();
});

test('a corrupted storage entry is kept aside with a message; the other store and the rest of the app keep working', async ({ page }) => {
  const book = new GradebookPage(page);
  await page.goto('/tools/datenerfassung/schueler');
  await book.createClass('3c');
  await book.addStudent('Jonas', 'M');
  await page.goto('/tools/datenerfassung/leistungserfassung');
  await book.createTopic('Seilspringen');
  const performanceBefore = await page.evaluate(() => localStorage.getItem('students-performance-storage'));
  expect(performanceBefore).toContain('Seilspringen');

  await page.evaluate(() => localStorage.setItem('classes-storage', '{"state": {"classes": [{"id": 1'));
  await page.goto('/tools/datenerfassung');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Gespeicherte Klassen und Schüler konnten nicht gelesen werden.');
  await expect(alert).toContainText('unverändert beiseitegelegt');
  expect(await page.evaluate(() => localStorage.getItem('students-performance-storage'))).toBe(performanceBefore);
  const keptAside = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('classes-storage.beschaedigt.')));
  expect(keptAside).toHaveLength(1);

  const download = page.waitForEvent('download');
  await alert.getByRole('button', { name: 'Beschädigte Daten herunterladen' }).click();
  expect(fs.readFileSync(await (await download).path(), 'utf8')).toBe('{"state": {"classes": [{"id": 1');

  // The app still works: a new class can be created and is saved over the broken entry.
  await page.goto('/tools/datenerfassung/schueler');
  await book.createClass('Neu');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('classes-storage') as string).state.classes[0].name)).toBe('Neu');
  await page.goto('/tools/countdown');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Countdown');
});

test('deleting a topic or a class asks first and selects the neighbour; a class takes its topics with it', async ({ page }) => {
  const book = new GradebookPage(page);
  await page.goto('/tools/datenerfassung/schueler');
  for (const name of ['1a', '1b', '1c']) await book.createClass(name);
  await book.selectClass('1b');
  await book.addStudent('Noah', 'M');
  await page.goto('/tools/datenerfassung/leistungserfassung');
  await book.selectClass('1b');
  for (const topic of ['Balancieren', 'Rollen', 'Springen']) await book.createTopic(topic);
  await page.getByLabel('Thema', { exact: true }).selectOption({ label: 'Rollen' });

  await page.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Hiermit wird das Thema gelöscht. Fortfahren?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByLabel('Thema', { exact: true }).locator('option')).toHaveCount(3);
  await page.getByRole('button', { name: 'Löschen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByLabel('Thema', { exact: true })).toHaveText(/Springen/);
  await expect(page.getByLabel('Thema', { exact: true }).locator('option')).toHaveText(['Balancieren', 'Springen']);

  await page.goto('/tools/datenerfassung/schueler');
  await book.selectClass('1b');
  await page.getByRole('button', { name: 'Löschen', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Hiermit wird die Klasse und alle Schüler in dieser Klasse gelöscht. Fortfahren?',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByLabel('Klasse', { exact: true }).locator('option')).toHaveText(['1a', '1c']);
  await expect(page.getByLabel('Klasse', { exact: true }).locator('option:checked')).toHaveText('1c');
  const topics = await page.evaluate(() => JSON.parse(localStorage.getItem('students-performance-storage') as string).state.topics);
  expect(topics).toEqual([]);
});

test('a backup merged into other data keeps both; the grade book works with the network gone', async ({ page, context }) => {
  const book = new GradebookPage(page);
  await page.goto('/tools/datenerfassung/schueler');
  await book.createClass('2a');
  await book.addStudent('Lotta', 'W');
  await page.goto('/tools/datenerfassung');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Sicherung herunterladen' }).click();
  const backupPath = await (await download).path();

  await page.evaluate(() => localStorage.clear());
  await page.goto('/tools/datenerfassung/schueler');
  await book.createClass('4c');
  await book.addStudent('Milan', 'M');

  const toolsArrived = await toolsOnDevice(page);
  await page.goto('/tools');
  await toolsArrived();
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page
    .getByRole('list', { name: 'Tools' })
    .getByRole('link', { name: /Datenerfassung/ })
    .click();
  await page.getByLabel('Sicherungsdatei wählen').setInputFiles(backupPath);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Zusammenführen' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Die Sicherung wurde mit den Daten auf diesem Gerät zusammengeführt.',
  );

  await page.getByRole('link', { name: /Leistungserfassung/ }).click();
  // German natural order, not the order the classes came in.
  await expect(page.getByLabel('Klasse', { exact: true }).locator('option')).toHaveText(['2a', '4c']);
  await book.selectClass('2a');
  await book.createTopic('Hüpfen');
  await book.grade('Lotta', 2);
  await page.goBack();
  await page.goBack();
  await page.getByRole('link', { name: /Datenvisualisierung/ }).click();
  await page.getByRole('link', { name: /Notendurchschnitt je Thema/ }).click();
  await page.getByLabel('Klasse', { exact: true }).selectOption({ label: '2a' });
  await expect(page.locator('.recharts-bar-rectangle')).toHaveCount(1);
  await context.setOffline(false);
});
