import { TEAM_COUNT_MAX, TEAM_COUNT_MIN, TEAM_SIZE_MAX, TEAM_SIZE_MIN, type Split } from '@core/domain/tools/teams';
import { SelectField } from '@client/components/ui/select-field';
import { teamMakerActions } from './team-store';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/** 'Einteilung': by number of teams or by team size, and whether strengths count. */
export function SplitSettings({ split, balanceStrength }: { split: Split; balanceStrength: boolean }) {
  const values = split.by === 'count' ? range(TEAM_COUNT_MIN, TEAM_COUNT_MAX) : range(TEAM_SIZE_MIN, TEAM_SIZE_MAX);
  return (
    <section aria-labelledby="einteilung" className="rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="einteilung" className="mb-3 text-lg font-bold">
        Einteilung
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Einteilen nach"
          value={split.by}
          options={[
            { value: 'count', label: 'Anzahl Teams' },
            { value: 'size', label: 'Kinder pro Team' },
          ]}
          onChange={(by) => teamMakerActions.setSplit(by === 'size' ? { by: 'size', value: 4 } : { by: 'count', value: 2 })}
        />
        <SelectField
          label={split.by === 'count' ? 'Anzahl Teams' : 'Kinder pro Team'}
          value={String(split.value)}
          options={values.map((v) => ({ value: v, label: v }))}
          onChange={(value) => teamMakerActions.setSplit({ by: split.by, value: Number(value) })}
        />
      </div>
      <label className="mt-3 flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
        <input
          type="checkbox"
          checked={balanceStrength}
          onChange={(e) => teamMakerActions.setBalanceStrength(e.target.checked)}
          className="size-5 accent-brand-700"
        />
        Nach Stärke ausgleichen (1 = schwächer, 3 = stärker; ohne Angabe zählt 2)
      </label>
    </section>
  );
}
