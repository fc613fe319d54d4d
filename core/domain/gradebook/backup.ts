import { z } from '../../schemas/zod';
import {
  MAX_LESSON_DATES,
  schoolClassSchema,
  topicSchema,
  type GradebookData,
  type SchoolClass,
  type Topic,
} from '../../schemas/gradebook';
import type { AttendanceState } from './attendance';
import { syncTopicStudents } from './gradebook';
import {
  asArray,
  asObject,
  CLASSES_VERSION,
  classesToCurrent,
  classFromV1,
  PERFORMANCE_VERSION,
  performanceToCurrent,
  topicFromV1,
  type Json,
} from './migrations';
import { repairGradebook } from './repair';

/**
 * The backup file (issue: 'Sicherung herunterladen'): every class, student, topic and grade in
 * one JSON file with its schema version and date, so a teacher can move to a new device or
 * recover after the browser lost its storage.
 */
export const BACKUP_FORMAT = 'sportkiste-notenbuch';
/**
 * 2 since issue 25 (grades with tendency or „nicht bewertet“, topic weights), 3 with attendance
 * and the tendency step per class; 0, 1 and 2 still import.
 */
export const BACKUP_VERSION = 3;

const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  schemaVersion: z.number().int(),
  createdAt: z.string(),
  classes: z.array(schoolClassSchema),
  topics: z.array(topicSchema),
});

export interface Backup extends GradebookData {
  format: typeof BACKUP_FORMAT;
  schemaVersion: number;
  createdAt: string;
}

export function createBackup(data: GradebookData, now: string): Backup {
  return { format: BACKUP_FORMAT, schemaVersion: BACKUP_VERSION, createdAt: now, classes: data.classes, topics: data.topics };
}

export interface BackupSummary {
  createdAt: string;
  classes: number;
  students: number;
  topics: number;
}

export function summarize(backup: Backup): BackupSummary {
  return {
    createdAt: backup.createdAt,
    classes: backup.classes.length,
    students: backup.classes.reduce((sum, c) => sum + c.students.length, 0),
    topics: backup.topics.length,
  };
}

/**
 * A file the import accepts. `partial`: a kept-aside part of the device storage (classes or
 * topics only), which can only be merged. `notes` says what was changed to fit the limits,
 * `dropped` what could not be taken over (see `repairGradebook`).
 */
export type ParsedBackup =
  | { ok: true; backup: Backup; summary: BackupSummary; partial: boolean; notes: string[]; dropped: string[] }
  | { ok: false; message: string };

export interface ImportContext {
  now?: string;
  newId?: () => string;
  /** Classes on this device: topics of a kept-aside file may belong to them. */
  classIds?: ReadonlySet<string>;
}

const NOT_A_BACKUP = 'Diese Datei ist keine Sicherung des Notenbuchs der Sportkiste. Es wurde nichts verändert.';
const DAMAGED = 'Die Sicherung ist beschädigt oder unvollständig und kann nicht eingespielt werden. Es wurde nichts verändert.';
const NEWER = 'Diese Sicherung stammt aus einer neueren Version der Sportkiste. Bitte die App aktualisieren und es noch einmal versuchen.';

let counter = 0;
const fallbackId = () => `repariert-${Date.now().toString(36)}-${(counter++).toString(36)}`;

function consistent(data: GradebookData): boolean {
  const classIds = new Set(data.classes.map((c) => c.id));
  const unique = (ids: string[]) => new Set(ids).size === ids.length;
  return classIds.size === data.classes.length && unique(data.topics.map((t) => t.id)) && data.topics.every((t) => classIds.has(t.classId));
}

function accepted(backup: Backup, partial: boolean, notes: string[] = [], dropped: string[] = []): ParsedBackup {
  return { ok: true, backup, summary: summarize(backup), partial, notes, dropped };
}

/** A whole backup file: checked as it is; one that fails only the limits is repaired. */
function parseFullBackup(stored: Json, context: ImportContext): ParsedBackup {
  const version = stored.schemaVersion;
  if (typeof version === 'number' && version > BACKUP_VERSION) return { ok: false, message: NEWER };
  // Older files stored whole grades 1–6: each stays that grade (DECISIONS.md 12); topics count once.
  const before = (v: number) => !(typeof version === 'number' && version >= v);
  let json: Json = stored;
  if (before(2) && Array.isArray(stored.topics)) json = { ...json, topics: asArray(stored.topics).map(topicFromV1) };
  // Before 3 no attendance was recorded and tendencies counted ±0,3.
  if (before(3) && Array.isArray(stored.classes)) json = { ...json, classes: asArray(stored.classes).map(classFromV1) };
  const parsed = backupSchema.safeParse(json);
  if (parsed.success) {
    const backup = parsed.data as Backup;
    return consistent(backup) ? accepted(backup, false) : { ok: false, message: DAMAGED };
  }
  if (!Array.isArray(json.classes) || !Array.isArray(json.topics) || typeof json.createdAt !== 'string')
    return { ok: false, message: DAMAGED };
  const repaired = repairGradebook(
    { classes: json.classes, topics: json.topics },
    context.now ?? new Date().toISOString(),
    context.newId ?? fallbackId,
  );
  if (!consistent(repaired.data)) return { ok: false, message: DAMAGED };
  return accepted(createBackup(repaired.data, json.createdAt), false, repaired.notes, repaired.dropped);
}

/**
 * A part the device kept aside because it failed the check when loading (`classes-storage` or
 * `students-performance-storage`, any stored version): repaired and offered for merging.
 */
function parseKeptAside(json: Json, context: ImportContext): ParsedBackup {
  const now = context.now ?? new Date().toISOString();
  const version = typeof json.version === 'number' ? json.version : 0;
  const raw = asObject(json.state);
  const hasClasses = Array.isArray(raw.classes);
  const hasTopics = Array.isArray(raw.topics) || Array.isArray(raw.disciplines);
  if (!hasClasses && !hasTopics) return { ok: false, message: NOT_A_BACKUP };
  if (version > (hasClasses ? CLASSES_VERSION : PERFORMANCE_VERSION)) return { ok: false, message: NEWER };
  const classes = hasClasses ? asArray(asObject(classesToCurrent(raw, version, now)).classes) : [];
  const topics = hasTopics ? asArray(asObject(performanceToCurrent(raw, version, now)).topics) : [];
  const repaired = repairGradebook({ classes, topics }, now, context.newId ?? fallbackId);
  const known = new Set([...(context.classIds ?? []), ...repaired.data.classes.map((c) => c.id)]);
  const orphans = repaired.data.topics.filter((t) => !known.has(t.classId));
  for (const topic of orphans) {
    repaired.dropped.push(
      `Das Thema „${topic.name}“: Seine Klasse ist nicht auf diesem Gerät. Spielen Sie zuerst die Datei mit den Klassen ein.`,
    );
  }
  const data = { classes: repaired.data.classes, topics: repaired.data.topics.filter((t) => known.has(t.classId)) };
  if (data.classes.length === 0 && data.topics.length === 0) {
    return {
      ok: false,
      message: `In dieser Datei ist nichts, was sich einspielen lässt. ${repaired.dropped.join(' ')} Es wurde nichts verändert.`.replace(
        /\s+/g,
        ' ',
      ),
    };
  }
  return accepted(createBackup(data, now), true, repaired.notes, repaired.dropped);
}

/**
 * Reads a file for 'Sicherung einspielen': a backup, or the data the device kept aside. What
 * does not fit the limits is repaired and named; anything else that is not a consistent
 * backup is refused.
 */
export function parseBackup(text: string, context: ImportContext = {}): ParsedBackup {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, message: NOT_A_BACKUP };
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return { ok: false, message: NOT_A_BACKUP };
  const object = json as Json;
  if (object.format === BACKUP_FORMAT) return parseFullBackup(object, context);
  if ('state' in object) return parseKeptAside(object, context);
  return { ok: false, message: NOT_A_BACKUP };
}

function mergeById<T extends { id: string; updatedAt: string }>(current: readonly T[], incoming: readonly T[]): T[] {
  const byId = new Map(incoming.map((item) => [item.id, item]));
  const merged = current.map((item) => {
    const other = byId.get(item.id);
    byId.delete(item.id);
    return other && other.updatedAt > item.updatedAt ? other : item;
  });
  return [...merged, ...byId.values()];
}

/**
 * Attendance of both versions of a class: the winner's entries stand, the other's are added
 * where the winner has none for that child and date — a lesson recorded on the phone and
 * another on the tablet both stay. Only children of the winning class count.
 */
function mergeAttendance(winner: SchoolClass, other: SchoolClass | undefined): SchoolClass {
  if (!other || other === winner) return winner;
  const ids = new Set(winner.students.map((s) => s.id));
  const book: Record<string, Record<string, AttendanceState>> = {};
  for (const source of [other.attendance, winner.attendance]) {
    for (const [date, day] of Object.entries(source)) {
      for (const [id, state] of Object.entries(day)) if (ids.has(id)) (book[date] ??= {})[id] = state;
    }
  }
  // Past the limit the class would fail its check: then the winner's own record stands alone.
  return Object.keys(book).length > MAX_LESSON_DATES ? winner : { ...winner, attendance: book };
}

/**
 * 'Zusammenführen': everything on the device stays, everything only in the backup is added;
 * where both have the same class or topic, the more recently changed one wins (a class keeps
 * the attendance of both). Topics then follow their class's students again.
 */
export function mergeBackup(current: GradebookData, incoming: GradebookData, now: string): GradebookData {
  const versions = new Map([...current.classes, ...incoming.classes].map((c) => [c.id, [] as SchoolClass[]]));
  for (const c of [...current.classes, ...incoming.classes]) versions.get(c.id)?.push(c);
  const classes: SchoolClass[] = mergeById(current.classes, incoming.classes).map((winner) =>
    mergeAttendance(
      winner,
      versions.get(winner.id)?.find((c) => c !== winner),
    ),
  );
  const byId = new Map(classes.map((c) => [c.id, c]));
  const topics: Topic[] = mergeById(current.topics, incoming.topics)
    .filter((t) => byId.has(t.classId))
    .map((t) => syncTopicStudents(t, (byId.get(t.classId) as SchoolClass).students, now));
  return { classes, topics };
}
