import { lazy, Suspense, useMemo, useState } from 'react';
import { sortClasses } from '@core/domain/gradebook/class-names';
import { chartRows } from '@core/domain/gradebook/gradebook';
import { DEFAULT_TENDENCY_STEP, formatGradedAverage } from '@core/domain/gradebook/grading';
import { SelectField } from '@client/components/ui/select-field';
import { Spinner } from '@client/components/ui/spinner';
import { PrivacyNote } from '@client/features/gradebook';
import { StorageProblems } from '@client/features/gradebook';
import { useClassesStore, usePerformanceStore } from '@client/features/gradebook';

const TopicAverageChart = lazy(() => import('@client/features/gradebook/components/topic-average-chart'));

/** Spec §9: at most 3 classes to compare with. */
const MAX_COMPARED = 3;

export default function TopicAveragesRoute() {
  const allClasses = useClassesStore((s) => s.classes);
  // German natural order („5a, 5b, 10a“), as on every screen that lists classes.
  const classes = useMemo(() => sortClasses(allClasses), [allClasses]);
  const topics = usePerformanceStore((s) => s.topics);
  const [mainId, setMainId] = useState<string | null>(null);
  const [compared, setCompared] = useState<string[]>([]);
  const [showTable, setShowTable] = useState(false);

  // Spec: the first class is selected when classes load.
  const main = classes.find((c) => c.id === mainId) ?? classes[0] ?? null;
  const others = classes.filter((c) => c.id !== main?.id);
  const shown = main ? [main, ...others.filter((c) => compared.includes(c.id))] : [];
  const rows = chartRows(
    topics,
    shown.map((c) => c.id),
    (id) => shown.find((c) => c.id === id)?.tendencyStep ?? DEFAULT_TENDENCY_STEP,
  );
  const mainHasTopics = !!main && topics.some((t) => t.classId === main.id);

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Notendurchschnitt je Thema</h1>
      <StorageProblems />
      <PrivacyNote />
      {!main ? (
        <p className="rounded-2xl bg-slate-100 p-4 text-slate-700">Noch keine Klasse angelegt. Bitte eine Klasse mit Schülern anlegen.</p>
      ) : (
        <>
          <section aria-label="Auswahl" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4">
            <SelectField
              className="max-w-xs"
              label="Klasse"
              value={main.id}
              options={classes.map((c) => ({ value: c.id, label: c.name }))}
              onChange={(id) => {
                setMainId(id);
                setCompared([]); // spec: changing the main class clears the comparison
              }}
            />
            {others.length > 0 && (
              <fieldset>
                <legend className="mb-1 font-semibold">Vergleichen mit (höchstens {MAX_COMPARED})</legend>
                <div className="flex flex-wrap gap-x-4">
                  {others.map((c) => {
                    const checked = compared.includes(c.id);
                    return (
                      <label
                        key={c.id}
                        className={`flex min-h-11 items-center gap-2 ${!checked && compared.length >= MAX_COMPARED ? 'text-slate-400' : ''}`}
                      >
                        <input
                          type="checkbox"
                          className="size-5 accent-brand-700"
                          checked={checked}
                          disabled={!checked && compared.length >= MAX_COMPARED}
                          onChange={(e) => setCompared((list) => (e.target.checked ? [...list, c.id] : list.filter((id) => id !== c.id)))}
                        />
                        {c.name}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            )}
          </section>
          {!mainHasTopics ? (
            <p className="rounded-2xl bg-slate-100 p-4 text-slate-700">Noch keine Themen angelegt. Bitte mindestens 1 Thema anlegen.</p>
          ) : (
            <section aria-label="Diagramm" className="rounded-2xl border border-slate-200 bg-white p-2 sm:p-4">
              <Suspense fallback={<Spinner label="Diagramm wird geladen …" />}>
                <TopicAverageChart rows={rows} classes={shown} />
              </Suspense>
              <label className="mt-2 flex min-h-11 items-center gap-2 px-2 font-semibold">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={showTable}
                  onChange={(e) => setShowTable(e.target.checked)}
                />
                Tabelle anzeigen
              </label>
              {showTable && (
                <div className="overflow-x-auto px-2">
                  <table className="w-full text-left tabular-nums">
                    <caption className="sr-only">Notendurchschnitt je Thema</caption>
                    <thead>
                      <tr className="border-b border-slate-200 text-sm text-slate-600">
                        <th scope="col" className="py-2 pr-3">
                          Thema
                        </th>
                        {shown.map((c) => (
                          <th key={c.id} scope="col" className="py-2 pr-3 text-right">
                            {c.name}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((row) => (
                        <tr key={row.topic} className="border-b border-slate-100">
                          <th scope="row" className="py-2 pr-3 font-semibold">
                            {row.topic}
                          </th>
                          {shown.map((c) => (
                            <td key={c.id} className="py-2 pr-3 text-right">
                              {/* „–“: the class has no topic of this name; „nicht bewertet“: it has, without a grade. */}
                              {row.averages[c.id] ? formatGradedAverage(row.averages[c.id]!) : '–'}
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}
