import { compareGerman } from './german-sort';

/** A card in a menu grid (home menu, tools menu, area menus). */
export interface MenuEntry {
  title: string;
  href: string;
  /** Shows the 'NEU' badge. */
  isNew?: boolean;
  /** Grouping label such as 'Ab Klasse 1'; entries without one come first, without heading. */
  group?: string;
}

export interface MenuGroup<T extends MenuEntry> {
  heading: string | null;
  entries: T[];
}

/**
 * Column counts for a menu grid. Spec: 2 columns on phones, 3 on desktop, but 1 or 2 when
 * there are only that many cards, so a single card never sits alone in a wide row.
 */
export function menuColumns(count: number): { phone: number; desktop: number } {
  if (count <= 1) return { phone: 1, desktop: 1 };
  if (count === 2) return { phone: 2, desktop: 2 };
  return { phone: 2, desktop: 3 };
}

/** Number in a group label ('Ab Klasse 3' → 3), so 'Ab Klasse 10' sorts after 'Ab Klasse 2'. */
function groupRank(heading: string): number {
  const match = /\d+/.exec(heading);
  return match ? Number(match[0]) : Number.POSITIVE_INFINITY;
}

/**
 * Groups entries under their `group` heading and sorts the cards in each group with German
 * collation. Ungrouped cards come first without a heading; groups are ordered by their class
 * number, then alphabetically.
 */
export function groupMenuEntries<T extends MenuEntry>(entries: readonly T[]): MenuGroup<T>[] {
  const byHeading = new Map<string | null, T[]>();
  for (const entry of entries) {
    const heading = entry.group ?? null;
    const list = byHeading.get(heading) ?? [];
    list.push(entry);
    byHeading.set(heading, list);
  }
  const headings = [...byHeading.keys()].sort((a, b) => {
    if (a === null) return -1;
    if (b === null) return 1;
    return groupRank(a) - groupRank(b) || compareGerman(a, b);
  });
  return headings.map((heading) => ({
    heading,
    entries: [...(byHeading.get(heading) ?? [])].sort((a, b) => compareGerman(a.title, b.title)),
  }));
}
