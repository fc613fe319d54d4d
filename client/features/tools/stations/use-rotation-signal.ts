import { useEffect } from 'react';
import { rotationAt, type StationRotation } from '@core/domain/tools/station-rotation';
import { useSignalSettings } from '@client/features/settings';
import { playTone, vibrate } from '@client/lib/sound-signal';

/** The teacher's chosen signal (sound and/or vibration), the same at 'Wechseln', 'Los' and the end. */
export function playRotationSignal(): void {
  const settings = useSignalSettings.getState().value;
  if (settings.vibration) vibrate();
  if (settings.sound) playTone(settings.tone, settings.loudness);
}

/**
 * Signals every change of phase of a running rotation on whatever screen is open. Each signal
 * is scheduled from the next boundary's clock time, and after it the following one is worked
 * out again from the clock, never by counting ticks. A change that happened while the app was
 * closed stays silent.
 */
export function useRotationSignal({ config, run }: StationRotation): void {
  const startedAt = run?.startedAt ?? null;
  const accumulatedMs = run?.accumulatedMs ?? 0;
  useEffect(() => {
    if (startedAt === null) return;
    const state = { startedAt, accumulatedMs };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const next = rotationAt(config, state, Date.now()).nextBoundaryAt;
      if (next === null) return;
      timer = setTimeout(() => {
        // A timer that fires early would otherwise signal the same change twice.
        if (Date.now() >= next) playRotationSignal();
        schedule();
      }, next - Date.now());
    };
    schedule();
    return () => clearTimeout(timer);
  }, [config, startedAt, accumulatedMs]);
}
