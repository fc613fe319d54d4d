import type { ContentInput } from '@core/schemas/content';

/** A card saved on this device only, to look at before it goes to the database. */
export interface LocalPreview {
  input: ContentInput;
  /** Set when the preview edits an existing card. */
  id?: string;
  savedAt: string;
}

/** Spec: per-page preview keys, e.g. bewegungspausenContent. */
const keyOf = (collection: string) => `${collection}Content`;

export function readPreview(collection: string): LocalPreview | null {
  try {
    const raw = localStorage.getItem(keyOf(collection));
    return raw ? (JSON.parse(raw) as LocalPreview) : null;
  } catch {
    return null;
  }
}

export function writePreview(collection: string, preview: LocalPreview | null): void {
  try {
    if (preview) localStorage.setItem(keyOf(collection), JSON.stringify(preview));
    else localStorage.removeItem(keyOf(collection));
  } catch (error) {
    console.warn('Vorschau konnte nicht gespeichert werden', error);
  }
}
