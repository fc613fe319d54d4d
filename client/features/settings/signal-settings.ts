import { createDeviceStore } from '@client/lib/device-store';

/** How the tools signal the end of a countdown; kept on this device. */
export interface SignalSettings {
  sound: boolean;
  vibration: boolean;
}

const defaults: SignalSettings = { sound: true, vibration: true };

export const useSignalSettings = createDeviceStore<SignalSettings>('signal-settings', {
  version: 1,
  initial: defaults,
  sanitize: (stored) => {
    const v = (stored ?? {}) as Partial<Record<keyof SignalSettings, unknown>>;
    return {
      sound: typeof v.sound === 'boolean' ? v.sound : defaults.sound,
      vibration: typeof v.vibration === 'boolean' ? v.vibration : defaults.vibration,
    };
  },
});
