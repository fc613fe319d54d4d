import { X } from 'lucide-react';
import { useState } from 'react';
import type { Pair, TeamCandidate } from '@core/domain/tools/teams';
import { projectorInitialsById } from '@core/domain/gradebook/class-names';
import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/components/ui/select-field';
import { useShownNames } from '@client/features/settings';
import { teamMakerActions } from './team-store';

/** 'Nicht zusammen': pairs that never share a team (kept per class on this device). */
export function ApartPairs({ source, children, pairs }: { source: string; children: readonly TeamCandidate[]; pairs: readonly Pair[] }) {
  const shown = useShownNames(children, projectorInitialsById);
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [error, setError] = useState<string | null>(null);
  const nameOf = new Map(children.map((c) => [c.id, shown(c)]));
  const options = children.map((c) => ({ value: c.id, label: shown(c) }));
  // Pairs with a child no longer in the list are kept (the child may come back) but not shown.
  const visible = pairs.map((pair, index) => ({ pair, index })).filter(({ pair }) => nameOf.has(pair[0]) && nameOf.has(pair[1]));
  return (
    <details className="rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" open={visible.length > 0 || undefined}>
      <summary className="min-h-11 cursor-pointer content-center text-lg font-bold">Nicht zusammen ({visible.length})</summary>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!first || !second) {
            setError('Bitte zwei Kinder wählen.');
            return;
          }
          const problem = teamMakerActions.addApart(source, [first, second]);
          setError(problem);
          if (!problem) {
            setFirst('');
            setSecond('');
          }
        }}
      >
        <SelectField
          label="Kind"
          value={first}
          placeholder="Bitte wählen"
          options={options}
          onChange={setFirst}
          className="min-w-40 flex-1"
        />
        <SelectField
          label="nicht mit"
          value={second}
          placeholder="Bitte wählen"
          options={options}
          onChange={setSecond}
          className="min-w-40 flex-1"
        />
        <Button type="submit" variant="secondary">
          Trennen
        </Button>
      </form>
      {error && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      {visible.length > 0 && (
        <ul aria-label="Getrennte Paare" className="mt-3 space-y-1">
          {visible.map(({ pair, index }) => {
            const label = `${nameOf.get(pair[0])} und ${nameOf.get(pair[1])}`;
            return (
              <li key={`${pair[0]}-${pair[1]}`} className="flex items-center gap-2 rounded-xl bg-slate-50 pl-3">
                <span className="flex-1 font-semibold">{label}</span>
                <button
                  type="button"
                  aria-label={`Trennung von ${label} aufheben`}
                  onClick={() => teamMakerActions.removeApart(source, index)}
                  className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-200"
                >
                  <X aria-hidden="true" className="size-5" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </details>
  );
}
