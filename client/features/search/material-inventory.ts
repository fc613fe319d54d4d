import { useMemo } from 'react';
import { isMaterialName } from '@core/domain/materials';
import { createDeviceStore } from '@client/lib/device-store';
import { useHydrated } from '@client/lib/use-hydrated';

/**
 * „Was habe ich da?“ (issue 23): the materials this teacher's school has, ticked once and kept on
 * this device, so search and lists can show only what can be played here.
 */
export const useMaterialInventoryStore = createDeviceStore<string[]>('material-inventar', {
  version: 1,
  initial: [],
  // Only names of the vocabulary, each once: a renamed or removed material drops out.
  sanitize: (stored) =>
    Array.isArray(stored) ? [...new Set(stored.filter((m): m is string => typeof m === 'string' && isMaterialName(m)))] : [],
});

/** The ticked materials; empty while the prerendered page is adopted (it knows no device). */
export function useMaterialInventory(): ReadonlySet<string> {
  const hydrated = useHydrated();
  const names = useMaterialInventoryStore((s) => s.value);
  return useMemo(() => new Set(hydrated ? names : []), [hydrated, names]);
}
