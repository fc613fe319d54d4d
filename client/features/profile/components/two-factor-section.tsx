import { Dialog } from 'radix-ui';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import type { SessionUser } from '@client/features/auth';
import {
  downloadBackupCodes,
  manualKey,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useNewBackupCodes,
  useStartTwoFactor,
  type TwoFactorSetUp,
} from '../api/two-factor-actions';

type Step = { name: 'idle' } | { name: 'password' } | { name: 'scan'; setUp: TwoFactorSetUp } | { name: 'codes'; codes: string[]; fresh: boolean };

/**
 * Issue 13 "Zwei-Faktor-Anmeldung": off → password → QR code + manual key → first code →
 * the ten backup codes, shown once. On → new backup codes or switch off (password).
 */
export function TwoFactorSection({ user }: { user: SessionUser }) {
  const [step, setStep] = useState<Step>({ name: 'idle' });

  return (
    <section aria-labelledby="zwei-faktor" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="zwei-faktor" className="text-lg font-bold">
        Zwei-Faktor-Anmeldung
      </h2>
      {step.name === 'codes' ? (
        <BackupCodes email={user.email} codes={step.codes} fresh={step.fresh} onDone={() => setStep({ name: 'idle' })} />
      ) : user.twoFactorEnabled ? (
        <TurnedOn onNewCodes={(codes) => setStep({ name: 'codes', codes, fresh: false })} />
      ) : step.name === 'scan' ? (
        <Scan setUp={step.setUp} onConfirmed={() => setStep({ name: 'codes', codes: step.setUp.backupCodes, fresh: true })} onCancel={() => setStep({ name: 'idle' })} />
      ) : step.name === 'password' ? (
        <StartWithPassword onStarted={(setUp) => setStep({ name: 'scan', setUp })} onCancel={() => setStep({ name: 'idle' })} />
      ) : (
        <div className="mt-2 space-y-3">
          <p className="text-slate-700">
            <span className="font-semibold">Ausgeschaltet.</span> Mit der Zwei-Faktor-Anmeldung braucht die Anmeldung außer dem Passwort einen
            Code aus einer Authenticator-App auf Ihrem Handy (z. B. FreeOTP, Aegis oder Google Authenticator).
          </p>
          <Button onClick={() => setStep({ name: 'password' })}>Einrichten</Button>
        </div>
      )}
    </section>
  );
}

function PasswordForm({
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
      <TextField label={label} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
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

function StartWithPassword({ onStarted, onCancel }: { onStarted: (setUp: TwoFactorSetUp) => void; onCancel: () => void }) {
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

/** The key in groups of four, as authenticator apps show it. */
function grouped(key: string): string {
  return key.replace(/(.{4})(?=.)/g, '$1 ');
}

function Scan({ setUp, onConfirmed, onCancel }: { setUp: TwoFactorSetUp; onConfirmed: () => void; onCancel: () => void }) {
  const [qr, setQr] = useState<string>();
  const [qrFailed, setQrFailed] = useState(false);
  const [copied, setCopied] = useState<boolean>();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const confirm = useConfirmTwoFactor();
  const key = manualKey(setUp.totpURI);

  useEffect(() => {
    let live = true;
    // Drawn here, on the device: the address holds the secret and must never go to a QR service.
    import('qrcode')
      .then(({ toDataURL }) => toDataURL(setUp.totpURI, { margin: 2, width: 220, errorCorrectionLevel: 'M' }))
      .then((url) => live && setQr(url))
      .catch(() => live && setQrFailed(true));
    return () => {
      live = false;
    };
  }, [setUp.totpURI]);

  const copy = () => {
    navigator.clipboard.writeText(key).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s/g, '');
    const issue = /^\d{6}$/.test(value) ? undefined : 'Bitte geben Sie die 6 Ziffern aus Ihrer Authenticator-App ein.';
    setProblem(issue);
    if (!issue) confirm.mutate(value, { onSuccess: onConfirmed });
  };

  return (
    <div className="mt-3 space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-slate-700">
        <li>Öffnen Sie Ihre Authenticator-App und fügen Sie ein neues Konto hinzu.</li>
        <li>Scannen Sie den QR-Code oder geben Sie den Schlüssel von Hand ein.</li>
        <li>Geben Sie den 6-stelligen Code ein, den die App dann anzeigt.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex size-[220px] items-center justify-center rounded-xl border border-slate-200 bg-white">
          {qr ? (
            <img src={qr} width={220} height={220} alt="QR-Code zum Einrichten der Zwei-Faktor-Anmeldung in Ihrer Authenticator-App" />
          ) : (
            <p className="p-3 text-center text-sm text-slate-600">{qrFailed ? 'Der QR-Code konnte nicht erzeugt werden. Bitte nutzen Sie den Schlüssel.' : 'QR-Code wird erzeugt …'}</p>
          )}
        </div>
        {/* At least 15rem wide, so on a phone the key wraps below the QR code instead of squeezing beside it. */}
        <div className="min-w-60 flex-1 space-y-2">
          <p className="font-semibold text-slate-800">
            Schlüssel zur Eingabe von Hand
          </p>
          <p className="font-mono text-lg break-all text-slate-900" data-testid="totp-key">
            {grouped(key)}
          </p>
          <p className="text-sm text-slate-600">Art: zeitbasiert (TOTP), 6 Ziffern, 30 Sekunden.</p>
          <Button variant="secondary" onClick={copy}>
            Schlüssel kopieren
          </Button>
          {copied === true && <Alert tone="success">Schlüssel kopiert.</Alert>}
          {copied === false && <Alert tone="error">Kopieren war nicht möglich. Bitte markieren Sie den Schlüssel von Hand.</Alert>}
        </div>
      </div>
      <form onSubmit={submit} noValidate className="space-y-3">
        <TextField
          label="Erster 6-stelliger Code aus der App"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={7}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={problem ?? confirm.error?.message}
          required
        />
        <p className="text-sm text-slate-600">Beim Einschalten werden Sie auf anderen Geräten abgemeldet.</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            Abbrechen
          </Button>
          <Button type="submit" busy={confirm.isPending}>
            Bestätigen
          </Button>
        </div>
      </form>
    </div>
  );
}

function BackupCodes({ email, codes, fresh, onDone }: { email: string; codes: string[]; fresh: boolean; onDone: () => void }) {
  return (
    <div className="mt-3 space-y-3">
      {fresh && <Alert tone="success">Die Zwei-Faktor-Anmeldung ist eingeschaltet.</Alert>}
      <Alert tone="info">
        <p className="font-semibold">Ihre Backup-Codes – sie werden nur jetzt angezeigt.</p>
        <p>
          Ohne Handy melden Sie sich mit einem dieser Codes an; jeder gilt genau einmal. Laden Sie die Codes herunter oder drucken Sie sie
          aus und bewahren Sie sie sicher auf.
        </p>
      </Alert>
      <ul aria-label="Backup-Codes" className="grid grid-cols-2 gap-2 font-mono text-base sm:grid-cols-3" data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-slate-100 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => downloadBackupCodes(email, codes)}>
          Codes herunterladen
        </Button>
        <Button onClick={onDone}>Ich habe die Codes gesichert</Button>
      </div>
    </div>
  );
}

function TurnedOn({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const [renewing, setRenewing] = useState(false);
  const renew = useNewBackupCodes();
  return (
    <div className="mt-2 space-y-3">
      <p className="text-slate-700">
        <span className="font-semibold">Eingeschaltet.</span> Bei der Anmeldung fragen wir nach dem Passwort einen Code aus Ihrer
        Authenticator-App ab.
      </p>
      {renewing ? (
        <PasswordForm
          label="Passwort zur Bestätigung"
          submitLabel="Neue Codes erzeugen"
          busy={renew.isPending}
          error={renew.error?.message}
          onSubmit={(password) => renew.mutate(password, { onSuccess: onNewCodes })}
          onCancel={() => {
            renew.reset();
            setRenewing(false);
          }}
        >
          <p className="text-slate-700">Die bisherigen Backup-Codes werden dabei ungültig.</p>
        </PasswordForm>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setRenewing(true)}>
            Neue Backup-Codes erzeugen
          </Button>
          <TurnOffDialog />
        </div>
      )}
    </div>
  );
}

function TurnOffDialog() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const disable = useDisableTwoFactor();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword('');
      disable.reset();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password) disable.mutate(password, { onSuccess: () => setOpen(false) });
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="danger">Ausschalten</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-5 shadow-xl sm:p-6">
          <Dialog.Title className="text-xl font-extrabold">Zwei-Faktor-Anmeldung ausschalten?</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            Danach genügt wieder das Passwort zur Anmeldung. Ihre Backup-Codes werden ungültig.
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
            <TextField
              label="Passwort zur Bestätigung"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
            {disable.error && <Alert tone="error">{disable.error.message}</Alert>}
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary">Abbrechen</Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" busy={disable.isPending} disabled={!password}>
                Ausschalten
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
