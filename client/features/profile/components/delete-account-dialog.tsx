import { PasswordConfirmDialog } from '@client/components/ui/password-confirm-dialog';
import { useDeleteAccount } from '../api/delete-account';

/**
 * Spec: deleting the account needs the password; success signs out and goes to /. The shell
 * does the going (it shows the confirmation there), because this dialog is unmounted the moment
 * the session is gone.
 */
export function DeleteAccountDialog() {
  const remove = useDeleteAccount();
  return (
    <PasswordConfirmDialog
      triggerLabel="Konto löschen"
      title="Konto endgültig löschen?"
      description="Ihr Konto, Ihre Favoriten und Ihr Profilbild werden gelöscht. Das lässt sich nicht rückgängig machen. Klassen und Noten auf diesem Gerät bleiben erhalten."
      submitLabel="Endgültig löschen"
      action={remove}
    />
  );
}
