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
  const buttons = page.getByRole('group', { name: 'Note für Paul' }).locator('label');
  for (const label of await buttons.all()) {
    const box = await label.boundingBox();
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
  await expect(page.getByRole('table')).toContainText('1,25');
  await expect(page.locator('.recharts-bar-rectangle')).toHaveCount(1);
  await axe();
});
