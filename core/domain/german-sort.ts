/**
 * German collation for everything a teacher sees in a list (spec: "sorted alphabetically
 * (German collation)"). One shared collator so client and server agree on the order:
 * "Ärmel" sorts with "Armel", "ß" with "ss", case does not split groups.
 */
const collator = new Intl.Collator('de', { sensitivity: 'base' });

export function compareGerman(a: string, b: string): number {
  return collator.compare(a, b);
}

/** Returns a new array sorted by the German collation of `key(item)`; the input is untouched. */
export function sortGerman<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareGerman(key(a), key(b)));
}

const naturalCollator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/**
 * The same German order, with numbers compared as numbers: class names „1a, 2a, 10a“ instead
 * of the text order „10a, 1a, 2a“ (issue 25: classes in the same order on every screen).
 */
export function compareGermanNatural(a: string, b: string): number {
  return naturalCollator.compare(a, b);
}
