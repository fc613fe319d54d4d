import { LibraryBig, Play } from 'lucide-react';
import { useState } from 'react';
import {
  ROTATION_LIMITS,
  rotationTotalMs,
  setStationCount,
  setStationNames,
  validateRotationConfig,
  type RotationConfig,
} from '@core/domain/tools/station-rotation';
import { describeDuration } from '@core/domain/tools/time-format';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/components/ui/select-field';
import { TextField } from '@client/components/ui/text-field';
import { DurationInputs } from './duration-inputs';
import { StationCardPicker } from './station-card-picker';
import { stationRotationActions, useStationRotation } from './station-rotation-store';

const counts = (from: number) =>
  Array.from({ length: ROTATION_LIMITS.maxStations - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }));
const STATION_COUNTS = counts(ROTATION_LIMITS.minStations);
const GROUP_COUNTS = counts(ROTATION_LIMITS.minGroups);

/** The set-up: stations (typed or from the Stationskarten), groups, work and change time, Start. */
export function RotationSetup() {
  const { config } = useStationRotation();
  const [picking, setPicking] = useState(false);
  const [tried, setTried] = useState(false);
  const errors = validateRotationConfig(config);
  const update = stationRotationActions.updateConfig;
  const n = config.stations.length;

  const start = () => {
    setTried(true);
    if (errors) return;
    stationRotationActions.start();
    // The display replaces the longer form: show it from its top, not where Start was.
    window.scrollTo({ top: 0 });
  };

  return (
    <section aria-label="Einrichten" className="space-y-6 rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Anzahl Stationen"
          value={String(n)}
          options={STATION_COUNTS}
          onChange={(v) => update((c) => setStationCount(c, Number(v)))}
        />
        <div>
          <SelectField
            label="Anzahl Gruppen"
            value={String(config.groups)}
            options={GROUP_COUNTS}
            onChange={(v) => update((c): RotationConfig => ({ ...c, groups: Number(v) }))}
          />
          {errors?.groups && (
            <p role="alert" className="mt-1 text-sm font-semibold text-red-700">
              {errors.groups}
            </p>
          )}
        </div>
      </div>

      <fieldset className="space-y-3">
        <legend className="mb-2 font-bold">Stationen</legend>
        <ol className="grid gap-3 sm:grid-cols-2">
          {config.stations.map((name, i) => (
            // Stations are positions (1, 2, 3 …); their names change while the teacher types.
            <li key={i}>
              <TextField
                label={`Station ${i + 1}`}
                value={name}
                autoComplete="off"
                error={errors?.stations[i]}
                onChange={(e) => {
                  const value = e.target.value;
                  update((c) => ({ ...c, stations: c.stations.map((s, j) => (j === i ? value : s)) }));
                }}
              />
            </li>
          ))}
        </ol>
        <Button variant="secondary" aria-expanded={picking} onClick={() => setPicking((p) => !p)}>
          <LibraryBig aria-hidden="true" className="size-5" />
          Aus Stationskarten wählen
        </Button>
        {picking && (
          <StationCardPicker
            onPick={(names) => {
              update((c) => setStationNames(c, names));
              setPicking(false);
            }}
          />
        )}
      </fieldset>

      <div className="flex flex-wrap gap-x-10 gap-y-4">
        <DurationInputs
          legend="Arbeitszeit"
          ms={config.workMs}
          maxMinutes={30}
          error={errors?.workMs}
          onChange={(workMs) => update((c) => ({ ...c, workMs }))}
        />
        <DurationInputs
          legend="Wechselzeit"
          ms={config.changeMs}
          maxMinutes={5}
          error={errors?.changeMs}
          onChange={(changeMs) => update((c) => ({ ...c, changeMs }))}
        />
      </div>

      <p className="text-slate-700">
        {n} Durchgänge: Jede Gruppe ist einmal an jeder Station. Dauer insgesamt {describeDuration(rotationTotalMs(config))}.
      </p>
      {tried && errors && <Alert tone="error">Bitte die markierten Angaben korrigieren.</Alert>}
      <Button className="min-h-14 min-w-36 px-6 text-lg" onClick={start}>
        <Play aria-hidden="true" className="size-5" />
        Start
      </Button>
    </section>
  );
}
