import type { Gender } from '@core/schemas/gradebook';

/** Spec §3: gender M or W, as two large radio buttons. */
export function GenderChoice({ value, onChange, name }: { value: Gender; onChange: (g: Gender) => void; name: string }) {
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">Geschlecht</legend>
      {(['M', 'W'] as const).map((g) => (
        <label
          key={g}
          className={`flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-xl border-2 px-3 font-bold has-focus-visible:outline-3 has-focus-visible:outline-amber-500 ${value === g ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800'}`}
        >
          <input type="radio" className="sr-only" name={name} value={g} checked={value === g} onChange={() => onChange(g)} />
          <span aria-hidden="true">{g}</span>
          <span className="sr-only">{g === 'M' ? 'männlich' : 'weiblich'}</span>
        </label>
      ))}
    </fieldset>
  );
}
