import { test } from './fixtures';
import { expectNoSeriousViolations } from './support/a11y';

// Signed in as a teacher (the project's stored session).
for (const path of [
  '/',
  '/tools',
  '/tools/countdown',
  '/tools/stoppuhr',
  '/tools/gamecounter',
  '/tools/turnierplaner',
  '/tools/kopf-zahl',
  '/tools/teams',
  '/tools/laeufe',
  '/tools/stationen',
  '/tools/datenerfassung',
  '/tools/datenerfassung/schueler',
  '/tools/datenerfassung/leistungserfassung',
  '/tools/daten-visualisierung',
  '/tools/daten-visualisierung/note-durchschnitt-thema',
  '/einstellungen',
  '/dashboard',
  '/suche?q=brennball',
  '/spielesammlung/fangspiele?klasse=2',
  '/unterrichtsreihen',
  '/bewegte-schule/bewegungspausen',
  '/favoriten',
  '/stunden',
  '/profil',
  '/admin/sicherheit',
  '/admin',
  '/admin/benutzer',
  '/admin/protokoll',
  '/gibt-es-nicht',
  '/impressum',
  '/datenschutz',
]) {
  test(`axe finds no serious or critical problem on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  });
}

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  // The Bundesjugendspiele open without an account (helpers' phones, issue 26).
  for (const path of ['/login', '/signup', '/auth/forgot-password', '/auth/signup-success', '/work-in-progress', '/bundesjugendspiele']) {
    test(`axe finds no serious or critical problem on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoSeriousViolations(page);
    });
  }
});
