import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import type { SessionUser } from '@client/features/auth';
import type { TwoFactorSetUp } from '../../api/start-two-factor';
import { BackupCodes } from './backup-codes';
import { ScanKey } from './scan-key';
import { StartWithPassword } from './start-with-password';
import { TurnedOn } from './turned-on';

type Step =
  { name: 'idle' } | { name: 'password' } | { name: 'scan'; setUp: TwoFactorSetUp } | { name: 'codes'; codes: string[]; fresh: boolean };

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
        <ScanKey
          setUp={step.setUp}
          onConfirmed={() => setStep({ name: 'codes', codes: step.setUp.backupCodes, fresh: true })}
          onCancel={() => setStep({ name: 'idle' })}
        />
      ) : step.name === 'password' ? (
        <StartWithPassword onStarted={(setUp) => setStep({ name: 'scan', setUp })} onCancel={() => setStep({ name: 'idle' })} />
      ) : (
        <div className="mt-2 space-y-3">
          <p className="text-slate-700">
            <span className="font-semibold">Ausgeschaltet.</span> Mit der Zwei-Faktor-Anmeldung braucht die Anmeldung außer dem Passwort
            einen Code aus einer Authenticator-App auf Ihrem Handy (z. B. FreeOTP, Aegis oder Google Authenticator).
          </p>
          <Button onClick={() => setStep({ name: 'password' })}>Einrichten</Button>
        </div>
      )}
    </section>
  );
}
