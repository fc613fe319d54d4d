import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { DialogClose, ModalDialog } from '@client/components/ui/modal-dialog';
import { TextField } from '@client/components/ui/text-field';

/** Asks for the reason of a ban (required, at most 200 characters) before it happens. */
export function BanDialog({
  email,
  onConfirm,
  onClose,
}: {
  email: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
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
    <ModalDialog
      kind="alert"
      titleSize="lg"
      open={email !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Konto sperren"
      description={`${email} kann sich dann nicht mehr anmelden; alle Sitzungen enden sofort. Der Grund steht im Protokoll und ist nur für Admins sichtbar.`}
    >
      <form
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label="Grund"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={200}
          aria-required="true"
          error={error}
        />
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <DialogClose>
            <Button variant="secondary">Abbrechen</Button>
          </DialogClose>
          <Button type="submit" variant="danger">
            Sperren
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
