import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { downloadBackupCodes } from '../../api/download-backup-codes';

/** The ten backup codes, shown once. */
export function BackupCodes({ email, codes, fresh, onDone }: { email: string; codes: string[]; fresh: boolean; onDone: () => void }) {
  return (
    <div className="mt-3 space-y-3">
      {fresh && <Alert tone="success">Die Zwei-Faktor-Anmeldung ist eingeschaltet.</Alert>}
      <Alert tone="info">
        <p className="font-semibold">Ihre Backup-Codes – sie werden nur jetzt angezeigt.</p>
        <p>
          Ohne Handy melden Sie sich mit einem dieser Codes an; jeder gilt genau einmal. Laden Sie die Codes herunter oder drucken Sie sie
          aus und bewahren Sie sie sicher auf.
        </p>
      </Alert>
      <ul aria-label="Backup-Codes" className="grid grid-cols-2 gap-2 font-mono text-base sm:grid-cols-3" data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-slate-100 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => downloadBackupCodes(email, codes)}>
          Codes herunterladen
        </Button>
        <Button onClick={onDone}>Ich habe die Codes gesichert</Button>
      </div>
    </div>
  );
}
