import { createDeviceStore } from '@client/lib/device-store';

export const APPEARANCES = [
  { value: 'system', label: 'Wie das Gerät' },
  { value: 'hell', label: 'Hell' },
  { value: 'dunkel', label: 'Dunkel' },
  { value: 'kontrast', label: 'Hoher Kontrast (helle Hallen)' },
] as const;
export type Appearance = (typeof APPEARANCES)[number]['value'];

export const useAppearance = createDeviceStore<Appearance>('appearance', {
  version: 1,
  initial: 'system',
  sanitize: (v) => (APPEARANCES.some((a) => a.value === v) ? (v as Appearance) : 'system'),
});

function resolved(choice: Appearance): 'hell' | 'dunkel' | 'kontrast' {
  if (choice !== 'system') return choice;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dunkel' : 'hell';
}

/** Puts the chosen theme on <html> now and whenever it (or the device's preference) changes. */
export function applyAppearance(): void {
  const apply = () => {
    document.documentElement.dataset.theme = resolved(useAppearance.getState().value);
  };
  apply();
  useAppearance.subscribe(apply);
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', apply);
}
