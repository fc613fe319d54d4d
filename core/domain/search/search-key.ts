import { foldWithMap } from './german-text';

/**
 * How search compares words (issue 23): the index and the query turn every word into the same
 * key — lower case, umlauts without their dots (ä→a, so „Bälle“ and „Ball“ meet), ß→ss, a light
 * German stemmer (Spiele, spielen, Spiel → spiel) — and compounds also give their parts, so
 * „Aufwärmspiel“ is found by „aufwärmen“ and „Regenpause“ finds „Regen“ and „Pause“.
 */

const STRIP: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', ß: 'ss', æ: 'ae', œ: 'oe' };

function plainChar(ch: string): string {
  const code = ch.charCodeAt(0);
  // Plain ASCII is most of every text: no Unicode work for it (snippets fold whole cards).
  if (code < 128) return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : ch;
  const lower = ch.toLowerCase();
  return STRIP[lower] ?? lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Lower case, umlauts without dots, other accents dropped: „Völkerball“ → „volkerball“. */
export function plainWord(word: string): string {
  let out = '';
  for (const ch of word) out += plainChar(ch);
  return out;
}

/** Endings removed, longest first, as long as four letters stay: enough to meet singular and plural. */
const ENDINGS = ['ern', 'en', 'er', 'es', 'em', 'e', 'n', 's'];

export function stem(word: string): string {
  if (/\d/.test(word)) return word;
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 4) return word.slice(0, -ending.length);
  }
  return word;
}

/** The key a word is indexed and searched under. */
export const searchKey = (word: string) => stem(plainWord(word));

/** Words as search sees them: runs of letters and digits. */
export function words(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * A compound's two parts, when both are words of the library: „aufwarmspiel“ → aufwarm + spiel.
 * The first part keeps four letters or more, the second three (Spiel, Tor, Ball); a linking
 * „s“ or „n“ between them is allowed (Wettkampfsport, Kettenfangen).
 */
export function splitCompound(key: string, known: (key: string) => boolean): [string, string] | null {
  if (key.length < 7 || /\d/.test(key)) return null;
  for (let cut = key.length - 3; cut >= 4; cut--) {
    const head = key.slice(0, cut);
    const tail = key.slice(cut);
    if (!known(stem(tail)) && !known(tail)) continue;
    for (const first of [head, head.replace(/(s|n)$/, '')]) {
      if (first.length >= 4 && (known(first) || known(stem(first)))) return [stem(first), stem(tail)];
    }
  }
  return null;
}

/** plainWord over a whole text, with where each plain character came from (for highlighting). */
export const plainWithMap = (text: string) => foldWithMap(text, plainChar);
