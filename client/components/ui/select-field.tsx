import { useId } from 'react';

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  /** Shown as a first, empty choice when nothing is selected yet. */
  placeholder?: string;
  /** `inline` puts the label beside the field (e.g. 'Anzahl Teams:'). */
  layout?: 'stacked' | 'inline';
  className?: string;
}

/** A labelled native select: the most reliable picker on phones, with a 44 px target. */
export function SelectField({ label, value, options, onChange, placeholder, layout = 'stacked', className = '' }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={layout === 'inline' ? `flex items-center gap-3 ${className}` : className}>
      <label htmlFor={id} className={layout === 'inline' ? 'font-semibold' : 'mb-1 block font-semibold'}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`min-h-11 rounded-xl border-2 border-slate-300 bg-white px-3 font-bold outline-none focus:border-brand-600 ${layout === 'inline' ? 'text-lg' : 'w-full'}`}
      >
        {placeholder !== undefined && value === '' && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
