import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { GradebookPage } from './pages/gradebook';

test('grade book on a phone with data: grades by thumb, chart with table, no serious accessibility problem', async ({ page }) => {
  const book = new GradebookPage(page);
  await page.goto('/tools/datenerfassung/schueler');
  await book.createClass('2a');
  await page.getByText('Mehrere auf einmal einfügen').click();
  await page.getByLabel(/Ein Name pro Zeile/).fill('Lina\nPaul;M\nYusuf;M\nÄnne');
  await page.getByRole('button', { name: 'Liste hinzufügen' }).click();
  await expect(page.getByText('4 Kinder hinzugefügt.')).toBeVisible();
  await expect(book.students()).toHaveText([/Änne\s*W/, /Lina\s*W/, /Paul\s*M/, /Yusuf\s*M/]);

  await page.goto('/tools/datenerfassung/leistungserfassung');
  await book.createTopic('Rolle vorwärts');
  await book.grade('Paul', 2);
  for (const control of [book.gradePicker('Paul'), page.getByRole('textbox', { name: 'Kommentar zu Paul' })]) {
    const box = await control.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
  const axe = async () => {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  };
  await axe();

  await page.goto('/tools/daten-visualisierung/note-durchschnitt-thema');
  await page.getByRole('checkbox', { name: 'Tabelle anzeigen' }).check();
  // Only Paul is graded: his 2 is the average, not 1,25 as when the others counted as 1s.
  await expect(page.getByRole('table')).toContainText('2,00 · 1 von 4 bewertet');
  await expect(page.locator('.recharts-bar-rectangle')).toHaveCount(1);
  await axe();
});

test('issue 25 at 390 px: a 2+, a 3 and one child „nicht bewertet“; the average says from how many; the CSV keeps the comment', async ({
  page,
}) => {
  const book = new GradebookPage(page);
  await book.createClassWith('5c', ['Ole;M', 'Pia;W', 'Zoe;W']);
  await page.goto('/tools/datenerfassung/leistungserfassung');
  await book.createTopic('Bodenturnen');
  const average = page.getByText('Durchschnitt der Klasse:');
  await expect(average).toHaveText('Durchschnitt der Klasse: nicht bewertet');
  await book.grade('Ole', '2+');
  await book.grade('Pia', 3);
  await page.getByRole('textbox', { name: 'Kommentar zu Pia' }).fill('Rad sauber; „Brücke“ geübt');
  await expect(book.gradePicker('Zoe')).toHaveValue('');
  // (1,7 + 3) / 2: Zoe's missing grade counts neither as a 1 nor in the divisor.
  await expect(average).toHaveText('Durchschnitt der Klasse: 2,35 · 2 von 3 bewertet');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto('/tools/datenerfassung');
  await page.getByLabel('Noten einer Klasse als Tabelle (CSV)').selectOption({ label: '5c' });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV exportieren' }).click();
  const csv = fs.readFileSync(await (await download).path(), 'utf8').split('\r\n');
  expect(csv.slice(0, 5)).toEqual([
    '\uFEFFName;Geschlecht;Bodenturnen;Kommentar Bodenturnen;Durchschnitt;Bewertet;Stunden erfasst;anwesend;entschuldigt;krank;ohne Sportzeug;verletzt',
    'Ole;M;2+;;1,70;1 von 1;0;0;0;0;0;0',
    'Pia;W;3;"Rad sauber; „Brücke“ geübt";3,00;1 von 1;0;0;0;0;0;0',
    'Zoe;W;nb;;nb;0 von 1;0;0;0;0;0;0',
    'Klassendurchschnitt;;2,35;2 von 3 bewertet;;;0;;;;;',
  ]);

  await page.goto('/tools/daten-visualisierung/note-durchschnitt-thema');
  await page.getByRole('checkbox', { name: 'Tabelle anzeigen' }).check();
  await expect(page.getByRole('table').getByRole('row')).toHaveText([/Thema\s*5c/, /Bodenturnen\s*2,35 · 2 von 3 bewertet/]);
  await expect(page.locator('.recharts-bar-rectangle')).toHaveCount(1);
});
