/**
 * German collation for everything a teacher sees in a list (spec: "sorted alphabetically
 * (German collation)"). One shared collator so client and server agree on the order:
 * "Ärmel" sorts with "Armel", "ß" with "ss", case does not split groups.
 *
 * The collators are made on first use, not when the module loads: a collator loads the
 * language's collation tables, ≈ 20 ms on a slow phone, and the first screen's menu sorts only
 * plain titles (issue 21: total blocking time).
 */
let collator: Intl.Collator | undefined;
let naturalCollator: Intl.Collator | undefined;

/** Letters whose German base order is that of a plain letter (or two): ä as a, ß as ss. */
const BASE_LETTERS: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', ß: 'ss' };
/** Names made only of these compare in the collator's order as plain text once folded (tested). */
const PLAIN = /^[a-z0-9äöüß -]*$/;

/** The name as its base letters, or undefined when it holds a sign the plain order cannot place. */
function baseLetters(text: string): string | undefined {
  const lower = text.toLowerCase();
  return PLAIN.test(lower) ? lower.replace(/[äöüß]/g, (letter) => BASE_LETTERS[letter] as string) : undefined;
}

export function compareGerman(a: string, b: string): number {
  // Most titles are letters, digits, spaces and hyphens; for them the collator's order is the
  // plain order of their base letters, and the collator (its tables cost a slow phone ≈ 20 ms
  // to load) is made only for the rest.
  const plainA = baseLetters(a);
  const plainB = plainA === undefined ? undefined : baseLetters(b);
  if (plainA !== undefined && plainB !== undefined) return plainA < plainB ? -1 : plainA > plainB ? 1 : 0;
  collator ??= new Intl.Collator('de', { sensitivity: 'base' });
  return collator.compare(a, b);
}

/** Returns a new array sorted by the German collation of `key(item)`; the input is untouched. */
export function sortGerman<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareGerman(key(a), key(b)));
}

/**
 * The same German order, with numbers compared as numbers: class names „1a, 2a, 10a“ instead
 * of the text order „10a, 1a, 2a“ (issue 25: classes in the same order on every screen).
 */
export function compareGermanNatural(a: string, b: string): number {
  naturalCollator ??= new Intl.Collator('de', { sensitivity: 'base', numeric: true });
  return naturalCollator.compare(a, b);
}
