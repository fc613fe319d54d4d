/**
 * Projector mode (issue 10): on a shared screen children appear by initials only, so a class
 * list on the wall does not show who is who to everyone in the room.
 */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return '–';
  // The first letter of each word, so "Anna-Lena Groß" becomes "A. G." and "Ülkü" "Ü.".
  return words.map((word) => `${(word.match(/\p{L}/u)?.[0] ?? '').toLocaleUpperCase('de')}.`).join(' ');
}

/** What a shared screen shows instead of a grade. */
export const HIDDEN_GRADE = '•';
