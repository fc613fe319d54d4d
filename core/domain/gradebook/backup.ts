import { z } from '../../schemas/zod';
import { schoolClassSchema, topicSchema, type GradebookData, type SchoolClass, type Topic } from '../../schemas/gradebook';
import { syncTopicStudents } from './gradebook';

/**
 * The backup file (issue: 'Sicherung herunterladen'): every class, student, topic and grade in
 * one JSON file with its schema version and date, so a teacher can move to a new device or
 * recover after the browser lost its storage.
 */
export const BACKUP_FORMAT = 'sportkiste-notenbuch';
export const BACKUP_VERSION = 1;

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

export type ParsedBackup = { ok: true; backup: Backup; summary: BackupSummary } | { ok: false; message: string };

const NOT_A_BACKUP = 'Diese Datei ist keine Sicherung des Notenbuchs der Sportkiste. Es wurde nichts verändert.';

/** Reads a backup file's text; anything that is not a complete, consistent backup is refused. */
export function parseBackup(text: string): ParsedBackup {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, message: NOT_A_BACKUP };
  }
  if (!json || typeof json !== 'object' || (json as { format?: unknown }).format !== BACKUP_FORMAT) return { ok: false, message: NOT_A_BACKUP };
  const version = (json as { schemaVersion?: unknown }).schemaVersion;
  if (typeof version === 'number' && version > BACKUP_VERSION) {
    return { ok: false, message: 'Diese Sicherung stammt aus einer neueren Version der Sportkiste. Bitte die App aktualisieren und es noch einmal versuchen.' };
  }
  const parsed = backupSchema.safeParse(json);
  if (!parsed.success) return { ok: false, message: 'Die Sicherung ist beschädigt oder unvollständig und kann nicht eingespielt werden. Es wurde nichts verändert.' };
  const backup = parsed.data as Backup;
  const classIds = new Set(backup.classes.map((c) => c.id));
  const unique = (ids: string[]) => new Set(ids).size === ids.length;
  if (!unique([...classIds]) || !unique(backup.topics.map((t) => t.id)) || backup.topics.some((t) => !classIds.has(t.classId))) {
    return { ok: false, message: 'Die Sicherung ist beschädigt oder unvollständig und kann nicht eingespielt werden. Es wurde nichts verändert.' };
  }
  return { ok: true, backup, summary: summarize(backup) };
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
 * 'Zusammenführen': everything on the device stays, everything only in the backup is added;
 * where both have the same class or topic, the more recently changed one wins. Topics then
 * follow their class's students again.
 */
export function mergeBackup(current: GradebookData, incoming: GradebookData, now: string): GradebookData {
  const classes: SchoolClass[] = mergeById(current.classes, incoming.classes);
  const byId = new Map(classes.map((c) => [c.id, c]));
  const topics: Topic[] = mergeById(current.topics, incoming.topics)
    .filter((t) => byId.has(t.classId))
    .map((t) => syncTopicStudents(t, (byId.get(t.classId) as SchoolClass).students, now));
  return { classes, topics };
}
