import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { useDeleteAccount } from '../api/profile-actions';

/**
 * Spec: deleting the account needs the password; success signs out and goes to /. The shell
 * does the going (it shows the confirmation there), because this dialog is unmounted the moment
 * the session is gone.
 */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword('');
      remove.reset();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    remove.mutate(password);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="danger">Konto löschen</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-5 shadow-xl sm:p-6">
          <Dialog.Title className="text-xl font-extrabold">Konto endgültig löschen?</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            Ihr Konto, Ihre Favoriten und Ihr Profilbild werden gelöscht. Das lässt sich nicht rückgängig machen. Klassen
            und Noten auf diesem Gerät bleiben erhalten.
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
            <TextField
              label="Passwort zur Bestätigung"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
            {remove.error && <Alert tone="error">{remove.error.message}</Alert>}
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary">Abbrechen</Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" busy={remove.isPending} disabled={!password}>
                Endgültig löschen
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
