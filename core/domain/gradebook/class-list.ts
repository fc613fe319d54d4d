import type { Gender, SchoolClass } from '../../schemas/gradebook';
import { parseNameList } from '../name-list';
import { studentLimitMessage } from './limits';
import { nameKey, nextDistinctName } from './class-names';

/**
 * A pasted class list for the grade book (issue 25): the lines are read by `parseNameList`,
 * exactly as the team maker reads them („Name;M“, „Name;W“, „Name<Tab>M“, „Name, W“, plain
 * „Name“, blank lines skipped, names longer than MAX_STUDENT_NAME refused), so a list that
 * works in one works in the other. On top come the class's rules: one gender per child,
 * distinct names, and MAX_STUDENTS_PER_CLASS.
 */
export interface ClassListChild {
  /** 1-based line in the pasted text. */
  line: number;
  name: string;
  gender: Gender;
  /**
   * False for a plain „Name“: the stored data needs M or W and a first name is no reliable
   * guide, so such a child takes the gender the teacher chose beside the text field, and the
   * screen can name these children so the teacher checks them.
   */
  genderGiven: boolean;
}

export interface ClassListRenamed {
  line: number;
  from: string;
  to: string;
  /** „Zeile 4: „Ben Schäfer“ gibt es schon – eingetragen als „Ben Schäfer (2)“.“ */
  message: string;
}

export interface ClassListResult {
  /** True when the children can be added as they are: every line read and room in the class. */
  ok: boolean;
  children: ClassListChild[];
  /** Each line that cannot be read, as a German sentence naming the line. */
  problems: { line: number; message: string }[];
  /** Names that were already in the class or earlier in the list, and what they became. */
  renamed: ClassListRenamed[];
  /** Why the list as a whole cannot be added (no names, the class limit), or null. */
  refusal: string | null;
}

const quoted = (text: string) => `„${text.length > 30 ? `${text.slice(0, 30)}…` : text}“`;

/**
 * Reads the list against `schoolClass`. A name already in the class (or twice in the list) is
 * taken with a number, „Ben Schäfer (2)“, and listed in `renamed`: two children of the same
 * name are real, and refusing a 28-line paste for that would make the teacher retype it;
 * the number shows at once, and the teacher can rename the child afterwards.
 */
export function parseClassList(text: string, schoolClass: Pick<SchoolClass, 'name' | 'students'>, fallbackGender: Gender): ClassListResult {
  const { names, unreadable } = parseNameList(text);
  const problems = unreadable.map((u) => ({ line: u.line, message: `Zeile ${u.line}: ${quoted(u.text)} – ${u.reason}.` }));
  const taken = new Set(schoolClass.students.map((s) => nameKey(s.name)));
  const renamed: ClassListRenamed[] = [];
  const children = names.map(({ line, name: typed, gender }) => {
    let name = typed.replace(/\s+/g, ' ');
    if (taken.has(nameKey(name))) {
      const to = nextDistinctName(name, taken);
      renamed.push({ line, from: name, to, message: `Zeile ${line}: ${quoted(name)} gibt es schon – eingetragen als ${quoted(to)}.` });
      name = to;
    }
    taken.add(nameKey(name));
    return { line, name, gender: gender ?? fallbackGender, genderGiven: gender !== null };
  });
  let refusal: string | null = null;
  if (children.length === 0 && problems.length === 0) refusal = 'Bitte mindestens einen Namen eingeben, einen pro Zeile.';
  else refusal = studentLimitMessage(schoolClass, children.length);
  return { ok: problems.length === 0 && refusal === null, children, problems, renamed, refusal };
}
