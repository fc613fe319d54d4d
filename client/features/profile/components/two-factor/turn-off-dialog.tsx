import { PasswordConfirmDialog } from '@client/components/ui/password-confirm-dialog';
import { useDisableTwoFactor } from '../../api/disable-two-factor';

export function TurnOffDialog() {
  const disable = useDisableTwoFactor();
  return (
    <PasswordConfirmDialog
      triggerLabel="Ausschalten"
      title="Zwei-Faktor-Anmeldung ausschalten?"
      description="Danach genügt wieder das Passwort zur Anmeldung. Ihre Backup-Codes werden ungültig."
      submitLabel="Ausschalten"
      action={disable}
    />
  );
}
