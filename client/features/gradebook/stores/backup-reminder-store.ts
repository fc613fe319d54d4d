import { createBackup } from '@core/domain/gradebook/backup';
import { snoozeUntil, type ReminderState } from '@core/domain/gradebook/backup-reminder';
import { createDeviceStore } from '@client/lib/device-store';
import { downloadFile, today } from '@client/lib/download';
import { gradebookData } from './gradebook-actions';

const isIso = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v));

/** When this device last downloaded a grade-book backup, and a 'Später' until when. */
export const backupReminderStore = createDeviceStore<ReminderState>('gradebook-backup', {
  version: 1,
  initial: { lastBackupAt: null, snoozedUntil: null },
  sanitize: (stored) => {
    const v = (stored ?? {}) as Partial<Record<keyof ReminderState, unknown>>;
    return { lastBackupAt: isIso(v.lastBackupAt) ? v.lastBackupAt : null, snoozedUntil: isIso(v.snoozedUntil) ? v.snoozedUntil : null };
  },
});

/** 'Sicherung herunterladen': the whole grade book as one file, remembered for the reminder. */
export function downloadBackup() {
  const now = new Date().toISOString();
  downloadFile(`Sportkiste-Notenbuch-${today()}.json`, JSON.stringify(createBackup(gradebookData(), now), null, 2), 'application/json');
  backupReminderStore.getState().set({ lastBackupAt: now, snoozedUntil: null });
}

export function snoozeBackupReminder() {
  backupReminderStore.getState().set((s) => ({ ...s, snoozedUntil: snoozeUntil(new Date()) }));
}
