import { isStopwatchRunning, stopwatchElapsed } from '@core/domain/tools/stopwatch';
import { formatStopwatch } from '@core/domain/tools/time-format';
import { useNow } from '@client/features/tools/shared';
import { useStopwatch, type StopwatchId } from './stopwatch-store';

/** The time with centiseconds, refreshed every frame while running (spec §4). */
export function StopwatchDisplay({ id, className = '', label }: { id: StopwatchId; className?: string; label: string }) {
  const state = useStopwatch(id);
  const now = useNow(state.startedAt !== null);
  const running = isStopwatchRunning(state, now);
  return (
    <p role="timer" aria-label={label} data-running={running} className={`font-mono font-bold tabular-nums ${className}`}>
      {formatStopwatch(stopwatchElapsed(state, now))}
    </p>
  );
}
