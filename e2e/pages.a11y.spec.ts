import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

export async function expectNoSeriousViolations(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const severe = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(severe).toEqual([]);
}

// Signed in as a teacher (the project's stored session).
for (const path of ['/', '/tools', '/tools/countdown', '/tools/stoppuhr', '/tools/gamecounter', '/tools/turnierplaner', '/tools/kopf-zahl', '/tools/datenerfassung', '/tools/datenerfassung/schueler', '/tools/datenerfassung/leistungserfassung', '/tools/daten-visualisierung', '/tools/daten-visualisierung/note-durchschnitt-thema', '/einstellungen', '/dashboard', '/suche?q=brennball', '/spielesammlung/fangspiele?klasse=2', '/unterrichtsreihen', '/bewegte-schule/bewegungspausen', '/favoriten', '/profil', '/admin/sicherheit', '/gibt-es-nicht', '/impressum', '/datenschutz']) {
  test(`axe finds no serious or critical problem on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  });
}

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  for (const path of ['/login', '/signup', '/auth/forgot-password', '/auth/signup-success', '/work-in-progress']) {
    test(`axe finds no serious or critical problem on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoSeriousViolations(page);
    });
  }
});
