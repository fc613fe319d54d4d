import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classFromNames, newEvent } from '@core/domain/bundesjugendspiele/event';
import { compactTransferText, eventTransfer, resultsTransfer, toQrLinks } from '@core/domain/bundesjugendspiele/transfer';
import type { BjsEvent, BjsState } from '@core/schemas/bundesjugendspiele';

vi.mock('@client/lib/download', () => ({ downloadFile: vi.fn(), today: () => '2027-06-12' }));

/** Issue 26: QR codes are links; the screen takes each part from the address's fragment. */
let n = 0;
const id = () => `k${(n++).toString().padStart(7, '0')}`;

function makeEvent(perClass: number, eventId = 'ev000001'): BjsEvent {
  const names = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ name: `Kind ${i} Müller-Lüdenscheidt`, gender: i % 2 ? ('M' as const) : ('W' as const) }));
  return {
    ...newEvent({ id: eventId, date: '2027-06-12', school: 'GS am Weiher', now: '2027-06-01T10:00:00.000Z' }),
    classes: [
      classFromNames('3a', 3, names(perClass), id),
      classFromNames('4b', 4, names(perClass), id),
      classFromNames('4c', 4, names(perClass), id),
    ],
  };
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search + location.hash}</output>;
}

async function load(initial?: Partial<BjsState>) {
  const { bjsStore } = await import('../stores/bjs-store');
  const { TransferLinkReceiver } = await import('./transfer-link-receiver');
  if (initial) bjsStore.getState().set((s) => ({ ...s, ...initial }));
  /** Opens a link as the camera app does: a fresh page (tab) at that address. */
  const open = (link: string) => {
    const url = new URL(link);
    return render(
      <MemoryRouter initialEntries={[url.pathname + url.search + url.hash]}>
        <TransferLinkReceiver />
        <Address />
      </MemoryRouter>,
    );
  };
  return { open, state: () => bjsStore.getState().value };
}

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  localStorage.clear();
});

describe('TransferLinkReceiver', () => {
  it('collects an event’s codes one tab after another, clears the address, and takes the event', async () => {
    const { open, state } = await load();
    const event = makeEvent(25);
    const links = toQrLinks('https://sportkiste.example', compactTransferText(eventTransfer(event)));
    expect(links.length).toBeGreaterThanOrEqual(3);
    const order = [links[1]!, links[0]!, ...links.slice(2)];
    for (const [i, link] of order.entries()) {
      const tab = open(link);
      if (i < order.length - 1) {
        expect(
          await screen.findByText(
            new RegExp(`Code ${i === 0 ? 2 : i === 1 ? 1 : i + 1} von ${links.length} empfangen – bitte den nächsten scannen\\.`),
          ),
        ).toBeTruthy();
        expect(state().event).toBeNull();
      }
      expect(screen.getByTestId('address').textContent).toBe('/bundesjugendspiele?ansicht=austausch');
      if (i < order.length - 1) tab.unmount();
    }
    expect(await screen.findByText('Veranstaltung übernommen: 3 Klassen, 75 Kinder.')).toBeTruthy();
    expect(state().event).toEqual(event);
    expect(localStorage.getItem('bundesjugendspiele-codes')).not.toContain(links[0]!.split('.')[0]!.split('=')[1]);
  });

  it('imports a station’s results from its codes and reports conflicts', async () => {
    const event = makeEvent(10);
    const child = (i: number) => event.classes[0]!.children[i]!.id;
    const entry = (i: number, attempts: number[]) => ({
      eventId: event.id,
      exerciseId: 'zonenweitsprung-3',
      childId: child(i),
      attempts,
      at: '2027-06-12T09:00:00.000Z',
      by: 'Station Weitsprung',
    });
    const { open, state } = await load({
      event,
      results: { [`zonenweitsprung-3|${child(0)}`]: { ...entry(0, [5, 5, 5]), by: 'Organisation' } },
    });
    const text = compactTransferText(resultsTransfer(event.id, 'Station Weitsprung', [entry(0, [5, 6, 5]), entry(1, [3]), entry(2, [4])]));
    const links = toQrLinks('https://sportkiste.example', text);
    expect(links).toHaveLength(1);
    open(links[0]!);
    expect(
      await screen.findByText(
        'Ergebnisse von „Station Weitsprung“: 2 neu, 0 schon vorhanden, 1 Konflikt – bitte unter „Konflikte“ entscheiden.',
      ),
    ).toBeTruthy();
    expect(state().conflicts).toHaveLength(1);
    expect(state().results[`zonenweitsprung-3|${child(0)}`]?.attempts).toEqual([5, 5, 5]);
  });

  it('asks before another event replaces one with results', async () => {
    const old = makeEvent(2, 'alt00001');
    const childId = old.classes[0]!.children[0]!.id;
    const { open, state } = await load({
      event: old,
      results: {
        [`sprint-40|${childId}`]: {
          eventId: old.id,
          exerciseId: 'sprint-40',
          childId,
          attempts: [72],
          at: '2027-06-12T09:00:00.000Z',
          by: 'A',
        },
      },
    });
    const [link] = toQrLinks('https://sportkiste.example', compactTransferText(eventTransfer(makeEvent(2))));
    open(link!);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('mit 1 Ergebnis');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(await screen.findByText('Nichts übernommen. Die bisherige Veranstaltung bleibt auf diesem Gerät.')).toBeTruthy();
    expect(state().event?.id).toBe('alt00001');
  });

  it('rejects a broken code and a tampered series without changing anything', async () => {
    const event = makeEvent(30);
    const { open, state } = await load({ event });
    const before = JSON.stringify(state());
    const tab = open('https://sportkiste.example/bundesjugendspiele?ansicht=austausch#bjs=abc.1.2.So+2');
    expect((await screen.findByRole('alert')).textContent).toMatch(/kein Sportkiste-Code/);
    tab.unmount();

    const entries = event.classes[0]!.children.map((c) => ({
      eventId: event.id,
      exerciseId: 'zonenweitsprung-3',
      childId: c.id,
      attempts: [3, 4, 5],
      at: '2027-06-12T09:00:00.000Z',
      by: 'Station',
    }));
    const links = toQrLinks('https://sportkiste.example', compactTransferText(resultsTransfer(event.id, 'Station', entries)));
    expect(links).toHaveLength(2);
    open(links[0]!).unmount();
    const last = links[1]!;
    open(`${last.slice(0, -3)}${last.at(-3) === 'A' ? 'B' : 'A'}${last.slice(-2)}`);
    expect((await screen.findByRole('alert')).textContent).toMatch(/Die Codes passen nicht zusammen/);
    expect(JSON.stringify(state())).toBe(before);
  });
});
