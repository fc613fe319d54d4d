import { Link } from 'react-router';
import { describeUnreadable } from '@core/domain/name-list';
import { STRENGTHS, type Strength } from '@core/domain/tools/teams';
import { projectorInitialsById } from '@core/domain/gradebook/class-names';
import { SelectField } from '@client/components/ui/select-field';
import { paths } from '@client/config/paths';
import { useShownNames } from '@client/features/settings';
import { teamMakerActions, TYPED_SOURCE } from './team-store';
import type { useTeamChildren } from './use-team-children';

const STRENGTH_LABELS: Record<Strength, string> = { 1: '1 – schwächer', 2: '2 – mittel', 3: '3 – stärker' };

type TeamChildren = ReturnType<typeof useTeamChildren>;

/** 'Wer spielt mit?': the class (or typed names), who is absent today and, if wanted, strengths. */
export function ChildrenList({ data }: { data: TeamChildren }) {
  const { classes, source, children, present, absent, state, unreadable } = data;
  const shown = useShownNames(children, projectorInitialsById);
  return (
    <section aria-labelledby="wer-spielt-mit" className="rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="wer-spielt-mit" className="mb-3 text-lg font-bold">
        Wer spielt mit?
      </h2>
      <SelectField
        label="Klasse"
        value={source}
        options={[...classes.map((c) => ({ value: c.id, label: c.name })), { value: TYPED_SOURCE, label: 'Namen eintippen' }]}
        onChange={teamMakerActions.setSource}
        className="max-w-sm"
      />
      {classes.length === 0 && (
        <p className="mt-2 text-sm text-slate-600">
          Noch keine Klasse angelegt. Namen hier eintippen oder eine Klasse in der{' '}
          <Link to={paths.dataCapture.getHref()} className="font-semibold text-brand-700 underline">
            Datenerfassung
          </Link>{' '}
          anlegen.
        </p>
      )}
      {source === TYPED_SOURCE && (
        <label className="mt-3 block">
          <span className="mb-1 block font-semibold">Namen, einer pro Zeile</span>
          <textarea
            value={state.typedNames}
            onChange={(e) => teamMakerActions.setTypedNames(e.target.value)}
            rows={6}
            maxLength={10_000}
            aria-describedby="namen-hinweis"
            className="w-full rounded-xl border-2 border-slate-300 bg-white p-3 outline-none focus:border-brand-600"
          />
          <span id="namen-hinweis" className="mt-1 block text-sm text-slate-600">
            Mit „;W“ oder „;M“ hinter dem Namen werden Mädchen und Jungen gleichmäßig verteilt (z. B. „Mia;W“).
          </span>
        </label>
      )}
      {source === TYPED_SOURCE && unreadable.length > 0 && (
        <p role="status" className="mt-2 text-sm font-semibold text-red-700">
          {unreadable.length === 1 ? 'Diese Zeile wurde nicht übernommen' : `Diese ${unreadable.length} Zeilen wurden nicht übernommen`}:{' '}
          {describeUnreadable(unreadable)}. Bitte korrigieren Sie sie im Textfeld.
        </p>
      )}
      {children.length > 0 && (
        <>
          <p className="mt-4 mb-2 font-semibold" aria-live="polite">
            {present.length} von {children.length} Kindern anwesend
          </p>
          <ul aria-label="Kinder" className="divide-y divide-slate-100 rounded-2xl border border-slate-200">
            {children.map((child) => {
              const name = shown(child);
              const isAbsent = absent.includes(child.id);
              return (
                <li key={child.id} className={`flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-1 ${isAbsent ? 'bg-slate-50' : ''}`}>
                  <span className={`min-w-32 flex-1 font-semibold break-words ${isAbsent ? 'text-slate-500 line-through' : ''}`}>
                    {name}
                  </span>
                  {child.gender && (
                    <span
                      className="rounded-lg bg-slate-100 px-2 py-1 text-sm font-bold text-slate-700"
                      title={child.gender === 'M' ? 'männlich' : 'weiblich'}
                    >
                      {child.gender}
                    </span>
                  )}
                  {state.balanceStrength && (
                    <select
                      aria-label={`Stärke von ${name}`}
                      value={child.strength ?? ''}
                      onChange={(e) =>
                        teamMakerActions.setStrength(source, child.id, e.target.value === '' ? null : (Number(e.target.value) as Strength))
                      }
                      className="min-h-11 rounded-xl border-2 border-slate-300 bg-white px-2 font-semibold outline-none focus:border-brand-600"
                    >
                      <option value="">Stärke –</option>
                      {STRENGTHS.map((s) => (
                        <option key={s} value={s}>
                          {STRENGTH_LABELS[s]}
                        </option>
                      ))}
                    </select>
                  )}
                  <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
                    <input
                      type="checkbox"
                      checked={isAbsent}
                      onChange={(e) => teamMakerActions.setAbsent(child.id, e.target.checked)}
                      className="size-5 accent-brand-700"
                    />
                    <span>
                      fehlt<span className="sr-only"> heute: {name}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
