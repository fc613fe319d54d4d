import {
  initialStationRotation,
  rotationAt,
  sanitizeStationRotation,
  skipPhase,
  startRotation,
  toggleRotation,
  validateRotationConfig,
  type RotationConfig,
  type StationRotation,
} from '@core/domain/tools/station-rotation';
import { createDeviceStore } from '@client/lib/device-store';
import { prepareSignal } from '@client/lib/sound-signal';
import { playRotationSignal } from './use-rotation-signal';

/** Set-up and run, kept on this device so a reload mid-run shows the right round and time. */
/** Its key on the device (the app shell looks for it to load the running-timers bar). */
export const STATION_ROTATION_KEY = 'station-rotation';

export const stationRotationStore = createDeviceStore<StationRotation>(STATION_ROTATION_KEY, {
  version: 1,
  initial: initialStationRotation,
  sanitize: sanitizeStationRotation,
});

export const useStationRotation = () => stationRotationStore((s) => s.value);

const set = (update: (value: StationRotation) => StationRotation) => stationRotationStore.getState().set(update);

export const stationRotationActions = {
  updateConfig: (update: (config: RotationConfig) => RotationConfig) => set((v) => (v.run ? v : { ...v, config: update(v.config) })),
  /** Starts only a valid set-up; names are stored trimmed, as they will be shown. */
  start: () => {
    // Called from the tap on Start: the only moment browsers allow audio to be unlocked.
    prepareSignal();
    set((v) => {
      if (v.run || validateRotationConfig(v.config)) return v;
      return { config: { ...v.config, stations: v.config.stations.map((s) => s.trim()) }, run: startRotation(Date.now()) };
    });
  },
  toggle: () => {
    prepareSignal();
    set((v) => (v.run ? { ...v, run: toggleRotation(v.config, v.run, Date.now()) } : v));
  },
  /** Ends the phase now; while running, the class hears the change like any other. */
  skip: () => {
    prepareSignal();
    const { run, config } = stationRotationStore.getState().value;
    if (!run) return;
    const now = Date.now();
    if (rotationAt(config, run, now).running) playRotationSignal();
    set((v) => (v.run ? { ...v, run: skipPhase(v.config, v.run, now) } : v));
  },
  /** 'Beenden' (after the confirmation) and 'Neu einrichten' after the end: back to the set-up. */
  stop: () => set((v) => ({ ...v, run: null })),
  /** 'Nochmal starten' after the end: the same set-up from round 1. */
  restart: () => {
    prepareSignal();
    set((v) => ({ ...v, run: startRotation(Date.now()) }));
  },
};

/** For callers that only need to know whether a run is going (mini widget, wake lock). */
export function rotationRunning(value: StationRotation, now: number): boolean {
  return value.run !== null && rotationAt(value.config, value.run, now).running;
}
