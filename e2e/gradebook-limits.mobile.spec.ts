import fs from 'node:fs';
import { expect, test } from './fixtures';
import { GradebookPage } from './pages/gradebook';

/**
 * Issue 19, item 4 at 390 px: the grade book refuses what it could not read back, one broken
 * class never hides the others, and what was kept aside comes back through the backup import.
 */
const names = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `Kind ${String(i + from).padStart(3, '0')}`).join('\n');

test('pasting past 200 children is refused with a message that says why; nothing is added', async ({ page }) => {
  const book = new GradebookPage(page);
  await page.goto('/tools/datenerfassung/schueler');
  await book.createClass('7b');
  await page.getByText('Mehrere auf einmal einfügen').click();
  const list = page.getByLabel(/^Ein Name pro Zeile/);
  await list.fill(names(199));
  await page.getByRole('button', { name: 'Liste hinzufügen' }).click();
  await expect(page.getByRole('status').filter({ hasText: '199 Kinder hinzugefügt.' })).toBeVisible();

  await list.fill(names(3, 199));
  await page.getByRole('button', { name: 'Liste hinzufügen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Die Liste hat 3 Namen, in „7b“ ist aber nur noch Platz für ein Kind' }),
  ).toBeVisible();
  await expect(book.students()).toHaveCount(199);

  // What the screen accepted loads back: no class disappears after a reload.
  await page.reload();
  // 199 rows on a phone: give a busy machine time to render them.
  await expect(book.students()).toHaveCount(199, { timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a damaged class does not hide the others; its kept-aside file imports again', async ({ page }) => {
  const T = '2026-11-20T10:00:00.000Z';
  await page.goto('/tools/datenerfassung');
  await page.evaluate((t) => {
    const kid = (i: number) => ({ id: `s${i}`, name: `Kind ${String(i).padStart(3, '0')}`, gender: i % 2 ? 'M' : 'W' });
    const big = Array.from({ length: 201 }, (_, i) => kid(i));
    localStorage.setItem(
      'classes-storage',
      JSON.stringify({
        state: {
          classes: [
            { id: 'c1', name: '3a', students: [kid(900)], updatedAt: t },
            { id: 'c2', name: '7b', students: big, updatedAt: t },
          ],
          selectedClassId: 'c2',
        },
        version: 1,
      }),
    );
    localStorage.setItem(
      'students-performance-storage',
      JSON.stringify({
        state: {
          topics: [
            { id: 't1', name: 'Rolle', classId: 'c1', students: [{ ...kid(900), grade: 2, comment: '' }], updatedAt: t },
            { id: 't2', name: 'Weitsprung', classId: 'c2', students: big.map((k) => ({ ...k, grade: 3, comment: '' })), updatedAt: t },
          ],
          selectedTopicId: 't2',
        },
        version: 1,
      }),
    );
  }, T);

  await page.goto('/tools/datenerfassung/schueler');
  await expect(page.getByLabel('Klasse', { exact: true }).locator('option')).toHaveText(['3a']);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Die Klasse „7b“ konnte nicht gelesen werden.');
  await page.reload();
  await page.goto('/tools/datenerfassung');
  await expect(alert).toContainText('Das Thema „Weitsprung“ konnte nicht gelesen werden.');
  // One banner per kept-aside part, however often the page is loaded.
  await expect(alert.getByRole('button', { name: 'Beschädigte Daten herunterladen' })).toHaveCount(2);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('.beschaedigt.')).length)).toBe(2);

  const files: string[] = [];
  for (const i of [0, 1]) {
    const download = page.waitForEvent('download');
    await alert.getByRole('button', { name: 'Beschädigte Daten herunterladen' }).nth(i).click();
    const path = `${test.info().outputDir}/kept-aside-${i}.json`;
    await (await download).saveAs(path);
    files.push(path);
  }
  expect(fs.readFileSync(files[0]!, 'utf8')).toContain('"name":"7b"');

  // The classes first: the oversized class comes back split, and the dialog says so.
  await page.getByLabel('Sicherungsdatei wählen').setInputFiles(files[0]!);
  const restore = page.getByRole('alertdialog', { name: 'Sicherung einspielen?' });
  await expect(restore).toContainText('„7b“ hatte 201 Kinder');
  await expect(restore).toContainText('„7b (Teil 2)“');
  await expect(restore.getByRole('button', { name: 'Ersetzen' })).toHaveCount(0);
  await restore.getByRole('button', { name: 'Zusammenführen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'zusammengeführt' })).toContainText('„7b (Teil 2)“');

  // Then the topics: every grade finds its child in one of the two parts.
  await page.getByLabel('Sicherungsdatei wählen').setInputFiles(files[1]!);
  await restore.getByRole('button', { name: 'Zusammenführen' }).click();
  await expect(restore).toHaveCount(0);
  // Both kept-aside parts are back in full: their banners go away.
  await expect(alert.getByRole('button', { name: 'Beschädigte Daten herunterladen' })).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('.beschaedigt.')).length)).toBe(0);

  await page.goto('/tools/datenerfassung/leistungserfassung');
  await expect(page.getByLabel('Klasse', { exact: true }).locator('option')).toHaveText(['3a', '7b', '7b (Teil 2)']);
  await page.getByLabel('Klasse', { exact: true }).selectOption({ label: '7b (Teil 2)' });
  await expect(page.getByLabel('Thema', { exact: true })).toHaveValue(/.+/);
  await expect(new GradebookPage(page).gradePicker('Kind 200')).toHaveValue('3');
});
