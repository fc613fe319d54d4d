import { Minus, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { EventChild, ResultEntry } from '@core/schemas/bundesjugendspiele';
import { bjsActions } from '../stores/bjs-store';
import { attemptsOf, rowTone, useAttemptRemoval, type StationExercise } from './station-attempts';

const MAX_COUNT = 999;
const stepButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-400';

/** An endurance station: rounds or minutes per child, typed or counted up with + and −. */
export function CountStation({
  exercise,
  roster: children,
  results,
}: {
  exercise: StationExercise;
  roster: readonly EventChild[];
  results: Readonly<Record<string, ResultEntry>>;
}) {
  const [remove, dialog] = useAttemptRemoval(exercise);
  return (
    <>
      <ul aria-label="Kinder" className="grid gap-2 lg:grid-cols-2">
        {children.map((child) => {
          const attempts = attemptsOf(results, exercise.id, child.id);
          const value = attempts[0] ?? null;
          return (
            <li
              key={child.id}
              className={`flex flex-wrap items-center gap-x-2 gap-y-1 rounded-2xl border-2 py-2 pr-2 pl-3 ${rowTone(value !== null)}`}
            >
              <p className="min-w-0 flex-[1_1_5rem] font-bold break-words text-slate-900">{child.name}</p>
              <CountField exercise={exercise} child={child} value={value} onRemove={() => void remove(child, attempts, 0)} />
            </li>
          );
        })}
      </ul>
      {dialog}
    </>
  );
}

function CountField({
  exercise,
  child,
  value,
  onRemove,
}: {
  exercise: StationExercise;
  child: EventChild;
  value: number | null;
  onRemove: () => void;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const [error, setError] = useState('');
  // The field shows the stored value again whenever that changes (± here, or another tab).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value === null ? '' : String(value));
    setError('');
  }
  const unit = exercise.countUnit || 'Anzahl';
  const save = (next: number) => {
    setError('');
    bjsActions.record(exercise.id, child.id, [next]);
  };
  const commit = () => {
    const typed = text.trim();
    if (typed === '' || typed === String(value)) {
      setText(value === null ? '' : String(value));
      setError('');
      return;
    }
    if (!/^\d{1,3}$/.test(typed)) {
      setError(`Bitte eine ganze Zahl von 0 bis ${MAX_COUNT} eingeben.`);
      return;
    }
    save(Number(typed));
  };
  const errorId = useId();
  return (
    <div>
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          aria-label={`${child.name}: eins weniger`}
          disabled={value === null || value === 0}
          onClick={() => save((value ?? 0) - 1)}
          className={stepButton}
        >
          <Minus aria-hidden="true" className="size-6" />
        </button>
        <input
          type="text"
          inputMode="numeric"
          aria-label={`${unit} von ${child.name}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={text}
          placeholder="–"
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
          className={`min-h-11 w-16 rounded-xl border-2 bg-white px-1 text-center text-2xl font-bold tabular-nums outline-none focus:border-brand-600 ${
            error ? 'border-red-600' : 'border-slate-300'
          }`}
        />
        <button
          type="button"
          aria-label={`${child.name}: eins mehr`}
          disabled={value !== null && value >= MAX_COUNT}
          onClick={() => save((value ?? 0) + 1)}
          className={stepButton}
        >
          <Plus aria-hidden="true" className="size-6" />
        </button>
        {value !== null ? (
          <button
            type="button"
            aria-label={`Ergebnis von ${child.name} löschen`}
            onClick={onRemove}
            className="inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-red-50 hover:text-red-800"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        ) : (
          // Keeps the fields of all rows in one column.
          <span aria-hidden="true" className="size-11" />
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
