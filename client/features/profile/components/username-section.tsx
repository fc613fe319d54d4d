import { usernameProblem } from '@core/domain/auth-rules';
import { useState, type FormEvent } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import type { SessionUser } from '@client/features/auth';
import { useChangeUsername } from '../api/change-username';

/** Spec "Profile": view or edit the username, with the spec's three messages. */
export function UsernameSection({ user }: { user: SessionUser }) {
  const current = user.displayUsername ?? user.username;
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  const change = useChangeUsername();

  const start = () => {
    change.reset();
    setProblem(undefined);
    setValue(current ?? '');
    setEditing(true);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const issue = usernameProblem(value, current);
    setProblem(issue);
    if (issue) return;
    change.mutate(value, { onSuccess: () => setEditing(false) });
  };

  return (
    <section aria-labelledby="benutzername" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="benutzername" className="text-lg font-bold">
        Benutzername
      </h2>
      {!editing ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p className={current ? 'text-lg font-semibold' : 'text-slate-600 italic'}>{current ?? 'Keinen Benutzernamen angelegt'}</p>
          <Button variant="secondary" onClick={start}>
            {current ? 'Ändern' : 'Anlegen'}
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
          <TextField
            label="Neuer Benutzername"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={problem ?? change.error?.message}
            autoComplete="username"
            hint="3 bis 30 Zeichen: Buchstaben, Ziffern, _ . -"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={change.isPending}>
              Speichern
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              Abbrechen
            </Button>
          </div>
        </form>
      )}
      {change.isSuccess && !editing && (
        <div className="mt-3">
          <Alert tone="success">Benutzername erfolgreich geändert</Alert>
        </div>
      )}
    </section>
  );
}
