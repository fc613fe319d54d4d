import { Pause, Play, Plus, RotateCcw } from 'lucide-react';
import { countdownRemaining, countdownStatus, isFinalSeconds } from '@core/domain/tools/countdown';
import { formatCountdown } from '@core/domain/tools/time-format';
import { Button } from '@client/components/ui/button';
import { useNow } from '@client/features/tools/shared';
import { countdownActions, useCountdown } from './countdown-store';

/** Time left (or the entered time before a start), as the large mm:ss display. */
export function useCountdownView() {
  const state = useCountdown();
  const now = useNow(state.startedAt !== null);
  const status = countdownStatus(state, now);
  const remaining = status === 'idle' ? (state.minutes * 60 + state.seconds) * 1000 : countdownRemaining(state, now);
  return { state, status, remaining, now, finalSeconds: isFinalSeconds(state, now) };
}

export function CountdownDisplay({ className = '', baseColour = '' }: { className?: string; baseColour?: string }) {
  const { status, remaining, finalSeconds } = useCountdownView();
  // The last five seconds in red, so the class sees the end coming; amber once time is up.
  const colour = status === 'finished' ? 'text-amber-500' : finalSeconds ? 'text-red-600' : baseColour;
  return (
    <p
      role="timer"
      aria-label="Verbleibende Zeit"
      data-status={status}
      data-final={finalSeconds || undefined}
      className={`font-mono font-bold tabular-nums ${colour} ${className}`}
    >
      {formatCountdown(remaining)}
    </p>
  );
}

export function CountdownControls({ large = true }: { large?: boolean }) {
  const { status, state } = useCountdownView();
  const big = large ? 'min-h-14 px-6 text-lg' : '';
  const canStart = status === 'running' || status === 'paused' || state.minutes * 60 + state.seconds > 0;
  return (
    <div className="flex flex-wrap justify-center gap-2">
      <Button className={`${big} min-w-36`} disabled={!canStart} onClick={countdownActions.toggle}>
        {status === 'running' ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
        {status === 'running' ? 'Pause' : 'Start'}
      </Button>
      {(status === 'running' || status === 'paused') && (
        <Button variant="secondary" className={big} onClick={countdownActions.addMinute}>
          <Plus aria-hidden="true" className="size-5" />1 Min
        </Button>
      )}
      <Button variant="secondary" className={big} disabled={status === 'idle'} onClick={countdownActions.reset}>
        <RotateCcw aria-hidden="true" className="size-5" />
        Zurücksetzen
      </Button>
    </div>
  );
}

/**
 * Around the countdown: flashes amber and black when time is up (a few seconds), or turns
 * steadily amber for people who asked their device for reduced motion.
 */
export function timeUpClass(status: string): string {
  return status === 'finished' ? 'motion-safe:animate-time-up motion-reduce:bg-amber-400' : '';
}
