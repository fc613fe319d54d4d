import { useState, type FormEvent } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { useVerifySecondFactor } from '../api/verify-second-factor';
import { AuthError } from '../api/auth-errors';

/** Codes after which the password must be entered again (the two-factor step is used up). */
const RESTART_CODES = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE']);

/**
 * Step 2 of a sign-in with two-factor sign-in on: the 6-digit code from the authenticator app,
 * or one of the ten backup codes instead.
 */
export function SecondFactorForm({ onDone, onRestart }: { onDone: () => void; onRestart: () => void }) {
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const verify = useVerifySecondFactor();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s/g, '');
    const issue =
      kind === 'totp'
        ? /^\d{6}$/.test(value)
          ? undefined
          : 'Bitte geben Sie die 6 Ziffern aus Ihrer Authenticator-App ein.'
        : value.length >= 10
          ? undefined
          : 'Bitte geben Sie einen Backup-Code ein (z. B. AbCd1-23eFg).';
    setProblem(issue);
    if (issue) return;
    verify.mutate({ code: value, kind }, { onSuccess: onDone });
  };

  const switchKind = () => {
    setKind(kind === 'totp' ? 'backup' : 'totp');
    setCode('');
    setProblem(undefined);
    verify.reset();
  };

  const mustRestart = verify.error instanceof AuthError && RESTART_CODES.has(verify.error.code);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="bestaetigungscode">
      <div>
        <h2 id="bestaetigungscode" className="text-xl font-extrabold">
          Bestätigungscode
        </h2>
        <p className="mt-1 text-slate-700">
          {kind === 'totp'
            ? 'Ihr Konto ist mit der Zwei-Faktor-Anmeldung geschützt. Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.'
            : 'Geben Sie einen Ihrer Backup-Codes ein. Jeder Code gilt nur einmal.'}
        </p>
      </div>
      {verify.error && <Alert tone="error">{verify.error.message}</Alert>}
      {kind === 'totp' ? (
        <TextField
          key="totp"
          label="6-stelliger Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={7}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the one field of this step, reached right after the password
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={problem}
          required
        />
      ) : (
        <TextField
          key="backup"
          label="Backup-Code"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the one field of this step
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={problem}
          required
        />
      )}
      {mustRestart ? (
        <Button onClick={onRestart} className="w-full">
          Erneut mit Passwort anmelden
        </Button>
      ) : (
        <Button type="submit" busy={verify.isPending} className="w-full">
          Bestätigen
        </Button>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={switchKind} className="flex-1">
          {kind === 'totp' ? 'Backup-Code verwenden' : 'Code aus der App verwenden'}
        </Button>
        <Button variant="secondary" onClick={onRestart} className="flex-1">
          Zurück
        </Button>
      </div>
    </form>
  );
}
