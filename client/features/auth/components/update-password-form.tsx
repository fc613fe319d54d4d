import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { resetPassword } from '../api/reset-password';
import { AuthLink } from './auth-layout';
import { NewPasswordFields, useNewPassword, type NewPasswordErrors } from './new-password-fields';

export function UpdatePasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const newPassword = useNewPassword();
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const mutation = useMutation({ mutationFn: () => resetPassword(token ?? '', newPassword.password) });

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
    const next = newPassword.check();
    setErrors(next);
    if (!next.password && !next.repeat) mutation.mutate();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {mutation.error && <Alert tone="error">{mutation.error.message}</Alert>}
      <NewPasswordFields label="Neues Passwort" value={newPassword} errors={errors} />
      <Button type="submit" busy={mutation.isPending} className="w-full">
        Passwort speichern
      </Button>
    </form>
  );
}
