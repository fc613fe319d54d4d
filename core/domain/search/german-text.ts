/**
 * German-aware matching: "fussball" finds "Fußball", "muenze" finds "Münze", "Ärmel" finds
 * "armel". Every character is folded to lower-case ASCII (ä→ae, ö→oe, ü→ue, ß→ss, other accents
 * dropped), the same way for the index and for what the teacher types.
 */
const FOLD: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', æ: 'ae', œ: 'oe' };

function foldChar(ch: string): string {
  const lower = ch.toLowerCase();
  return FOLD[lower] ?? lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Plain ASCII folds to its lower case: no character needs more (most words and titles). */
function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

export function foldGerman(text: string): string {
  if (isAscii(text)) return text.toLowerCase();
  let out = '';
  for (const ch of text) out += foldChar(ch);
  return out;
}

/**
 * The folded text and, for each folded character, where it came from in the original. `fold`
 * turns one character into its folded form (search's keys fold umlauts differently).
 */
export function foldWithMap(text: string, fold: (ch: string) => string = foldChar): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const ch of text) {
    const f = fold(ch);
    folded += f;
    for (let i = 0; i < f.length; i++) origin.push(index);
    index += ch.length;
  }
  origin.push(index);
  return { folded, origin };
}

/** Words as the index sees them: letters and digits, folded. */
export function germanTerms(text: string): string[] {
  return foldGerman(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}
