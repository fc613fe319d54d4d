import { describe, expect, it } from 'vitest';
import type { GradebookData } from '../../schemas/gradebook';
import { backupReminderDue, daysSince, snoozeUntil } from './backup-reminder';

const data = (classAt: string, topicAt?: string): GradebookData => ({
  classes: [{ id: 'k', name: '3a', students: [], attendance: {}, tendencyStep: 0.3, updatedAt: classAt }],
  topics: topicAt ? [{ id: 't', name: 'Sprint', classId: 'k', weight: 1, students: [], updatedAt: topicAt }] : [],
});
const now = new Date('2026-11-23T08:00:00Z');

describe('backup reminder', () => {
  it('is due when the last backup is older than 14 days and the data changed since', () => {
    const state = { lastBackupAt: '2026-11-08T07:00:00Z', snoozedUntil: null };
    expect(backupReminderDue(data('2026-11-01T00:00:00Z', '2026-11-20T10:00:00Z'), state, now)).toBe(true);
    expect(daysSince(state.lastBackupAt, now)).toBe(15);
  });

  it('is not due when nothing changed since the backup, however old', () => {
    expect(
      backupReminderDue(
        data('2026-10-01T00:00:00Z', '2026-10-02T00:00:00Z'),
        { lastBackupAt: '2026-10-03T00:00:00Z', snoozedUntil: null },
        now,
      ),
    ).toBe(false);
  });

  it('is not due within 14 days of a backup', () => {
    expect(backupReminderDue(data('2026-11-22T00:00:00Z'), { lastBackupAt: '2026-11-10T00:00:00Z', snoozedUntil: null }, now)).toBe(false);
  });

  it('without any backup, counts from the oldest data; an empty grade book needs none', () => {
    expect(backupReminderDue(data('2026-11-20T00:00:00Z'), { lastBackupAt: null, snoozedUntil: null }, now)).toBe(false);
    expect(backupReminderDue(data('2026-11-01T00:00:00Z', '2026-11-22T00:00:00Z'), { lastBackupAt: null, snoozedUntil: null }, now)).toBe(
      true,
    );
    expect(backupReminderDue({ classes: [], topics: [] }, { lastBackupAt: null, snoozedUntil: null }, now)).toBe(false);
  });

  it('stays quiet while snoozed (three days)', () => {
    const snoozed = snoozeUntil(now);
    expect(snoozed).toBe('2026-11-26T08:00:00.000Z');
    const old = data('2026-10-01T00:00:00Z', '2026-11-22T00:00:00Z');
    expect(backupReminderDue(old, { lastBackupAt: null, snoozedUntil: snoozed }, now)).toBe(false);
    expect(backupReminderDue(old, { lastBackupAt: null, snoozedUntil: snoozed }, new Date('2026-11-26T08:00:01Z'))).toBe(true);
  });
});
