import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { useNewBackupCodes } from '../../api/new-backup-codes';
import { PasswordForm } from './password-form';
import { TurnOffDialog } from './turn-off-dialog';

export function TurnedOn({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const [renewing, setRenewing] = useState(false);
  const renew = useNewBackupCodes();
  return (
    <div className="mt-2 space-y-3">
      <p className="text-slate-700">
        <span className="font-semibold">Eingeschaltet.</span> Bei der Anmeldung fragen wir nach dem Passwort einen Code aus Ihrer
        Authenticator-App ab.
      </p>
      {renewing ? (
        <PasswordForm
          label="Passwort zur Bestätigung"
          submitLabel="Neue Codes erzeugen"
          busy={renew.isPending}
          error={renew.error?.message}
          onSubmit={(password) => renew.mutate(password, { onSuccess: onNewCodes })}
          onCancel={() => {
            renew.reset();
            setRenewing(false);
          }}
        >
          <p className="text-slate-700">Die bisherigen Backup-Codes werden dabei ungültig.</p>
        </PasswordForm>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setRenewing(true)}>
            Neue Backup-Codes erzeugen
          </Button>
          <TurnOffDialog />
        </div>
      )}
    </div>
  );
}
