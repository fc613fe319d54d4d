import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classFromNames, newEvent } from '@core/domain/bundesjugendspiele/event';
import { resultKey } from '@core/domain/bundesjugendspiele/results';
import { resultsTransfer, transferFileText, backupTransfer } from '@core/domain/bundesjugendspiele/transfer';
import type { BjsEvent, BjsState, ResultEntry } from '@core/schemas/bundesjugendspiele';

vi.mock('@client/lib/download', () => ({ downloadFile: vi.fn(), today: () => '2027-06-12' }));

/** Issue 26 on the screen: conflicts decided by the organiser, and what a received file did. */
let n = 0;
const id = () => `c${(n++).toString().padStart(7, '0')}`;

function makeEvent(): BjsEvent {
  return {
    ...newEvent({ id: 'ev000001', date: '2027-06-12', school: 'GS am Weiher', now: '2027-06-01T10:00:00.000Z' }),
    classes: [
      classFromNames(
        '3a',
        3,
        [
          { name: 'Mia Schulz', gender: 'W' },
          { name: 'Jörg Weiß', gender: 'M' },
          { name: 'Ben Klein', gender: 'M' },
        ],
        id,
      ),
    ],
  };
}

const entry = (event: BjsEvent, child: number, attempts: number[], by: string, at = '2027-06-12T09:15:00.000Z'): ResultEntry => ({
  eventId: event.id,
  exerciseId: 'zonenweitsprung-3',
  childId: event.classes[0]!.children[child]!.id,
  attempts,
  at,
  by,
});

async function load(seed: (event: BjsEvent) => Partial<BjsState>) {
  const { bjsStore } = await import('../stores/bjs-store');
  const { ExchangeView } = await import('./exchange-view');
  const { downloadFile } = await import('@client/lib/download');
  const event = makeEvent();
  bjsStore.getState().set(() => ({ event, results: {}, conflicts: [], deviceLabel: 'Organisation', ...seed(event) }));
  render(<ExchangeView />);
  return { event, state: () => bjsStore.getState().value, downloadFile: vi.mocked(downloadFile) };
}

const byKey = (entries: ResultEntry[]) => Object.fromEntries(entries.map((r) => [resultKey(r.exerciseId, r.childId), r]));
const jsonFile = (text: string, name = 'ergebnisse.json') => new File([text], name, { type: 'application/json' });

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

describe('Austausch: conflicts', () => {
  it('shows both results with device and time, and takes the chosen one', async () => {
    const { event, state } = await load((event) => {
      const mine = entry(event, 0, [4, 6, 5], 'Station Weitsprung');
      return {
        results: byKey([mine]),
        conflicts: [{ current: mine, incoming: entry(event, 0, [4, 7, 5], 'Frau Kühn', '2027-06-12T09:20:00.000Z') }],
      };
    });
    const conflict = screen.getByRole('listitem', { name: 'Mia Schulz (3a) – Zonenweitsprung' });
    expect(within(conflict).getByText('Zone 4 · Zone 6 · Zone 5')).toBeTruthy();
    expect(within(conflict).getByText('Zone 7')).toBeTruthy();
    expect(conflict.textContent).toContain('12.06.2027, 09:20');
    expect(state().results[resultKey('zonenweitsprung-3', event.classes[0]!.children[0]!.id)]?.attempts).toEqual([4, 6, 5]);

    await userEvent.click(within(conflict).getByRole('button', { name: 'Wert von Frau Kühn übernehmen' }));
    expect(state().conflicts).toEqual([]);
    expect(state().results[resultKey('zonenweitsprung-3', event.classes[0]!.children[0]!.id)]).toMatchObject({
      attempts: [4, 7, 5],
      by: 'Frau Kühn',
    });
    expect(screen.queryByRole('heading', { name: /Konflikte/ })).toBeNull();
  });

  it('keeps this device’s value when chosen, and tells two devices of the same name apart', async () => {
    const { event, state } = await load((event) => {
      const mine = entry(event, 1, [3], 'Station');
      return { results: byKey([mine]), conflicts: [{ current: mine, incoming: entry(event, 1, [2], 'Station') }] };
    });
    await userEvent.click(screen.getByRole('button', { name: 'Wert von Station (bisher hier) übernehmen' }));
    expect(state().conflicts).toEqual([]);
    expect(state().results[resultKey('zonenweitsprung-3', event.classes[0]!.children[1]!.id)]?.attempts).toEqual([3]);
  });
});

describe('Austausch: receiving a file', () => {
  it('reports new, known, conflicting and rejected results, and overwrites nothing', async () => {
    const { event, state } = await load((event) => ({
      results: byKey([entry(event, 0, [5, 5, 5], 'Organisation'), entry(event, 1, [3], 'Organisation')]),
    }));
    const incoming = [
      entry(event, 0, [5, 5, 5], 'Station Weitsprung'),
      entry(event, 1, [4], 'Station Weitsprung'),
      entry(event, 2, [6, 2], 'Station Weitsprung'),
      { ...entry(event, 2, [1], 'Station Weitsprung'), childId: 'weg00001' },
      { ...entry(event, 2, [1], 'Station Weitsprung'), exerciseId: 'sprint-40', attempts: [1, 2] },
    ];
    const file = jsonFile(transferFileText(resultsTransfer(event.id, 'Station Weitsprung', incoming)));
    await userEvent.upload(screen.getByLabelText('Datei zum Empfangen wählen'), file);

    expect(
      await screen.findByText(
        'Ergebnisse von „Station Weitsprung“: 1 neu, 1 schon vorhanden, 1 Konflikt – bitte unter „Konflikte“ entscheiden.',
      ),
    ).toBeTruthy();
    const rejected = within(screen.getByRole('list', { name: '2 Ergebnisse nicht übernommen:' })).getAllByRole('listitem');
    expect(rejected.map((li) => li.textContent)).toEqual([
      'unbekanntes Kind, Zonenweitsprung: Kind nicht in dieser Veranstaltung',
      'Ben Klein (3a), 40-m-Lauf: zu viele Versuche (erlaubt: 1)',
    ]);
    expect(state().results[resultKey('zonenweitsprung-3', event.classes[0]!.children[1]!.id)]?.attempts).toEqual([3]);
    expect(state().conflicts).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Konflikte (1)' })).toBeTruthy();
  });

  it('says when a file is no Sportkiste file, and changes nothing', async () => {
    const { state } = await load(() => ({}));
    const before = JSON.stringify(state());
    await userEvent.upload(screen.getByLabelText('Datei zum Empfangen wählen'), jsonFile('Vorname;Nachname\nMia;Schulz', 'liste.json'));
    expect((await screen.findByRole('alert')).textContent).toContain('Diese Datei ist keine Sportkiste-Datei für die Bundesjugendspiele.');
    expect(JSON.stringify(state())).toBe(before);
  });

  it('refuses results of another event', async () => {
    const { event, state } = await load(() => ({}));
    const file = jsonFile(transferFileText(resultsTransfer('anderes1', 'X', [{ ...entry(event, 0, [1], 'X'), eventId: 'anderes1' }])));
    await userEvent.upload(screen.getByLabelText('Datei zum Empfangen wählen'), file);
    expect((await screen.findByRole('alert')).textContent).toContain('gehören zu einer anderen Veranstaltung');
    expect(state().results).toEqual({});
  });

  it('asks before a backup of another event replaces this one, and saves the present state first', async () => {
    const { event, state, downloadFile } = await load((event) => ({ results: byKey([entry(event, 0, [5], 'Organisation')]) }));
    const other: BjsState = { event: { ...event, id: 'ev000002', school: 'GS Nord' }, results: {}, conflicts: [], deviceLabel: 'Alt' };
    await userEvent.upload(screen.getByLabelText('Sicherungsdatei wählen'), jsonFile(transferFileText(backupTransfer(other))));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('eine andere Veranstaltung (GS Nord am 12.06.2027)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(await screen.findByText('Nichts eingespielt. Auf diesem Gerät bleibt alles, wie es war.')).toBeTruthy();
    expect(state().event?.id).toBe(event.id);
    expect(downloadFile).not.toHaveBeenCalled();

    await userEvent.upload(screen.getByLabelText('Sicherungsdatei wählen'), jsonFile(transferFileText(backupTransfer(other))));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sichern und ersetzen' }));
    expect(await screen.findByText('Sicherung eingespielt. Der vorige Stand wurde als Datei gespeichert.')).toBeTruthy();
    expect(downloadFile).toHaveBeenCalledWith(
      'bundesjugendspiele-2027-06-12-sicherung-organisation.json',
      expect.stringContaining('"kind": "sicherung"'),
      'application/json',
    );
    expect(state().event?.id).toBe('ev000002');
  });
});
