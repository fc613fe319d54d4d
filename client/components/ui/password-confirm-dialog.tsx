import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { DialogClose, ModalDialog } from './modal-dialog';
import { PasswordField } from './text-field';

interface PasswordConfirmDialogProps {
  /** The danger button that opens the dialog. */
  triggerLabel: string;
  title: string;
  description: ReactNode;
  submitLabel: string;
  /** The action (a TanStack mutation taking the password): run, shown busy and failed here, reset on close. */
  action: { mutateAsync: (password: string) => Promise<unknown>; isPending: boolean; error: Error | null; reset: () => void };
}

/** A step that needs the password again (deleting the account, switching off two-factor sign-in). */
export function PasswordConfirmDialog({ triggerLabel, title, description, submitLabel, action }: PasswordConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword('');
      action.reset();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    action.mutateAsync(password).then(
      () => setOpen(false),
      () => undefined, // the error is shown from `error`
    );
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button variant="danger">{triggerLabel}</Button>}
      title={title}
      description={description}
    >
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <PasswordField label="Passwort zur Bestätigung" value={password} onChange={(e) => setPassword(e.target.value)} />
        {action.error && <Alert tone="error">{action.error.message}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose>
            <Button variant="secondary">Abbrechen</Button>
          </DialogClose>
          <Button type="submit" variant="danger" busy={action.isPending} disabled={!password}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
