import { useId, type InputHTMLAttributes } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the field and announced; marks the field invalid. */
  error?: string | undefined;
  hint?: string;
}

/** A labelled input whose error and hint are tied to it for screen readers. */
export function TextField({ label, error, hint, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block min-h-11 w-full rounded-xl border-2 bg-white px-3 text-base text-slate-900 outline-none focus:border-brand-600 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type FieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'inputMode'>;

/** The e-mail field of the account forms: keyboard, autofill and „E-Mail-Adresse“ set once. */
export function EmailField({ label = 'E-Mail-Adresse', ...props }: Omit<FieldProps, 'label'> & { label?: string }) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" required {...props} />;
}

/** A password field; `fresh` for one being chosen (password managers then suggest one). */
export function PasswordField({ fresh = false, ...props }: FieldProps & { fresh?: boolean }) {
  return <TextField type="password" autoComplete={fresh ? 'new-password' : 'current-password'} required {...props} />;
}
