import { activeExercises, findChild } from '@core/domain/bundesjugendspiele/event';
import { catalogueExercise, countedValue, formatValue, type CatalogueExercise } from '@core/domain/bundesjugendspiele/exercises';
import { resultKey } from '@core/domain/bundesjugendspiele/results';
import type { BjsState, ResultConflict, ResultEntry } from '@core/schemas/bundesjugendspiele';
import { Button } from '@client/components/ui/button';
import { bjsActions } from '../stores/bjs-store';
import { germanDateTime } from './exchange-apply';
import { section, sectionTitle } from './styles';

function Side({
  entry,
  exercise,
  label,
  onTake,
}: {
  entry: ResultEntry;
  exercise: CatalogueExercise | undefined;
  label: string;
  onTake: () => void;
}) {
  const format = (v: number) => (exercise ? formatValue(exercise.measure, v, exercise.countUnit) : String(v));
  const counted = exercise ? countedValue(exercise, entry.attempts) : null;
  return (
    <div className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-3">
      <p className="text-slate-700">
        <span className="font-semibold text-slate-900">{entry.by || 'Gerät ohne Namen'}</span>, {germanDateTime(entry.at)}
      </p>
      <p>
        {entry.attempts.length === 1 ? 'Versuch' : 'Versuche'}: <strong>{entry.attempts.map(format).join(' · ') || '–'}</strong>
      </p>
      {counted !== null && entry.attempts.length > 1 && (
        <p>
          Es zählt: <strong>{format(counted)}</strong>
        </p>
      )}
      <Button variant="secondary" className="w-full py-2 text-center" onClick={onTake}>
        Wert von {label} übernehmen
      </Button>
    </div>
  );
}

/**
 * Results two phones recorded differently. Nothing is overwritten until the organiser chooses a
 * side here; the choice is the only way a conflict goes away.
 */
export function ExchangeConflicts({ state }: { state: BjsState }) {
  const { event, conflicts } = state;
  if (conflicts.length === 0) return null;
  const exercises = event ? activeExercises(event) : [];
  return (
    <section aria-labelledby="bjs-konflikte" className={section}>
      <h2 id="bjs-konflikte" className={sectionTitle}>
        Konflikte ({conflicts.length})
      </h2>
      <p className="mb-3 text-slate-700">
        Diese Ergebnisse wurden auf zwei Geräten verschieden erfasst. Bitte entscheiden Sie, welcher Wert gilt – bis dahin zählt der Wert,
        der schon auf diesem Gerät war.
      </p>
      <ul className="space-y-4">
        {conflicts.map((conflict: ResultConflict, i) => {
          const key = resultKey(conflict.current.exerciseId, conflict.current.childId);
          const current = state.results[key] ?? conflict.current;
          const { incoming } = conflict;
          const found = event ? findChild(event, current.childId) : null;
          const exercise = exercises.find((e) => e.id === current.exerciseId) ?? catalogueExercise(current.exerciseId);
          const sameName = (current.by || '') === (incoming.by || '');
          const currentLabel = `${current.by || 'diesem Gerät'}${sameName ? ' (bisher hier)' : ''}`;
          const incomingLabel = `${incoming.by || 'anderem Gerät'}${sameName ? ' (empfangen)' : ''}`;
          const title = `${found ? `${found.child.name} (${found.schoolClass.name})` : 'Unbekanntes Kind'} – ${exercise?.name ?? current.exerciseId}`;
          return (
            <li key={`${key}-${i}`} aria-label={title} className="space-y-2">
              <h3 className="font-bold">{title}</h3>
              <div className="grid gap-2 sm:grid-cols-2">
                <Side entry={current} exercise={exercise} label={currentLabel} onTake={() => bjsActions.resolve(conflict, 'current')} />
                <Side entry={incoming} exercise={exercise} label={incomingLabel} onTake={() => bjsActions.resolve(conflict, 'incoming')} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
