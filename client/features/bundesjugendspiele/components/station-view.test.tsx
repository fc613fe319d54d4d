import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classFromNames, newEvent } from '@core/domain/bundesjugendspiele/event';
import { resultKey } from '@core/domain/bundesjugendspiele/results';
import type { BjsEvent } from '@core/schemas/bundesjugendspiele';
import { bjsStore } from '../stores/bjs-store';
import { heatStore, sanitizeHeat } from '../stores/heat-store';
import { StationView } from './station-view';

/** Issue 26 at the stations: device name, zone taps in turn, corrections, heats, typed times, counts. */

let nextId = 0;
const id = () => `id${++nextId}`;

function makeEvent(): BjsEvent {
  const event = newEvent({ id: 'ev1', date: '2026-06-20', now: '2026-06-01T08:00:00.000Z' });
  const one = classFromNames(
    '1a',
    1,
    [
      { name: 'Carla Diaz', gender: 'W' },
      { name: 'Anna Berg', gender: 'W' },
      { name: 'Ben Öztürk', gender: 'M' },
    ],
    id,
  );
  const empty = classFromNames('1b', 1, [], id);
  return { ...event, classes: [one, empty] };
}

let event: BjsEvent;
const childId = (name: string) => event.classes[0]!.children.find((c) => c.name === name)!.id;
const attempts = (exerciseId: string, name: string) => bjsStore.getState().value.results[resultKey(exerciseId, childId(name))]?.attempts;

function Search() {
  return <output data-testid="suche">{useLocation().search}</output>;
}

function renderStation(search: string) {
  return render(
    <MemoryRouter initialEntries={[`/tools/bundesjugendspiele?ansicht=station&${search}`]}>
      <StationView event={event} />
      <Search />
    </MemoryRouter>,
  );
}

const children = () => screen.getByRole('list', { name: 'Kinder' });
const row = (name: string) => within(children()).getByText(name).closest('li') as HTMLElement;
const zone = (n: number) => within(screen.getByRole('group', { name: 'Zone eintragen' })).getByRole('button', { name: `Zone ${n}` });
const active = () => within(screen.getByRole('region', { name: 'Aktives Kind' })).getByText(/^(Anna|Ben|Carla)/).textContent;

beforeEach(() => {
  localStorage.clear();
  nextId = 0;
  event = makeEvent();
  bjsStore.getState().set(() => ({ event, results: {}, conflicts: [], deviceLabel: 'Station Weitsprung – Herr Kaya' }));
  heatStore.getState().set({ exerciseId: '', classId: '', runners: [], run: { startedAt: null, stoppedAt: null, finishes: [] } });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('station: device name', () => {
  it('asks for the device name before anything can be recorded, and the results carry it', async () => {
    bjsStore.getState().set((s) => ({ ...s, deviceLabel: '' }));
    renderStation('uebung=zonenweitsprung-1');
    expect(screen.queryByRole('group', { name: 'Zone eintragen' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText(/Bitte einen Namen für dieses Gerät eingeben/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Name dieses Geräts'), 'Station Weitsprung – Herr Kaya');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(bjsStore.getState().value.deviceLabel).toBe('Station Weitsprung – Herr Kaya');
    expect(screen.getByText('Station Weitsprung – Herr Kaya')).toBeTruthy();
    await userEvent.click(zone(4));
    const entry = bjsStore.getState().value.results[resultKey('zonenweitsprung-1', childId('Anna Berg'))];
    expect(entry).toMatchObject({ attempts: [4], by: 'Station Weitsprung – Herr Kaya', eventId: 'ev1' });

    await userEvent.click(screen.getByRole('button', { name: 'Gerätenamen ändern' }));
    const field = screen.getByLabelText('Name dieses Geräts');
    await userEvent.clear(field);
    await userEvent.type(field, 'Station 2');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText('Station 2')).toBeTruthy();
  });
});

describe('station: zones', () => {
  it('records a tap for the active child and moves on round robin; a tapped name becomes active', async () => {
    renderStation('uebung=zonenweitsprung-1');
    expect(screen.getByText(/beste von 3 Versuchen/)).toBeTruthy();
    expect(screen.getByText('0 von 3 erfasst')).toBeTruthy();
    // German order: Anna, Ben Öztürk, Carla.
    expect(active()).toBe('Anna Berg');
    await userEvent.click(zone(5));
    expect(attempts('zonenweitsprung-1', 'Anna Berg')).toEqual([5]);
    expect(active()).toBe('Ben Öztürk');
    await userEvent.click(zone(3));
    expect(active()).toBe('Carla Diaz');
    await userEvent.click(screen.getByRole('button', { name: 'ungültig' }));
    expect(attempts('zonenweitsprung-1', 'Carla Diaz')).toEqual([0]);
    // Round two starts again at the top.
    expect(active()).toBe('Anna Berg');
    await userEvent.click(zone(7));
    expect(attempts('zonenweitsprung-1', 'Anna Berg')).toEqual([5, 7]);
    expect(active()).toBe('Ben Öztürk');

    await userEvent.click(within(children()).getByRole('button', { name: 'Carla Diaz' }));
    expect(active()).toBe('Carla Diaz');
    await userEvent.click(zone(2));
    expect(attempts('zonenweitsprung-1', 'Carla Diaz')).toEqual([0, 2]);
    expect(attempts('zonenweitsprung-1', 'Ben Öztürk')).toEqual([3]);
    // After Carla the line wraps to Anna, who still has a third attempt.
    expect(active()).toBe('Anna Berg');
    await userEvent.click(zone(6));
    expect(attempts('zonenweitsprung-1', 'Anna Berg')).toEqual([5, 7, 6]);
    // Anna is done: the best (7, not the last 6) counts, and she is skipped.
    expect(within(row('Anna Berg')).getByText('Beste: Zone 7')).toBeTruthy();
    expect(screen.getByText('1 von 3 erfasst')).toBeTruthy();
    expect(active()).toBe('Ben Öztürk');
    await userEvent.click(within(children()).getByRole('button', { name: 'Anna Berg' }));
    expect((zone(1) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Alle 3 Versuche erfasst · Beste: Zone 7')).toBeTruthy();
  });

  it('deletes exactly the attempt that was tapped, after asking', async () => {
    bjsStore.getState().set((s) => ({
      ...s,
      results: {
        [resultKey('zonenweitsprung-1', childId('Anna Berg'))]: {
          eventId: 'ev1',
          exerciseId: 'zonenweitsprung-1',
          childId: childId('Anna Berg'),
          attempts: [5, 4, 5],
          at: '2026-06-20T09:00:00.000Z',
          by: 'x',
        },
      },
    }));
    renderStation('uebung=zonenweitsprung-1');
    await userEvent.click(within(row('Anna Berg')).getByRole('button', { name: 'Versuch 1: Zone 5 löschen' }));
    expect(screen.getByText('Versuch 1 (Zone 5) von Anna Berg löschen?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(attempts('zonenweitsprung-1', 'Anna Berg')).toEqual([5, 4, 5]);

    await userEvent.click(within(row('Anna Berg')).getByRole('button', { name: 'Versuch 1: Zone 5 löschen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    // Just that attempt: the other Zone 5 stays, and the order of the rest too.
    expect(attempts('zonenweitsprung-1', 'Anna Berg')).toEqual([4, 5]);
    expect(within(row('Anna Berg')).getByText('Beste: Zone 5')).toBeTruthy();

    // The last attempts gone: no result left at all.
    for (const name of ['Versuch 2: Zone 5 löschen', 'Versuch 1: Zone 4 löschen']) {
      await userEvent.click(within(row('Anna Berg')).getByRole('button', { name }));
      await userEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    }
    expect(bjsStore.getState().value.results).toEqual({});
  });
});

describe('station: time', () => {
  // One run each here; the handbook's two runs of classes 1/2 (added) are tested in core and below.
  beforeEach(() => {
    event = { ...event, settings: { 'sprint-30': { attempts: 1, zones: 0, countUnit: '', setup: '30 m' } } };
    bjsStore.getState().set((s) => ({ ...s, event }));
  });

  it('asks for the second run of the 30-m-Lauf (classes 1/2 add both times) before the child counts as done', async () => {
    event = { ...event, settings: {} };
    bjsStore.getState().set((s) => ({ ...s, event }));
    renderStation('uebung=sprint-30');
    await userEvent.type(within(row('Anna Berg')).getByLabelText('Handzeit für Anna Berg'), '6,1');
    await userEvent.click(within(row('Anna Berg')).getByRole('button', { name: 'Handzeit für Anna Berg eintragen' }));
    expect(screen.getByText('0 von 3 erfasst')).toBeTruthy();
    await userEvent.type(within(row('Anna Berg')).getByLabelText('Handzeit für Anna Berg'), '6,4');
    await userEvent.click(within(row('Anna Berg')).getByRole('button', { name: 'Handzeit für Anna Berg eintragen' }));
    expect(attempts('sprint-30', 'Anna Berg')).toEqual([61, 64]);
    expect(screen.getByText('1 von 3 erfasst')).toBeTruthy();
    expect(within(row('Anna Berg')).getByText(/12,5 s/)).toBeTruthy();
  });

  it('times a heat of two children from the start timestamp and records each at once', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const view = renderStation('uebung=sprint-30');
    await userEvent.click(screen.getByRole('button', { name: 'Anna Berg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ben Öztürk' }));
    expect(screen.getByRole('button', { name: 'Anna Berg' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    // The running heat is on the device, so a reload does not lose it.
    const stored = localStorage.getItem('bundesjugendspiele-lauf')!;
    expect(JSON.parse(stored).state.value.run.startedAt).toBe(1_000_000);
    view.unmount();
    heatStore.getState().set({ exerciseId: '', classId: '', runners: [], run: { startedAt: null, stoppedAt: null, finishes: [] } });
    localStorage.setItem('bundesjugendspiele-lauf', stored);
    await heatStore.persist.rehydrate();
    renderStation('uebung=sprint-30');

    now += 6_320;
    await userEvent.click(within(screen.getByRole('list', { name: 'Zieleinlauf' })).getByRole('button', { name: 'Anna Berg' }));
    expect(attempts('sprint-30', 'Anna Berg')).toEqual([64]);
    now += 690;
    await userEvent.click(within(screen.getByRole('list', { name: 'Zieleinlauf' })).getByRole('button', { name: 'Ben Öztürk' }));
    expect(attempts('sprint-30', 'Ben Öztürk')).toEqual([71]);
    expect(attempts('sprint-30', 'Carla Diaz')).toBeUndefined();
    // Both in: the heat has stopped by itself.
    expect(screen.getByRole('timer', { name: 'Laufzeit' }).textContent).toBe('00:07,01');
    expect(screen.getByText('2 von 3 erfasst')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Nächster Lauf' }));
    // Only Carla is left to run.
    expect(
      within(screen.getByRole('list', { name: 'Auswahl für den Lauf' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Carla Diaz']);
  });

  it('takes a wrong tap back together with its time', async () => {
    let now = 5_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    renderStation('uebung=sprint-30');
    await userEvent.click(screen.getByRole('button', { name: 'Anna Berg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ben Öztürk' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    now += 6_000;
    await userEvent.click(within(screen.getByRole('list', { name: 'Zieleinlauf' })).getByRole('button', { name: 'Anna Berg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zeit von Anna Berg zurücknehmen' }));
    expect(attempts('sprint-30', 'Anna Berg')).toBeUndefined();
    now += 500;
    await userEvent.click(within(screen.getByRole('list', { name: 'Zieleinlauf' })).getByRole('button', { name: 'Anna Berg' }));
    expect(attempts('sprint-30', 'Anna Berg')).toEqual([65]);
    await userEvent.click(screen.getByRole('button', { name: 'Stopp' }));
    expect(attempts('sprint-30', 'Ben Öztürk')).toBeUndefined();
  });

  it('stores a typed hand time „6,4“ as 64 and explains a wrong one', async () => {
    renderStation('uebung=sprint-30');
    const field = within(row('Anna Berg')).getByLabelText('Handzeit für Anna Berg');
    await userEvent.type(field, 'abc');
    await userEvent.click(within(row('Anna Berg')).getByRole('button', { name: 'Handzeit für Anna Berg eintragen' }));
    expect(within(row('Anna Berg')).getByText('Bitte eine Zeit wie 6,4 eingeben.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(attempts('sprint-30', 'Anna Berg')).toBeUndefined();
    await userEvent.clear(field);
    await userEvent.type(field, '6,4{Enter}');
    expect(attempts('sprint-30', 'Anna Berg')).toEqual([64]);
    expect(within(row('Anna Berg')).getByRole('button', { name: 'Versuch 1: 6,4 s löschen' })).toBeTruthy();
    expect(within(row('Anna Berg')).queryByLabelText('Handzeit für Anna Berg')).toBeNull();
    expect(screen.queryByText('Bitte eine Zeit wie 6,4 eingeben.')).toBeNull();
  });

  it('points to a heat still running at another station of this phone', async () => {
    vi.spyOn(Date, 'now').mockImplementation(() => 1_000);
    const first = renderStation('uebung=sprint-30');
    await userEvent.click(screen.getByRole('button', { name: 'Anna Berg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    first.unmount();
    renderStation('uebung=zonenweitsprung-1');
    expect(screen.getByText(/Auf diesem Gerät läuft noch ein Lauf: 30-m-Lauf \(Klassen 1 und 2\), Klasse 1a\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Zum Lauf' }));
    expect(new URLSearchParams(screen.getByTestId('suche').textContent!).get('uebung')).toBe('sprint-30');
    expect(screen.getByRole('timer', { name: 'Laufzeit' })).toBeTruthy();
  });
});

describe('station: count', () => {
  it('counts rounds with + and − and takes a typed number', async () => {
    renderStation('uebung=ausdauer-10');
    await userEvent.click(screen.getByRole('button', { name: 'Anna Berg: eins mehr' }));
    await userEvent.click(screen.getByRole('button', { name: 'Anna Berg: eins mehr' }));
    await userEvent.click(screen.getByRole('button', { name: 'Anna Berg: eins weniger' }));
    expect(attempts('ausdauer-10', 'Anna Berg')).toEqual([1]);
    const field = screen.getByLabelText('Runden von Ben Öztürk');
    await userEvent.type(field, 'zwölf{Enter}');
    expect(screen.getByText('Bitte eine ganze Zahl von 0 bis 999 eingeben.')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '12{Enter}');
    expect(attempts('ausdauer-10', 'Ben Öztürk')).toEqual([12]);
    expect((screen.getByLabelText('Runden von Ben Öztürk') as HTMLInputElement).value).toBe('12');
    expect(screen.getByText('2 von 3 erfasst')).toBeTruthy();
  });
});

describe('station: the endurance run with three outcomes (handbook „Wertung“)', () => {
  it('records „geschafft“, „mehr als die Hälfte“ or „weniger als die Hälfte“ once per child, in turn', async () => {
    event = { ...event, choice: { ...event.choice, '1-2': ['sprint-30', 'zonenweitsprung-1', 'schlagwurf-1', 'dauerlauf-10'] } };
    bjsStore.getState().set((s) => ({ ...s, event }));
    renderStation('uebung=dauerlauf-10');
    const pad = screen.getByRole('group', { name: 'Ergebnis eintragen' });
    expect(
      within(pad)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['geschafft', 'mehr als die Hälfte', 'weniger als die Hälfte']);
    expect(screen.queryByRole('group', { name: 'Zone eintragen' })).toBeNull();
    await userEvent.click(within(pad).getByRole('button', { name: 'geschafft' }));
    await userEvent.click(within(pad).getByRole('button', { name: 'mehr als die Hälfte' }));
    expect(attempts('dauerlauf-10', 'Anna Berg')).toEqual([3]);
    expect(attempts('dauerlauf-10', 'Ben Öztürk')).toEqual([2]);
    // One outcome per child: Anna's row is done.
    await userEvent.click(within(children()).getByRole('button', { name: 'Anna Berg' }));
    expect((within(pad).getByRole('button', { name: 'geschafft' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('station: exercise and class in the address', () => {
  it('opens the station from the address and keeps a new choice there', async () => {
    const second = classFromNames('2a', 2, [{ name: 'Zoe Alt', gender: 'W' }], id);
    event = { ...event, classes: [...event.classes, second] };
    bjsStore.getState().set((s) => ({ ...s, event }));
    renderStation(`uebung=schlagwurf-1&klasse=${second.id}`);
    expect((screen.getByLabelText('Übung') as HTMLSelectElement).value).toBe('schlagwurf-1');
    expect((screen.getByLabelText('Klasse') as HTMLSelectElement).value).toBe(second.id);
    expect(screen.getByRole('option', { name: 'Schlagwurf (Klassen 1 und 2)' })).toBeTruthy();
    expect(within(children()).getByRole('button', { name: 'Zoe Alt' })).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Klasse'), event.classes[1]!.id);
    expect(screen.getByText(/In der Klasse 1b sind noch keine Kinder eingetragen/)).toBeTruthy();
    const search = new URLSearchParams(screen.getByTestId('suche').textContent!);
    expect(Object.fromEntries(search)).toEqual({ ansicht: 'station', uebung: 'schlagwurf-1', klasse: event.classes[1]!.id });

    await userEvent.selectOptions(screen.getByLabelText('Übung'), 'sprint-30');
    expect(new URLSearchParams(screen.getByTestId('suche').textContent!).get('uebung')).toBe('sprint-30');
    expect(new URLSearchParams(screen.getByTestId('suche').textContent!).get('klasse')).toBe(event.classes[1]!.id);
  });

  it('says so when the event has no classes yet', () => {
    event = { ...event, classes: [] };
    renderStation('');
    expect(screen.getByText(/Die Veranstaltung hat noch keine Klassen/)).toBeTruthy();
  });
});

describe('station: a stored heat', () => {
  it('keeps what can be read and drops the rest', () => {
    expect(sanitizeHeat('kaputt').run.startedAt).toBeNull();
    const heat = sanitizeHeat({
      exerciseId: 'sprint-30',
      classId: 'c1',
      runners: ['a', 'b', 'a', 7],
      run: {
        startedAt: 1_000,
        stoppedAt: 500,
        finishes: [
          { studentId: 'a', at: 2_000 },
          { studentId: 'a', at: 2_500 },
          { studentId: 'b', at: 900 },
          { studentId: 'x', at: 3_000 },
        ],
      },
    });
    expect(heat).toEqual({
      exerciseId: 'sprint-30',
      classId: 'c1',
      runners: ['a', 'b'],
      run: { startedAt: 1_000, stoppedAt: null, finishes: [{ studentId: 'a', at: 2_000 }] },
    });
  });
});
