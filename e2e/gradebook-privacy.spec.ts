import { expect, test } from './fixtures';
import { GradebookPage } from './pages/gradebook';

const DAY = 24 * 60 * 60 * 1000;

test('projector mode: initials only and no grades on the grade-book screens, kept after a reload and shown in the settings', async ({
  page,
}) => {
  const book = new GradebookPage(page);
  await book.createClassWith('2c', ['Mia Schulz;W', 'Ben Öztürk;M']);
  await expect(book.students()).toHaveText([/Ben Öztürk/, /Mia Schulz/]);
  await page.goto('/tools/datenerfassung/leistungserfassung');
  await book.createTopic('Balancieren');
  await book.grade('Mia Schulz', 2);

  await page.getByRole('button', { name: 'Beamer-Modus' }).click();
  const grades = page.getByRole('region', { name: 'Noten im Thema Balancieren' });
  await expect(grades).toContainText('M. S.');
  await expect(grades).not.toContainText('Mia Schulz');
  await expect(grades.getByRole('combobox')).toHaveCount(0);
  await expect(grades.getByText('Note ausgeblendet')).toHaveCount(2);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Beamer-Modus' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/tools/datenerfassung/schueler');
  await expect(book.students()).toHaveText([/B\. Ö\./, /M\. S\./]);
  await page.goto('/einstellungen');
  await page.getByRole('region', { name: 'Beamer-Modus' }).getByRole('button', { name: 'Beamer-Modus' }).click();
  await page.goto('/tools/datenerfassung/leistungserfassung');
  await expect(book.gradePicker('Mia Schulz')).toHaveValue('2');
  await expect(book.gradePicker('Ben Öztürk')).toHaveValue('');
});

test('a backup reminder after 14 days with changes: download clears it, "later" snoozes it', async ({ page }) => {
  const now = Date.now();
  // The grade book was started a month ago and never backed up.
  await page.clock.install({ time: now - 30 * DAY });
  const book = new GradebookPage(page);
  await book.createClassWith('4a', ['Mia Schulz;W']);
  await expect(page.getByRole('region', { name: 'Erinnerung an die Sicherung' })).toHaveCount(0);

  await page.clock.setSystemTime(now);
  await page.goto('/tools/datenerfassung/leistungserfassung');
  const reminder = page.getByRole('region', { name: 'Erinnerung an die Sicherung' });
  await expect(reminder).toContainText('Für dieses Notenbuch wurde noch keine Sicherung heruntergeladen.');
  const download = page.waitForEvent('download');
  await reminder.getByRole('button', { name: 'Sicherung herunterladen' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Sportkiste-Notenbuch-\d{4}-\d\d-\d\d\.json$/);
  await expect(reminder).toHaveCount(0);

  // Twenty days on, with a change since the backup: reminded again, with the age.
  await page.clock.setSystemTime(now + 20 * DAY);
  await book.createTopic('Werfen');
  await page.reload();
  await expect(reminder).toContainText('Die letzte Sicherung ist 20 Tage alt');
  await reminder.getByRole('button', { name: 'In 3 Tagen erinnern' }).click();
  await expect(reminder).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leistungserfassung');
  await expect(reminder).toHaveCount(0);
  await page.clock.setSystemTime(now + 24 * DAY);
  await page.reload();
  await expect(reminder).toBeVisible();
});
