import {
  bjsStateSchema,
  eventSchema,
  MAX_DEVICE_LABEL,
  resultEntrySchema,
  type BjsEvent,
  type BjsState,
  type ResultConflict,
  type ResultEntry,
} from '../../schemas/bundesjugendspiele';
import { z } from '../../schemas/zod';
import { foldGerman } from '../search/german-text';
import { eventForHelpers } from './event';
import { mergeResults, replaceEvent, resultKey, type MergeReport } from './results';

/**
 * The exchange between phones (issue 26): the organiser hands the event to the helpers, the
 * helpers hand their results back, and every phone can save and restore its whole state. All of
 * it goes through files or QR codes — there is no server and no account involved, so no child's
 * name leaves the devices.
 */

export const TRANSFER_FORMAT = 'sportkiste-bundesjugendspiele';
export const TRANSFER_VERSION = 1;

export type TransferKind = 'veranstaltung' | 'ergebnisse' | 'sicherung';

export type TransferFile =
  | { kind: 'veranstaltung'; event: BjsEvent }
  | { kind: 'ergebnisse'; eventId: string; from: string; results: ResultEntry[] }
  | { kind: 'sicherung'; state: BjsState };

export type ParsedTransfer = TransferFile | { kind: 'error'; error: string };

export const NOT_A_TRANSFER = 'Diese Datei ist keine Sportkiste-Datei für die Bundesjugendspiele.';
export const NEWER_VERSION =
  'Diese Datei stammt aus einer neueren Version von Sportkiste. Bitte aktualisieren Sie die App (Seite neu laden, mit Internet) und versuchen Sie es dann noch einmal.';

/** The three kinds as files; the event always without grade-book ids (see eventForHelpers). */
export const eventTransfer = (event: BjsEvent): TransferFile => ({ kind: 'veranstaltung', event: eventForHelpers(event) });
export const resultsTransfer = (eventId: string, from: string, results: readonly ResultEntry[]): TransferFile => ({
  kind: 'ergebnisse',
  eventId,
  from: from.slice(0, MAX_DEVICE_LABEL),
  results: [...results],
});
export const backupTransfer = (state: BjsState): TransferFile => ({ kind: 'sicherung', state });

/** The file's text: readable JSON, so a curious teacher can open it. */
export function transferFileText(file: TransferFile): string {
  return JSON.stringify({ format: TRANSFER_FORMAT, version: TRANSFER_VERSION, ...file }, null, 2);
}

const slug = (text: string) =>
  foldGerman(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);

/**
 * `bundesjugendspiele-2027-06-12-ergebnisse-station-weitsprung.json`: date, kind, and who or what
 * (umlauts transliterated, so every file system and mail program keeps the name).
 */
export function transferFileName(input: { date: string; kind: TransferKind; label?: string; exerciseName?: string }): string {
  const label = slug(input.label ?? '');
  const exercise = slug(input.exerciseName ?? '');
  const parts = ['bundesjugendspiele', input.date, input.kind, label, exercise && !label.includes(exercise) ? exercise : ''];
  return `${parts.filter(Boolean).join('-')}.json`;
}

// ---------------------------------------------------------------------------------------------
// Reading

type Issue = Parameters<z.core.$ZodErrorMap>[0];

/** zod's issues in plain German (our schemas' own messages are German already and take precedence). */
function germanIssue(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'fehlt' : 'hat die falsche Art';
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) === 1 ? 'ist leer' : 'ist zu klein oder zu kurz';
    case 'too_big':
      return 'ist zu groß oder zu lang';
    case 'invalid_format':
      return 'hat das falsche Format';
    case 'invalid_value':
      return 'hat einen unbekannten Wert';
    default:
      return 'ist ungültig';
  }
}

const FIELD_NAMES: Record<string, string> = {
  event: 'Veranstaltung',
  state: 'Sicherung',
  classes: 'Klasse',
  children: 'Kind',
  results: 'Ergebnis',
  conflicts: 'Konflikt',
  attempts: 'Versuch',
  name: 'Name',
  gender: 'Geschlecht',
  grade: 'Klassenstufe',
  date: 'Datum',
  school: 'Schule',
  settings: 'Einstellungen',
  choice: 'Übungswahl',
  eventId: 'Veranstaltung',
  exerciseId: 'Übung',
  childId: 'Kind',
  at: 'Zeitpunkt',
  by: 'Gerät',
  from: 'Gerät',
  id: 'Kennung',
  deviceLabel: 'Gerätename',
};

/** `results.3.attempts.0` → „Ergebnis 4, Versuch 1“. */
function germanPath(path: readonly PropertyKey[]): string {
  const words: string[] = [];
  for (const key of path) {
    if (typeof key === 'number' && words.length > 0) words[words.length - 1] += ` ${key + 1}`;
    else if (typeof key === 'string' && FIELD_NAMES[key]) words.push(FIELD_NAMES[key]);
  }
  return words.join(', ');
}

function invalid(what: string, error: z.ZodError): { kind: 'error'; error: string } {
  const issue = error.issues[0];
  const where = issue ? germanPath(issue.path) : '';
  const message = issue ? (issue.message.endsWith('.') ? issue.message.slice(0, -1) : issue.message) : 'ungültig';
  return {
    kind: 'error',
    error: `${what} ist beschädigt oder unvollständig: ${where ? `${where} – ` : ''}${message}. Es wurde nichts übernommen.`,
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const KIND_SCHEMAS = {
  veranstaltung: z.object({ event: eventSchema }),
  ergebnisse: z.object({ eventId: z.string().min(1), from: z.string().max(MAX_DEVICE_LABEL), results: z.array(resultEntrySchema) }),
  sicherung: z.object({ state: bjsStateSchema }),
} as const;

const KIND_WHAT: Record<TransferKind, string> = {
  veranstaltung: 'Die Veranstaltung',
  ergebnisse: 'Die Ergebnisdatei',
  sicherung: 'Die Sicherung',
};

/**
 * A file's or a QR series' text, checked: one of the three kinds, or `{ kind: 'error' }` with a
 * German sentence for the screen. Nothing is ever half-read: any error means nothing to apply.
 */
export function parseTransfer(text: string): ParsedTransfer {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { kind: 'error', error: NOT_A_TRANSFER };
  }
  if (isRecord(data) && data.f === COMPACT_FORMAT) data = expandCompact(data);
  if (!isRecord(data) || data.format !== TRANSFER_FORMAT) return { kind: 'error', error: NOT_A_TRANSFER };
  if (typeof data.version !== 'number' || !Number.isInteger(data.version) || data.version < 1)
    return { kind: 'error', error: 'Die Datei hat keine gültige Versionsangabe. Es wurde nichts übernommen.' };
  if (data.version > TRANSFER_VERSION) return { kind: 'error', error: NEWER_VERSION };
  const kind = data.kind;
  if (kind !== 'veranstaltung' && kind !== 'ergebnisse' && kind !== 'sicherung')
    return { kind: 'error', error: 'Diese Sportkiste-Datei enthält Daten, die diese Ansicht nicht kennt. Es wurde nichts übernommen.' };
  const parsed = KIND_SCHEMAS[kind].safeParse(data, { error: germanIssue });
  if (!parsed.success) return invalid(KIND_WHAT[kind], parsed.error);
  if (kind === 'veranstaltung') return { kind, event: (parsed.data as { event: BjsEvent }).event };
  if (kind === 'sicherung') return { kind, state: (parsed.data as { state: BjsState }).state };
  const results = parsed.data as { eventId: string; from: string; results: ResultEntry[] };
  return { kind, eventId: results.eventId, from: results.from, results: results.results };
}

// ---------------------------------------------------------------------------------------------
// Compact form for QR codes: the same content with short keys and arrays, so a station's 30
// results fit one or two codes. parseTransfer expands it and checks it like a file.

const COMPACT_FORMAT = 'skbjs';
type Json = unknown;

/** A time as milliseconds after the first one, in base 36 (or `=` and the text when it is no ISO time). */
function packTime(at: string, base: number): string {
  const ms = Date.parse(at);
  return Number.isFinite(ms) && new Date(ms).toISOString() === at && ms >= base ? (ms - base).toString(36) : `=${at}`;
}

function unpackTime(packed: unknown, base: number): unknown {
  if (typeof packed !== 'string') return packed;
  if (packed.startsWith('=')) return packed.slice(1);
  const offset = parseInt(packed, 36);
  return /^[0-9a-z]+$/.test(packed) && Number.isFinite(base + offset) ? new Date(base + offset).toISOString() : packed;
}

/** The text that goes into QR codes (compact; sicherung is file-only, but works too). */
export function compactTransferText(file: TransferFile): string {
  if (file.kind === 'veranstaltung') {
    const e = file.event;
    return JSON.stringify({
      f: COMPACT_FORMAT,
      v: TRANSFER_VERSION,
      k: 'v',
      i: e.id,
      s: e.school,
      d: e.date,
      g: e.groupBy,
      r: [e.rules.missing, e.rules.boundary],
      c: e.choice,
      x: e.settings,
      u: e.updatedAt,
      l: e.classes.map((c) => [
        c.id,
        c.name,
        c.grade,
        c.children.map((child) =>
          child.birthYear === null ? [child.id, child.name, child.gender] : [child.id, child.name, child.gender, child.birthYear],
        ),
      ]),
    });
  }
  if (file.kind === 'ergebnisse') {
    const times = file.results.map((r) => Date.parse(r.at)).filter(Number.isFinite);
    const base = times.length > 0 ? Math.min(...times) : 0;
    const devices = [file.from, ...new Set(file.results.map((r) => r.by).filter((by) => by !== file.from))];
    const byExercise: Record<string, Json[]> = {};
    for (const r of file.results) {
      if (r.eventId !== file.eventId) continue;
      const device = devices.indexOf(r.by);
      const row: Json[] = [r.childId, r.attempts, packTime(r.at, base)];
      if (device > 0) row.push(device);
      (byExercise[r.exerciseId] ??= []).push(row);
    }
    return JSON.stringify({
      f: COMPACT_FORMAT,
      v: TRANSFER_VERSION,
      k: 'e',
      e: file.eventId,
      b: file.from,
      y: devices.slice(1),
      t: base,
      r: byExercise,
    });
  }
  return JSON.stringify({ format: TRANSFER_FORMAT, version: TRANSFER_VERSION, ...file });
}

/** The compact form back to the file's shape; anything odd is left for the schema check to name. */
function expandCompact(data: Record<string, unknown>): Json {
  const head = { format: TRANSFER_FORMAT, version: data.v };
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
  if (data.k === 'v') {
    const rules = list(data.r);
    return {
      ...head,
      kind: 'veranstaltung',
      event: {
        id: data.i,
        school: data.s,
        date: data.d,
        groupBy: data.g,
        rules: { missing: rules[0], boundary: rules[1] },
        choice: data.c,
        settings: data.x,
        updatedAt: data.u,
        classes: list(data.l).map((raw) => {
          const c = list(raw);
          return {
            id: c[0],
            name: c[1],
            grade: c[2],
            sourceId: null,
            children: list(c[3]).map((rawChild) => {
              const child = list(rawChild);
              return { id: child[0], name: child[1], gender: child[2], birthYear: child[3] ?? null, sourceId: null };
            }),
          };
        }),
      },
    };
  }
  if (data.k === 'e') {
    const base = typeof data.t === 'number' ? data.t : 0;
    const devices = [data.b, ...list(data.y)];
    const byExercise = isRecord(data.r) ? data.r : {};
    return {
      ...head,
      kind: 'ergebnisse',
      eventId: data.e,
      from: data.b,
      results: Object.entries(byExercise).flatMap(([exerciseId, rows]) =>
        list(rows).map((raw) => {
          const row = list(raw);
          return {
            eventId: data.e,
            exerciseId,
            childId: row[0],
            attempts: row[1],
            at: unpackTime(row[2], base),
            by: devices[typeof row[3] === 'number' ? row[3] : 0],
          };
        }),
      ),
    };
  }
  return { ...head, kind: data.k };
}

// ---------------------------------------------------------------------------------------------
// QR codes as links. A phone's camera app opens links, and this app has no QR decoder: each code
// is a link to this screen with the data after `#`. Browsers never send the fragment to the
// server, so the data (children's names) stays between the two phones.

/** The screen's exchange view (client/config/paths.ts); the client passes its own path to be sure. */
export const TRANSFER_PATH = '/bundesjugendspiele?ansicht=austausch';
/** Data characters per code: a link of about 1 000 characters still scans from a phone's screen. */
export const QR_PART_SIZE = 900;
export const MAX_QR_PARTS = 99;
const FRAGMENT_PREFIX = 'bjs=';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** UTF-8 by hand: core compiles without DOM, so TextEncoder and btoa are not there. */
function utf8(text: string): number[] {
  const out: number[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp < 0x80) out.push(cp);
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return out;
}

function fromUtf8(bytes: readonly number[]): string | null {
  let out = '';
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i] ?? 0;
    const extra = b < 0x80 ? 0 : b >= 0xf0 && b < 0xf8 ? 3 : b >= 0xe0 ? 2 : b >= 0xc0 ? 1 : -1;
    if (extra < 0 || (extra > 0 && i + extra >= bytes.length)) return null;
    let cp = extra === 0 ? b : b & (0x3f >> extra);
    for (let k = 1; k <= extra; k++) {
      const next = bytes[i + k] ?? 0;
      if ((next & 0xc0) !== 0x80) return null;
      cp = (cp << 6) | (next & 63);
    }
    if (cp > 0x10ffff) return null;
    out += String.fromCodePoint(cp);
    i += extra + 1;
  }
  return out;
}

export function toBase64Url(text: string): string {
  const bytes = utf8(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    if (i + 1 < bytes.length) out += B64[(n >> 6) & 63]!;
    if (i + 2 < bytes.length) out += B64[n & 63]!;
  }
  return out;
}

/** The text back, or null when it is no base64url of UTF-8 (a damaged or foreign code). */
export function fromBase64Url(data: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(data) || data.length % 4 === 1) return null;
  const bytes: number[] = [];
  for (let i = 0; i < data.length; i += 4) {
    const chunk = data.slice(i, i + 4);
    let n = 0;
    for (let k = 0; k < 4; k++) n = (n << 6) | (k < chunk.length ? B64.indexOf(chunk[k]!) : 0);
    bytes.push((n >> 16) & 255);
    if (chunk.length > 2) bytes.push((n >> 8) & 255);
    if (chunk.length > 3) bytes.push(n & 255);
  }
  return fromUtf8(bytes);
}

/** A 53-bit hash (cyrb53) in base 36: the series' id, and its check that every part is unchanged. */
export function transferId(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The QR series for a text: `${origin}/bundesjugendspiele?ansicht=austausch#bjs=<id>.<i>.<n>.<data>`,
 * i from 1 to n, the data cut into parts of equal length (at most QR_PART_SIZE), so the codes
 * look alike and each stays scannable.
 */
export function toQrLinks(origin: string, text: string, path = TRANSFER_PATH): string[] {
  const data = toBase64Url(text);
  const id = transferId(text);
  const count = Math.max(1, Math.ceil(data.length / QR_PART_SIZE));
  const size = Math.ceil(data.length / count);
  return Array.from(
    { length: count },
    (_, i) => `${origin}${path}#${FRAGMENT_PREFIX}${id}.${i + 1}.${count}.${data.slice(i * size, (i + 1) * size)}`,
  );
}

export interface QrPart {
  id: string;
  /** 1 … count. */
  index: number;
  count: number;
  data: string;
}

export const BROKEN_CODE =
  'Dieser Code ist kein Sportkiste-Code für die Bundesjugendspiele oder wurde nicht vollständig gelesen. Bitte noch einmal scannen.';

/**
 * The part in an address's fragment (`#bjs=…`), null when the fragment holds none, or an error
 * when it is damaged.
 */
export function readQrFragment(hash: string): { part: QrPart } | { error: string } | null {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!fragment.startsWith(FRAGMENT_PREFIX)) return null;
  const match = /^([0-9a-z]{1,12})\.(\d{1,3})\.(\d{1,3})\.([A-Za-z0-9_-]+)$/.exec(fragment.slice(FRAGMENT_PREFIX.length));
  if (!match) return { error: BROKEN_CODE };
  const [, id = '', index, count, data = ''] = match;
  const part = { id, index: Number(index), count: Number(count), data };
  if (part.count < 1 || part.count > MAX_QR_PARTS || part.index < 1 || part.index > part.count || data.length > QR_PART_SIZE + 4)
    return { error: BROKEN_CODE };
  return { part };
}

/** The parts of one series received so far (kept on the device while the next code is scanned). */
export interface PartCollection {
  id: string;
  count: number;
  parts: Record<number, string>;
  /** When the last part came (ISO), to drop forgotten series. */
  at: string;
}

/** One more part into the collections (replacing a part scanned twice). */
export function collectPart(
  collections: Readonly<Record<string, PartCollection>>,
  part: QrPart,
  now: string,
): { collections: Record<string, PartCollection> } | { error: string } {
  const existing = collections[part.id];
  if (existing && existing.count !== part.count)
    return { error: 'Dieser Code passt nicht zu den bisher gescannten Codes derselben Übertragung. Bitte alle Codes noch einmal scannen.' };
  const collection: PartCollection = {
    id: part.id,
    count: part.count,
    parts: { ...(existing?.parts ?? {}), [part.index]: part.data },
    at: now,
  };
  return { collections: { ...collections, [part.id]: collection } };
}

/** Which codes are still missing (1-based), in order. */
export const missingParts = (collection: PartCollection): number[] =>
  Array.from({ length: collection.count }, (_, i) => i + 1).filter((i) => collection.parts[i] === undefined);

/**
 * The text of a complete series, after checking it against the series' id — a part from another
 * series or a changed character does not pass. `missing` lists the codes still to scan.
 */
export function assembleParts(collection: PartCollection): { text: string } | { missing: number[] } | { error: string } {
  const missing = missingParts(collection);
  if (missing.length > 0) return { missing };
  const data = Array.from({ length: collection.count }, (_, i) => collection.parts[i + 1] ?? '').join('');
  const text = fromBase64Url(data);
  if (text === null || transferId(text) !== collection.id)
    return {
      error:
        'Die Codes passen nicht zusammen oder einer wurde falsch gelesen. Es wurde nichts übernommen – bitte alle Codes noch einmal scannen.',
    };
  return { text };
}

// ---------------------------------------------------------------------------------------------
// Restoring a backup

const hasData = (state: BjsState) => state.event !== null || Object.keys(state.results).length > 0 || state.conflicts.length > 0;

const sameConflict = (a: ResultConflict, b: ResultConflict) =>
  resultKey(a.incoming.exerciseId, a.incoming.childId) === resultKey(b.incoming.exerciseId, b.incoming.childId) &&
  a.incoming.attempts.join() === b.incoming.attempts.join() &&
  a.current.attempts.join() === b.current.attempts.join();

export type RestorePlan =
  /** Nothing here yet: the backup is taken as it is (this device's name stays if it has one). */
  | { kind: 'restore'; state: BjsState }
  /** The same event: results merged (nothing overwritten), the newer version of the event kept. */
  | { kind: 'merge'; state: BjsState; report: MergeReport; eventFrom: 'device' | 'backup' }
  /** Another event with data here: only after the teacher confirmed (the screen saves a backup first). */
  | { kind: 'replace'; state: BjsState };

/** What restoring `backup` onto `current` does; the screen applies `state`, after asking for `replace`. */
export function planRestore(current: BjsState, backup: BjsState): RestorePlan {
  const deviceLabel = current.deviceLabel || backup.deviceLabel;
  if (!hasData(current)) return { kind: 'restore', state: { ...backup, deviceLabel } };
  if (!current.event || !backup.event || current.event.id !== backup.event.id) {
    if (!backup.event && current.event) {
      // A backup without an event holds nothing that fits here: its results are reported as not taken.
      const { state, report } = mergeResults(current, Object.values(backup.results));
      return { kind: 'merge', state, report, eventFrom: 'device' };
    }
    return { kind: 'replace', state: { ...backup, deviceLabel } };
  }
  const backupNewer = backup.event.updatedAt > current.event.updatedAt;
  const base = backupNewer ? replaceEvent(current, backup.event).state : current;
  const { state, report } = mergeResults(base, Object.values(backup.results));
  const conflicts = [...state.conflicts];
  for (const c of backup.conflicts) if (!conflicts.some((k) => sameConflict(k, c))) conflicts.push(c);
  return { kind: 'merge', state: { ...state, conflicts }, report, eventFrom: backupNewer ? 'backup' : 'device' };
}

/**
 * The event from a file or codes onto a phone that already has it: the grade-book links of the
 * children it already knew stay (the organiser's own file back on the organiser's phone must not
 * cut the way back into the grade book).
 */
export function keepSourceIds(incoming: BjsEvent, current: BjsEvent | null): BjsEvent {
  if (!current || current.id !== incoming.id) return incoming;
  const classes = new Map(current.classes.map((c) => [c.id, c]));
  const children = new Map(current.classes.flatMap((c) => c.children).map((c) => [c.id, c]));
  return {
    ...incoming,
    classes: incoming.classes.map((c) => ({
      ...c,
      sourceId: c.sourceId ?? classes.get(c.id)?.sourceId ?? null,
      children: c.children.map((child) => ({ ...child, sourceId: child.sourceId ?? children.get(child.id)?.sourceId ?? null })),
    })),
  };
}
