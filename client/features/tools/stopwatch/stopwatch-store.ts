import { initialStopwatch, recordLap, sanitizeStopwatch, toggleStopwatch, type StopwatchState } from '@core/domain/tools/stopwatch';
import { paths } from '@client/config/paths';
import { createDeviceStore, type DeviceStore } from '@client/lib/device-store';

/** The three stopwatches of the spec: the general one and one per score-counter field. */
export type StopwatchId = 'general' | 'field-1' | 'field-2';

const create = (key: string) =>
  createDeviceStore<StopwatchState>(key, { version: 1, initial: initialStopwatch, sanitize: sanitizeStopwatch });

/** Their keys on the device (the app shell looks for them to load the running-timers bar). */
export const STOPWATCH_KEYS: Record<StopwatchId, string> = {
  general: 'stopwatch',
  'field-1': 'stopwatch-field-1',
  'field-2': 'stopwatch-field-2',
};

export const stopwatchStores: Record<StopwatchId, DeviceStore<StopwatchState>> = {
  general: create(STOPWATCH_KEYS.general),
  'field-1': create(STOPWATCH_KEYS['field-1']),
  'field-2': create(STOPWATCH_KEYS['field-2']),
};

export const stopwatchInfo: Record<StopwatchId, { label: string; href: string }> = {
  general: { label: 'Stoppuhr', href: paths.stopwatch.getHref() },
  'field-1': { label: 'Spielfeld 1', href: paths.scoreCounter.getHref() },
  'field-2': { label: 'Spielfeld 2', href: paths.scoreCounter.getHref() },
};

export function useStopwatch(id: StopwatchId): StopwatchState {
  return stopwatchStores[id]((s) => s.value);
}

export const stopwatchActions = {
  toggle: (id: StopwatchId) => stopwatchStores[id].getState().set((s) => toggleStopwatch(s, Date.now())),
  lap: (id: StopwatchId) => stopwatchStores[id].getState().set((s) => recordLap(s, Date.now())),
  reset: (id: StopwatchId) => stopwatchStores[id].getState().set(initialStopwatch),
};
