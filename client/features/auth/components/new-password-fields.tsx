import { passwordProblem } from '@core/domain/auth-rules';
import { useState } from 'react';
import { PasswordField } from '@client/components/ui/text-field';

export interface NewPasswordErrors {
  password?: string | undefined;
  repeat?: string | undefined;
}

/** A new password typed twice, as sign-up and the reset link ask for it; `check` says what is wrong. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const check = (): NewPasswordErrors => ({
    password: passwordProblem(password),
    repeat: repeat !== password ? 'Die Passwörter stimmen nicht überein.' : undefined,
  });
  return { password, repeat, setPassword, setRepeat, check };
}

export function NewPasswordFields({
  label,
  value,
  errors,
}: {
  /** „Passwort“ or „Neues Passwort“; the second field adds „wiederholen“. */
  label: string;
  value: ReturnType<typeof useNewPassword>;
  errors: NewPasswordErrors;
}) {
  return (
    <>
      <PasswordField
        fresh
        label={label}
        value={value.password}
        onChange={(e) => value.setPassword(e.target.value)}
        error={errors.password}
        hint="Mindestens 8 Zeichen."
      />
      <PasswordField
        fresh
        label={`${label} wiederholen`}
        value={value.repeat}
        onChange={(e) => value.setRepeat(e.target.value)}
        error={errors.repeat}
      />
    </>
  );
}
