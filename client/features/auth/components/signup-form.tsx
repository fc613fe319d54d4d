import { emailProblem } from '@core/domain/auth-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { EmailField } from '@client/components/ui/text-field';
import { paths } from '@client/config/paths';
import { signUp } from '../api/sign-up';
import { refreshSession } from '../api/session';
import { NewPasswordFields, useNewPassword } from './new-password-fields';

export function SignupForm({ emailVerification }: { emailVerification: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const newPassword = useNewPassword();
  const [errors, setErrors] = useState<{ email?: string; password?: string; repeat?: string }>({});

  const mutation = useMutation({
    mutationFn: () => signUp(email, newPassword.password),
    onSuccess: async () => {
      if (emailVerification) {
        navigate(paths.signupSuccess.getHref(), { replace: true });
        return;
      }
      // Without verification the new account is signed in at once.
      await refreshSession(queryClient);
      navigate(paths.home.getHref(), { replace: true });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = { email: emailProblem(email), ...newPassword.check() };
    setErrors(next);
    if (next.email || next.password || next.repeat) return;
    mutation.mutate();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {mutation.error && <Alert tone="error">{mutation.error.message}</Alert>}
      <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
      <NewPasswordFields label="Passwort" value={newPassword} errors={errors} />
      <Button type="submit" busy={mutation.isPending} className="w-full">
        Konto anlegen
      </Button>
    </form>
  );
}
