import { stopwatchAutoPause, type StopwatchState } from '@core/domain/tools/stopwatch';

/** "um 11:05 Uhr", or with the date when it stopped on another day than `now`. */
function when(at: number, now: number): string {
  const stopped = new Date(at);
  const time = `um ${stopped.toLocaleTimeString('de-DE', { hour: '2-digit', minute: '2-digit' })} Uhr`;
  return stopped.toDateString() === new Date(now).toDateString() ? time : `am ${stopped.toLocaleDateString('de-DE')} ${time}`;
}

/**
 * Spec §3: a stopwatch pauses itself after 3 hours. Without a word the teacher sees a frozen
 * 3:00:00 and a Start button that does nothing, so say what happened and what to do (issue 19).
 */
export function AutoPauseNotice({ state, now, context }: { state: StopwatchState; now: number; context?: string | undefined }) {
  const autoPause = stopwatchAutoPause(state, now);
  if (!autoPause) return null;
  const name = context ? `Die Stoppuhr (${context})` : 'Die Stoppuhr';
  return (
    <p role="status" className="mx-auto mt-3 max-w-md rounded-xl bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-950">
      {name} wurde nach 3 Stunden automatisch angehalten{autoPause.at === null ? '' : ` (${when(autoPause.at, now)})`}. Zum neuen Messen
      setzen Sie sie zurück.
    </p>
  );
}
