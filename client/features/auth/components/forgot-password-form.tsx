import { emailProblem } from '@core/domain/auth-rules';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { EmailField } from '@client/components/ui/text-field';
import { requestPasswordReset } from '../api/request-password-reset';
import { AuthError, UNKNOWN_ERROR } from '../api/auth-errors';

/** Spec §5: exactly three error texts; the answer never tells whether the address has an account. */
function resetErrorText(error: Error): string {
  if (error instanceof AuthError && error.code === 'INVALID_EMAIL') return 'Ungültige E-Mail-Adresse.';
  if (error instanceof AuthError && error.code === 'TOO_MANY_REQUESTS') return error.message;
  return UNKNOWN_ERROR;
}

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const mutation = useMutation({ mutationFn: () => requestPasswordReset(email) });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setEmailError(problem);
    if (!problem) mutation.mutate();
  };

  if (mutation.isSuccess) {
    return (
      <Alert tone="success">
        Wenn es ein Konto mit der Adresse {email.trim()} gibt, haben wir eine E-Mail mit einem Link zum Zurücksetzen geschickt. Bitte
        schauen Sie auch im Spam-Ordner nach.
      </Alert>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {mutation.error && <Alert tone="error">{resetErrorText(mutation.error)}</Alert>}
      <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={emailError} />
      <Button type="submit" busy={mutation.isPending} className="w-full">
        Link zum Zurücksetzen senden
      </Button>
    </form>
  );
}
