import { useMemo } from 'react';
import { MATERIALS } from '@core/domain/materials';
import { compareGerman } from '@core/domain/german-sort';
import { Button } from '@client/components/ui/button';
import { useHydrated } from '@client/lib/use-hydrated';
import { useMaterialInventoryStore } from '../material-inventory';

/** The checklist in Einstellungen: every material of the vocabulary, in German order. */
export function MaterialInventorySection() {
  const hydrated = useHydrated();
  const { value, set } = useMaterialInventoryStore();
  const ticked = useMemo(() => new Set(hydrated ? value : []), [hydrated, value]);
  const sorted = useMemo(() => [...MATERIALS].sort((a, b) => compareGerman(a.plural, b.plural)), []);
  const toggle = (name: string, on: boolean) => set((previous) => (on ? [...previous, name] : previous.filter((m) => m !== name)));

  return (
    <div>
      <p className="mb-3 text-slate-700">
        Haken Sie einmal an, was Ihre Schule hat. In der Suche und in allen Listen zeigt dann der Schnellfilter „Nur mit meinem Material“
        nur, was Sie damit spielen können. Die Liste bleibt auf diesem Gerät.
      </p>
      <details className="rounded-xl border border-slate-200">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 font-bold">
          Material auswählen
          <span className="ml-auto text-sm font-semibold text-slate-600" role="status">
            {ticked.size} von {MATERIALS.length} ausgewählt
          </span>
        </summary>
        <div className="flex flex-wrap gap-2 border-t border-slate-100 p-3">
          <Button variant="secondary" onClick={() => set(MATERIALS.map((m) => m.name))}>
            Alle auswählen
          </Button>
          <Button variant="secondary" onClick={() => set([])}>
            Keine
          </Button>
        </div>
        <ul aria-label="Material" className="grid grid-cols-1 gap-x-4 px-3 pb-3 sm:grid-cols-2">
          {sorted.map((material) => (
            <li key={material.name}>
              <label className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={ticked.has(material.name)}
                  onChange={(e) => toggle(material.name, e.target.checked)}
                />
                {material.plural}
              </label>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
