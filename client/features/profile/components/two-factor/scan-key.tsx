import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { useConfirmTwoFactor } from '../../api/confirm-two-factor';
import { manualKey, type TwoFactorSetUp } from '../../api/start-two-factor';

/** The key in groups of four, as authenticator apps show it. */
function grouped(key: string): string {
  return key.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The QR code and the key for the authenticator app, then the first code switches it on. */
export function ScanKey({ setUp, onConfirmed, onCancel }: { setUp: TwoFactorSetUp; onConfirmed: () => void; onCancel: () => void }) {
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
            <p className="p-3 text-center text-sm text-slate-600">
              {qrFailed ? 'Der QR-Code konnte nicht erzeugt werden. Bitte nutzen Sie den Schlüssel.' : 'QR-Code wird erzeugt …'}
            </p>
          )}
        </div>
        {/* At least 15rem wide, so on a phone the key wraps below the QR code instead of squeezing beside it. */}
        <div className="min-w-60 flex-1 space-y-2">
          <p className="font-semibold text-slate-800">Schlüssel zur Eingabe von Hand</p>
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
