import { findMaterial, isMaterialName } from '@core/domain/materials';
import { MOVEMENT_FIELDS, type MovementField } from '@core/domain/content-vocabulary';
import { CATEGORY_OPTIONS, contentInputSchema, type ContentInput, type ContentItem } from '@core/schemas/content';

/** What the editor's fields hold: text as typed, so a half-typed number is not lost. */
export interface ContentForm {
  name: string;
  contentHeader: string;
  categorise: boolean;
  category: string;
  sections: { id: string; content: string }[];
  isNew: boolean;
  pdfLink: string;
  grades: number[];
  duration: string;
  places: string[];
  materials: string;
  groupMin: string;
  groupMax: string;
  loudness: string;
  fields: MovementField[];
}

/** The fields a problem can be shown at; `form` is shown above the buttons. */
export type FormField = 'name' | 'contentHeader' | 'duration' | 'materials' | 'group' | 'pdfLink' | 'form';
export type FormErrors = Partial<Record<FormField, string>>;

export const newSection = () => ({ id: crypto.randomUUID(), content: '' });

export function formFromInput(input: ContentInput | undefined): ContentForm {
  const tags = input?.tags;
  return {
    name: input?.clickableHeader ?? '',
    contentHeader: input?.contentHeader ?? '',
    categorise: Boolean(input?.category),
    category: input?.category ?? CATEGORY_OPTIONS[0],
    sections: input?.sections?.length ? input.sections.map((s) => ({ ...s })) : [newSection()],
    isNew: input?.isNew ?? false,
    pdfLink: input?.pdfLink ?? '',
    grades: tags?.grades ?? [],
    duration: tags?.durationMinutes?.toString() ?? '',
    places: tags?.places ?? [],
    materials: (tags?.materials ?? []).join(', '),
    groupMin: tags?.groupSize?.min.toString() ?? '',
    groupMax: tags?.groupSize?.max.toString() ?? '',
    loudness: tags?.loudness ?? '',
    fields: tags?.fields ?? [],
  };
}

export function itemToInput(item: ContentItem): ContentInput {
  const { clickableHeader, contentHeader, category, sections, isNew, pdfLink, tags } = item;
  return { clickableHeader, contentHeader, category, sections, isNew, pdfLink, tags };
}

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The form as the API takes it, before checking. */
function draft(form: ContentForm): ContentInput {
  const min = numberOrNull(form.groupMin);
  const max = numberOrNull(form.groupMax);
  const materials = form.materials
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean)
    // A word of the vocabulary in any form („Pylonen“, „Softbälle“) is stored as its entry's name.
    .map((m) => findMaterial(m)?.name ?? m)
    .filter((m, index, all) => all.indexOf(m) === index);
  const hasTags =
    form.grades.length || form.duration || form.places.length || materials.length || min || max || form.loudness || form.fields.length;
  return {
    clickableHeader: form.name.trim(),
    contentHeader: form.contentHeader.trim() || null,
    // Spec: unchecking "categorise" clears the category.
    category: form.categorise ? (form.category as ContentInput['category']) : null,
    sections: form.sections,
    isNew: form.isNew,
    pdfLink: form.pdfLink.trim() || null,
    tags: hasTags
      ? ({
          grades: [...form.grades].sort(),
          durationMinutes: numberOrNull(form.duration),
          places: form.places,
          materials,
          groupSize: min && max ? { min, max } : null,
          loudness: form.loudness || null,
          // In the curriculum's order, whatever order they were ticked in.
          fields: MOVEMENT_FIELDS.filter((field) => form.fields.includes(field)),
        } as ContentInput['tags'])
      : null,
  };
}

/**
 * German text per field for what contentInputSchema refuses. The schema's own messages are German
 * only where it names them (the name, a section, the link, the group order); zod's defaults are
 * English, so every field has its text here.
 */
const PROBLEMS: Record<Exclude<FormField, 'form'>, string> = {
  name: 'Der Name ist ein Pflichtfeld (höchstens 200 Zeichen).',
  contentHeader: 'Der Untertitel darf höchstens 300 Zeichen haben.',
  duration: 'Die Dauer ist eine ganze Zahl von 1 bis 240 Minuten.',
  materials: 'Höchstens 30 Materialien mit je höchstens 60 Zeichen.',
  group: 'Gruppengrößen sind ganze Zahlen von 1 bis 200; „ab“ darf nicht über „bis“ liegen.',
  pdfLink: 'Nur eigene Uploads (/api/files/…) oder https-Adressen sind erlaubt.',
};

function fieldOf(path: PropertyKey[]): FormField {
  const [top, sub] = path;
  if (top === 'clickableHeader') return 'name';
  if (top === 'contentHeader') return 'contentHeader';
  if (top === 'pdfLink') return 'pdfLink';
  if (top === 'tags' && sub === 'durationMinutes') return 'duration';
  if (top === 'tags' && sub === 'materials') return 'materials';
  if (top === 'tags' && sub === 'groupSize') return 'group';
  return 'form';
}

/** Checks the form with the API's own schema: the input to send, or a German problem per field. */
export function toContentInput(form: ContentForm): { input: ContentInput; errors?: undefined } | { input?: undefined; errors: FormErrors } {
  const input = draft(form);
  const parsed = contentInputSchema.safeParse(input);
  if (parsed.success) return { input };
  const errors: FormErrors = {};
  // Named, so the admin sees which word to change (a card from before the vocabulary may carry one).
  const unknown = (input.tags?.materials ?? []).filter((m) => m.length <= 60 && !isMaterialName(m));
  if (unknown.length > 0) {
    errors.materials = `${unknown.map((m) => `„${m}“`).join(', ')} ${unknown.length === 1 ? 'steht' : 'stehen'} nicht in der Materialliste. Bitte ein Material der Liste eintragen, z. B. „Hütchen“, „Softball“ oder „Matte“ (Pylonen, Softbälle, Turnmatten werden selbst erkannt).`;
  }
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path);
    if (errors[field]) continue;
    if (field === 'name' && !input.clickableHeader) errors.name = 'Der Name ist ein Pflichtfeld.';
    else errors[field] = field === 'form' ? issue.message : PROBLEMS[field];
  }
  return { errors };
}
