import { initials } from '@core/domain/privacy';
import { createDeviceStore } from '@client/lib/device-store';

/** Projector mode: children's names as initials, grades hidden, on every screen that lists them. */
export const projectorModeStore = createDeviceStore<boolean>('projector-mode', {
  version: 1,
  initial: false,
  sanitize: (stored) => stored === true,
});

/** A formatter for children's names that follows projector mode. */
export function useShownName(): (name: string) => string {
  const on = projectorModeStore((s) => s.value);
  return on ? initials : (name) => name;
}

export const useProjectorMode = () => projectorModeStore((s) => s.value);
export const setProjectorMode = (on: boolean) => projectorModeStore.getState().set(on);
