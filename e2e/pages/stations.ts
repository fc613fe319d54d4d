import { expect, type Locator, type Page } from '@playwright/test';

/** The station rotation (Stationsbetrieb): its set-up form and the running display. */
export class StationsPage {
  readonly main: Locator;
  readonly timer: Locator;
  readonly phase: Locator;
  readonly status: Locator;
  readonly groups: Locator;
  readonly stationCount: Locator;
  readonly groupCount: Locator;
  readonly running: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.timer = this.main.getByRole('timer', { name: 'Verbleibende Zeit' });
    this.phase = this.main.getByTestId('rotation-phase');
    this.status = this.main.getByRole('status');
    this.groups = this.main.getByRole('list', { name: /Die Gruppen (sind an|gehen zu)/ }).getByRole('listitem');
    this.stationCount = page.getByLabel('Anzahl Stationen');
    this.groupCount = page.getByLabel('Anzahl Gruppen');
    this.running = this.main.getByRole('region', { name: 'Ablauf' });
  }

  async goto() {
    await this.page.goto('/tools/stationen');
    // A first visit also installs the service worker and preloads every tool; on a busy CI
    // machine that alone can take longer than the default 5 s.
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Stationsbetrieb', { timeout: 15_000 });
  }

  station(n: number) {
    return this.main.getByRole('textbox', { name: `Station ${n}`, exact: true });
  }

  time(which: 'Arbeitszeit' | 'Wechselzeit', unit: 'Minuten' | 'Sekunden') {
    return this.main.getByRole('spinbutton', { name: `${which}: ${unit}` });
  }

  button(
    name: 'Start' | 'Pause' | 'Weiter' | 'Überspringen' | 'Beenden' | 'Nochmal starten' | 'Neu einrichten' | 'Aus Stationskarten wählen',
  ) {
    return this.main.getByRole('button', { name, exact: true });
  }

  async setUp(names: string[], { groups, workSeconds, changeSeconds }: { groups: number; workSeconds: number; changeSeconds: number }) {
    await this.stationCount.selectOption(String(names.length));
    for (const [i, name] of names.entries()) await this.station(i + 1).fill(name);
    await this.groupCount.selectOption(String(groups));
    await this.time('Arbeitszeit', 'Minuten').fill(String(Math.floor(workSeconds / 60)));
    await this.time('Arbeitszeit', 'Sekunden').fill(String(workSeconds % 60));
    await this.time('Wechselzeit', 'Minuten').fill(String(Math.floor(changeSeconds / 60)));
    await this.time('Wechselzeit', 'Sekunden').fill(String(changeSeconds % 60));
  }

  /** Round, phase and time left as the display shows them. */
  async expectAt(round: number, phase: 'Arbeiten' | 'Wechseln' | 'Fertig!', time: string, rounds = 4) {
    await expect(this.main.getByText(`Durchgang ${round} von ${rounds}`)).toBeVisible();
    await expect(this.phase).toHaveText(phase);
    await expect(this.timer).toHaveText(time);
  }

  /** Which station each group is at (or going to), group 1 first. */
  async expectGroupsAt(stations: string[]) {
    await expect(this.groups).toHaveText(stations.map((station, i) => new RegExp(`^Gruppe ${i + 1}\\s*→\\s*:?\\s*Station „${station}“$`)));
  }
}
