import { APPEARANCES, useAppearance } from './appearance';

/** Light, dark, or high contrast for bright halls; on this device. */
export function AppearanceChoice() {
  const value = useAppearance((s) => s.value);
  const set = useAppearance((s) => s.set);
  return (
    <fieldset className="space-y-1">
      <legend className="sr-only">Darstellung</legend>
      {APPEARANCES.map((option) => (
        <label
          key={option.value}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 font-semibold hover:bg-slate-50"
        >
          <input
            type="radio"
            name="appearance"
            className="size-5 accent-brand-700"
            checked={value === option.value}
            onChange={() => set(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
