import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { GradebookPage } from './pages/gradebook';
import { expectNoSeriousViolations } from './support/a11y';

const CLASS = [
  'Mia Schulz;W',
  'Lena Groß;W',
  'Emma Jäger;W',
  'Hanna Schäfer;W',
  'Sofia Wolf;W',
  'Lea Braun;W',
  'Ülkü Demir;W',
  'Ben Öztürk;M',
  'Paul Weiß;M',
  'Noah Becker;M',
  'Leon Krüger;M',
  'Jonas Lang;M',
  'Elias Koch;M',
];
const gender = new Map(CLASS.map((line) => line.split(';') as [string, string]));

/** The members of each team card, in card order (read in one go: the test shuffles 50 times). */
async function readTeams(page: Page): Promise<string[][]> {
  await expect(page.getByRole('list', { name: /^Mitglieder / }).first()).toBeVisible();
  return page
    .getByRole('list', { name: /^Mitglieder / })
    .evaluateAll((lists) => lists.map((list) => [...list.querySelectorAll('li')].map((li) => li.textContent ?? '')));
}

test('teams from a grade-book class: absent child left out, keep-apart pair never together in 50 shuffles, genders even, sent to the tournament', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await new GradebookPage(page).createClassWith('3b', CLASS);

  await page.goto('/tools/teams');
  await expect(page.getByRole('heading', { level: 1, name: 'Teams bilden' })).toBeVisible();
  await expect(page.getByLabel('Klasse', { exact: true })).toHaveValue(/.+/);
  await expect(page.getByText('13 von 13 Kindern anwesend')).toBeVisible();
  await page.getByRole('checkbox', { name: 'fehlt heute: Paul Weiß' }).check();
  await expect(page.getByText('12 von 13 Kindern anwesend')).toBeVisible();

  await page.getByText('Nicht zusammen (0)').click();
  await page.getByLabel('Kind', { exact: true }).selectOption({ label: 'Mia Schulz' });
  await page.getByLabel('nicht mit', { exact: true }).selectOption({ label: 'Lena Groß' });
  await page.getByRole('button', { name: 'Trennen' }).click();
  await expect(page.getByRole('list', { name: 'Getrennte Paare' })).toHaveText('Mia Schulz und Lena Groß');
  // The same pair again, or a child with itself, is refused with a message.
  await page.getByLabel('Kind', { exact: true }).selectOption({ label: 'Lena Groß' });
  await page.getByLabel('nicht mit', { exact: true }).selectOption({ label: 'Mia Schulz' });
  await page.getByRole('button', { name: 'Trennen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Diese beiden sind schon getrennt.');

  await page.getByLabel('Anzahl Teams', { exact: true }).selectOption('3');
  await page.getByRole('button', { name: 'Teams bilden' }).click();
  const seen = new Set<string>();
  for (let shuffle = 0; shuffle < 50; shuffle++) {
    if (shuffle > 0) await page.getByRole('button', { name: 'Neu mischen' }).click();
    const teams = await readTeams(page);
    seen.add(JSON.stringify(teams));
    expect(teams).toHaveLength(3);
    expect(teams.flat().sort()).toEqual([...gender.keys()].filter((n) => n !== 'Paul Weiß').sort());
    expect(teams.some((t) => t.includes('Mia Schulz') && t.includes('Lena Groß'))).toBe(false);
    for (const g of ['W', 'M']) {
      const counts = teams.map((t) => t.filter((n) => gender.get(n) === g).length);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }
  }
  // A re-shuffle really mixes anew.
  expect(seen.size).toBeGreaterThan(25);

  // Projector mode: initials only, on this screen and wherever the names go next.
  await page.getByRole('button', { name: 'Beamer-Modus' }).click();
  await expect(page.getByRole('button', { name: 'Beamer-Modus' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Teams' })).not.toContainText('Mia Schulz');
  await expect(page.getByRole('region', { name: 'Teams' })).toContainText('M. S.');
  await page.getByRole('button', { name: 'Beamer-Modus' }).click();

  // A reload keeps the teams and today's absence.
  const before = await readTeams(page);
  await page.reload();
  expect(await readTeams(page)).toEqual(before);
  await expect(page.getByRole('checkbox', { name: 'fehlt heute: Paul Weiß' })).toBeChecked();
  await expectNoSeriousViolations(page);

  // Three teams go to the tournament planner (the score counter takes two or four).
  await expect(page.getByRole('button', { name: 'In den Spielstand übernehmen' })).toBeDisabled();
  await page.getByRole('button', { name: 'In den Turnierplaner übernehmen' }).click();
  await expect(page).toHaveURL(/\/tools\/turnierplaner$/);
  await expect(page.getByLabel('Anzahl Teams:')).toHaveValue('3');
  const nameFields = page.getByRole('group', { name: 'Teamnamen' }).getByRole('textbox');
  await expect(nameFields).toHaveCount(3);
  for (const [index, name] of ['Team Rot', 'Team Blau', 'Team Gelb'].entries()) await expect(nameFields.nth(index)).toHaveValue(name);
  await expect(page.getByRole('listitem').filter({ hasText: 'Spiel 1' })).toContainText('Team Rot');
  await page.getByText('Wer spielt wo?').click();
  for (const [index, name] of ['Team Rot', 'Team Blau', 'Team Gelb'].entries()) {
    await expect(page.getByRole('definition').nth(index)).toHaveText((before[index] ?? []).join(', '));
    await expect(page.getByRole('term').nth(index)).toHaveText(name);
  }
});

test('teams from typed names with strengths: two teams of equal strength go to the score counter', async ({ page }) => {
  await page.goto('/tools/teams');
  await expect(page.getByLabel('Klasse', { exact: true })).toHaveValue('names');
  await expect(page.getByRole('button', { name: 'Teams bilden' })).toBeDisabled();
  await page.getByLabel('Namen, einer pro Zeile').fill('Anna;W\nBea;W\nCarl;M\nDavid;M\nEva;W\nFritz;M\nGül;W\nHugo;M');
  await expect(page.getByText('8 von 8 Kindern anwesend')).toBeVisible();
  await page.getByRole('checkbox', { name: /Nach Stärke ausgleichen/ }).check();
  await page.getByLabel('Stärke von Anna').selectOption('3');
  await page.getByLabel('Stärke von Carl').selectOption('3');
  await page.getByLabel('Stärke von Bea').selectOption('1');
  await page.getByLabel('Stärke von David').selectOption('1');
  await page.getByRole('button', { name: 'Teams bilden' }).click();
  for (let i = 0; i < 5; i++) {
    await expect(page.getByRole('region', { name: 'Teams' }).getByText(/Stärke 8$/)).toHaveCount(2);
    await page.getByRole('button', { name: 'Neu mischen' }).click();
  }
  // By team size: pairs of two give four teams, two fields on the score counter.
  await page.getByLabel('Einteilen nach').selectOption('size');
  await page.getByLabel('Kinder pro Team').selectOption('2');
  await expect(page.getByText('8 Kinder in 4 Teams.')).toBeVisible();
  await page.getByRole('button', { name: 'Neu mischen' }).click();
  await page.getByRole('button', { name: 'In den Spielstand übernehmen' }).click();
  await expect(page).toHaveURL(/\/tools\/gamecounter$/);
  await expect(page.getByLabel('Anzahl Spielfelder:')).toHaveValue('2');
  await expect(page.getByLabel('Spielfeld 1: Name von Team 1')).toHaveValue('Team Rot');
  await expect(page.getByLabel('Spielfeld 1: Name von Team 2')).toHaveValue('Team Blau');
  await expect(page.getByLabel('Spielfeld 2: Name von Team 1')).toHaveValue('Team Gelb');
  await expect(page.getByLabel('Spielfeld 2: Name von Team 2')).toHaveValue('Team Grün');
  await expect(page.getByLabel('Punkte Team Rot', { exact: true })).toHaveText('0');
  await page.getByText('Wer spielt wo?').click();
  await expect(page.getByRole('term')).toHaveText(['Team Rot', 'Team Blau', 'Team Gelb', 'Team Grün']);
});

test('too few children for the teams asked for: a message, no teams', async ({ page }) => {
  await page.goto('/tools/teams');
  await page.getByLabel('Namen, einer pro Zeile').fill('Anna\nBea\nCarl');
  await page.getByLabel('Anzahl Teams', { exact: true }).selectOption('4');
  await expect(page.getByRole('alert')).toHaveText('Für 4 Teams braucht es mindestens 4 anwesende Kinder.');
  await expect(page.getByRole('button', { name: 'Teams bilden' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'fehlt heute: Anna' }).check();
  await page.getByRole('checkbox', { name: 'fehlt heute: Bea' }).check();
  await expect(page.getByRole('alert')).toHaveText('Für Teams braucht es mindestens zwei anwesende Kinder.');
});
