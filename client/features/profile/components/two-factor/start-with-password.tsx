import { useStartTwoFactor, type TwoFactorSetUp } from '../../api/start-two-factor';
import { PasswordForm } from './password-form';

export function StartWithPassword({ onStarted, onCancel }: { onStarted: (setUp: TwoFactorSetUp) => void; onCancel: () => void }) {
  const start = useStartTwoFactor();
  return (
    <PasswordForm
      label="Passwort zur Bestätigung"
      submitLabel="Weiter"
      busy={start.isPending}
      error={start.error?.message}
      onSubmit={(password) => start.mutate(password, { onSuccess: onStarted })}
      onCancel={onCancel}
    >
      <p className="text-slate-700">Bitte bestätigen Sie zuerst mit Ihrem Passwort, dass Sie es sind.</p>
    </PasswordForm>
  );
}
