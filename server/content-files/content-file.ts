import { createHash } from 'node:crypto';
import matter from 'gray-matter';
import { findMaterial, isMaterialName } from '@core/domain/materials';
import { contentInputSchema, type ContentInput } from '@core/schemas/content';

/** Separator the exporter writes between sections (docs/content-format.md). */
export const SECTION_MARKER = '<!-- abschnitt -->';

export interface ContentFile {
  /** Stable id: from the front matter, else derived from the file's place. */
  id: string;
  input: ContentInput;
  /** Attachment named in the front matter (a file under <collection>/pdf/). */
  pdfFile: string | null;
}

/** A UUID-shaped id from a text, so the same file always becomes the same card. */
export function stableId(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Sections: split at marker lines when present, else at every level-2 heading. */
export function splitSections(body: string): string[] {
  const text = body.replace(/\r\n/g, '\n').trim();
  if (text === '') return [];
  const parts = text.includes(SECTION_MARKER) ? text.split(new RegExp(`\\n?^${SECTION_MARKER}$\\n?`, 'm')) : text.split(/\n(?=## )/);
  return parts.map((part) => part.replace(/^\n+|\n+$/g, '')).filter((part) => part.trim() !== '');
}

interface FrontMatter {
  id?: unknown;
  title?: unknown;
  subtitle?: unknown;
  category?: unknown;
  new?: unknown;
  pdf?: unknown;
  tags?: unknown;
}

/** Parses one card file; throws with the file's name and the problem in German. */
export function parseContentFile(text: string, place: string): ContentFile {
  const { data, content } = matter(text) as unknown as { data: FrontMatter; content: string };
  const sections = splitSections(content).map((section, index) => ({ id: `s${index + 1}`, content: section }));
  // Before the schema, which refuses such a word too, but without the line and what was meant.
  const tagged = data.tags as { materials?: unknown } | null | undefined;
  const materials: unknown[] = Array.isArray(tagged?.materials) ? tagged.materials : [];
  const unknown = materials.filter((m): m is string => typeof m === 'string' && !isMaterialName(m.trim()));
  if (unknown.length > 0) {
    const line = text.split(/\r?\n/).findIndex((l) => /^\s*materials:/.test(l)) + 1;
    const why = unknown.map((m) => {
      const meant = findMaterial(m);
      return meant
        ? `„${m}“ heißt in der Materialliste „${meant.name}“`
        : `„${m}“ steht nicht in der Materialliste (core/domain/materials.ts)`;
    });
    throw new Error(`${place}, Zeile ${line}: ${why.join('; ')}.`);
  }
  const parsed = contentInputSchema.safeParse({
    clickableHeader: data.title === undefined ? '' : String(data.title),
    contentHeader: data.subtitle === undefined ? null : String(data.subtitle),
    category: data.category ?? null,
    sections,
    isNew: data.new === true,
    tags: data.tags ?? null,
  });
  if (!parsed.success) {
    throw new Error(`${place}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'Datei'}: ${i.message}`).join('; ')}`);
  }
  return {
    id: typeof data.id === 'string' && data.id ? data.id : stableId(place),
    input: parsed.data,
    pdfFile: typeof data.pdf === 'string' && data.pdf ? data.pdf : null,
  };
}

/** The file the exporter writes for a card: front matter, then the sections with markers. */
export function serializeContentFile(id: string, input: ContentInput, pdfFile: string | null): string {
  const front: Record<string, unknown> = { id, title: input.clickableHeader };
  if (input.contentHeader) front.subtitle = input.contentHeader;
  if (input.category) front.category = input.category;
  if (input.isNew) front.new = true;
  if (pdfFile) front.pdf = pdfFile;
  if (input.tags) front.tags = input.tags;
  const body = (input.sections ?? []).map((s) => s.content).join(`\n\n${SECTION_MARKER}\n\n`);
  return matter.stringify(`${body}\n`, front);
}
