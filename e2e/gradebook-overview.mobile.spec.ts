import { expect, test } from './fixtures';
import { GradebookPage } from './pages/gradebook';
import { expectNoSeriousViolations } from './support/a11y';

test('issue 25 at 390 px: grading from the class overview moves the row and column averages; comments by long press and by keyboard; the child page proposes the term grade', async ({
  page,
}) => {
  const book = new GradebookPage(page);
  await book.createClassWith('6b', ['Ben Schäfer;M', 'Lina;W', 'Zoe;W']);
  await page.goto('/tools/datenerfassung/leistungserfassung');
  await book.createTopic('Weitsprung');
  await book.grade('Lina', 3);
  await book.createTopic('Turnen');

  await page.getByRole('link', { name: 'Übersicht' }).click();
  const grid = page.getByRole('table', { name: /Noten der Klasse 6b/ });
  await expect(grid).toBeVisible();
  const benRow = grid.getByRole('row').filter({ has: page.getByRole('link', { name: 'Ben Schäfer' }) });
  const weitsprung = grid.getByRole('columnheader').filter({ hasText: 'Weitsprung' });
  await expect(benRow).toContainText('Ø – · 0 von 2');
  await expect(weitsprung).toContainText('Ø 3,00');
  await expect(weitsprung).toContainText('1 von 3');

  // A tap grades: 2+ counts 1,7.
  await grid.getByRole('button', { name: 'Ben Schäfer, Weitsprung: nicht bewertet' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '2+', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(grid.getByRole('button', { name: 'Ben Schäfer, Weitsprung: 2+' })).toHaveText('2+');
  await expect(benRow).toContainText('Ø 1,70 · 1 von 2');
  await expect(weitsprung).toContainText('Ø 2,35');
  await expect(weitsprung).toContainText('2 von 3');

  // A long press comments instead of grading.
  const turnen = grid.getByRole('button', { name: 'Ben Schäfer, Turnen: nicht bewertet' });
  // Held ≥ 500 ms: the comment opens while the finger is still down (the grid is behind the dialog then).
  await turnen.dispatchEvent('pointerdown');
  await page.getByRole('textbox', { name: 'Kommentar zu Ben Schäfer' }).fill('Rolle sicher, Rad übt er noch');
  await page.getByRole('button', { name: 'Kommentar speichern' }).click();
  await expect(grid.getByRole('button', { name: 'Ben Schäfer, Turnen: nicht bewertet, mit Kommentar' })).toBeVisible();

  // The keyboard way: Enter on a cell, „Kommentar“ in the picker.
  await grid.getByRole('button', { name: 'Lina, Weitsprung: 3' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(grid.getByRole('button', { name: 'Lina, Turnen: nicht bewertet' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Kommentar' }).click();
  await page.getByRole('textbox', { name: 'Kommentar zu Lina' }).fill('fehlte beim Turnen');
  await page.getByRole('button', { name: 'Kommentar speichern' }).press('Enter');
  await expect(grid.getByRole('button', { name: 'Lina, Turnen: nicht bewertet, mit Kommentar' })).toBeVisible();

  // Sorted by average: Ben (1,70) before Lina (3,00), Zoe without grades last.
  await page.getByLabel('Sortieren').selectOption({ label: 'nach Durchschnitt' });
  await expect(grid.getByRole('rowheader')).toHaveText([/^Ben Schäfer/, /^Lina/, /^Zoe/]);
  // The grid scrolls inside itself; the page never sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 390);
  await expectNoSeriousViolations(page);

  await benRow.getByRole('link', { name: 'Ben Schäfer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ben Schäfer' })).toBeVisible();
  await expect(page.getByText('Vorschlag: 2 (1,70)')).toBeVisible();
  await expect(page.getByText('Durchschnitt (gewichtet): 1,70 · 1 von 2 bewertet')).toBeVisible();
  await expect(page.getByText('„Rolle sicher, Rad übt er noch“')).toBeVisible();
  // Each grade with the day it was given; an ungraded topic shows when the topic last changed.
  const today = new Date().toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });
  await expect(page.getByRole('listitem').filter({ hasText: 'Weitsprung' })).toContainText(`benotet am ${today}`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Turnen' })).toContainText('Thema zuletzt geändert am');
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Zurück zur Übersicht' }).click();
  await expect(grid).toBeVisible();
});
