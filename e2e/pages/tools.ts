import { expect, type Locator, type Page } from '@playwright/test';

/** Start of every clock-controlled tools test: a fixed morning in the gym. */
export const LESSON_START = new Date('2026-11-23T08:00:00+01:00');

/**
 * Resolves once the background fetch of every tool for use offline (client/app/tool-screens.ts,
 * preloadTools) has taken the last file of the build's list — start it before opening the page
 * that triggers the fetch. „networkidle“ alone raced it on a busy machine: the fetch waits for an
 * idle moment, which can come after 500 ms without requests.
 */
export async function toolsOnDevice(page: Page): Promise<() => Promise<void>> {
  const files = (await (await page.request.get('/offline-tools.json')).json()) as string[];
  expect(files.length).toBeGreaterThan(10);
  const last = files.at(-1) as string;
  const arrived = page.waitForResponse((response) => new URL(response.url()).pathname === last, { timeout: 30_000 });
  return async () => {
    await arrived;
  };
}

/**
 * Records what the countdown's end signal does: vibration patterns and tones started with Web
 * Audio. Headless Chromium has neither a vibration motor nor speakers to listen to.
 */
export async function recordSignals(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __vibrations: unknown[]; __tones: number; __frequencies: number[] };
    w.__vibrations = [];
    w.__tones = 0;
    w.__frequencies = [];
    const startNote = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<OscillatorNode['start']>) {
      w.__frequencies.push(this.frequency.value);
      return startNote.apply(this, args);
    };
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: (pattern: unknown) => {
        w.__vibrations.push(pattern);
        return true;
      },
    });
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.__tones++;
      return create.call(this);
    };
  });
  return {
    vibrations: () => page.evaluate(() => (window as unknown as { __vibrations: unknown[] }).__vibrations),
    tones: () => page.evaluate(() => (window as unknown as { __tones: number }).__tones),
    frequencies: () => page.evaluate(() => (window as unknown as { __frequencies: number[] }).__frequencies),
  };
}

export class StopwatchPage {
  readonly display: Locator;
  readonly laps: Locator;
  constructor(readonly page: Page) {
    this.display = page.getByRole('main').getByRole('timer', { name: 'Gemessene Zeit' });
    this.laps = page.getByRole('table');
  }
  button(name: 'Start' | 'Pause' | 'Runde' | 'Zurücksetzen') {
    return this.page.getByRole('main').getByRole('button', { name, exact: true });
  }
}

export class CountdownPage {
  readonly display: Locator;
  readonly minutes: Locator;
  readonly seconds: Locator;
  constructor(readonly page: Page) {
    this.display = page.getByRole('main').getByRole('timer', { name: 'Verbleibende Zeit' });
    this.minutes = page.getByLabel('Minuten');
    this.seconds = page.getByLabel('Sekunden');
  }
  button(name: 'Start' | 'Pause' | 'Zurücksetzen') {
    return this.page.getByRole('main').getByRole('button', { name, exact: true });
  }
  async set(minutes: number, seconds: number) {
    await this.minutes.fill(String(minutes));
    await this.seconds.fill(String(seconds));
    await expect(this.display).toHaveText(`${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`);
  }
}

export class TournamentPage {
  constructor(readonly page: Page) {}
  score(team: string, game: number) {
    return this.page.getByRole('spinbutton', { name: `Tore ${team} im Spiel ${game}`, exact: true });
  }
  async result(game: number, home: string, homeGoals: number, away: string, awayGoals: number) {
    await this.score(home, game).fill(String(homeGoals));
    await this.score(away, game).fill(String(awayGoals));
  }
  rows() {
    return this.page.getByRole('table').getByRole('row');
  }
  /** Opens the folded 'Wertung' section (points and tie-break order). */
  async openRules() {
    await this.page.locator('summary', { hasText: 'Wertung' }).click();
    await expect(this.points('Sieg')).toBeVisible();
  }
  points(label: 'Sieg' | 'Unentschieden' | 'Niederlage') {
    return this.page.getByRole('spinbutton', { name: label, exact: true });
  }
  criterion(label: string) {
    return this.page.getByRole('checkbox', { name: label, exact: true });
  }
  move(label: string, direction: 'nach oben' | 'nach unten') {
    return this.page.getByRole('button', { name: `${label} ${direction}`, exact: true });
  }
  tieBreakOrder() {
    return this.page.getByRole('group', { name: 'Bei Punktgleichheit entscheidet' }).getByRole('listitem');
  }
  /** The A4 plan: hidden on screen, shown when printing. */
  printPlan() {
    return this.page.getByRole('region', { name: 'Spielplan zum Drucken' });
  }
}
