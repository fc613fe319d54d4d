import { Play, Square, Undo2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { parseTime, tenthsFromMs } from '@core/domain/bundesjugendspiele/exercises';
import { isRunning, runElapsed } from '@core/domain/tools/class-run';
import { formatStopwatch } from '@core/domain/tools/time-format';
import type { EventChild, ResultEntry } from '@core/schemas/bundesjugendspiele';
import { Button } from '@client/components/ui/button';
import { useNow } from '@client/features/tools/shared';
import { bjsActions } from '../stores/bjs-store';
import { heatActions, heatFor, heatStore, MAX_HEAT } from '../stores/heat-store';
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

interface Props {
  exercise: StationExercise;
  classId: string;
  roster: readonly EventChild[];
  results: Readonly<Record<string, ResultEntry>>;
}

/**
 * A time station: several children run in a heat, one start, a tap on each name at the line.
 * Times come from timestamps, so a reload or a dimmed screen mid-heat changes nothing; a
 * hand-stopped time can be typed per child instead.
 */
export function HeatStation({ exercise, classId, roster: children, results }: Props) {
  const [remove, dialog] = useAttemptRemoval(exercise);
  // One run per child (the usual case): its time sits beside the name.
  const single = allowedAttempts(exercise) === 1;
  const chips = (child: EventChild, attempts: readonly number[]) =>
    attempts.length > 0 && <AttemptChips exercise={exercise} child={child} attempts={attempts} onRemove={remove} />;
  return (
    <>
      <HeatPanel exercise={exercise} classId={classId} roster={children} results={results} />
      <ul aria-label="Kinder" className="grid gap-2 lg:grid-cols-2">
        {children.map((child) => {
          const attempts = attemptsOf(results, exercise.id, child.id);
          const done = isDone(exercise, attempts);
          return (
            <li
              key={child.id}
              className={`grid grid-cols-[1fr_auto] items-center gap-x-2 gap-y-1 rounded-2xl border-2 px-3 py-1.5 ${rowTone(done)}`}
            >
              <span className="min-w-0 py-2 text-lg font-bold break-words text-slate-900">{child.name}</span>
              {single ? chips(child, attempts) : <BestValue exercise={exercise} attempts={attempts} />}
              {!single && attempts.length > 0 && <div className="col-span-2">{chips(child, attempts)}</div>}
              {!done && (
                <div className="col-span-2">
                  <TypedTime exercise={exercise} child={child} attempts={attempts} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {dialog}
    </>
  );
}

function HeatPanel({ exercise, classId, roster: children, results }: Props) {
  const heat = heatFor(
    heatStore((s) => s.value),
    exercise.id,
    classId,
  );
  const running = isRunning(heat.run);
  const started = heat.run.startedAt !== null;
  const now = useNow(running);
  const byId = new Map(children.map((c) => [c.id, c]));
  const open = children.filter((c) => !isDone(exercise, attemptsOf(results, exercise.id, c.id)));
  const chosen = heat.runners.filter((id) => byId.has(id));
  const startable = chosen.filter((id) => open.some((c) => c.id === id));
  const finishAt = new Map(heat.run.finishes.map((f) => [f.studentId, f.at]));
  const panel = useRef<HTMLElement>(null);
  // The start button sits below a long choice of names: the clock and the names to tap come into view.
  useEffect(() => {
    if (started) panel.current?.scrollIntoView?.({ block: 'start' });
  }, [started]);

  return (
    <section ref={panel} aria-label="Lauf" className="scroll-mt-2 rounded-3xl border-2 border-brand-700 bg-white p-4 shadow-sm">
      {!started ? (
        <>
          <h3 className="text-lg font-bold text-slate-900">Kinder für den nächsten Lauf</h3>
          {open.length === 0 ? (
            <p className="mt-2 font-semibold text-emerald-800">Fertig: Alle Kinder dieser Klasse haben eine Zeit.</p>
          ) : (
            <>
              <p aria-live="polite" className="text-sm text-slate-600">
                In der Reihenfolge der Bahnen antippen, höchstens {MAX_HEAT} – gewählt: {startable.length}
              </p>
              <ul aria-label="Auswahl für den Lauf" className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
                {open.map((child) => {
                  const pressed = chosen.includes(child.id);
                  return (
                    <li key={child.id}>
                      <button
                        type="button"
                        aria-pressed={pressed}
                        disabled={!pressed && chosen.length >= MAX_HEAT}
                        onClick={() => heatActions.toggle(exercise.id, classId, child.id)}
                        className={`min-h-14 w-full rounded-2xl border-2 px-2 font-bold break-words ${
                          pressed
                            ? 'border-brand-700 bg-brand-700 text-white'
                            : 'border-slate-300 bg-white text-slate-900 hover:border-brand-600 disabled:text-slate-400'
                        }`}
                      >
                        {pressed && (
                          <span aria-hidden="true" className="mr-1.5 inline-block rounded-full bg-white px-2 text-sm text-brand-800">
                            {chosen.indexOf(child.id) + 1}
                          </span>
                        )}
                        {child.name}
                      </button>
                    </li>
                  );
                })}
              </ul>
              {/* Stays in reach at the bottom of the screen while the names are chosen. */}
              <div className="sticky bottom-0 -mx-4 mt-2 rounded-b-3xl bg-white/95 px-4 pt-2 pb-3">
                <Button
                  className="min-h-14 w-full text-xl"
                  disabled={startable.length === 0}
                  onClick={() => heatActions.start(exercise.id, classId, startable)}
                >
                  <Play aria-hidden="true" className="size-6" />
                  Start
                </Button>
              </div>
            </>
          )}
        </>
      ) : (
        <>
          <div role="timer" aria-label="Laufzeit" className="text-center font-mono text-5xl font-extrabold tabular-nums sm:text-6xl">
            {formatStopwatch(runElapsed(heat.run, now))}
          </div>
          <p aria-live="polite" className="mt-1 text-center font-semibold text-slate-600">
            {heat.run.finishes.length} von {chosen.length} im Ziel
          </p>
          <ul aria-label="Zieleinlauf" className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {chosen.map((id) => {
              const child = byId.get(id) as EventChild;
              const at = finishAt.get(id);
              if (at === undefined)
                return (
                  <li key={id}>
                    <button
                      type="button"
                      disabled={!running}
                      onClick={() => heatActions.finish(id, exercise.attempts)}
                      className="min-h-20 w-full rounded-2xl border-2 border-brand-700 bg-white px-2 text-lg font-bold break-words text-brand-800 hover:bg-brand-50 active:bg-brand-100 disabled:border-slate-300 disabled:text-slate-500"
                    >
                      {child.name}
                    </button>
                  </li>
                );
              return (
                <li key={id} className="flex min-h-20 items-center gap-1 rounded-2xl bg-brand-700 pl-3 text-white">
                  <span className="min-w-0 flex-1">
                    <span className="block font-bold break-words">{child.name}</span>
                    <span className="text-xl font-bold tabular-nums">
                      {showValue(exercise, tenthsFromMs(at - (heat.run.startedAt as number)))}
                    </span>
                  </span>
                  <button
                    type="button"
                    aria-label={`Zeit von ${child.name} zurücknehmen`}
                    onClick={() => heatActions.undoFinish(id)}
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-brand-800"
                  >
                    <Undo2 aria-hidden="true" className="size-5" />
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="mt-4">
            {running ? (
              <Button variant="danger" className="min-h-14 w-full text-xl" onClick={heatActions.stop}>
                <Square aria-hidden="true" className="size-6" />
                Stopp
              </Button>
            ) : (
              <Button className="min-h-14 w-full text-xl" onClick={heatActions.next}>
                Nächster Lauf
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/** A time stopped by hand („6,4“), for a child who ran without the phone's stopwatch. */
function TypedTime({ exercise, child, attempts }: { exercise: StationExercise; child: EventChild; attempts: readonly number[] }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const id = useId();
  const save = (e: FormEvent) => {
    e.preventDefault();
    const tenths = parseTime(text);
    if (tenths === null) {
      setError('Bitte eine Zeit wie 6,4 eingeben.');
      return;
    }
    bjsActions.record(exercise.id, child.id, [...attempts, tenths]);
    setText('');
    setError('');
  };
  return (
    <form onSubmit={save} noValidate className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        Handzeit<span className="sr-only"> für {child.name}</span>
      </label>
      <span className="inline-flex items-center gap-1">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-fehler` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setError('');
          }}
          className={`min-h-11 w-20 rounded-xl border-2 bg-white px-2 text-center text-lg font-bold tabular-nums outline-none focus:border-brand-600 ${
            error ? 'border-red-600' : 'border-slate-300'
          }`}
        />
        <span aria-hidden="true" className="font-semibold text-slate-700">
          s
        </span>
      </span>
      <Button type="submit" variant="secondary" className="px-4" aria-label={`Handzeit für ${child.name} eintragen`}>
        Eintragen
      </Button>
      {error && (
        <p id={`${id}-fehler`} className="basis-full text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
