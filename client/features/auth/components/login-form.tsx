import { emailProblem, safeRedirect } from '@core/domain/auth-rules';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { EmailField, PasswordField } from '@client/components/ui/text-field';
import { resendVerification } from '../api/resend-verification';
import { useSignIn } from '../api/sign-in';
import { AuthError } from '../api/auth-errors';
import { SecondFactorForm } from './second-factor-form';

export function LoginForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const resend = useMutation({ mutationFn: resendVerification });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [secondFactor, setSecondFactor] = useState(false);
  const done = () => navigate(safeRedirect(params.get('redirect')), { replace: true });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setEmailError(problem);
    if (problem || !password) return;
    resend.reset();
    signIn.mutate(
      { email, password },
      {
        onSuccess: (result) => {
          if (result === 'second-factor') {
            setPassword('');
            setSecondFactor(true);
          } else done();
        },
      },
    );
  };

  if (secondFactor) {
    return (
      <SecondFactorForm
        onDone={done}
        onRestart={() => {
          signIn.reset();
          setSecondFactor(false);
        }}
      />
    );
  }

  const notVerified = signIn.error instanceof AuthError && signIn.error.code === 'EMAIL_NOT_VERIFIED';

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {signIn.error && <Alert tone="error">{signIn.error.message}</Alert>}
      {notVerified && !resend.isSuccess && (
        <Button variant="secondary" busy={resend.isPending} onClick={() => resend.mutate(email)} className="w-full">
          Bestätigungs-E-Mail erneut senden
        </Button>
      )}
      {resend.isSuccess && <Alert tone="success">Wir haben Ihnen die Bestätigungs-E-Mail erneut geschickt.</Alert>}
      {resend.error && <Alert tone="error">{resend.error.message}</Alert>}
      <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={emailError} />
      <PasswordField label="Passwort" value={password} onChange={(e) => setPassword(e.target.value)} />
      <Button type="submit" busy={signIn.isPending} disabled={!password} className="w-full">
        Anmelden
      </Button>
    </form>
  );
}
