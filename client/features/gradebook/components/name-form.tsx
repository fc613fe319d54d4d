import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import type { Result } from '../stores/gradebook-actions';
import { NameSuggestion } from './name-suggestion';

interface Props {
  label: string;
  initial: string;
  submitLabel: string;
  maxLength: number;
  /** Returns the rules' verdict; its German message is shown under the field, a suggested name as one tap. */
  onSubmit: (name: string) => Result & { suggestion?: string | null };
  onCancel?: () => void;
}

/** A name form for creating or renaming a class or topic. */
export function NameForm({ label, initial, submitLabel, maxLength, onSubmit, onCancel }: Props) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const result = onSubmit(name);
        setSuggestion(result.ok ? null : (result.suggestion ?? null));
        if (result.ok) {
          setName('');
          setError(null);
        } else setError(result.message);
      }}
    >
      <TextField
        className="min-w-48 flex-1"
        label={label}
        value={name}
        maxLength={maxLength + 10}
        autoComplete="off"
        error={error ?? undefined}
        onChange={(e) => setName(e.target.value)}
      />
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
      <NameSuggestion
        suggestion={suggestion}
        onTake={(taken) => {
          setName(taken);
          setError(null);
          setSuggestion(null);
        }}
      />
    </form>
  );
}
