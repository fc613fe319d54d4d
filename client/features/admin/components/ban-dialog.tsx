import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';

/** Asks for the reason of a ban (required, at most 200 characters) before it happens. */
export function BanDialog({ email, onConfirm, onClose }: { email: string | null; onConfirm: (reason: string) => void; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const trimmed = reason.trim();
    if (!trimmed) return setError('Bitte geben Sie einen Grund an.');
    if (trimmed.length > 200) return setError('Der Grund darf höchstens 200 Zeichen lang sein.');
    setReason('');
    setError(undefined);
    onConfirm(trimmed);
  };
  return (
    <AlertDialog.Root open={email !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-5 shadow-xl sm:p-6">
          <AlertDialog.Title className="text-lg font-extrabold">Konto sperren</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">
            {email} kann sich dann nicht mehr anmelden; alle Sitzungen enden sofort. Der Grund steht im Protokoll und ist nur für Admins sichtbar.
          </AlertDialog.Description>
          <form
            className="mt-4"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <TextField label="Grund" value={reason} onChange={(event) => setReason(event.target.value)} maxLength={200} aria-required="true" error={error} />
            <div className="mt-5 flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary">Abbrechen</Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant="danger">
                Sperren
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
