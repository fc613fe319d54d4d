import { useState } from 'react';
import { Link } from 'react-router';
import type { RotationView } from '@core/domain/tools/station-rotation';
import { paths } from '@client/config/paths';
import { FullscreenView } from '@client/features/tools/shared';
import { ToolHeader } from '@client/features/tools/shared';
import { AssignmentList, flashClass, RotationClock, RotationControls, useRotationView } from '@client/features/tools/stations';
import { RotationSetup } from '@client/features/tools/stations';

/** The phase's steady colour on the page: green while working, amber while changing. */
const PANEL = {
  arbeiten: 'border-emerald-300 bg-emerald-50',
  wechseln: 'border-amber-400 bg-amber-100',
  fertig: 'border-slate-300 bg-slate-100',
} as const;
const FULLSCREEN_FRAME = { arbeiten: 'border-emerald-500', wechseln: 'border-amber-400', fertig: 'border-slate-500' } as const;

function RunningRotation({ view }: { view: RotationView }) {
  return (
    <section
      aria-label="Ablauf"
      data-phase={view.phase}
      data-flash={view.flash || undefined}
      className={`space-y-6 rounded-3xl border-2 px-4 py-6 shadow-sm sm:px-6 ${PANEL[view.phase]} ${flashClass(view)}`}
    >
      <RotationClock view={view} />
      <RotationControls view={view} />
      {view.phase !== 'fertig' && <AssignmentList view={view} />}
    </section>
  );
}

export default function StationsRoute() {
  const [fullscreen, setFullscreen] = useState(false);
  const view = useRotationView();
  return (
    <>
      <ToolHeader title="Stationsbetrieb" onFullscreen={view ? () => setFullscreen(true) : undefined}>
        Gruppen wechseln gemeinsam die Stationen, bis jede Gruppe überall war. Läuft weiter, auch wenn Sie die Seite wechseln.
      </ToolHeader>
      {view ? <RunningRotation view={view} /> : <RotationSetup />}
      <p className="mt-4 text-sm text-slate-600">
        Bei jedem Wechsel und bei jedem Los kommt das Signal aus den{' '}
        <Link className="font-semibold text-brand-700 underline" to={paths.settings.getHref()}>
          Einstellungen
        </Link>{' '}
        (Ton und Vibration).
      </p>
      {fullscreen && view && (
        <FullscreenView title="Stationsbetrieb" onClose={() => setFullscreen(false)}>
          <div
            data-phase={view.phase}
            className={`flex w-full flex-1 flex-col items-center justify-center gap-4 rounded-3xl border-8 p-3 ${FULLSCREEN_FRAME[view.phase]} ${flashClass(view)}`}
          >
            <RotationClock view={view} dark />
            {view.phase !== 'fertig' && <AssignmentList view={view} dark />}
          </div>
          <RotationControls view={view} canEnd={false} />
        </FullscreenView>
      )}
    </>
  );
}
