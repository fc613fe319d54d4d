import { compareGerman } from './german-sort';

/** Spec: card headers sort numerically when both parse as numbers ("2" before "10"), else German. */
export function compareCardHeaders(a: string, b: string): number {
  const x = Number(a.trim());
  const y = Number(b.trim());
  if (a.trim() !== '' && b.trim() !== '' && Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return compareGerman(a, b);
}

export interface CategoryGroup<T> {
  /** null = uncategorised: shown first, without a heading. */
  category: string | null;
  items: T[];
}

/** Spec "Content list pages": grouped by category (sorted alphabetically), cards sorted inside. */
export function groupByCategory<T extends { category: string | null; clickableHeader: string }>(items: readonly T[]): CategoryGroup<T>[] {
  const groups = new Map<string | null, T[]>();
  for (const item of items) {
    const list = groups.get(item.category) ?? [];
    list.push(item);
    groups.set(item.category, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? -1 : b === null ? 1 : compareGerman(a, b)))
    .map(([category, list]) => ({ category, items: [...list].sort((p, q) => compareCardHeaders(p.clickableHeader, q.clickableHeader)) }));
}

/** Spec: three or more blank lines in markdown become a spacer. Returns the text between spacers. */
export function splitAtSpacers(markdown: string): string[] {
  return markdown.replace(/\r\n/g, '\n').split(/\n[ \t]*\n[ \t]*\n[ \t]*\n+/);
}
