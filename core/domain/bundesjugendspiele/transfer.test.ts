import { describe, expect, it } from 'vitest';
import type { BjsEvent, BjsState, ResultEntry } from '../../schemas/bundesjugendspiele';
import { classFromNames, newEvent } from './event';
import { emptyState, resultKey } from './results';
import {
  assembleParts,
  backupTransfer,
  BROKEN_CODE,
  collectPart,
  compactTransferText,
  eventTransfer,
  fromBase64Url,
  keepSourceIds,
  NEWER_VERSION,
  NOT_A_TRANSFER,
  parseTransfer,
  planRestore,
  QR_PART_SIZE,
  readQrFragment,
  resultsTransfer,
  toBase64Url,
  toQrLinks,
  transferFileName,
  transferFileText,
  type PartCollection,
  type QrPart,
} from './transfer';

const NOW = '2027-06-12T08:00:00.000Z';
let counter = 0;
/** Ids like the app's: 8 characters. */
const newId = () => `id${(counter++).toString(36).padStart(6, '0')}`;

const NAMES = ['Anna Müller', 'Ömer Yılmaz', 'Jörg Weiß', 'Zoë Schäfer', 'Ben Klein', 'Lea-Sophie Groß'];

function makeEvent(classes = 4, perClass = 24): BjsEvent {
  const event = newEvent({ id: 'ev000001', date: '2027-06-12', school: 'Grundschule am Weiher', now: NOW });
  return {
    ...event,
    classes: Array.from({ length: classes }, (_, c) =>
      classFromNames(
        `${3 + (c % 2)}${'abcd'[c] ?? 'e'}`,
        3 + (c % 2),
        Array.from({ length: perClass }, (_, i) => ({ name: `${NAMES[i % NAMES.length]} ${i}`, gender: i % 2 ? 'M' : 'W' })),
        newId,
      ),
    ),
  };
}

function stationResults(event: BjsEvent, exerciseId: string, count: number, by = 'Station Weitsprung'): ResultEntry[] {
  const children = event.classes.flatMap((c) => c.children).slice(0, count);
  return children.map((child, i) => ({
    eventId: event.id,
    exerciseId,
    childId: child.id,
    attempts: [1 + (i % 6), 2 + (i % 5), 1 + (i % 7)],
    at: new Date(Date.parse(NOW) + i * 47_123).toISOString(),
    by,
  }));
}

const partsOf = (links: string[]): QrPart[] =>
  links.map((link) => {
    const read = readQrFragment(link.slice(link.indexOf('#')));
    if (!read || 'error' in read) throw new Error(`unreadable ${link}`);
    return read.part;
  });

function collect(parts: readonly QrPart[]): PartCollection {
  let collections: Record<string, PartCollection> = {};
  for (const part of parts) {
    const next = collectPart(collections, part, NOW);
    if ('error' in next) throw new Error(next.error);
    collections = next.collections;
  }
  const [only] = Object.values(collections);
  if (!only) throw new Error('nothing collected');
  return only;
}

describe('transfer files', () => {
  it('writes and reads an event without the grade-book ids', () => {
    const event = makeEvent(2, 3);
    event.classes[0]!.sourceId = 'gradebook-class';
    event.classes[0]!.children[0]!.sourceId = 'gradebook-child';
    const parsed = parseTransfer(transferFileText(eventTransfer(event)));
    expect(parsed.kind).toBe('veranstaltung');
    if (parsed.kind !== 'veranstaltung') return;
    expect(parsed.event.classes[0]!.sourceId).toBeNull();
    expect(parsed.event.classes[0]!.children[0]!.sourceId).toBeNull();
    expect(parsed.event).toEqual({
      ...event,
      classes: event.classes.map((c) => ({ ...c, sourceId: null, children: c.children.map((ch) => ({ ...ch, sourceId: null })) })),
    });
  });

  it('writes and reads results and a whole backup', () => {
    const event = makeEvent(1, 5);
    const results = stationResults(event, 'zonenweitsprung-3', 5);
    const parsed = parseTransfer(transferFileText(resultsTransfer(event.id, 'Station Weitsprung', results)));
    expect(parsed).toEqual({ kind: 'ergebnisse', eventId: event.id, from: 'Station Weitsprung', results });

    const state: BjsState = {
      event,
      results: Object.fromEntries(results.map((r) => [resultKey(r.exerciseId, r.childId), r])),
      conflicts: [{ current: results[0]!, incoming: { ...results[0]!, attempts: [8], by: 'Handy 2' } }],
      deviceLabel: 'Organisation',
    };
    expect(parseTransfer(transferFileText(backupTransfer(state)))).toEqual({ kind: 'sicherung', state });
  });

  it('names files by date, kind and device, umlauts transliterated', () => {
    expect(transferFileName({ date: '2027-06-12', kind: 'ergebnisse', label: 'Station Weitsprung' })).toBe(
      'bundesjugendspiele-2027-06-12-ergebnisse-station-weitsprung.json',
    );
    expect(transferFileName({ date: '2027-06-12', kind: 'ergebnisse', label: 'Frau Kühn', exerciseName: 'Medizinballstoß' })).toBe(
      'bundesjugendspiele-2027-06-12-ergebnisse-frau-kuehn-medizinballstoss.json',
    );
    expect(transferFileName({ date: '2027-06-12', kind: 'ergebnisse', label: 'Station Weitsprung', exerciseName: 'Weitsprung' })).toBe(
      'bundesjugendspiele-2027-06-12-ergebnisse-station-weitsprung.json',
    );
    expect(transferFileName({ date: '2027-06-12', kind: 'veranstaltung' })).toBe('bundesjugendspiele-2027-06-12-veranstaltung.json');
  });
});

describe('parseTransfer errors', () => {
  it('says when a file is no Sportkiste file', () => {
    expect(parseTransfer('hallo')).toEqual({ kind: 'error', error: NOT_A_TRANSFER });
    expect(parseTransfer('[1,2]')).toEqual({ kind: 'error', error: NOT_A_TRANSFER });
    expect(parseTransfer(JSON.stringify({ format: 'sportkiste-notenbuch', schemaVersion: 3 }))).toEqual({
      kind: 'error',
      error: NOT_A_TRANSFER,
    });
    expect(NOT_A_TRANSFER).toBe('Diese Datei ist keine Sportkiste-Datei für die Bundesjugendspiele.');
  });

  it('asks to update the app for a newer version', () => {
    const text = JSON.stringify({ format: 'sportkiste-bundesjugendspiele', version: 2, kind: 'ergebnisse' });
    expect(parseTransfer(text)).toEqual({ kind: 'error', error: NEWER_VERSION });
    expect(NEWER_VERSION).toMatch(/aktualisieren Sie die App/);
  });

  it('rejects a missing version and an unknown kind', () => {
    const head = { format: 'sportkiste-bundesjugendspiele' };
    expect(parseTransfer(JSON.stringify({ ...head, kind: 'ergebnisse' }))).toMatchObject({
      error: expect.stringMatching(/keine gültige Versionsangabe/),
    });
    expect(parseTransfer(JSON.stringify({ ...head, version: 1, kind: 'noten' }))).toMatchObject({
      error: expect.stringMatching(/Daten, die diese Ansicht nicht kennt/),
    });
  });

  it('says what is wrong with invalid content, in German', () => {
    const event = makeEvent(1, 2);
    const results = stationResults(event, 'sprint-40', 2);
    const bad = { format: 'sportkiste-bundesjugendspiele', version: 1, kind: 'ergebnisse', eventId: event.id, from: 'X', results };
    (bad.results[1] as { attempts: unknown }).attempts = [64, -3];
    expect(parseTransfer(JSON.stringify(bad))).toEqual({
      kind: 'error',
      error:
        'Die Ergebnisdatei ist beschädigt oder unvollständig: Ergebnis 2, Versuch 2 – ist zu klein oder zu kurz. Es wurde nichts übernommen.',
    });

    const file = JSON.parse(transferFileText(eventTransfer(event))) as { event: BjsEvent };
    file.event.classes[0]!.children[1]!.name = '';
    expect(parseTransfer(JSON.stringify(file))).toEqual({
      kind: 'error',
      error:
        'Die Veranstaltung ist beschädigt oder unvollständig: Veranstaltung, Klasse 1, Kind 2, Name – Bitte einen Namen eingeben. Es wurde nichts übernommen.',
    });

    expect(parseTransfer(JSON.stringify({ format: 'sportkiste-bundesjugendspiele', version: 1, kind: 'sicherung' }))).toEqual({
      kind: 'error',
      error: 'Die Sicherung ist beschädigt oder unvollständig: Sicherung – fehlt. Es wurde nichts übernommen.',
    });
  });
});

describe('QR codes as links', () => {
  const origin = 'https://sportkiste.example';

  it('encodes UTF-8 as base64url and back (umlauts, ß, emoji)', () => {
    for (const text of ['', 'a', 'ab', 'abc', 'Jörg Weiß', 'Zoë 🏃‍♀️ Ömer Yılmaz', '{"x":"\u0000"}'])
      expect(fromBase64Url(toBase64Url(text))).toBe(text);
    expect(toBase64Url('Jörg')).toBe('SsO2cmc');
    expect(fromBase64Url('SsO2cmc=')).toBeNull();
    expect(fromBase64Url('wA')).toBeNull(); // a lone lead byte
  });

  it('fits a 30-child station into two codes that reassemble in any order', () => {
    const event = makeEvent(2, 15);
    const results = stationResults(event, 'zonenweitsprung-3', 30);
    const text = compactTransferText(resultsTransfer(event.id, 'Station Weitsprung', results));
    const links = toQrLinks(origin, text);
    expect(links.length).toBeLessThanOrEqual(2);
    for (const link of links) {
      expect(link).toMatch(
        /^https:\/\/sportkiste\.example\/bundesjugendspiele\?ansicht=austausch#bjs=[0-9a-z]+\.[12]\.\d\.[A-Za-z0-9_-]+$/,
      );
      expect(link.length).toBeLessThan(QR_PART_SIZE + 100);
    }
    const parts = partsOf(links);
    for (const order of [parts, [...parts].reverse()]) {
      const assembled = assembleParts(collect(order));
      expect(assembled).toEqual({ text });
      if (!('text' in assembled)) return;
      expect(parseTransfer(assembled.text)).toEqual({ kind: 'ergebnisse', eventId: event.id, from: 'Station Weitsprung', results });
    }
  });

  it('carries a whole event (four classes of 24) in a handful of codes, names intact', () => {
    const event = makeEvent(4, 24);
    const links = toQrLinks(origin, compactTransferText(eventTransfer(event)));
    expect(links.length).toBeLessThanOrEqual(6);
    const parts = partsOf(links);
    const shuffled = [parts[2], parts[0], parts[parts.length - 1], ...parts].filter((p): p is QrPart => p !== undefined);
    const assembled = assembleParts(collect(shuffled));
    if (!('text' in assembled)) throw new Error('not assembled');
    expect(parseTransfer(assembled.text)).toEqual({ kind: 'veranstaltung', event });
  });

  it('keeps results recorded on other devices and times that are no ISO time', () => {
    const event = makeEvent(1, 3);
    const results = stationResults(event, 'sprint-40', 3);
    results[1] = { ...results[1]!, by: 'Handy 2' };
    results[2] = { ...results[2]!, at: 'gestern' };
    const assembled = assembleParts(collect(partsOf(toQrLinks(origin, compactTransferText(resultsTransfer(event.id, 'Ziel', results))))));
    if (!('text' in assembled)) throw new Error('not assembled');
    expect(parseTransfer(assembled.text)).toEqual({ kind: 'ergebnisse', eventId: event.id, from: 'Ziel', results });
  });

  it('reports the codes still missing', () => {
    const event = makeEvent(4, 24);
    const parts = partsOf(toQrLinks(origin, compactTransferText(eventTransfer(event))));
    expect(parts.length).toBeGreaterThanOrEqual(3);
    expect(assembleParts(collect([parts[0]!, parts[2]!]))).toEqual({
      missing: Array.from({ length: parts.length }, (_, i) => i + 1).filter((i) => i !== 1 && i !== 3),
    });
  });

  it('rejects a tampered part and a part of another series', () => {
    const event = makeEvent(2, 15);
    const parts = partsOf(toQrLinks(origin, compactTransferText(resultsTransfer(event.id, 'A', stationResults(event, 'sprint-40', 30)))));
    expect(parts).toHaveLength(2);
    const [first, second] = parts as [QrPart, QrPart];
    const flipped = second.data[5] === 'A' ? 'B' : 'A';
    const tampered = { ...second, data: second.data.slice(0, 5) + flipped + second.data.slice(6) };
    expect(assembleParts(collect([first, tampered]))).toMatchObject({ error: expect.stringMatching(/passen nicht zusammen/) });

    // A part of another series with the same shape, under this series' id.
    const other = partsOf(
      toQrLinks(origin, compactTransferText(resultsTransfer(event.id, 'A', stationResults(event, 'sprint-40', 30).reverse()))),
    );
    expect(assembleParts(collect([first, { ...other[1]!, id: first.id }]))).toMatchObject({
      error: expect.stringMatching(/passen nicht zusammen/),
    });

    // A part claiming another number of codes for the same series.
    const collected = collectPart({}, first, NOW);
    if ('error' in collected) throw new Error(collected.error);
    expect(collectPart(collected.collections, { ...second, count: 3 }, NOW)).toMatchObject({ error: expect.stringMatching(/passt nicht/) });
  });

  it('reads a fragment, ignores other fragments and reports broken ones', () => {
    expect(readQrFragment('')).toBeNull();
    expect(readQrFragment('#inhalt')).toBeNull();
    expect(readQrFragment('#bjs=abc.2.3.SsO2cmc')).toEqual({ part: { id: 'abc', index: 2, count: 3, data: 'SsO2cmc' } });
    for (const broken of ['#bjs=', '#bjs=abc.4.3.SsO2', '#bjs=abc.0.3.SsO2', '#bjs=abc.1.3.So+2', '#bjs=ABC.1.1.SsO2', '#bjs=abc.1.1.'])
      expect(readQrFragment(broken)).toEqual({ error: BROKEN_CODE });
  });

  it('reports a code that is readable base64 but no Sportkiste data', () => {
    const text = 'Hallo Welt';
    const assembled = assembleParts(collect(partsOf(toQrLinks(origin, text))));
    expect(assembled).toEqual({ text });
    expect(parseTransfer(text)).toEqual({ kind: 'error', error: NOT_A_TRANSFER });
  });
});

describe('restoring a backup', () => {
  const event = makeEvent(1, 4);
  const [a, b, c] = stationResults(event, 'zonenweitsprung-3', 3) as [ResultEntry, ResultEntry, ResultEntry];
  const withResults = (entries: ResultEntry[], over: Partial<BjsState> = {}): BjsState => ({
    ...emptyState(),
    event,
    results: Object.fromEntries(entries.map((r) => [resultKey(r.exerciseId, r.childId), r])),
    ...over,
  });

  it('restores onto an empty device, keeping its name when it has one', () => {
    const backup = withResults([a], { deviceLabel: 'Organisation' });
    expect(planRestore(emptyState(), backup)).toEqual({ kind: 'restore', state: backup });
    expect(planRestore({ ...emptyState(), deviceLabel: 'Handy 3' }, backup)).toEqual({
      kind: 'restore',
      state: { ...backup, deviceLabel: 'Handy 3' },
    });
  });

  it('merges the same event: nothing overwritten, a difference is a conflict, the newer event kept', () => {
    const current = withResults([a, b]);
    const newerEvent = { ...event, school: 'GS Weiher', updatedAt: '2027-06-12T09:00:00.000Z' };
    const backup = withResults([{ ...b, attempts: [9] }, c], { event: newerEvent });
    const plan = planRestore(current, backup);
    expect(plan.kind).toBe('merge');
    if (plan.kind !== 'merge') return;
    expect(plan.report).toMatchObject({ added: 1, same: 0, conflicts: 1, rejected: [] });
    expect(plan.state.event?.school).toBe('GS Weiher');
    expect(plan.eventFrom).toBe('backup');
    expect(plan.state.results[resultKey(b.exerciseId, b.childId)]).toEqual(b);
    expect(plan.state.conflicts).toEqual([{ current: b, incoming: { ...b, attempts: [9] } }]);
    // The same backup again adds nothing.
    const again = planRestore(plan.state, backup);
    expect(again.kind === 'merge' && again.state.conflicts).toHaveLength(1);
  });

  it('keeps the device event when it is newer', () => {
    const current = withResults([a], { event: { ...event, school: 'neu', updatedAt: '2027-06-13T00:00:00.000Z' } });
    const plan = planRestore(current, withResults([a]));
    expect(plan).toMatchObject({ kind: 'merge', eventFrom: 'device', report: { same: 1 } });
    expect(plan.state.event?.school).toBe('neu');
  });

  it('asks before another event replaces this one', () => {
    const other = { ...event, id: 'ev000002' };
    const backup = withResults([], { event: other });
    expect(planRestore(withResults([a]), backup)).toEqual({ kind: 'replace', state: backup });
  });
});

describe('an event received again', () => {
  it('keeps the grade-book links the device already had', () => {
    const event = makeEvent(1, 2);
    const own = {
      ...event,
      classes: event.classes.map((c) => ({ ...c, sourceId: 'k1', children: c.children.map((ch, i) => ({ ...ch, sourceId: `s${i}` })) })),
    };
    const received = parseTransfer(transferFileText(eventTransfer(own)));
    if (received.kind !== 'veranstaltung') throw new Error('not read');
    expect(keepSourceIds(received.event, own)).toEqual(own);
    expect(keepSourceIds(received.event, { ...own, id: 'other' })).toEqual(received.event);
    expect(keepSourceIds(received.event, null)).toEqual(received.event);
  });
});
