import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { PasswordField } from '@client/components/ui/text-field';

/** A step inside the section that asks for the password first (set-up, new backup codes). */
export function PasswordForm({
  label,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
  danger = false,
  children,
}: {
  label: string;
  submitLabel: string;
  busy: boolean;
  error: string | undefined;
  onSubmit: (password: string) => void;
  onCancel: () => void;
  danger?: boolean;
  children?: ReactNode;
}) {
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onSubmit(password);
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3">
      {children}
      <PasswordField label={label} value={password} onChange={(e) => setPassword(e.target.value)} />
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Abbrechen
        </Button>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy} disabled={!password}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
