import { MAX_STUDENT_NAME } from '../../schemas/gradebook';
import { compareGermanNatural } from '../german-sort';

/**
 * Names within a class (issue 25): two children called „Ben Schäfer“ looked identical on every
 * screen and in projector mode („B. S.“ twice), so a grade could go to the wrong child.
 */

/** What makes two names the same to a reader: case, spacing and Unicode form do not. */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de');
}

/** „Ben Schäfer (2)“ → „Ben Schäfer“: the name a number was added to. */
function baseName(name: string): string {
  return name.replace(/\s*\(\d+\)$/, '') || name;
}

/** „Ben Schäfer (n)“, the name shortened if needed so the number still fits the limit. */
function numbered(base: string, n: number): string {
  const suffix = ` (${n})`;
  return `${base.slice(0, MAX_STUDENT_NAME - suffix.length).trimEnd()}${suffix}`;
}

/** The first „name (n)“, n ≥ 2, that no key in `taken` has. Ends: `taken` is finite. */
export function nextDistinctName(name: string, taken: ReadonlySet<string>): string {
  const base = baseName(name);
  for (let n = 2; ; n++) {
    const candidate = numbered(base, n);
    if (!taken.has(nameKey(candidate))) return candidate;
  }
}

export type DistinctName = { ok: true; name: string } | { ok: false; message: string; suggestion: string | null };

/**
 * Checks a name typed for one child against the class's other names (pass them without the
 * child being renamed). A duplicate is refused with a suggestion, not silently numbered: the
 * teacher typing it knows a better way to tell the two apart (a second first name, „Ben S. aus
 * der 5b“), and the screen can offer „Ben Schäfer (2)“ as one tap. Whitespace is tidied.
 */
export function distinctName(existing: readonly string[], wanted: string): DistinctName {
  const name = wanted.trim().replace(/\s+/g, ' ');
  if (!name) return { ok: false, message: 'Bitte einen Namen eingeben.', suggestion: null };
  if (name.length > MAX_STUDENT_NAME) {
    return {
      ok: false,
      message: `Ein Name darf höchstens ${MAX_STUDENT_NAME} Zeichen lang sein; dieser hat ${name.length}.`,
      suggestion: null,
    };
  }
  const taken = new Set(existing.map(nameKey));
  if (!taken.has(nameKey(name))) return { ok: true, name };
  const suggestion = nextDistinctName(name, taken);
  return {
    ok: false,
    message: `„${name}“ gibt es in dieser Klasse schon. Damit man die beiden unterscheiden kann, ergänzen Sie bitte etwas, z. B. „${suggestion}“.`,
    suggestion,
  };
}

interface Word {
  text: string;
  /** Positions of the letters in `text`. */
  letters: number[];
}

/** A word shown with its first `shown` letters: „S.“, „Sch.“, or whole once every letter shows. */
function showWord(word: Word, shown: number): string {
  const first = word.letters[0] as number;
  const last = word.letters[Math.min(shown, word.letters.length) - 1] as number;
  const head = word.text.slice(first, last + 1);
  const capital = head.charAt(0).toLocaleUpperCase('de') + head.slice(1);
  if (shown >= word.letters.length && word.letters.length > 1) return capital + word.text.slice(last + 1);
  return `${capital}.`;
}

/**
 * A name's labels from least to most revealing. Level 0 is the initials „B. S.“, as projector
 * mode always showed; each level shows one more letter — of the first name first („Be. S.“,
 * „Ben S.“), then of the last word, then of the words between. Tokens without letters, like
 * the „(2)“ of „Ben Schäfer (2)“, always show, because they are what tells such names apart.
 */
class NameLabels {
  readonly max: number;
  private readonly words: (Word | string)[];
  private readonly order: Word[];

  constructor(name: string) {
    this.words = name
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((text) => {
        const letters = [...text.matchAll(/\p{L}/gu)].map((m) => m.index);
        return letters.length > 0 ? { text, letters } : text;
      });
    const words = this.words.filter((w): w is Word => typeof w !== 'string');
    this.order = words.length > 1 ? [words[0] as Word, words[words.length - 1] as Word, ...words.slice(1, -1)] : words;
    this.max = this.order.reduce((sum, w) => sum + w.letters.length - 1, 0);
  }

  at(level: number): string {
    if (this.words.length === 0) return '–';
    const shown = new Map(this.order.map((w) => [w, 1]));
    let rest = level;
    for (const word of this.order) {
      const more = Math.min(rest, word.letters.length - 1);
      shown.set(word, 1 + more);
      rest -= more;
    }
    return this.words.map((w) => (typeof w === 'string' ? w : showWord(w, shown.get(w) ?? 1))).join(' ');
  }
}

/** Labels that differ only by a dot („Ben S.“ for Ben, „Ben. S.“ for Benno) look the same on a wall: compare without dots. */
export function labelKey(label: string): string {
  return nameKey(label.replace(/\./g, ''));
}

/**
 * Projector-mode labels, unique within the class, in the order given (pass the class as the
 * screen lists it). Rule: every child starts at the initials; while two or more labels are the
 * same, those children all move one level up (`NameLabels`), unless their names are the same
 * name — more letters cannot tell those apart and would only reveal more. Levels only rise
 * and are bounded by the name's length, so this ends. Labels still shared then (the same name
 * twice) get „ (2)“, „ (3)“ … in list order, skipping any label already in use, so the result
 * is always unique — also by `labelKey`, i.e. not only by a dot.
 */
export function projectorInitials(names: readonly string[]): string[] {
  const entries = names.map((name) => ({ labels: new NameLabels(name), key: nameKey(name), level: 0 }));
  let labels = entries.map((e) => e.labels.at(0));
  for (;;) {
    const groups = new Map<string, number[]>();
    labels.forEach((label, i) => groups.set(labelKey(label), [...(groups.get(labelKey(label)) ?? []), i]));
    let progress = false;
    for (const group of groups.values()) {
      if (group.length < 2) continue;
      const firstKey = entries[group[0] as number]?.key;
      if (group.every((i) => entries[i]?.key === firstKey)) continue;
      for (const i of group) {
        const entry = entries[i] as (typeof entries)[number];
        if (entry.level >= entry.labels.max) continue;
        entry.level++;
        progress = true;
      }
    }
    if (!progress) break;
    labels = entries.map((e) => e.labels.at(e.level));
  }
  const used = new Set(labels.map(labelKey));
  const seen = new Set<string>();
  return labels.map((label) => {
    if (!seen.has(labelKey(label))) {
      seen.add(labelKey(label));
      return label;
    }
    let n = 2;
    while (used.has(labelKey(`${label} (${n})`))) n++;
    const unique = `${label} (${n})`;
    used.add(labelKey(unique));
    return unique;
  });
}

/** The same, keyed by child id, for screens that look labels up while rendering. */
export function projectorInitialsById(students: readonly { id: string; name: string }[]): Map<string, string> {
  const labels = projectorInitials(students.map((s) => s.name));
  return new Map(students.map((s, i) => [s.id, labels[i] as string]));
}

/** German class order, numbers as numbers: „1a, 1b, 2a, 10a“, „Ä“ with „A“. */
export function compareClassNames(a: string, b: string): number {
  return compareGermanNatural(a.trim(), b.trim());
}

/** Classes in that order on every screen (grade book, chart, team maker, class run); the input is untouched. */
export function sortClasses<T extends { name: string }>(classes: readonly T[]): T[] {
  return [...classes].sort((a, b) => compareClassNames(a.name, b.name));
}
