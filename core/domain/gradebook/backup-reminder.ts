import type { GradebookData } from '../../schemas/gradebook';

/**
 * When to remind the teacher to download a backup (issue 10): the last backup is older than
 * 14 days and the grade book changed since. Without any backup, the oldest data stands in for
 * it, so a new grade book is not nagged about on its first day but is after two weeks.
 */
export const BACKUP_REMINDER_DAYS = 14;
export const SNOOZE_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReminderState {
  lastBackupAt: string | null;
  snoozedUntil: string | null;
}

export function lastChange(data: GradebookData): string | null {
  const stamps = [...data.classes.map((c) => c.updatedAt), ...data.topics.map((t) => t.updatedAt)].filter(Boolean);
  return stamps.length === 0 ? null : stamps.reduce((a, b) => (a > b ? a : b));
}

function firstStamp(data: GradebookData): string | null {
  const stamps = [...data.classes.map((c) => c.updatedAt), ...data.topics.map((t) => t.updatedAt)].filter(Boolean);
  return stamps.length === 0 ? null : stamps.reduce((a, b) => (a < b ? a : b));
}

/** Days since the last backup (null: never), for the reminder's wording. */
export function daysSince(iso: string, now: Date): number {
  return Math.round((now.getTime() - Date.parse(iso)) / DAY_MS);
}

export function backupReminderDue(data: GradebookData, state: ReminderState, now: Date): boolean {
  const changed = lastChange(data);
  if (changed === null) return false;
  if (state.snoozedUntil && Date.parse(state.snoozedUntil) > now.getTime()) return false;
  if (state.lastBackupAt && changed <= state.lastBackupAt) return false;
  const since = state.lastBackupAt ?? firstStamp(data);
  return since !== null && now.getTime() - Date.parse(since) > BACKUP_REMINDER_DAYS * DAY_MS;
}

export function snoozeUntil(now: Date): string {
  return new Date(now.getTime() + SNOOZE_DAYS * DAY_MS).toISOString();
}
