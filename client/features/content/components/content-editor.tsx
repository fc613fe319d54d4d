import type { Collection } from '@core/collections/registry';
import { CATEGORY_OPTIONS, LOUDNESS, PLACES, type ContentInput, type ContentItem } from '@core/schemas/content';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { useConfirm } from '@client/components/ui/confirm-dialog';
import { TextField } from '@client/components/ui/text-field';
import { useDeleteContent } from '../api/delete-content';
import { useSaveContent } from '../api/save-content';
import { writePreview } from '../preview-store';
import { MarkdownEditor } from './markdown-editor';
import { useUnsavedChanges } from '@client/lib/unsaved-changes';

interface Section {
  id: string;
  content: string;
}

const newSection = (): Section => ({ id: crypto.randomUUID(), content: '' });
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** What the editor starts from: a card, a preview, or nothing (create). */
export interface EditorStart {
  input?: ContentInput;
  id?: string;
  /** The form edits the local preview rather than a stored card. */
  fromPreview: boolean;
}

/** /neuer-inhalt: create or edit a card (spec "Content form"), with our structured tags. */
export function ContentEditor({ collection, start, onDone }: { collection: Collection; start: EditorStart; onDone: () => void }) {
  const initial = start.input;
  const categoryId = useId();
  const [name, setName] = useState(initial?.clickableHeader ?? '');
  const [contentHeader, setContentHeader] = useState(initial?.contentHeader ?? '');
  const [categorise, setCategorise] = useState(Boolean(initial?.category));
  const [category, setCategory] = useState<string>(initial?.category ?? CATEGORY_OPTIONS[0]);
  const [sections, setSections] = useState<Section[]>(initial?.sections?.length ? initial.sections.map((s) => ({ ...s })) : [newSection()]);
  const [isNew, setIsNew] = useState(initial?.isNew ?? false);
  const [pdfLink, setPdfLink] = useState(initial?.pdfLink ?? '');
  const tags = initial?.tags;
  const [grades, setGrades] = useState<number[]>(tags?.grades ?? []);
  const [duration, setDuration] = useState(tags?.durationMinutes?.toString() ?? '');
  const [places, setPlaces] = useState<string[]>(tags?.places ?? []);
  const [materials, setMaterials] = useState((tags?.materials ?? []).join(', '));
  const [groupMin, setGroupMin] = useState(tags?.groupSize?.min.toString() ?? '');
  const [groupMax, setGroupMax] = useState(tags?.groupSize?.max.toString() ?? '');
  const [loudness, setLoudness] = useState<string>(tags?.loudness ?? '');
  const [nameError, setNameError] = useState<string>();
  const [confirm, confirmDialog] = useConfirm();
  // What would be lost on a reload (an update asks before it applies).
  const snapshot = JSON.stringify([name, contentHeader, categorise, category, sections, isNew, pdfLink, grades, duration, places, materials, groupMin, groupMax, loudness]);
  const [startSnapshot] = useState(snapshot);
  const save = useSaveContent(collection.key);
  useUnsavedChanges(snapshot !== startSnapshot && !save.isSuccess, 'der Inhalt im Editor');
  const remove = useDeleteContent(collection.key);

  const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

  const buildInput = (): ContentInput | null => {
    if (!name.trim()) {
      setNameError('Der Name ist ein Pflichtfeld.');
      return null;
    }
    setNameError(undefined);
    const min = numberOrNull(groupMin);
    const max = numberOrNull(groupMax);
    const materialList = materials.split(',').map((m) => m.trim()).filter(Boolean);
    const hasTags = grades.length || duration || places.length || materialList.length || min || max || loudness;
    return {
      clickableHeader: name.trim(),
      contentHeader: contentHeader.trim() || null,
      // Spec: unchecking "categorise" clears the category.
      category: categorise ? (category as ContentInput['category']) : null,
      sections,
      isNew,
      pdfLink: pdfLink.trim() || null,
      tags: hasTags
        ? {
            grades: [...grades].sort(),
            durationMinutes: numberOrNull(duration),
            places: places as (typeof PLACES)[number][],
            materials: materialList,
            groupSize: min && max ? { min, max } : null,
            loudness: (loudness || null) as (typeof LOUDNESS)[number] | null,
          }
        : null,
    };
  };

  const saveAsPreview = () => {
    const input = buildInput();
    if (!input) return;
    writePreview(collection.key, { input, ...(start.id ? { id: start.id } : {}), savedAt: new Date().toISOString() });
    onDone();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = buildInput();
    if (!input) return;
    if (!(await confirm('Soll der Inhalt in der Datenbank gespeichert werden?', 'Speichern'))) return;
    save.mutate(
      { ...(start.id ? { id: start.id } : {}), input },
      {
        onSuccess: () => {
          writePreview(collection.key, null);
          onDone();
        },
      },
    );
  };

  const onDelete = async () => {
    if (start.fromPreview && !start.id) {
      if (await confirm('Sind Sie sicher, dass die Vorschau gelöscht werden soll?', 'Löschen')) {
        writePreview(collection.key, null);
        onDone();
      }
      return;
    }
    if (!start.id || !(await confirm('Soll dieser Inhalt wirklich gelöscht werden?', 'Löschen'))) return;
    remove.mutate(start.id, {
      onSuccess: () => {
        writePreview(collection.key, null);
        onDone();
      },
    });
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      {confirmDialog}
      <TextField label="Name (Pflichtfeld)" value={name} onChange={(e) => setName(e.target.value)} error={nameError} required />
      <TextField label="Untertitel (optional)" value={contentHeader} onChange={(e) => setContentHeader(e.target.value)} />

      <fieldset className="rounded-2xl border border-slate-200 bg-white p-4">
        <legend className="px-1 font-bold">Einordnung</legend>
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" checked={categorise} onChange={(e) => setCategorise(e.target.checked)} className="size-5 accent-brand-700" />
          Kategorie festlegen
        </label>
        {categorise && (
          <div className="mt-2">
            <label htmlFor={categoryId} className="mb-1 block font-semibold">
              Kategorie
            </label>
            <select id={categoryId} value={category} onChange={(e) => setCategory(e.target.value)} className="min-h-11 w-full rounded-xl border-2 border-slate-300 bg-white px-3">
              {CATEGORY_OPTIONS.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </div>
        )}
        <label className="mt-2 flex min-h-11 items-center gap-3">
          <input type="checkbox" checked={isNew} onChange={(e) => setIsNew(e.target.checked)} className="size-5 accent-brand-700" />
          Als „NEU“ markieren
        </label>
      </fieldset>

      {sections.map((section, index) => (
        <div key={section.id} className="rounded-2xl border border-slate-200 bg-white p-4">
          <MarkdownEditor
            label={`Abschnitt ${index + 1}`}
            value={section.content}
            onChange={(content) => setSections((all) => all.map((s) => (s.id === section.id ? { ...s, content } : s)))}
          />
          {sections.length > 1 && (
            <Button variant="ghost" className="mt-2" onClick={() => setSections((all) => all.filter((s) => s.id !== section.id))}>
              <Trash2 aria-hidden="true" className="size-4" />
              Abschnitt {index + 1} entfernen
            </Button>
          )}
        </div>
      ))}
      <Button variant="secondary" onClick={() => setSections((all) => [...all, newSection()])}>
        <Plus aria-hidden="true" className="size-5" />
        Abschnitt hinzufügen
      </Button>

      {collection.pdfOnly && (
        <TextField label="PDF-Link (von „PDF einfügen“ oder https://…)" value={pdfLink} onChange={(e) => setPdfLink(e.target.value)} />
      )}

      <fieldset className="rounded-2xl border border-slate-200 bg-white p-4">
        <legend className="px-1 font-bold">Merkmale für Suche und Filter (optional)</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <fieldset>
            <legend className="mb-1 font-semibold">Klassenstufe</legend>
            <div className="flex flex-wrap gap-2">
              {[1, 2, 3, 4].map((grade) => (
                <label key={grade} className="flex min-h-11 items-center gap-2 pr-2">
                  <input type="checkbox" checked={grades.includes(grade)} onChange={() => setGrades((g) => toggle(g, grade))} className="size-5 accent-brand-700" />
                  Klasse {grade}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField label="Dauer in Minuten" type="number" min={1} max={240} inputMode="numeric" value={duration} onChange={(e) => setDuration(e.target.value)} />
          <fieldset>
            <legend className="mb-1 font-semibold">Ort</legend>
            <div className="flex flex-wrap gap-2">
              {PLACES.map((place) => (
                <label key={place} className="flex min-h-11 items-center gap-2 pr-2">
                  <input type="checkbox" checked={places.includes(place)} onChange={() => setPlaces((p) => toggle(p, place))} className="size-5 accent-brand-700" />
                  {place}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField label="Material (durch Kommas getrennt)" value={materials} onChange={(e) => setMaterials(e.target.value)} hint="Leer lassen für „ohne Material“." />
          <div className="grid grid-cols-2 gap-2">
            <TextField label="Gruppe ab" type="number" min={1} inputMode="numeric" value={groupMin} onChange={(e) => setGroupMin(e.target.value)} />
            <TextField label="Gruppe bis" type="number" min={1} inputMode="numeric" value={groupMax} onChange={(e) => setGroupMax(e.target.value)} />
          </div>
          <fieldset>
            <legend className="mb-1 font-semibold">Lautstärke</legend>
            <div className="flex flex-wrap gap-2">
              {['', ...LOUDNESS].map((level) => (
                <label key={level || 'keine'} className="flex min-h-11 items-center gap-2 pr-2">
                  <input type="radio" name="lautstaerke" checked={loudness === level} onChange={() => setLoudness(level)} className="size-5 accent-brand-700" />
                  {level || 'keine Angabe'}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </fieldset>

      {(save.error || remove.error) && <Alert tone="error">{(save.error ?? remove.error)?.message}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending}>
          In der Datenbank speichern
        </Button>
        <Button variant="secondary" onClick={saveAsPreview}>
          Als Vorschau speichern
        </Button>
        {(start.id || start.fromPreview) && (
          <Button variant="danger" busy={remove.isPending} onClick={() => void onDelete()}>
            {start.id ? 'Inhalt löschen' : 'Vorschau löschen'}
          </Button>
        )}
        <Button variant="ghost" onClick={onDone}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
}

export function itemToInput(item: ContentItem): ContentInput {
  const { clickableHeader, contentHeader, category, sections, isNew, pdfLink, tags } = item;
  return { clickableHeader, contentHeader, category, sections, isNew, pdfLink, tags };
}
