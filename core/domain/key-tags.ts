import type { ContentTags } from '../schemas/content';
import { materialLabel } from './materials';

/**
 * The few facts a teacher decides by, shown on every card of a list and every search result
 * (issue 23): Klasse, Dauer, Ort, Material — without opening the card.
 */
export function keyTags(tags: ContentTags | null): string[] {
  if (!tags) return [];
  const out: string[] = [];
  const grades = [...tags.grades].sort((a, b) => a - b);
  if (grades.length > 0) {
    const from = grades[0] as number;
    const to = grades.at(-1) as number;
    const continuous = to - from + 1 === grades.length;
    out.push(grades.length === 1 ? `Klasse ${from}` : continuous ? `Klasse ${from}–${to}` : `Klasse ${grades.join(', ')}`);
  }
  if (tags.durationMinutes) out.push(`${tags.durationMinutes} Min.`);
  if (tags.places.length > 0) out.push(tags.places.join(', '));
  if (tags.materials.length === 0) out.push('ohne Material');
  else {
    const names = tags.materials.map(materialLabel);
    out.push(names.length <= 2 ? names.join(', ') : `${names.slice(0, 2).join(', ')} +${names.length - 2}`);
  }
  return out;
}
