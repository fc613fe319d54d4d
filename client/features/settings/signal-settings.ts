import { isTone, type Tone } from '@core/domain/tools/signal-tones';
import { createDeviceStore } from '@client/lib/device-store';

/** How the tools signal the end of a countdown; kept on this device. */
export interface SignalSettings {
  sound: boolean;
  vibration: boolean;
  tone: Tone;
  /** 0.1–1. */
  loudness: number;
}

const defaults: SignalSettings = { sound: true, vibration: true, tone: 'piep', loudness: 1 };

export const useSignalSettings = createDeviceStore<SignalSettings>('signal-settings', {
  version: 1,
  initial: defaults,
  sanitize: (stored) => {
    const v = (stored ?? {}) as Partial<Record<keyof SignalSettings, unknown>>;
    return {
      sound: typeof v.sound === 'boolean' ? v.sound : defaults.sound,
      vibration: typeof v.vibration === 'boolean' ? v.vibration : defaults.vibration,
      tone: isTone(v.tone) ? v.tone : defaults.tone,
      loudness: typeof v.loudness === 'number' && v.loudness >= 0.1 && v.loudness <= 1 ? v.loudness : defaults.loudness,
    };
  },
});
