import { useEffect } from 'react';
import { countdownEndsAt, type CountdownState } from '@core/domain/tools/countdown';
import { useSignalSettings } from '@client/features/settings';
import { playTone, vibrate } from '@client/lib/sound-signal';

/**
 * The end signal (vibration and tone, as the settings say) at clock time `endsAt`, on whatever
 * screen is open. Scheduled from the end time, not from ticks; a time that passed while the app
 * was closed stays silent. null: nothing to signal.
 */
export function useEndSignal(endsAt: number | null): void {
  useEffect(() => {
    if (endsAt === null) return;
    const delay = endsAt - Date.now();
    if (delay <= 0) return;
    const timer = setTimeout(() => {
      const settings = useSignalSettings.getState().value;
      if (settings.vibration) vibrate();
      if (settings.sound) playTone(settings.tone, settings.loudness);
    }, delay);
    return () => clearTimeout(timer);
  }, [endsAt]);
}

/** Signals the end of a running countdown on whatever screen is open. */
export function useCountdownSignal(state: CountdownState): void {
  useEndSignal(countdownEndsAt(state));
}
