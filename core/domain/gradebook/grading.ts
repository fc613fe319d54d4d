import { GRADES, MAX_TOPIC_WEIGHT, MIN_TOPIC_WEIGHT, TENDENCY_STEPS, type Grade } from '../../schemas/gradebook';

/**
 * Grade book 2.0 (issue 25): a grade with its tendency, „nicht bewertet“ as a state of its own,
 * weighted averages that say from how many grades they come, and the term-grade proposal.
 * Pure rules only; storage and screens decide where the values live.
 *
 * Why „nicht bewertet“ is a value and not a 1 (DECISIONS.md 12): a new topic used to give every
 * child a 1, so averages read 1,00 until every cell was filled. Old data migrate unchanged —
 * a stored 1 stays a 1 (`gradeFromStored`).
 */

export type Tendency = 'plus' | 'minus';

/** A grade as the teacher gave it; `null` is „nicht bewertet“. */
export type GradeValue = { grade: Grade; tendency: Tendency | null } | null;

/**
 * How much a tendency moves a grade. German schools use thirds (3+ = 2,66, 3− = 3,33; the
 * Oberstufe's 15 points are thirds too) or quarters (Baden-Württemberg: x,25 / x,75); teachers'
 * grade books round thirds to 0,3 (1,0 · 1,3 · 1,7 · 2,0 · 2,3 …, the university scale) —
 * sources: lehrerforen.de/thread/60542 „Viertelnoten, Drittelnoten, Plus und Minus“,
 * gutefrage.net answers on Drittel- and Viertelnoten. So 0,3 is the default and a class may
 * choose 0,25 or 0,33. All three are whole hundredths, which keeps the sums exact.
 */
export { TENDENCY_STEPS };
export type TendencyStep = (typeof TENDENCY_STEPS)[number];
export const DEFAULT_TENDENCY_STEP: TendencyStep = 0.3;

export function isTendencyStep(value: unknown): value is TendencyStep {
  return (TENDENCY_STEPS as readonly unknown[]).includes(value);
}

/** "0,3" — the step as the class settings show it. */
export function tendencyStepLabel(step: TendencyStep): string {
  return String(step).replace('.', ',');
}

/** U+2212: the real minus sign, so „2−“ reads as a grade and screen readers say „minus“. */
export const MINUS = '\u2212';

/**
 * Why 6 has no tendency: the 15-point scale ends at 1 point = 5− and 0 points = 6
 * (westensee.net/bewertg/15pktsys.htm), and the issue asks for 1+ … 5−. A 6− would be worse
 * than the worst grade, and a 6+ is a 5− in all but name.
 */
export function isGradeValue(value: unknown): value is GradeValue {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  const { grade, tendency } = value as { grade?: unknown; tendency?: unknown };
  if (!(GRADES as readonly unknown[]).includes(grade)) return false;
  if (tendency === null) return true;
  return (tendency === 'plus' || tendency === 'minus') && grade !== 6;
}

/** A grade value, refusing what cannot exist (6+, 6−, grades outside 1–6). */
export function gradeValue(grade: number, tendency: Tendency | null = null): NonNullable<GradeValue> {
  const value = { grade, tendency };
  if (!isGradeValue(value) || value === null) throw new RangeError(`Die Note ${grade}${tendency ?? ''} gibt es nicht`);
  return value;
}

/** Version-1 data stored whole grades 1–6: each stays exactly that grade, without tendency. */
export function gradeFromStored(grade: number): NonNullable<GradeValue> {
  return gradeValue(grade, null);
}

/** Every grade a picker offers, best first: 1+, 1, 1−, 2+ … 5−, 6. */
export const GRADE_CHOICES: readonly NonNullable<GradeValue>[] = GRADES.flatMap((grade) =>
  grade === 6 ? [gradeValue(6)] : [gradeValue(grade, 'plus'), gradeValue(grade), gradeValue(grade, 'minus')],
);

/** The grade in hundredths: 2+ at step 0,3 → 170. Integers, so sums and averages do not drift. */
function hundredths(value: NonNullable<GradeValue>, step: TendencyStep): number {
  if (!isTendencyStep(step)) throw new RangeError(`Tendenz-Schritt ${String(step)} ist nicht vorgesehen`);
  const shift = Math.round(step * 100);
  return value.grade * 100 + (value.tendency === 'plus' ? -shift : value.tendency === 'minus' ? shift : 0);
}

/**
 * The number a grade counts as: 2+ = 1,7 and 2− = 2,3 at the default step. 1+ counts 0,7
 * (1 − step): the 15-point scale puts 1+ (15 points) above a plain 1, so a 1+ that counted
 * as 1,0 would lose exactly what the teacher meant to say. Averages can therefore go below
 * 1,00; the term proposal never does (`proposeTermGrade`). `null` for „nicht bewertet“.
 */
export function gradeNumber(value: GradeValue, step: TendencyStep = DEFAULT_TENDENCY_STEP): number | null {
  return value === null ? null : hundredths(value, step) / 100;
}

/** „2+“, „2−“ (U+2212), „2“, or „nicht bewertet“. */
export function gradeLabel(value: GradeValue): string {
  if (value === null) return 'nicht bewertet';
  return `${value.grade}${value.tendency === 'plus' ? '+' : value.tendency === 'minus' ? MINUS : ''}`;
}

/** The same for a grid cell, where „nicht bewertet“ does not fit: „–“ (the cell's label says it in full). */
export function gradeCellLabel(value: GradeValue): string {
  return value === null ? '–' : gradeLabel(value);
}

export type ParsedGrade = { ok: true; value: GradeValue } | { ok: false; message: string };

const NOT_GRADED = new Set(['', '-', 'nb', 'n.b.', 'n.b', 'nichtbewertet']);

/**
 * What a teacher types: „2+“, „2-“, „2 -“, „2–“, „2−“; „nb“, „-“ or nothing for „nicht
 * bewertet“. Every dash counts as minus, because phones and word processors turn „-“ into
 * „–“ on their own. Anything else gets a German sentence saying what is expected.
 */
export function parseGrade(text: string): ParsedGrade {
  const typed = text.trim();
  const compact = typed
    .toLocaleLowerCase('de')
    .replace(/\s+/g, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-');
  if (NOT_GRADED.has(compact)) return { ok: true, value: null };
  const match = /^([1-6])([+-]?)$/.exec(compact);
  if (!match) {
    return {
      ok: false,
      message: `„${typed.slice(0, 20)}“ ist keine Note. Bitte 1 bis 6 eingeben, mit Tendenz z. B. „2+“ oder „2−“, oder „nb“ für nicht bewertet.`,
    };
  }
  const grade = Number(match[1]);
  const tendency = match[2] === '+' ? 'plus' : match[2] === '-' ? 'minus' : null;
  if (grade === 6 && tendency) return { ok: false, message: 'Die 6 hat keine Tendenz. Bitte „6“ oder „5−“ eingeben.' };
  return { ok: true, value: gradeValue(grade, tendency) };
}

/**
 * A topic's weight: 1 unless the teacher says otherwise, from 0,5 (a short test) to 5 (the big
 * performance of the term) in halves. Half steps are what „zählt anderthalbfach / doppelt“
 * needs and keep the sums exact; 0 is not a weight — a topic that must not count is left
 * „nicht bewertet“.
 */
export const DEFAULT_TOPIC_WEIGHT = 1;
/** The limits live with the stored schema, which checks them when the grade book is read back. */
export { MAX_TOPIC_WEIGHT, MIN_TOPIC_WEIGHT };

export function isTopicWeight(value: unknown): value is number {
  return typeof value === 'number' && value >= MIN_TOPIC_WEIGHT && value <= MAX_TOPIC_WEIGHT && Number.isInteger(value * 2);
}

/** „1,5“ or „2“ typed by a teacher, with a German sentence when it is not a weight. */
export function parseTopicWeight(text: string): { ok: true; weight: number } | { ok: false; message: string } {
  const compact = text.trim().replace(',', '.');
  const weight = /^\d+(\.\d+)?$/.test(compact) ? Number(compact) : NaN;
  return isTopicWeight(weight)
    ? { ok: true, weight }
    : { ok: false, message: 'Die Gewichtung ist eine Zahl von 0,5 bis 5 in halben Schritten, z. B. 1, 1,5 oder 2.' };
}

/** „×1,5“ for a topic's header; nothing at the default weight. */
export function weightLabel(weight: number): string {
  return weight === DEFAULT_TOPIC_WEIGHT ? '' : `×${String(weight).replace('.', ',')}`;
}

/** An average with what it rests on, so a screen never shows a number without its base. */
export interface GradedAverage {
  /** Two decimals, rounded half up; null when nothing is graded. */
  average: number | null;
  /** How many grades count. */
  graded: number;
  /** How many there could be (topics for a child, children for a topic). */
  total: number;
}

export interface WeightedGrade {
  value: GradeValue;
  /** Defaults to 1. */
  weight?: number;
}

/**
 * A child's average over topics, each counting with its weight; „nicht bewertet“ counts
 * neither as a grade nor in the divisor (DECISIONS.md 12). Sums in hundredths × half-weights
 * are integers, so 2,375 rounds to 2,38 every time.
 */
export function weightedAverage(grades: readonly WeightedGrade[], step: TendencyStep = DEFAULT_TENDENCY_STEP): GradedAverage {
  let sum = 0;
  let weights = 0;
  let graded = 0;
  for (const { value, weight = DEFAULT_TOPIC_WEIGHT } of grades) {
    if (!isTopicWeight(weight)) throw new RangeError(`Gewichtung ${weight} liegt nicht zwischen 0,5 und 5`);
    if (value === null) continue;
    const halves = weight * 2;
    sum += hundredths(value, step) * halves;
    weights += halves;
    graded++;
  }
  return { average: weights === 0 ? null : Math.round(sum / weights) / 100, graded, total: grades.length };
}

/** A topic's class average: every graded child counts once. */
export function classAverage(grades: readonly GradeValue[], step: TendencyStep = DEFAULT_TENDENCY_STEP): GradedAverage {
  return weightedAverage(
    grades.map((value) => ({ value })),
    step,
  );
}

/** German decimal comma, two places: 2.4 → „2,40“. */
export function formatDecimal(value: number): string {
  return value.toFixed(2).replace('.', ',');
}

/** „2,40 · 18 von 24 bewertet“, or „nicht bewertet“ when no grade counts. */
export function formatGradedAverage(result: GradedAverage): string {
  if (result.average === null) return 'nicht bewertet';
  return `${formatDecimal(result.average)} · ${result.graded} von ${result.total} bewertet`;
}

/**
 * What happens at exactly x,50. Plain rounding gives the worse grade (2,50 → 3); many schools
 * leave x,5 to the teacher or let the Fachkonferenz decide for the better grade (sources:
 * gutefrage.net „ab x,5 wird aufgerundet … der Lehrer darf die bessere Note geben“;
 * de.serlo.org/70000 „bei ,5 entscheiden die Lehrer“). Default: 'worse', the arithmetic rule,
 * because a proposal should be what the numbers say; the teacher's judgement comes after.
 */
export type HalfRounding = 'better' | 'worse';
export const DEFAULT_HALF_ROUNDING: HalfRounding = 'worse';

export interface TermProposal {
  grade: Grade;
  /** The average the proposal comes from, as shown (two decimals). */
  average: number;
}

/**
 * The term grade the numbers suggest: below x,50 the better grade, above it the worse, at
 * exactly x,50 as `atHalf` says. It starts from the two-decimal average the screen shows, so
 * „2,50“ on screen and the proposal never disagree. Averages below 1 (1+ grades) propose 1.
 */
export function proposeTermGrade(
  average: GradedAverage | number | null,
  atHalf: HalfRounding = DEFAULT_HALF_ROUNDING,
): TermProposal | null {
  const value = typeof average === 'number' || average === null ? average : average.average;
  if (value === null) return null;
  const inHundredths = Math.round(value * 100);
  const whole = Math.floor(inHundredths / 100);
  const rest = inHundredths - whole * 100;
  const rounded = rest < 50 ? whole : rest > 50 ? whole + 1 : atHalf === 'better' ? whole : whole + 1;
  return { grade: Math.min(6, Math.max(1, rounded)) as Grade, average: inHundredths / 100 };
}

/** „Vorschlag: 2 (2,38)“, or „Kein Vorschlag – nicht bewertet“. */
export function formatTermProposal(proposal: TermProposal | null): string {
  return proposal === null ? 'Kein Vorschlag – nicht bewertet' : `Vorschlag: ${proposal.grade} (${formatDecimal(proposal.average)})`;
}
