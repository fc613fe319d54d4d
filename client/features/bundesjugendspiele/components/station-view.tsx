import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { activeExercises, classesFor, sortChildren, type EventExercise } from '@core/domain/bundesjugendspiele/event';
import { GRADE_BAND_LABELS } from '@core/domain/bundesjugendspiele/exercises';
import { isRunning } from '@core/domain/tools/class-run';
import type { BjsEvent } from '@core/schemas/bundesjugendspiele';
import { SelectField } from '@client/components/ui/select-field';
import { paths } from '@client/config/paths';
import { useWakeLock } from '@client/features/tools/shared';
import { bjsStore } from '../stores/bjs-store';
import { heatStore } from '../stores/heat-store';
import { attemptsOf, isDone } from './station-attempts';
import { CountStation } from './station-count';
import { DeviceLabelForm, DeviceLabelLine } from './station-device-label';
import { HeatStation } from './station-heat';
import { ZoneStation } from './station-zones';
import { note, section } from './styles';

const stationHref = (exerciseId: string, classId: string) =>
  `${paths.bundesjugendspiele.getHref()}?${new URLSearchParams({ ansicht: 'station', uebung: exerciseId, klasse: classId })}`;

export const exerciseLabel = (e: Pick<EventExercise, 'name' | 'band'>) => `${e.name} (${GRADE_BAND_LABELS[e.band]})`;

function attemptsLine(e: EventExercise): string {
  if (e.measure === 'count') return `Ergebnis in ${e.countUnit || 'Anzahl'}`;
  if (e.aggregate === 'sum' && e.attempts > 1) return `${e.attempts} Läufe, die Zeiten werden addiert`;
  return e.attempts > 1 ? `beste von ${e.attempts} Versuchen` : 'ein Versuch';
}

/**
 * A helper's phone at one station: exercise and class (kept in the address, so a reload or a
 * shared link opens the same station), the class's children and the way this exercise is
 * recorded. Everything stays on the phone until the results are handed on under Austausch.
 */
export function StationView({ event }: { event: BjsEvent }) {
  useWakeLock(true);
  const deviceLabel = bjsStore((s) => s.value.deviceLabel);
  const results = bjsStore((s) => s.value.results);
  const heat = heatStore((s) => s.value);
  const [params, setParams] = useSearchParams();
  const [editingLabel, setEditingLabel] = useState(false);

  if (!deviceLabel || editingLabel) return <DeviceLabelForm current={deviceLabel} onDone={() => setEditingLabel(false)} />;

  const exercises = activeExercises(event);
  const exercise = exercises.find((e) => e.id === params.get('uebung')) ?? exercises[0];
  if (!exercise)
    return (
      <p className={note}>
        Die Veranstaltung hat noch keine Klassen, also auch keine Stationen. Klassen werden unter{' '}
        <Link className="font-semibold text-brand-700 underline" to={`${paths.bundesjugendspiele.getHref()}?ansicht=einrichten`}>
          Einrichten
        </Link>{' '}
        eingetragen – auf dem Handy, auf dem die Veranstaltung angelegt wurde.
      </p>
    );
  const classes = classesFor(event, exercise);
  const schoolClass = classes.find((c) => c.id === params.get('klasse')) ?? classes[0];
  const children = schoolClass ? sortChildren(schoolClass.children) : [];
  const done = children.filter((c) => isDone(exercise, attemptsOf(results, exercise.id, c.id))).length;

  const choose = (change: Record<string, string>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('ansicht', 'station');
        for (const [key, value] of Object.entries(change)) next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const chooseExercise = (id: string) => {
    const next = exercises.find((e) => e.id === id);
    if (!next) return;
    const nextClasses = classesFor(event, next);
    const keep = schoolClass && nextClasses.some((c) => c.id === schoolClass.id);
    choose({ uebung: id, ...(keep || !nextClasses[0] ? {} : { klasse: nextClasses[0].id }) });
  };

  const heatElsewhere =
    isRunning(heat.run) && (heat.exerciseId !== exercise.id || heat.classId !== schoolClass?.id)
      ? {
          exercise: exercises.find((e) => e.id === heat.exerciseId),
          schoolClass: event.classes.find((c) => c.id === heat.classId),
        }
      : null;

  return (
    <div className="space-y-4">
      <section aria-label="Station" className={`${section} space-y-2`}>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label="Übung"
            value={exercise.id}
            options={exercises.map((e) => ({ value: e.id, label: exerciseLabel(e) }))}
            onChange={chooseExercise}
          />
          {schoolClass && (
            <SelectField
              label="Klasse"
              value={schoolClass.id}
              options={classes.map((c) => ({ value: c.id, label: c.name }))}
              onChange={(id) => choose({ uebung: exercise.id, klasse: id })}
            />
          )}
        </div>
        <p className="text-slate-700">
          {exercise.setup && <>{exercise.setup} · </>}
          <strong>{attemptsLine(exercise)}</strong>
        </p>
        <DeviceLabelLine label={deviceLabel} onChange={() => setEditingLabel(true)} />
      </section>

      {heatElsewhere?.exercise && heatElsewhere.schoolClass && (
        <p role="status" className="rounded-2xl border-2 border-amber-500 bg-amber-50 p-4 text-amber-950">
          Auf diesem Gerät läuft noch ein Lauf: {exerciseLabel(heatElsewhere.exercise)}, Klasse {heatElsewhere.schoolClass.name}.{' '}
          <Link className="font-semibold underline" replace to={stationHref(heatElsewhere.exercise.id, heatElsewhere.schoolClass.id)}>
            Zum Lauf
          </Link>
        </p>
      )}

      {!schoolClass ? (
        <p className={note}>Für diese Übung ist keine Klasse eingetragen.</p>
      ) : children.length === 0 ? (
        <p className={note}>
          In der Klasse {schoolClass.name} sind noch keine Kinder eingetragen. Sie werden unter Einrichten ergänzt – auf dem Handy, auf dem
          die Veranstaltung angelegt wurde – und dann wieder an dieses Gerät gegeben.
        </p>
      ) : (
        <>
          <div className="flex items-center gap-3">
            <p className="shrink-0 font-semibold text-slate-800">
              {done} von {children.length} erfasst
            </p>
            <div aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
              <div className="h-full rounded-full bg-emerald-600" style={{ width: `${(100 * done) / children.length}%` }} />
            </div>
          </div>
          {(exercise.measure === 'zones' || exercise.measure === 'mastery') && (
            <ZoneStation key={`${exercise.id}:${schoolClass.id}`} exercise={exercise} roster={children} results={results} />
          )}
          {exercise.measure === 'time' && (
            <HeatStation
              key={`${exercise.id}:${schoolClass.id}`}
              exercise={exercise}
              classId={schoolClass.id}
              roster={children}
              results={results}
            />
          )}
          {exercise.measure === 'count' && (
            <CountStation key={`${exercise.id}:${schoolClass.id}`} exercise={exercise} roster={children} results={results} />
          )}
        </>
      )}
    </div>
  );
}
