import { Pause, Play, RotateCcw, Settings2, SkipForward, Square } from 'lucide-react';
import { rotationAt, type RotationView } from '@core/domain/tools/station-rotation';
import { formatCountdown } from '@core/domain/tools/time-format';
import { Button } from '@client/components/ui/button';
import { useConfirm } from '@client/components/ui/confirm-dialog';
import { useNow } from '@client/features/tools/shared';
import { stationRotationActions, useStationRotation } from './station-rotation-store';

/** Where the running rotation is now, recomputed from the clock every frame while it runs. */
export function useRotationView(): RotationView | null {
  const { config, run } = useStationRotation();
  const now = useNow(run?.startedAt != null);
  return run ? rotationAt(config, run, now) : null;
}

const PHASE_LABEL = { arbeiten: 'Arbeiten', wechseln: 'Wechseln', fertig: 'Fertig!' } as const;

/** What the status line says (and screen readers announce) — it changes only with the phase. */
function statusText(view: RotationView): string {
  if (view.phase === 'fertig') return 'Alle Gruppen waren an allen Stationen.';
  if (!view.running) return 'Pausiert';
  return view.phase === 'wechseln' ? 'Alle Gruppen gehen zur nächsten Station.' : 'Los – an den Stationen arbeiten!';
}

/**
 * The flash at each change (amber and black, a few times); with reduced motion the phase's own
 * steady colour (green for work, amber for changing) is the visible change instead.
 */
export const flashClass = (view: RotationView) => (view.flash ? 'motion-safe:animate-time-up' : '');

/** Round, phase, and the time left as large digits; `dark` for the full-screen view. */
export function RotationClock({ view, dark = false }: { view: RotationView; dark?: boolean }) {
  const phaseColour = dark
    ? { arbeiten: 'text-emerald-300', wechseln: 'text-amber-300', fertig: 'text-slate-200' }[view.phase]
    : { arbeiten: 'text-emerald-800', wechseln: 'text-amber-800', fertig: 'text-slate-800' }[view.phase];
  const digits = view.finalSeconds ? (dark ? 'text-red-500' : 'text-red-700') : dark ? 'text-white' : 'text-slate-900';
  return (
    <div className="text-center">
      <p className={`text-xl font-bold sm:text-2xl ${dark ? 'text-slate-200' : 'text-slate-700'}`}>
        Durchgang {view.round} von {view.rounds}
      </p>
      <p data-testid="rotation-phase" className={`text-4xl font-extrabold tracking-wide uppercase sm:text-5xl ${phaseColour}`}>
        {PHASE_LABEL[view.phase]}
      </p>
      <p
        role="timer"
        aria-label="Verbleibende Zeit"
        data-final={view.finalSeconds || undefined}
        className={`font-mono leading-none font-bold tabular-nums ${digits} ${dark ? 'text-[min(24vw,40vh)]' : 'text-[clamp(4.5rem,24vw,9rem)]'}`}
      >
        {formatCountdown(view.msLeft)}
      </p>
      <p role="status" className={`mt-2 min-h-7 text-lg font-bold ${dark ? 'text-slate-200' : 'text-slate-800'}`}>
        {statusText(view)}
      </p>
    </div>
  );
}

/** 'Gruppe 1 → Station „Balancieren“' for every group; during a change, where each group goes. */
export function AssignmentList({ view, dark = false }: { view: RotationView; dark?: boolean }) {
  const label = view.phase === 'wechseln' ? 'Die Gruppen gehen zu' : 'Die Gruppen sind an';
  return (
    <ul aria-label={label} className="grid w-full gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {view.assignment.map(({ group, station }) => (
        <li
          key={group}
          className={`rounded-2xl px-4 py-2 ${dark ? 'bg-slate-800 text-white' : 'border border-slate-200 bg-white text-slate-900'}`}
        >
          <span className={`block font-bold ${dark ? 'text-slate-300' : 'text-slate-600'}`}>Gruppe {group}</span>
          <span className="block text-xl font-extrabold sm:text-2xl">
            <span aria-hidden="true">→ </span>
            <span className="sr-only">: </span>
            Station „{station}“
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Pause/Weiter, Überspringen and Beenden. The full-screen view leaves out Beenden: its
 * confirmation could not show above the browser's full screen, and ending is no gym-floor tap.
 */
export function RotationControls({ view, large = true, canEnd = true }: { view: RotationView; large?: boolean; canEnd?: boolean }) {
  const [confirm, dialog] = useConfirm();
  const big = large ? 'min-h-14 px-4 text-lg sm:px-6' : '';
  const end = async () => {
    if (await confirm('Den Stationsbetrieb beenden? Der Ablauf wird zurückgesetzt, die Einstellungen bleiben.', 'Beenden'))
      stationRotationActions.stop();
  };
  if (view.phase === 'fertig') {
    return (
      <div className="flex flex-wrap justify-center gap-2">
        <Button className={big} onClick={stationRotationActions.restart}>
          <RotateCcw aria-hidden="true" className="size-5" />
          Nochmal starten
        </Button>
        {canEnd && (
          <Button variant="secondary" className={big} onClick={stationRotationActions.stop}>
            <Settings2 aria-hidden="true" className="size-5" />
            Neu einrichten
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap justify-center gap-2">
      <Button className={`${big} sm:min-w-36`} onClick={stationRotationActions.toggle}>
        {view.running ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
        {view.running ? 'Pause' : 'Weiter'}
      </Button>
      <Button variant="secondary" className={big} onClick={stationRotationActions.skip}>
        <SkipForward aria-hidden="true" className="size-5" />
        Überspringen
      </Button>
      {canEnd && (
        <Button variant="secondary" className={big} onClick={() => void end()}>
          <Square aria-hidden="true" className="size-5" />
          Beenden
        </Button>
      )}
      {dialog}
    </div>
  );
}
