import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { DialogClose, ModalDialog } from './modal-dialog';
import { TextField } from './text-field';

interface PasswordConfirmDialogProps {
  /** The danger button that opens the dialog. */
  triggerLabel: string;
  title: string;
  description: ReactNode;
  submitLabel: string;
  /** Runs the action with the password; resolves when done (the dialog then closes, unless it is unmounted). */
  onConfirm: (password: string) => Promise<unknown>;
  busy: boolean;
  error: Error | null;
  /** Forget the last error (called when the dialog closes). */
  onReset: () => void;
}

/** A step that needs the password again (deleting the account, switching off two-factor sign-in). */
export function PasswordConfirmDialog({ triggerLabel, title, description, submitLabel, onConfirm, busy, error, onReset }: PasswordConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword('');
      onReset();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    onConfirm(password).then(
      () => setOpen(false),
      () => undefined, // the error is shown from `error`
    );
  };

  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} trigger={<Button variant="danger">{triggerLabel}</Button>} title={title} description={description}>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <TextField
          label="Passwort zur Bestätigung"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        {error && <Alert tone="error">{error.message}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose>
            <Button variant="secondary">Abbrechen</Button>
          </DialogClose>
          <Button type="submit" variant="danger" busy={busy} disabled={!password}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
