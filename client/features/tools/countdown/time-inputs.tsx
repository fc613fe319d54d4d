import { useId, useState } from 'react';
import { MAX_COUNTDOWN_MINUTES, parseTimeField } from '@core/domain/tools/countdown';

interface FieldProps {
  label: string;
  value: number;
  max: number;
  disabled: boolean;
  onCommit: (value: number) => void;
  /** Where one screen has several times (e.g. 'Arbeitszeit: Minuten'); the visible label stays short. */
  accessibleName?: string;
}

/** A number field that lets the teacher clear and retype; spec: non-numeric counts as 0. */
export function TimeField({ label, value, max, disabled, onCommit, accessibleName }: FieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="w-28">
      <label htmlFor={id} className="mb-1 block text-center font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-label={accessibleName}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => {
          setDraft(event.target.value);
          onCommit(parseTimeField(event.target.value, max));
        }}
        onBlur={() => setDraft(null)}
        className="block min-h-14 w-full rounded-xl border-2 border-slate-300 bg-white px-3 text-center text-2xl font-bold tabular-nums outline-none focus:border-brand-600 disabled:bg-slate-100 disabled:text-slate-500"
      />
    </div>
  );
}

export function TimeInputs({
  minutes,
  seconds,
  disabled,
  onChange,
}: {
  minutes: number;
  seconds: number;
  disabled: boolean;
  onChange: (m: number, s: number) => void;
}) {
  return (
    <fieldset className="flex justify-center gap-4">
      <legend className="sr-only">Zeit einstellen</legend>
      <TimeField label="Minuten" value={minutes} max={MAX_COUNTDOWN_MINUTES} disabled={disabled} onCommit={(m) => onChange(m, seconds)} />
      <TimeField label="Sekunden" value={seconds} max={59} disabled={disabled} onCommit={(s) => onChange(minutes, s)} />
    </fieldset>
  );
}
