import { Flag, Pause, Play, RotateCcw } from 'lucide-react';
import { isStopwatchRunning, stopwatchElapsed } from '@core/domain/tools/stopwatch';
import { Button } from '@client/components/ui/button';
import { useNow } from '@client/features/tools/shared';
import { AutoPauseNotice } from './auto-pause-notice';
import { stopwatchActions, useStopwatch, type StopwatchId } from './stopwatch-store';

interface Props {
  id: StopwatchId;
  /** Only the general stopwatch has laps (spec). */
  withLaps?: boolean;
  /** Names the stopwatch in the buttons' labels when several are on one screen. */
  context?: string;
  size?: 'large' | 'small';
}

/** Spec: Start/Pause, Zurücksetzen (disabled at 0), Runde (disabled unless running). */
export function StopwatchControls({ id, withLaps = false, context, size = 'large' }: Props) {
  const state = useStopwatch(id);
  const now = useNow(state.startedAt !== null);
  const running = isStopwatchRunning(state, now);
  const atZero = stopwatchElapsed(state, now) === 0;
  const suffix = context ? ` (${context})` : '';
  const big = size === 'large' ? 'min-h-14 px-6 text-lg' : '';
  return (
    <>
      <div className="flex flex-wrap items-center justify-center gap-2">
        <Button
          className={`${big} min-w-36`}
          onClick={() => stopwatchActions.toggle(id)}
          aria-label={`${running ? 'Pause' : 'Start'}${suffix}`}
        >
          {running ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
          {running ? 'Pause' : 'Start'}
        </Button>
        {withLaps && (
          <Button variant="secondary" className={big} disabled={!running} onClick={() => stopwatchActions.lap(id)}>
            <Flag aria-hidden="true" className="size-5" />
            Runde
          </Button>
        )}
        <Button
          variant="secondary"
          className={big}
          disabled={atZero}
          onClick={() => stopwatchActions.reset(id)}
          aria-label={`Zurücksetzen${suffix}`}
        >
          <RotateCcw aria-hidden="true" className="size-5" />
          Zurücksetzen
        </Button>
      </div>
      <AutoPauseNotice state={state} now={now} context={context} />
    </>
  );
}
