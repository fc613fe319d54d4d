import { useState } from 'react';
import { countedValue, MASTERY_LABELS, MASTERY_LEVELS } from '@core/domain/bundesjugendspiele/exercises';
import type { EventChild, ResultEntry } from '@core/schemas/bundesjugendspiele';
import { bjsActions } from '../stores/bjs-store';
import {
  allowedAttempts,
  AttemptChips,
  attemptsOf,
  BestValue,
  isDone,
  rowTone,
  showValue,
  useAttemptRemoval,
  type StationExercise,
} from './station-attempts';

/**
 * Who jumps or throws next: the next child in the list (after `after`, wrapping round) who still
 * has an attempt left, so the line goes round: everyone's first attempt, then everyone's second.
 * Without `after` (the station just opened), the first child with the fewest attempts.
 */
export function nextChild(
  children: readonly EventChild[],
  counts: ReadonlyMap<string, number>,
  max: number,
  after?: string,
): string | null {
  const open = (c: EventChild) => (counts.get(c.id) ?? 0) < max;
  if (after === undefined) {
    const fewest = Math.min(...children.filter(open).map((c) => counts.get(c.id) ?? 0));
    return children.find((c) => open(c) && (counts.get(c.id) ?? 0) === fewest)?.id ?? null;
  }
  const start = children.findIndex((c) => c.id === after);
  for (let step = 1; step <= children.length; step++) {
    const child = children[(start + step) % children.length] as EventChild;
    if (open(child)) return child.id;
  }
  return null;
}

const PAD_COLUMNS: Record<number, string> = { 3: 'grid-cols-3', 4: 'grid-cols-4', 5: 'grid-cols-5' };

/**
 * A zone station (jumps and throws): one child is active, a tap on its zone records the attempt
 * and moves on; a tap on a name in the list makes that child active.
 */
export function ZoneStation({
  exercise,
  roster: children,
  results,
}: {
  exercise: StationExercise;
  roster: readonly EventChild[];
  results: Readonly<Record<string, ResultEntry>>;
}) {
  const [remove, dialog] = useAttemptRemoval(exercise);
  const max = allowedAttempts(exercise);
  const counts = new Map(children.map((c) => [c.id, attemptsOf(results, exercise.id, c.id).length]));
  const [chosen, setChosen] = useState<string | null>(null);
  // Until a name is tapped or a zone recorded, the station starts where the line stands.
  const activeId = chosen ?? nextChild(children, counts, max);
  const active = children.find((c) => c.id === activeId) ?? null;
  const activeAttempts = active ? attemptsOf(results, exercise.id, active.id) : [];
  const activeDone = active !== null && isDone(exercise, activeAttempts);

  const tap = (zone: number) => {
    if (!active || activeDone) return;
    const attempts = [...activeAttempts, zone];
    bjsActions.record(exercise.id, active.id, attempts);
    setChosen(nextChild(children, new Map(counts).set(active.id, attempts.length), max, active.id));
  };

  const zones = Array.from({ length: exercise.zones }, (_, i) => i + 1);
  const columns = PAD_COLUMNS[exercise.zones <= 6 ? 3 : exercise.zones <= 8 ? 4 : 5];
  const best = countedValue(exercise, activeAttempts);
  const status = activeDone
    ? `Alle ${max} Versuche erfasst · Beste: ${best === null ? '–' : showValue(exercise, best)}`
    : `Versuch ${activeAttempts.length + 1} von ${max}${
        activeAttempts.length > 0 ? ` · bisher ${activeAttempts.map((v) => showValue(exercise, v)).join(', ')}` : ''
      }`;

  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-4">
      <ul aria-label="Kinder" className="grid gap-2">
        {children.map((child) => {
          const attempts = attemptsOf(results, exercise.id, child.id);
          const isActive = child.id === activeId;
          return (
            <li
              key={child.id}
              className={`grid grid-cols-[1fr_auto] items-center gap-x-2 gap-y-1 rounded-2xl border-2 p-1.5 ${
                isActive ? 'border-brand-700 bg-brand-50' : rowTone(isDone(exercise, attempts))
              }`}
            >
              <button
                type="button"
                aria-current={isActive ? 'true' : undefined}
                onClick={() => setChosen(child.id)}
                className="min-h-11 min-w-0 rounded-xl px-2 text-left text-lg font-bold break-words text-slate-900 hover:bg-brand-100"
              >
                {child.name}
              </button>
              <BestValue exercise={exercise} attempts={attempts} />
              {attempts.length > 0 && (
                <div className="col-span-2 px-1">
                  <AttemptChips exercise={exercise} child={child} attempts={attempts} onRemove={remove} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {/* On a phone stuck to the bottom of the screen, under the thumb, while the list scrolls above it; beside the list on a wide screen. */}
      <section
        aria-label="Aktives Kind"
        className="sticky bottom-0 z-10 -mx-2 mt-2 rounded-t-3xl border-2 border-b-0 border-brand-700 bg-white px-3 pt-2 pb-3 shadow-[0_-6px_16px_rgba(15,23,42,0.12)] sm:mx-0 sm:rounded-3xl sm:border-b-2 lg:top-4 lg:bottom-auto lg:mt-0 lg:shadow-sm"
      >
        {active ? (
          <>
            <p className="text-sm font-semibold text-slate-600">{status}</p>
            <p aria-live="polite" className="text-2xl leading-tight font-extrabold break-words text-slate-900">
              {active.name}
            </p>
          </>
        ) : (
          <p aria-live="polite" className="py-2 text-lg font-bold text-emerald-800">
            Fertig: Alle Kinder dieser Klasse haben alle Versuche.
          </p>
        )}
        {exercise.measure === 'mastery' ? (
          // The handbook's endurance run: three outcomes instead of zones, the best first.
          <div role="group" aria-label="Ergebnis eintragen" className="mt-2 grid gap-2">
            {MASTERY_LEVELS.map((level) => (
              <button
                key={level}
                type="button"
                disabled={!active || activeDone}
                onClick={() => tap(level)}
                className="min-h-14 rounded-2xl bg-brand-700 text-xl font-extrabold text-white hover:bg-brand-800 active:bg-brand-900 disabled:bg-slate-200 disabled:text-slate-500"
              >
                {MASTERY_LABELS[level]}
              </button>
            ))}
          </div>
        ) : (
          <>
            <div role="group" aria-label="Zone eintragen" className={`mt-2 grid gap-2 ${columns}`}>
              {zones.map((zone) => (
                <button
                  key={zone}
                  type="button"
                  disabled={!active || activeDone}
                  onClick={() => tap(zone)}
                  className="min-h-14 rounded-2xl bg-brand-700 text-3xl font-extrabold text-white tabular-nums hover:bg-brand-800 active:bg-brand-900 disabled:bg-slate-200 disabled:text-slate-500"
                >
                  <span className="sr-only">Zone </span>
                  {zone}
                </button>
              ))}
            </div>
            <button
              type="button"
              disabled={!active || activeDone}
              onClick={() => tap(0)}
              className="mt-2 min-h-12 w-full rounded-2xl border-2 border-red-700 bg-white text-xl font-bold text-red-800 hover:bg-red-50 disabled:border-slate-300 disabled:text-slate-500"
            >
              ungültig
            </button>
          </>
        )}
      </section>
      {dialog}
    </div>
  );
}
