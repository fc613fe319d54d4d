import { Download } from 'lucide-react';
import { backupReminderDue, daysSince } from '@core/domain/gradebook/backup-reminder';
import { Button } from '@client/components/ui/button';
import { backupReminderStore, downloadBackup, snoozeBackupReminder } from '../stores/backup-reminder-store';
import { useClassesStore, usePerformanceStore } from '../stores/gradebook-stores';

/**
 * Browsers may delete a site's data (Safari after seven days without a visit): a teacher whose
 * last backup is old and whose grade book changed since is asked to download one.
 */
export function BackupReminder() {
  const classes = useClassesStore((s) => s.classes);
  const topics = usePerformanceStore((s) => s.topics);
  const state = backupReminderStore((s) => s.value);
  // Read at each render: the reminder only matters when the screen opens or the data change.
  const now = new Date();
  if (!backupReminderDue({ classes, topics }, state, now)) return null;
  const text = state.lastBackupAt
    ? `Die letzte Sicherung ist ${daysSince(state.lastBackupAt, now)} Tage alt, und seitdem hat sich im Notenbuch etwas geändert.`
    : 'Für dieses Notenbuch wurde noch keine Sicherung heruntergeladen.';
  return (
    <section aria-label="Erinnerung an die Sicherung" className="rounded-2xl border-2 border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{text} Laden Sie jetzt eine Sicherung herunter, damit keine Noten verloren gehen.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={downloadBackup}>
          <Download aria-hidden="true" className="size-5" />
          Sicherung herunterladen
        </Button>
        <Button variant="secondary" onClick={snoozeBackupReminder}>
          In 3 Tagen erinnern
        </Button>
      </div>
    </section>
  );
}
