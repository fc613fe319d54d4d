import { LOUDNESS, MOVEMENT_FIELDS, PLACES } from '@core/domain/content-vocabulary';
import { TextField } from '@client/components/ui/text-field';
import type { ContentForm, FormErrors } from './content-form';

type Props = { form: ContentForm; errors: FormErrors; onChange: (changes: Partial<ContentForm>) => void };

const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/** „Merkmale für Suche und Filter“: our structured tags, all optional. */
export function FormTags({ form, errors, onChange }: Props) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4">
      <legend className="px-1 font-bold">Merkmale für Suche und Filter (optional)</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset>
          <legend className="mb-1 font-semibold">Klassenstufe</legend>
          <div className="flex flex-wrap gap-2">
            {[1, 2, 3, 4].map((grade) => (
              <label key={grade} className="flex min-h-11 items-center gap-2 pr-2">
                <input type="checkbox" checked={form.grades.includes(grade)} onChange={() => onChange({ grades: toggle(form.grades, grade) })} className="size-5 accent-brand-700" />
                Klasse {grade}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField label="Dauer in Minuten" type="number" min={1} max={240} inputMode="numeric" value={form.duration} onChange={(e) => onChange({ duration: e.target.value })} error={errors.duration} />
        <fieldset>
          <legend className="mb-1 font-semibold">Ort</legend>
          <div className="flex flex-wrap gap-2">
            {PLACES.map((place) => (
              <label key={place} className="flex min-h-11 items-center gap-2 pr-2">
                <input type="checkbox" checked={form.places.includes(place)} onChange={() => onChange({ places: toggle(form.places, place) })} className="size-5 accent-brand-700" />
                {place}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField label="Material (durch Kommas getrennt)" value={form.materials} onChange={(e) => onChange({ materials: e.target.value })} hint="Leer lassen für „ohne Material“." error={errors.materials} />
        <div className="grid grid-cols-2 gap-2">
          <TextField label="Gruppe ab" type="number" min={1} inputMode="numeric" value={form.groupMin} onChange={(e) => onChange({ groupMin: e.target.value })} error={errors.group} />
          <TextField label="Gruppe bis" type="number" min={1} inputMode="numeric" value={form.groupMax} onChange={(e) => onChange({ groupMax: e.target.value })} />
        </div>
        <fieldset className="sm:col-span-2">
          <legend className="mb-1 font-semibold">Bewegungsfeld</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {MOVEMENT_FIELDS.map((field) => (
              <label key={field} className="flex min-h-11 items-center gap-2 pr-2">
                <input type="checkbox" checked={form.fields.includes(field)} onChange={() => onChange({ fields: toggle(form.fields, field) })} className="size-5 accent-brand-700" />
                {field}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-1 font-semibold">Lautstärke</legend>
          <div className="flex flex-wrap gap-2">
            {['', ...LOUDNESS].map((level) => (
              <label key={level || 'keine'} className="flex min-h-11 items-center gap-2 pr-2">
                <input type="radio" name="lautstaerke" checked={form.loudness === level} onChange={() => onChange({ loudness: level })} className="size-5 accent-brand-700" />
                {level || 'keine Angabe'}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </fieldset>
  );
}
