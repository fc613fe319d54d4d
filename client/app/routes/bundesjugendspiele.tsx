import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Logo } from '@client/components/logo';
import { paths } from '@client/config/paths';
import {
  BJS_VIEWS,
  bjsStore,
  EvaluationView,
  ExchangeView,
  SetupView,
  StationView,
  TransferLinkReceiver,
  type BjsView,
} from '@client/features/bundesjugendspiele';
import { useAppUpdate } from '@client/features/offline';
import { ToolHeader } from '@client/features/tools/shared';
import { Button } from '@client/components/ui/button';

const tab = 'flex min-h-11 items-center rounded-xl px-4 font-bold';

/**
 * Bundesjugendspiele (issue 26): set-up, a station per exercise, the exchange between phones and
 * the evaluation, as views of one screen (`?ansicht=`): a helper's phone needs all of its code
 * offline on the sports field, and one screen is one file to keep. Outside the signed-in frame
 * (router.tsx): helpers open it from a QR code without an account; nothing here asks the server.
 */
export default function BundesjugendspieleRoute() {
  const [params] = useSearchParams();
  const view: BjsView = BJS_VIEWS.find((v) => v.key === params.get('ansicht'))?.key ?? 'einrichten';
  const event = bjsStore((s) => s.value.event);
  // Outside the app shell, so the screen registers the service worker itself: a helper's phone
  // that opened one QR link must have the whole screen when the network is gone.
  const { updateAvailable, applyUpdate } = useAppUpdate();

  return (
    <div className="min-h-dvh bg-slate-50 print:bg-white">
      <header className="border-b border-slate-200 bg-white print:hidden">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between gap-2 px-4">
          <Link to={paths.home.getHref()} aria-label="Sportkiste – zur Startseite" className="flex min-h-11 items-center gap-2">
            <Logo className="size-9" />
            <span className="text-xl font-extrabold tracking-tight text-brand-800">Sportkiste</span>
          </Link>
          <Link to={paths.tools.getHref()} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Tools
          </Link>
        </div>
      </header>
      {updateAvailable && (
        <div role="status" className="flex flex-wrap items-center justify-center gap-3 bg-amber-100 px-4 py-2 text-amber-950 print:hidden">
          Eine neue Version der Sportkiste ist da. Ihre Daten bleiben erhalten.
          <Button variant="secondary" onClick={() => void applyUpdate()}>
            Jetzt laden
          </Button>
        </div>
      )}
      <main id="inhalt" className="mx-auto max-w-3xl space-y-4 px-4 py-4 sm:py-6 print:max-w-none print:p-0">
        <div className="print:hidden">
          <ToolHeader title="Bundesjugendspiele">
            {/* At the stations every line of the phone counts: the introduction only where the event is set up. */}
            {view === 'einrichten' && (
              <>
                Der Wettbewerb Leichtathletik für die Klassen 1 bis 4: Stationen auf mehreren Handys, Auswertung mit Platzziffern und
                Urkunden – alles bleibt auf den Geräten.
              </>
            )}
          </ToolHeader>
          <nav aria-label="Ansicht" className="flex flex-wrap gap-2">
            {BJS_VIEWS.map((v) => (
              <Link
                key={v.key}
                to={`${paths.bundesjugendspiele.getHref()}?ansicht=${v.key}`}
                aria-current={view === v.key ? 'page' : undefined}
                className={`${tab} ${view === v.key ? 'bg-brand-700 text-white' : 'border-2 border-slate-300 text-slate-800'}`}
              >
                {v.label}
              </Link>
            ))}
          </nav>
        </div>
        <TransferLinkReceiver />
        {view === 'einrichten' && <SetupView />}
        {view === 'station' && (event ? <StationView event={event} /> : <NoEvent />)}
        {view === 'austausch' && <ExchangeView />}
        {view === 'auswertung' && (event ? <EvaluationView event={event} /> : <NoEvent />)}
      </main>
    </div>
  );
}

function NoEvent() {
  return (
    <p className="rounded-2xl bg-slate-100 p-4 text-slate-700">
      Auf diesem Gerät ist noch keine Veranstaltung. Legen Sie sie unter{' '}
      <Link className="font-semibold text-brand-700 underline" to={`${paths.bundesjugendspiele.getHref()}?ansicht=einrichten`}>
        Einrichten
      </Link>{' '}
      an, oder übernehmen Sie sie unter{' '}
      <Link className="font-semibold text-brand-700 underline" to={`${paths.bundesjugendspiele.getHref()}?ansicht=austausch`}>
        Austausch
      </Link>{' '}
      von dem Handy, auf dem sie eingerichtet wurde.
    </p>
  );
}
