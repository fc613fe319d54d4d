import { expect, test } from './fixtures';
import { GradebookPage } from './pages/gradebook';

test('after one visit the app starts with no network: home, every tool, the grade book and a page read before', async ({
  page,
  context,
}) => {
  // Every screen of the app, one after the other, offline: longer than one screen's 30 s.
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Was steht heute an?');
  // The service worker has installed and precached the app.
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);

  await page.goto('/spielesammlung/fangspiele');
  await expect(page.getByRole('button', { name: /Kettenfangen/ })).toBeVisible();
  // A PDF opened from a card (content-addressed upload) is kept for offline use.
  await page.goto('/schnelle-sportstunde/stationskarten');
  const pdf = (await page.getByRole('link', { name: /Balancieren auf der Langbank/ }).getAttribute('href')) as string;
  expect(pdf).toMatch(/^\/api\/files\/[a-f0-9]{64}\.pdf$/);
  expect(await page.evaluate(async (url) => (await fetch(url)).status, pdf)).toBe(200);

  await page.goto('/tools/datenerfassung/schueler');
  await new GradebookPage(page).createClass('Offline-Klasse');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schüler');
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Klasse', { exact: true })).toHaveText(/Offline-Klasse/);

  for (const [path, heading] of [
    ['/', 'Was steht heute an?'],
    ['/tools/stoppuhr', 'Stoppuhr'],
    ['/tools/gamecounter', 'Spielstand'],
    ['/tools/turnierplaner', 'Turnierplaner'],
    ['/tools/countdown', 'Countdown'],
    ['/tools/kopf-zahl', 'Kopf oder Zahl'],
    ['/tools/stationen', 'Stationsbetrieb'],
    ['/tools/teams', 'Teams bilden'],
    ['/tools/laeufe', 'Läufe messen'],
    ['/bundesjugendspiele', 'Bundesjugendspiele'],
    ['/tools/datenerfassung/leistungserfassung', 'Leistungserfassung'],
    ['/tools/daten-visualisierung/note-durchschnitt-thema', 'Notendurchschnitt je Thema'],
    ['/einstellungen', 'Einstellungen'],
  ]) {
    await page.goto(path as string);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading as string);
  }

  await page.goto('/spielesammlung/fangspiele');
  await page.getByRole('button', { name: /Kettenfangen/ }).click();
  await expect(page.getByRole('heading', { name: 'Ablauf' }).first()).toBeVisible();

  const offlinePdf = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return [response.status, response.headers.get('content-type'), (await response.text()).slice(0, 5)];
  }, pdf);
  expect(offlinePdf).toEqual([200, 'application/pdf', '%PDF-']);

  // A favourite is kept on this device until the server can be reached (issue 19).
  await page.getByRole('button', { name: 'Zu Favoriten hinzufügen', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Von Favoriten entfernen', exact: true })).toBeVisible();
  await expect(page.getByText('wird synchronisiert').first()).toBeVisible();
  // Undone again, so the shared teacher's favourites stay as they were.
  await page.getByRole('button', { name: 'Von Favoriten entfernen', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Zu Favoriten hinzufügen', exact: true })).toBeVisible();
  await context.setOffline(false);
});
