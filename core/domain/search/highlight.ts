import { plainWithMap as foldWithMap } from './search-key';

export interface Range {
  start: number;
  end: number;
}

function termPattern(terms: readonly string[]): RegExp | null {
  const words = [...terms]
    .sort((a, b) => b.length - a.length)
    .map((t) => t.replace(/[^a-z0-9]/g, ''))
    .filter(Boolean);
  // A number is a whole number: the „2“ of „Klasse 2“ is not the start of „28“.
  const alternatives = words.map((w) => (/^\d+$/.test(w) ? `${w}(?![0-9])` : w));
  return words.length ? new RegExp(`(?<![a-z0-9])(${alternatives.join('|')})`, 'g') : null;
}

function rangesIn(folded: string, origin: readonly number[], pattern: RegExp): Range[] {
  const ranges: Range[] = [];
  for (const match of folded.matchAll(pattern))
    ranges.push({ start: origin[match.index] as number, end: origin[match.index + match[0].length] as number });
  return ranges;
}

/** Where in `text` a word begins with one of the (folded) `terms`; ranges in the original text. */
export function highlightRanges(text: string, terms: readonly string[]): Range[] {
  const pattern = termPattern(terms);
  if (!pattern) return [];
  const { folded, origin } = foldWithMap(text);
  return rangesIn(folded, origin, pattern);
}

/** A card's text made ready for snippets once (plain, folded), so each keystroke only matches. */
export interface SnippetSource {
  plain: string;
  folded: string;
  origin: number[];
}

export function snippetSource(text: string): SnippetSource {
  const plain = text
    .replace(/[#*_>`|[\]()-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { plain, ...foldWithMap(plain) };
}

/** Up to `length` characters around the first match, cut at word boundaries, with its ranges. */
export function snippetFrom(source: SnippetSource, terms: readonly string[], length = 160): { text: string; ranges: Range[] } {
  const { plain } = source;
  const pattern = termPattern(terms);
  const firstMatch = pattern ? pattern.exec(source.folded) : null;
  const first = firstMatch ? (source.origin[firstMatch.index] as number) : 0;
  let start = Math.max(0, first - Math.floor(length / 3));
  if (start > 0) start = plain.indexOf(' ', start) + 1 || start;
  let end = Math.min(plain.length, start + length);
  if (end < plain.length) end = plain.lastIndexOf(' ', end) > start ? plain.lastIndexOf(' ', end) : end;
  const cut = `${start > 0 ? '… ' : ''}${plain.slice(start, end)}${end < plain.length ? ' …' : ''}`;
  return { text: cut, ranges: highlightRanges(cut, terms) };
}

/** For a one-off text: prepare and cut in one go. */
export function snippet(text: string, terms: readonly string[], length = 160): { text: string; ranges: Range[] } {
  return snippetFrom(snippetSource(text), terms, length);
}
