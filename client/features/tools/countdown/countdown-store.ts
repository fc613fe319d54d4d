import {
  addCountdownTime,
  initialCountdown,
  resetCountdown,
  sanitizeCountdown,
  setCountdownInputs,
  toggleCountdown,
  type CountdownState,
} from '@core/domain/tools/countdown';
import { createDeviceStore } from '@client/lib/device-store';
import { prepareSignal } from '@client/lib/sound-signal';

/** Its key on the device (the app shell looks for it to load the running-timers bar). */
export const COUNTDOWN_KEY = 'countdown';

export const countdownStore = createDeviceStore<CountdownState>(COUNTDOWN_KEY, {
  version: 1,
  initial: initialCountdown,
  sanitize: sanitizeCountdown,
});

export const useCountdown = () => countdownStore((s) => s.value);

export const countdownActions = {
  toggle: () => {
    // Called from the tap on Start: the only moment browsers allow audio to be unlocked.
    prepareSignal();
    countdownStore.getState().set((s) => toggleCountdown(s, Date.now()));
  },
  reset: () => countdownStore.getState().set(resetCountdown),
  addMinute: () => countdownStore.getState().set((s) => addCountdownTime(s, 60_000, Date.now())),
  setInputs: (minutes: number, seconds: number) =>
    countdownStore.getState().set((s) => setCountdownInputs(s, minutes, seconds, Date.now())),
};
