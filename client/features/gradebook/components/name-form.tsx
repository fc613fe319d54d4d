import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import type { Result } from '../stores/gradebook-actions';

interface Props {
  label: string;
  initial: string;
  submitLabel: string;
  maxLength: number;
  /** Returns the rules' verdict; its German message is shown under the field. */
  onSubmit: (name: string) => Result;
  onCancel?: () => void;
}

const field = 'min-h-11 rounded-xl border-2 bg-white px-3 text-base outline-none focus:border-brand-600';

/** A name form for creating or renaming a class or topic. */
export function NameForm({ label, initial, submitLabel, maxLength, onSubmit, onCancel }: Props) {
  const id = useId();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const result = onSubmit(name);
        if (result.ok) {
          setName('');
          setError(null);
        } else setError(result.message);
      }}
    >
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className="mb-1 block font-semibold">
          {label}
        </label>
        <input
          id={id}
          value={name}
          maxLength={maxLength + 10}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setName(e.target.value)}
          className={`${field} w-full ${error ? 'border-red-600' : 'border-slate-300'}`}
        />
      </div>
      <Button type="submit">
        <Check aria-hidden="true" className="size-5" />
        {submitLabel}
      </Button>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          <X aria-hidden="true" className="size-5" />
          Abbrechen
        </Button>
      )}
      {error && (
        <p id={`${id}-error`} className="w-full text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

