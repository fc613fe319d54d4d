import { useId } from 'react';
import { TimeField } from '@client/features/tools/countdown';

interface Props {
  legend: string;
  ms: number;
  maxMinutes: number;
  error: string | undefined;
  onChange: (ms: number) => void;
}

/** Minutes and seconds like the countdown's, for one of the rotation's two times. */
export function DurationInputs({ legend, ms, maxMinutes, error, onChange }: Props) {
  const errorId = useId();
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 font-bold">{legend}</legend>
      <div className="flex gap-4">
        <TimeField
          label="Minuten"
          accessibleName={`${legend}: Minuten`}
          value={minutes}
          max={maxMinutes}
          disabled={false}
          onCommit={(m) => onChange((m * 60 + seconds) * 1000)}
        />
        <TimeField
          label="Sekunden"
          accessibleName={`${legend}: Sekunden`}
          value={seconds}
          max={59}
          disabled={false}
          onCommit={(s) => onChange((minutes * 60 + s) * 1000)}
        />
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
