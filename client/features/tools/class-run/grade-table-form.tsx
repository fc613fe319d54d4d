import { useState } from 'react';
import { formatLimit, limitsProblem, parseRunTime, type GradeTable, type Limits } from '@core/domain/tools/class-run';

type Set = 'all' | 'W' | 'M';
const SET_TITLES: Record<Set, string> = { all: 'Alle', W: 'Mädchen', M: 'Jungen' };

/** Five limits ('Note 1 bis … s'); a set is stored only once all five make sense together. */
function LimitsFields({ set, limits, onChange }: { set: Set; limits: Limits; onChange: (limits: Limits) => void }) {
  const [drafts, setDrafts] = useState(() => limits.map(formatLimit));
  const parsed = drafts.map(parseRunTime);
  const problem = limitsProblem(parsed);
  return (
    <fieldset className="min-w-0 flex-1">
      <legend className="mb-1 font-bold">{SET_TITLES[set]}</legend>
      <div className="space-y-2">
        {drafts.map((draft, index) => (
          <label key={index} className="flex items-center gap-2">
            <span className="w-28 shrink-0 font-semibold">Note {index + 1} bis</span>
            <input
              value={draft}
              inputMode="decimal"
              aria-label={`${SET_TITLES[set]}: Note ${index + 1} bis (Sekunden)`}
              aria-invalid={parsed[index] === null || undefined}
              onChange={(e) => {
                const next = drafts.map((d, i) => (i === index ? e.target.value : d));
                setDrafts(next);
                const values = next.map(parseRunTime);
                if (limitsProblem(values) === null) onChange(values as Limits);
              }}
              className={`min-h-11 w-24 rounded-xl border-2 bg-white px-3 text-right font-bold tabular-nums outline-none focus:border-brand-600 ${parsed[index] === null ? 'border-red-600' : 'border-slate-300'}`}
            />
            <span className="text-slate-600">s</span>
          </label>
        ))}
        <p className="text-sm text-slate-600">Langsamer als Note 5: Note 6.</p>
        {problem && (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {problem}
          </p>
        )}
      </div>
    </fieldset>
  );
}

/** 'Notentabelle': time → grade, for everyone or separately for girls and boys. */
export function GradeTableForm({ table, onChange }: { table: GradeTable; onChange: (table: GradeTable) => void }) {
  const sets: Set[] = table.perGender ? ['W', 'M'] : ['all'];
  return (
    <details className="rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <summary className="min-h-11 cursor-pointer content-center text-lg font-bold">Notentabelle</summary>
      <p className="mt-1 mb-3 text-sm text-slate-600">
        Zeiten in Sekunden, z. B. „9,5“, oder in Minuten, z. B. „4:30“. Eine gleiche oder schnellere Zeit bekommt die Note.
      </p>
      <label className="mb-3 flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
        <input
          type="checkbox"
          checked={table.perGender}
          onChange={(e) => onChange({ ...table, perGender: e.target.checked, ...(e.target.checked ? { W: table.all, M: table.all } : {}) })}
          className="size-5 accent-brand-700"
        />
        Getrennt nach Mädchen und Jungen
      </label>
      <div className="flex flex-wrap gap-6">
        {sets.map((set) => (
          <LimitsFields
            key={`${set}-${table.perGender}`}
            set={set}
            limits={table[set]}
            onChange={(limits) => onChange({ ...table, [set]: limits })}
          />
        ))}
      </div>
    </details>
  );
}
