import fs from 'node:fs';
import { expect, test } from './fixtures';
import { GradebookPage } from './pages/gradebook';
import { expectNoSeriousViolations } from './support/a11y';

test('issue 25 at 390 px: attendance per lesson with one tap per child and „Alle anwesend“, counted in the overview, the child page and the CSV, kept through a backup round trip with the class’s tendency step', async ({
  page,
}) => {
  const book = new GradebookPage(page);
  await book.createClassWith('3c', ['Ben;M', 'Lina;W', 'Zoe;W']);
  await page.goto('/tools/datenerfassung/leistungserfassung');
  await book.createTopic('Sprint');
  await book.grade('Ben', '2+');

  await page.getByRole('link', { name: 'Anwesenheit' }).click();
  await expect(page.getByRole('heading', { name: 'Anwesenheit der Klasse 3c' })).toBeVisible();
  const date = page.getByLabel('Stunde vom');
  await date.fill('2026-11-16');
  const lina = page.getByRole('group', { name: 'Anwesenheit von Lina' });
  await lina.getByRole('button', { name: 'krank' }).click();
  await expect(lina.getByRole('button', { name: 'krank' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: '1 krank · 2 nicht erfasst' })).toBeVisible();
  await page.getByRole('button', { name: 'Alle anwesend' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 Kinder als anwesend eingetragen.' })).toBeVisible();
  // Lina stays krank: „Alle anwesend“ fills only the children not yet recorded.
  await expect(lina.getByRole('button', { name: 'krank' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: 'Anwesenheit von Ben' }).getByRole('button', { name: 'anwesend' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Alle anwesend' })).toBeDisabled();

  await date.fill('2026-11-23');
  const zoe = page.getByRole('group', { name: 'Anwesenheit von Zoe' });
  await zoe.getByRole('button', { name: 'ohne Sportzeug (oS)' }).click();
  // A mistaken tap is taken back by tapping again.
  await lina.getByRole('button', { name: 'verletzt' }).click();
  await lina.getByRole('button', { name: 'verletzt' }).click();
  await expect(lina.getByRole('button', { pressed: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Alle anwesend' }).click();
  await expect(page.getByRole('navigation', { name: 'Erfasste Stunden' }).getByRole('button')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);

  // The overview counts per child, and the class's tendency step moves the averages.
  await page.getByRole('link', { name: 'Übersicht' }).click();
  const grid = page.getByRole('table', { name: /Noten der Klasse 3c/ });
  const row = (name: string) => grid.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row('Lina')).toContainText('1 von 2 anwesend (50 %) · k 1');
  await expect(row('Zoe')).toContainText('1 von 2 anwesend (50 %) · oS 1');
  await expect(row('Ben')).toContainText('2 von 2 anwesend (100 %)');
  await expect(row('Ben')).toContainText('Ø 1,70 · 1 von 1');
  await page.getByLabel('+ und − zählen').selectOption({ label: '±0,25' });
  await expect(row('Ben')).toContainText('Ø 1,75 · 1 von 1');

  await row('Lina').getByRole('link', { name: 'Lina' }).click();
  const attendance = page.getByRole('region', { name: 'Anwesenheit' });
  await expect(attendance).toContainText('1 von 2 anwesend (50 %) · krank 1');
  await expect(attendance).toContainText('16.11.2026: krank');

  // The CSV counts the lessons per state.
  await page.goto('/tools/datenerfassung');
  await page.getByLabel('Noten einer Klasse als Tabelle (CSV)').selectOption({ label: '3c' });
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV exportieren' }).click();
  const csv = fs.readFileSync(await (await csvDownload).path(), 'utf8').split('\r\n');
  expect(csv[0]).toMatch(/Stunden erfasst;anwesend;entschuldigt;krank;ohne Sportzeug;verletzt$/);
  expect(csv[1]).toBe('Ben;M;2+;;1,75;1 von 1;2;2;0;0;0;0');
  expect(csv[2]).toBe('Lina;W;nb;;nb;0 von 1;2;1;0;1;0;0');

  // Backup, clear the device, restore: attendance and the step come back.
  const backupDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Sicherung herunterladen' }).click();
  const backupPath = await (await backupDownload).path();
  expect(JSON.parse(fs.readFileSync(backupPath, 'utf8'))).toMatchObject({
    schemaVersion: 3,
    classes: [{ name: '3c', tendencyStep: 0.25, attendance: { '2026-11-16': expect.any(Object), '2026-11-23': expect.any(Object) } }],
  });
  await page.evaluate(() => localStorage.clear());
  await page.goto('/tools/datenerfassung');
  await page.getByLabel('Sicherungsdatei wählen').setInputFiles(backupPath);
  await page.getByRole('alertdialog', { name: 'Sicherung einspielen?' }).getByRole('button', { name: 'Ersetzen' }).click();
  await expect(page.getByRole('status')).toHaveText('Die Sicherung wurde eingespielt.');
  await page.goto('/tools/datenerfassung/leistungserfassung?ansicht=uebersicht');
  await expect(row('Zoe')).toContainText('1 von 2 anwesend (50 %) · oS 1');
  await expect(row('Ben')).toContainText('Ø 1,75 · 1 von 1');
});
