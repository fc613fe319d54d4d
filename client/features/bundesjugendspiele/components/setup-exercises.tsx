import { useId } from 'react';
import { chooseExercise, eventExercises, withExerciseSettings } from '@core/domain/bundesjugendspiele/event';
import {
  BLOCK_LABELS,
  BLOCKS,
  GRADE_BAND_LABELS,
  GRADE_BANDS,
  MAX_ATTEMPTS,
  MAX_ZONES,
  bandOf,
  exercisesFor,
  type CatalogueExercise,
  type ExerciseSettings,
  type GradeBand,
} from '@core/domain/bundesjugendspiele/exercises';
import type { BjsEvent } from '@core/schemas/bundesjugendspiele';
import { useConfirm } from '@client/components/ui/confirm-dialog';
import { SelectField } from '@client/components/ui/select-field';
import { bjsActions, bjsStore } from '../stores/bjs-store';
import { section, sectionTitle } from './styles';

const ATTEMPT_OPTIONS = Array.from({ length: MAX_ATTEMPTS }, (_, i) => ({ value: String(i + 1), label: `${i + 1}` }));
const ZONE_OPTIONS = Array.from({ length: MAX_ZONES - 1 }, (_, i) => ({ value: String(i + 2), label: `${i + 2} Zonen` }));

/** One exercise per block and band, with the school's own distances, zones and attempts. */
export function SetupExercises({ event }: { event: BjsEvent }) {
  const results = bjsStore((s) => s.value.results);
  const [confirm, dialog] = useConfirm();
  const present = new Set(event.classes.map((c) => bandOf(c.grade)));
  // Before any class is there, both lists; afterwards the bands the classes need.
  const bands = GRADE_BANDS.filter((band) => present.size === 0 || present.has(band));
  const recordedFor = (exerciseId: string) => Object.values(results).filter((r) => r.exerciseId === exerciseId).length;

  const choose = async (band: GradeBand, index: number, exerciseId: string) => {
    const before = event.choice[band][index] as string;
    const recorded = recordedFor(before);
    if (
      recorded > 0 &&
      !(await confirm(
        `Für die bisherige Übung sind ${recorded} Ergebnisse erfasst. Sie bleiben gespeichert, zählen aber nicht, solange eine andere Übung gewählt ist. Übung wechseln?`,
        'Wechseln',
      ))
    )
      return;
    bjsActions.changeEvent((ev, now) => chooseExercise(ev, band, BLOCKS[index] as (typeof BLOCKS)[number], exerciseId, now));
  };

  return (
    <section aria-labelledby="bjs-uebungen" className={section}>
      <h2 id="bjs-uebungen" className={sectionTitle}>
        Übungen
      </h2>
      <p className="mb-3 text-slate-700">
        Ein Vierkampf: aus jedem Block eine Übung. Abstände, Zonen und Versuche sind Empfehlungen des Handbuchs – passen Sie sie an Ihren
        Platz an, aber gleich für alle Kinder einer Wertungsgruppe.
      </p>
      {bands.map((band) => (
        <fieldset key={band} className="mb-4 space-y-3">
          <legend className="mb-2 text-lg font-bold">{GRADE_BAND_LABELS[band]}</legend>
          {eventExercises(event, band).map((exercise, index) => (
            <div key={exercise.block} className="rounded-xl border border-slate-200 p-3">
              <SelectField
                label={`${BLOCK_LABELS[exercise.block]} (${GRADE_BAND_LABELS[band]})`}
                value={exercise.id}
                options={exercisesFor(band, exercise.block).map((e) => ({ value: e.id, label: e.name }))}
                onChange={(id) => void choose(band, index, id)}
              />
              <ExerciseSettingsFields exercise={exercise} recorded={recordedFor(exercise.id)} />
            </div>
          ))}
        </fieldset>
      ))}
      {dialog}
    </section>
  );
}

function ExerciseSettingsFields({ exercise, recorded }: { exercise: CatalogueExercise; recorded: number }) {
  const setupId = useId();
  const unitId = useId();
  const save = (patch: Partial<ExerciseSettings>) => {
    const settings: ExerciseSettings = {
      attempts: exercise.attempts,
      zones: exercise.zones,
      countUnit: exercise.countUnit,
      setup: exercise.setup,
      ...patch,
    };
    bjsActions.changeEvent((ev, now) => withExerciseSettings(ev, exercise.id, settings, now));
  };
  const context = `${exercise.name}, ${GRADE_BAND_LABELS[exercise.band]}`;
  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-2">
      {recorded > 0 && (
        <p className="text-sm font-semibold text-amber-800 sm:col-span-2">
          {recorded} Ergebnisse erfasst: Zonen und Versuche jetzt nur noch ändern, wenn es alle Kinder betrifft.
        </p>
      )}
      {/* A count and a run's outcome are one value each. */}
      {(exercise.measure === 'zones' || exercise.measure === 'time') && (
        <SelectField
          label={`Versuche: ${context}`}
          className="[&>label]:text-sm"
          value={String(exercise.attempts)}
          options={ATTEMPT_OPTIONS}
          onChange={(v) => save({ attempts: Number(v) })}
        />
      )}
      {exercise.measure === 'zones' && (
        <SelectField
          label={`Zonen: ${context}`}
          className="[&>label]:text-sm"
          value={String(exercise.zones)}
          options={ZONE_OPTIONS}
          onChange={(v) => save({ zones: Number(v) })}
        />
      )}
      {exercise.measure === 'count' && (
        <div>
          <label htmlFor={unitId} className="mb-1 block text-sm font-semibold">
            Gezählt in: {context}
          </label>
          <select
            id={unitId}
            value={exercise.countUnit}
            onChange={(e) => save({ countUnit: e.target.value })}
            className="min-h-11 w-full rounded-xl border-2 border-slate-300 bg-white px-3 font-bold"
          >
            <option value="Runden">Runden</option>
            <option value="Minuten">Minuten</option>
          </select>
        </div>
      )}
      <div className="sm:col-span-2">
        <label htmlFor={setupId} className="mb-1 block text-sm font-semibold">
          Aufbau: {context}
        </label>
        <input
          id={setupId}
          maxLength={120}
          value={exercise.setup}
          onChange={(e) => save({ setup: e.target.value })}
          className="min-h-11 w-full rounded-xl border-2 border-slate-300 bg-white px-3"
        />
      </div>
    </div>
  );
}
