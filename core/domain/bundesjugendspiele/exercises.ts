import type { Better } from './ranking';

/**
 * The Wettbewerb's exercises (issue 26). The handbook groups them in four blocks and changes them
 * every two grades; each block is done once, so a child's Vierkampf is one exercise per block.
 * Distances, zone widths and the number of attempts are the handbook's recommendations: a school
 * adapts them to its ground as long as every child of a group has the same conditions, so the
 * event keeps its own copy of each exercise's settings (docs/bundesjugendspiele.md).
 */

export const BLOCKS = ['laufen', 'springen', 'werfen', 'ausdauer'] as const;
export type Block = (typeof BLOCKS)[number];

export const BLOCK_LABELS: Readonly<Record<Block, string>> = {
  laufen: 'schnell laufen',
  springen: 'weit/hoch springen',
  werfen: 'weit werfen/stoßen',
  ausdauer: 'ausdauernd laufen',
};

/** Two grades share an exercise list. */
export const GRADE_BANDS = ['1-2', '3-4'] as const;
export type GradeBand = (typeof GRADE_BANDS)[number];
export const GRADE_BAND_LABELS: Readonly<Record<GradeBand, string>> = { '1-2': 'Klassen 1 und 2', '3-4': 'Klassen 3 und 4' };

/** Grades 5 and 6 may take part transitionally (handbook): they use the list of 3 and 4. */
export function bandOf(grade: number): GradeBand {
  return grade <= 2 ? '1-2' : '3-4';
}

/**
 * What a station records, as a whole number so equal means equal:
 * - `time`: tenths of a second (6,4 s → 64), less is better;
 * - `zones`: the zone reached, 0 for a failed attempt, more is better;
 * - `count`: rounds, more is better;
 * - `mastery`: a run that gives no placings by itself (handbook „Wertung“: the 15-minute run):
 *   3 = gemeistert, 2 = more than half, 1 = started, less than half. Ranked like any value, the
 *   handbook's Platzziffern follow: all who mastered it 1, more than half „number of 1s + 1“, less
 *   than half „number of 1s + number of more-than-half + 1“.
 */
export type Measure = 'time' | 'zones' | 'count' | 'mastery';

/** The three outcomes of a `mastery` run, best first. */
export const MASTERY_LEVELS = [3, 2, 1] as const;
export const MASTERY_LABELS: Readonly<Record<number, string>> = {
  3: 'geschafft',
  2: 'mehr als die Hälfte',
  1: 'weniger als die Hälfte',
};

export const betterOf = (measure: Measure): Better => (measure === 'time' ? 'lower' : 'higher');

export interface ExerciseSettings {
  /** How many tries a child has; the best counts. */
  attempts: number;
  /** Zones: how many zones are marked (zone 1 is the nearest). */
  zones: number;
  /** The unit a count is in („Runden“, „Minuten“). */
  countUnit: string;
  /** The set-up in a line, shown at the station (distance, zone width, equipment). */
  setup: string;
}

/**
 * What counts of a child's attempts: the best one, or all of them added (the handbook's 30-m-Lauf
 * for classes 1/2: „Die Kinder laufen zweimal … Die Zeiten beider Läufe werden addiert.“).
 */
export type Aggregate = 'best' | 'sum';

export interface CatalogueExercise extends ExerciseSettings {
  id: string;
  name: string;
  block: Block;
  band: GradeBand;
  measure: Measure;
  aggregate: Aggregate;
}

export const MAX_ATTEMPTS = 5;
export const MAX_ZONES = 20;

const exercise = (
  e: Omit<CatalogueExercise, 'zones' | 'countUnit' | 'aggregate'> & Partial<Pick<CatalogueExercise, 'zones' | 'countUnit' | 'aggregate'>>,
) => ({ zones: 0, countUnit: '', aggregate: 'best', ...e }) satisfies CatalogueExercise;

/**
 * The offered exercises per band (see docs/bundesjugendspiele.md for the sources and which
 * details are recommendations). The first of each block is the default choice.
 */
export const EXERCISE_CATALOGUE: readonly CatalogueExercise[] = [
  exercise({
    id: 'sprint-30',
    name: '30-m-Lauf',
    block: 'laufen',
    band: '1-2',
    measure: 'time',
    attempts: 2,
    aggregate: 'sum',
    setup: '30 m, zwei Läufe, die Zeiten werden addiert; Start ohne Startblock',
  }),
  exercise({
    id: 'hindernis-30',
    name: 'Hindernissprint',
    block: 'laufen',
    band: '1-2',
    measure: 'time',
    attempts: 1,
    setup: '30 m mit niedrigen Hindernissen',
  }),
  exercise({
    id: 'pendelsprint-1',
    name: 'Wendesprint',
    block: 'laufen',
    band: '1-2',
    measure: 'time',
    attempts: 1,
    setup: '2 × 15 m um eine Wendemarke (statt 30 m in der Halle)',
  }),
  exercise({
    id: 'zonenweitsprung-1',
    name: 'Zonenweitsprung',
    block: 'springen',
    band: '1-2',
    measure: 'zones',
    attempts: 3,
    zones: 8,
    setup: 'Absprungzone 50 cm, Zonen je 20 cm',
  }),
  exercise({
    id: 'standweitsprung-1',
    name: 'Standweitsprung',
    block: 'springen',
    band: '1-2',
    measure: 'zones',
    attempts: 3,
    zones: 8,
    setup: 'beidbeinig aus dem Stand, Zonen je 10 cm',
  }),
  exercise({
    id: 'stabweitsprung-1',
    name: 'Stabweitsprung',
    block: 'springen',
    band: '1-2',
    measure: 'zones',
    attempts: 3,
    zones: 6,
    setup: 'mit dem Stab über den Graben, Zonen je 20 cm',
  }),
  exercise({
    id: 'schlagwurf-1',
    name: 'Schlagwurf',
    block: 'werfen',
    band: '1-2',
    measure: 'zones',
    attempts: 3,
    zones: 8,
    setup: 'Schlagball, Zonen je 2 m',
  }),
  exercise({
    id: 'drehwurf-1',
    name: 'Drehwurf',
    block: 'werfen',
    band: '1-2',
    measure: 'zones',
    attempts: 3,
    zones: 8,
    setup: 'Ring oder Reifen aus der Drehung, Zonen je 1 m',
  }),
  exercise({
    id: 'medizinballstoss-1',
    name: 'Medizinballstoß',
    block: 'werfen',
    band: '1-2',
    measure: 'zones',
    attempts: 3,
    zones: 8,
    setup: '1-kg-Ball aus dem Stand, Zonen je 50 cm',
  }),
  exercise({
    id: 'ausdauer-10',
    name: 'Ausdauerlauf 10 Minuten',
    block: 'ausdauer',
    band: '1-2',
    measure: 'count',
    attempts: 1,
    countUnit: 'Runden',
    setup: '10 Minuten, Runden zählen',
  }),
  exercise({
    id: 'dauerlauf-10',
    name: 'Dauerlauf 10 Minuten',
    block: 'ausdauer',
    band: '1-2',
    measure: 'mastery',
    attempts: 1,
    setup: '10 Minuten laufen, ohne stehen zu bleiben oder zu gehen',
  }),
  exercise({
    id: 'sprint-40',
    name: '40-m-Lauf',
    block: 'laufen',
    band: '3-4',
    measure: 'time',
    attempts: 1,
    setup: '40 m, Startposition frei, ohne Startblock',
  }),
  exercise({
    id: 'hindernis-40',
    name: 'Hindernissprint',
    block: 'laufen',
    band: '3-4',
    measure: 'time',
    attempts: 1,
    setup: '30–40 m, je Bahn 4–5 Hindernisse (30–40 cm hoch) im Abstand von 4–6 m',
  }),
  exercise({
    id: 'pendelsprint-3',
    name: 'Wendesprint',
    block: 'laufen',
    band: '3-4',
    measure: 'time',
    attempts: 1,
    setup: '2 × 20 m um eine Wendemarke (statt 40 m in der Halle)',
  }),
  exercise({
    id: 'zonenweitsprung-3',
    name: 'Zonenweitsprung',
    block: 'springen',
    band: '3-4',
    measure: 'zones',
    attempts: 3,
    zones: 10,
    setup: 'Absprungzone 50 cm, Zonen je 20 cm',
  }),
  exercise({
    id: 'zonenhochsprung-3',
    name: 'Hoch-Weitsprung',
    block: 'springen',
    band: '3-4',
    measure: 'zones',
    attempts: 3,
    zones: 8,
    setup: 'über die Schnur in Zonen, Zonen je 20 cm',
  }),
  exercise({
    id: 'stabweitsprung-3',
    name: 'Stabweitsprung',
    block: 'springen',
    band: '3-4',
    measure: 'zones',
    attempts: 3,
    zones: 8,
    setup: 'mit dem Stab über den Graben, Zonen je 20 cm',
  }),
  exercise({
    id: 'schlagwurf-3',
    name: 'Schlagwurf',
    block: 'werfen',
    band: '3-4',
    measure: 'zones',
    attempts: 3,
    zones: 10,
    setup: 'Schlagball, Zonen je 2 m',
  }),
  exercise({
    id: 'drehwurf-3',
    name: 'Drehwurf',
    block: 'werfen',
    band: '3-4',
    measure: 'zones',
    attempts: 3,
    zones: 10,
    setup: 'Ring oder Reifen aus der Drehung, Zonen je 1 m',
  }),
  exercise({
    id: 'medizinballstoss-3',
    name: 'Medizinballstoß',
    block: 'werfen',
    band: '3-4',
    measure: 'zones',
    attempts: 3,
    zones: 10,
    setup: '1-kg-Ball aus dem Stand, Zonen je 50 cm',
  }),
  exercise({
    id: 'ausdauer-15',
    name: 'Ausdauerlauf 15 Minuten',
    block: 'ausdauer',
    band: '3-4',
    measure: 'count',
    attempts: 1,
    countUnit: 'Runden',
    setup: '15 Minuten, Runden zählen',
  }),
  exercise({
    id: 'dauerlauf-15',
    name: 'Dauerlauf 15 Minuten',
    block: 'ausdauer',
    band: '3-4',
    measure: 'mastery',
    attempts: 1,
    setup: '15 Minuten laufen, ohne stehen zu bleiben oder zu gehen',
  }),
];

export const catalogueExercise = (id: string): CatalogueExercise | undefined => EXERCISE_CATALOGUE.find((e) => e.id === id);

export const exercisesFor = (band: GradeBand, block: Block): CatalogueExercise[] =>
  EXERCISE_CATALOGUE.filter((e) => e.band === band && e.block === block);

/** The default Vierkampf of a band: the first exercise of each block. */
export function defaultChoice(band: GradeBand): string[] {
  return BLOCKS.map((block) => (exercisesFor(band, block)[0] as CatalogueExercise).id);
}

/**
 * The counted result of a child's attempts: the best one, or for a `sum` exercise all attempts
 * added — only once every attempt is in (one run of two cannot be compared with two). None → null.
 */
export function countedValue(
  exercise: Pick<CatalogueExercise, 'measure' | 'aggregate' | 'attempts'>,
  attempts: readonly number[],
): number | null {
  if (attempts.length === 0) return null;
  if (exercise.aggregate === 'sum') return attempts.length >= exercise.attempts ? attempts.reduce((a, b) => a + b, 0) : null;
  return exercise.measure === 'time' ? Math.min(...attempts) : Math.max(...attempts);
}

/** 64 → „6,4 s“, zone 5 → „Zone 5“, 0 → „ungültig“, 12 Runden → „12 Runden“. */
export function formatValue(measure: Measure, value: number, countUnit = ''): string {
  if (measure === 'time') return `${(value / 10).toFixed(1).replace('.', ',')} s`;
  if (measure === 'zones') return value === 0 ? 'ungültig' : `Zone ${value}`;
  if (measure === 'mastery') return MASTERY_LABELS[value] ?? String(value);
  return countUnit ? `${value} ${countUnit}` : String(value);
}

/**
 * A time as typed at the station: „6,4“, „6.4“, „6“ or „12,35“ (rounded to tenths). Hand timing
 * is in tenths; the stopwatch gives milliseconds, rounded the same way.
 */
export function parseTime(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*(?:s|sek)?\s*$/i.exec(text);
  if (!match) return null;
  const tenths = Math.round(Number(`${match[1]}.${match[2] ?? '0'}`) * 10);
  return tenths > 0 && tenths <= 9999 ? tenths : null;
}

/** Stopwatch milliseconds → tenths, rounded up: hand timing never shows a child faster than it ran. */
export const tenthsFromMs = (ms: number): number => Math.max(1, Math.ceil(Math.round(ms) / 100));

/** Whether a recorded value fits the exercise (a zone beyond the last, a time of 0 …). */
export function isValidValue(measure: Measure, value: number, settings: Pick<ExerciseSettings, 'zones'>): boolean {
  if (!Number.isInteger(value) || value < 0) return false;
  if (measure === 'time') return value > 0 && value <= 9999;
  if (measure === 'zones') return value <= settings.zones;
  if (measure === 'mastery') return value >= 1 && value <= 3;
  return value <= 999;
}
