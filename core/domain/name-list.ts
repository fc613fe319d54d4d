import { MAX_STUDENT_NAME, type Gender } from '../schemas/gradebook';

/**
 * A pasted class list, one child per line: "Name", "Name;W", "Name;M", tab-separated columns
 * from a spreadsheet ("Anna<Tab>Müller<Tab>W") or the old "Name, M". Read the same way by the
 * grade book and the team maker, so a list that works in one works in the other. Lines that
 * cannot be read are returned with their number, so the screen can name them instead of
 * guessing (a wrong gender or a cut-off name would go unnoticed in a long list).
 */
export interface NameLine {
  /** 1-based line number in the pasted text (blank lines count, as in the text field). */
  line: number;
  name: string;
  gender: Gender | null;
}

export interface UnreadableLine {
  line: number;
  text: string;
  reason: string;
}

export interface ParsedNameList {
  names: NameLine[];
  unreadable: UnreadableLine[];
}

const GENDER_WORDS: Record<string, Gender> = { m: 'M', w: 'W', männlich: 'M', weiblich: 'W', junge: 'M', mädchen: 'W' };

function genderOf(field: string): Gender | null {
  return GENDER_WORDS[field.trim().toLocaleLowerCase('de')] ?? null;
}

export function parseNameList(text: string, maxName = MAX_STUDENT_NAME): ParsedNameList {
  const names: NameLine[] = [];
  const unreadable: UnreadableLine[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (!trimmed) return;
    let name = trimmed;
    let gender: Gender | null = null;
    const fields = trimmed.split(/[;\t]/).map((f) => f.trim());
    while (fields.length > 1 && fields[fields.length - 1] === '') fields.pop();
    if (fields.length > 1) {
      const last = fields.pop() as string;
      gender = genderOf(last);
      if (!gender) {
        unreadable.push({ line, text: trimmed, reason: `„${last.slice(0, 20)}“ ist keine Angabe „M“ oder „W“` });
        return;
      }
      name = fields.filter(Boolean).join(' ');
    } else {
      name = fields[0] ?? '';
      // "Müller, Anna" is a name; only a single gender letter after the last comma is a gender.
      const comma = /^(.*?)\s*,\s*([MmWw])$/.exec(name);
      if (comma) {
        name = (comma[1] ?? '').trim();
        gender = genderOf(comma[2] ?? '');
      }
    }
    if (!name) unreadable.push({ line, text: trimmed, reason: 'kein Name vor der Angabe' });
    else if (name.length > maxName) unreadable.push({ line, text: trimmed, reason: `der Name ist länger als ${maxName} Zeichen` });
    else names.push({ line, name, gender });
  });
  return { names, unreadable };
}

/** "Zeile 3 („Mia;X“): „X“ ist keine Angabe …" for each line, shortened for long pastes. */
export function describeUnreadable(unreadable: readonly UnreadableLine[], shown = 5): string {
  const parts = unreadable
    .slice(0, shown)
    .map((u) => `Zeile ${u.line} („${u.text.length > 30 ? `${u.text.slice(0, 30)}…` : u.text}“): ${u.reason}`);
  if (unreadable.length > shown) parts.push(`und ${unreadable.length - shown} weitere`);
  return parts.join('; ');
}
