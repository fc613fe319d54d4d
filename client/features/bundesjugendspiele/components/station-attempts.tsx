import { X } from 'lucide-react';
import { countedValue, formatValue } from '@core/domain/bundesjugendspiele/exercises';
import type { EventExercise } from '@core/domain/bundesjugendspiele/event';
import { resultKey } from '@core/domain/bundesjugendspiele/results';
import type { EventChild, ResultEntry } from '@core/schemas/bundesjugendspiele';
import { useConfirm } from '@client/components/ui/confirm-dialog';
import { bjsActions } from '../stores/bjs-store';

/** What a station needs of an exercise to show and record values. */
export type StationExercise = Pick<EventExercise, 'id' | 'measure' | 'aggregate' | 'attempts' | 'zones' | 'countUnit'>;

export const attemptsOf = (results: Readonly<Record<string, ResultEntry>>, exerciseId: string, childId: string): readonly number[] =>
  results[resultKey(exerciseId, childId)]?.attempts ?? [];

/** How many attempts a child has here: a count or a run's outcome is one value, however the exercise is set up. */
export const allowedAttempts = (exercise: StationExercise): number =>
  exercise.measure === 'count' || exercise.measure === 'mastery' ? 1 : exercise.attempts;

export const isDone = (exercise: StationExercise, attempts: readonly number[]): boolean => attempts.length >= allowedAttempts(exercise);

/** A child's row: green once every attempt is in, so the helper sees at a glance who is missing. */
export const rowTone = (done: boolean): string => (done ? 'border-emerald-300 bg-emerald-50' : 'border-slate-200 bg-white');

export const showValue = (exercise: StationExercise, value: number): string => formatValue(exercise.measure, value, exercise.countUnit);

/**
 * Removing one attempt (a wrong zone tapped, a time for the wrong child), after a question that
 * names the attempt and the child: the others stay as they were.
 */
export function useAttemptRemoval(exercise: StationExercise) {
  const [confirm, dialog] = useConfirm();
  const remove = async (child: EventChild, attempts: readonly number[], index: number) => {
    const value = attempts[index];
    if (value === undefined) return;
    const question = `Versuch ${index + 1} (${showValue(exercise, value)}) von ${child.name} löschen?`;
    if (await confirm(question, 'Löschen'))
      bjsActions.record(
        exercise.id,
        child.id,
        attempts.filter((_, i) => i !== index),
      );
  };
  return [remove, dialog] as const;
}

/** A child's recorded attempts as chips; a tap on one offers to delete it. */
export function AttemptChips({
  exercise,
  child,
  attempts,
  onRemove,
}: {
  exercise: StationExercise;
  child: EventChild;
  attempts: readonly number[];
  onRemove: (child: EventChild, attempts: readonly number[], index: number) => void;
}) {
  if (attempts.length === 0) return <span className="text-sm text-slate-600">noch kein Versuch</span>;
  return (
    <ul aria-label={`Versuche von ${child.name}`} className="flex flex-wrap gap-1.5">
      {attempts.map((value, index) => (
        <li key={index}>
          <button
            type="button"
            aria-label={`Versuch ${index + 1}: ${showValue(exercise, value)} löschen`}
            onClick={() => onRemove(child, attempts, index)}
            className="inline-flex min-h-11 items-center gap-1 rounded-full border-2 border-slate-300 bg-white pr-2 pl-3 font-semibold text-slate-800 hover:border-red-600 hover:text-red-800"
          >
            {showValue(exercise, value)}
            <X aria-hidden="true" className="size-4 text-slate-500" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The value that counts (the best attempt), stronger once every attempt is done. */
export function BestValue({ exercise, attempts }: { exercise: StationExercise; attempts: readonly number[] }) {
  const best = countedValue(exercise, attempts);
  // With one attempt its chip already shows the value that counts.
  if (best === null || allowedAttempts(exercise) === 1) return null;
  const done = isDone(exercise, attempts);
  return (
    <span className={`shrink-0 rounded-lg px-2 py-1 text-sm ${done ? 'bg-emerald-100 font-bold text-emerald-900' : 'text-slate-700'}`}>
      {exercise.aggregate === 'sum' ? 'Summe' : 'Beste'}: {showValue(exercise, best)}
    </span>
  );
}
