import { passwordProblem } from '@core/domain/auth-rules';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { PasswordField } from '@client/components/ui/text-field';
import { paths } from '@client/config/paths';
import { resetPassword } from '../api/auth-actions';
import { AuthLink } from './auth-layout';

export function UpdatePasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const mutation = useMutation({ mutationFn: () => resetPassword(token ?? '', password) });

  if (!token || params.get('error')) {
    return (
      <div className="space-y-4">
        <Alert tone="error">Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.</Alert>
        <AuthLink to={paths.forgotPassword.getHref()}>Neuen Link anfordern</AuthLink>
      </div>
    );
  }

  if (mutation.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert tone="success">Ihr Passwort ist geändert. Sie können sich jetzt mit dem neuen Passwort anmelden.</Alert>
        <AuthLink to={paths.login.getHref()}>Zur Anmeldung</AuthLink>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      password: passwordProblem(password),
      repeat: repeat !== password ? 'Die Passwörter stimmen nicht überein.' : undefined,
    };
    setErrors(next);
    if (!next.password && !next.repeat) mutation.mutate();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {mutation.error && <Alert tone="error">{mutation.error.message}</Alert>}
      <PasswordField
        fresh
        label="Neues Passwort"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint="Mindestens 8 Zeichen."
      />
      <PasswordField
        fresh
        label="Neues Passwort wiederholen"
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
        error={errors.repeat}
      />
      <Button type="submit" busy={mutation.isPending} className="w-full">
        Passwort speichern
      </Button>
    </form>
  );
}
