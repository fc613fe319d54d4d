import { CATEGORY_OPTIONS } from '@core/domain/content-vocabulary';
import { useId } from 'react';
import type { ContentForm } from './content-form';

type Props = Pick<ContentForm, 'categorise' | 'category' | 'isNew'> & { onChange: (changes: Partial<ContentForm>) => void };

/** „Einordnung“: the spec's optional category and the „NEU“ mark. */
export function FormClassification({ categorise, category, isNew, onChange }: Props) {
  const categoryId = useId();
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4">
      <legend className="px-1 font-bold">Einordnung</legend>
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" checked={categorise} onChange={(e) => onChange({ categorise: e.target.checked })} className="size-5 accent-brand-700" />
        Kategorie festlegen
      </label>
      {categorise && (
        <div className="mt-2">
          <label htmlFor={categoryId} className="mb-1 block font-semibold">
            Kategorie
          </label>
          <select id={categoryId} value={category} onChange={(e) => onChange({ category: e.target.value })} className="min-h-11 w-full rounded-xl border-2 border-slate-300 bg-white px-3">
            {CATEGORY_OPTIONS.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </div>
      )}
      <label className="mt-2 flex min-h-11 items-center gap-3">
        <input type="checkbox" checked={isNew} onChange={(e) => onChange({ isNew: e.target.checked })} className="size-5 accent-brand-700" />
        Als „NEU“ markieren
      </label>
    </fieldset>
  );
}
