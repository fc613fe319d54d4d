import { Sparkles, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { SignOutButton } from '@client/features/auth';
import { BackupPanel } from '@client/features/gradebook';
import { ChangelogDialog } from '@client/features/offline';
import { OfflineContentSection } from '@client/features/offline';
import { AppearanceChoice } from '@client/features/settings';
import { InstallApp, ProjectorToggle } from '@client/features/settings';
import { MaterialInventorySection } from '@client/features/search';
import { SignalSwitches } from '@client/features/settings';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline';

/** Einstellungen: what this device does and keeps, the account, and the app itself. */
export default function SettingsRoute() {
  const [showChangelog, setShowChangelog] = useState(false);
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Einstellungen</h1>
      <Section id="signale" title="Signale">
        <SignalSwitches />
        <p className="mt-2 text-sm text-slate-600">Diese Einstellungen gelten nur auf diesem Gerät.</p>
      </Section>
      <Section id="darstellung" title="Darstellung">
        <AppearanceChoice />
      </Section>
      <Section id="beamer" title="Beamer-Modus">
        <p className="mb-3 text-slate-700">
          Für geteilte Bildschirme: Namen der Kinder erscheinen nur als Initialen, Noten und Bemerkungen werden ausgeblendet – in Teams,
          Läufen und im Notenbuch.
        </p>
        <ProjectorToggle />
      </Section>
      <Section id="material" title="Was habe ich da?">
        <MaterialInventorySection />
      </Section>
      <Section id="installieren" title="App installieren">
        <InstallApp />
      </Section>
      <Section id="offline" title="Ohne Internet">
        <OfflineContentSection />
      </Section>
      <BackupPanel />
      <Section id="konto" title="Konto">
        <div className="flex flex-wrap gap-2">
          <Link
            to={paths.profile.getHref()}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-slate-300 px-5 font-bold text-slate-800 hover:border-brand-600"
          >
            <UserRound aria-hidden="true" className="size-5" />
            Profil
          </Link>
          <SignOutButton />
        </div>
      </Section>
      <Section id="ueber" title="Über die Sportkiste">
        <div className="flex flex-wrap items-center gap-3">
          <p>Version {__APP_VERSION__}</p>
          <Button variant="secondary" onClick={() => setShowChangelog(true)}>
            <Sparkles aria-hidden="true" className="size-5" />
            Was ist neu?
          </Button>
        </div>
        <div className="mt-1 flex flex-wrap gap-x-4">
          <Link to={paths.legalNotice.getHref()} className={linkClass}>
            Impressum
          </Link>
          <Link to={paths.privacy.getHref()} className={linkClass}>
            Datenschutz
          </Link>
        </div>
      </Section>
      {showChangelog && <ChangelogDialog mode="current" onClose={() => setShowChangelog(false)} />}
    </div>
  );
}
