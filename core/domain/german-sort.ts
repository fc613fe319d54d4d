/**
 * German collation for everything a teacher sees in a list (spec: "sorted alphabetically
 * (German collation)"). One shared collator so client and server agree on the order:
 * "Ärmel" sorts with "Armel", "ß" with "ss", case does not split groups.
 *
 * The collators are made on first use, not when the module loads: a collator loads the
 * language's collation tables, ≈ 20 ms on a slow phone, and the first screens sort only
 * plain titles (issue 21: total blocking time).
 */
let collator: Intl.Collator | undefined;
let naturalCollator: Intl.Collator | undefined;

/**
 * The signs titles use between words, in the collator's order (German, base sensitivity: signs
 * count and sort before digits and letters). Signs in one group weigh the same (’ as ', „ as ").
 * Each group stands for a character below "0", so plain text comparison keeps this order (tested
 * against the collator).
 */
const SIGN_ORDER = [
  ' ',
  '_',
  '-',
  '–',
  '—',
  ',',
  ';',
  ':',
  '!',
  '?',
  '.',
  "'‚‘’",
  '"„“”',
  '(',
  ')',
  '[',
  ']',
  '*',
  '/',
  '&',
  '#',
  '%',
  '+',
];
const FOLDED: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', ß: 'ss' };
SIGN_ORDER.forEach((group, rank) => {
  for (const sign of group) FOLDED[sign] = String.fromCharCode(rank + 1);
});

/**
 * A key whose plain order is the collator's order, or undefined when the text holds a sign it
 * cannot place (é, ø, emoji …): then only the collator knows. Most titles are letters, umlauts,
 * digits and the signs above.
 */
export function germanSortKey(text: string): string | undefined {
  const lower = text.toLowerCase();
  let key = '';
  for (const char of lower) {
    if ((char >= 'a' && char <= 'z') || (char >= '0' && char <= '9')) key += char;
    else {
      const folded = FOLDED[char];
      if (folded === undefined) return undefined;
      key += folded;
    }
  }
  return key;
}

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareWithCollator(a: string, b: string): number {
  collator ??= new Intl.Collator('de', { sensitivity: 'base' });
  return collator.compare(a, b);
}

export function compareGerman(a: string, b: string): number {
  const keyA = germanSortKey(a);
  const keyB = keyA === undefined ? undefined : germanSortKey(b);
  return keyA !== undefined && keyB !== undefined ? compareKeys(keyA, keyB) : compareWithCollator(a, b);
}

/** Returns a new array sorted by the German collation of `key(item)`; the input is untouched. */
export function sortGerman<T>(items: readonly T[], key: (item: T) => string): T[] {
  // Each name folded once, not once per comparison.
  const entries = items.map((item) => {
    const text = key(item);
    return { item, text, sortKey: germanSortKey(text) };
  });
  entries.sort((a, b) =>
    a.sortKey !== undefined && b.sortKey !== undefined ? compareKeys(a.sortKey, b.sortKey) : compareWithCollator(a.text, b.text),
  );
  return entries.map((entry) => entry.item);
}

/**
 * The same German order, with numbers compared as numbers: class names „1a, 2a, 10a“ instead
 * of the text order „10a, 1a, 2a“ (issue 25: classes in the same order on every screen).
 */
export function compareGermanNatural(a: string, b: string): number {
  naturalCollator ??= new Intl.Collator('de', { sensitivity: 'base', numeric: true });
  return naturalCollator.compare(a, b);
}
