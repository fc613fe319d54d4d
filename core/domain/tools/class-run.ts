import { csvField } from '../gradebook/csv';
import { gradeFromStored, type GradeValue } from '../gradebook/grading';
import { compareGerman } from '../german-sort';
import { formatStopwatch } from './time-format';

/**
 * The class-list stopwatch (issue 10): one start for the whole class, one tap per child at the
 * finish, then times → grades through a table the teacher sets, per gender if wanted. Times
 * come from timestamps (DECISIONS rule 9), never from ticks.
 */

export interface Finish {
  studentId: string;
  /** Epoch ms of the tap. */
  at: number;
}

export interface RunState {
  startedAt: number | null;
  stoppedAt: number | null;
  finishes: Finish[];
}

export const idleRun: RunState = { startedAt: null, stoppedAt: null, finishes: [] };

export function runElapsed(run: RunState, now: number): number {
  if (run.startedAt === null) return 0;
  return Math.max(0, (run.stoppedAt ?? now) - run.startedAt);
}

export const isRunning = (run: RunState) => run.startedAt !== null && run.stoppedAt === null;

export function startRun(now: number): RunState {
  return { startedAt: now, stoppedAt: null, finishes: [] };
}

/** A tap on a child's name: only while running, once per child. */
export function recordFinish(run: RunState, studentId: string, now: number): RunState {
  if (!isRunning(run) || run.finishes.some((f) => f.studentId === studentId)) return run;
  return { ...run, finishes: [...run.finishes, { studentId, at: now }] };
}

/** Undo for one child's tap (a wrong name tapped, or tapped too early). */
export function removeFinish(run: RunState, studentId: string): RunState {
  return { ...run, finishes: run.finishes.filter((f) => f.studentId !== studentId) };
}

export function stopRun(run: RunState, now: number): RunState {
  return isRunning(run) ? { ...run, stoppedAt: now } : run;
}

/** The grades 1–5 each have an upper time limit (ms); slower than the limit for 5 gives a 6. */
export type Limits = [number, number, number, number, number];

export interface GradeTable {
  perGender: boolean;
  /** Used for everyone, or for children without a gender match when per gender. */
  all: Limits;
  W: Limits;
  M: Limits;
}

/** A start value for a 50 m sprint in primary school; the teacher sets their own. */
const SPRINT_50M: Limits = [9000, 9800, 10600, 11500, 12500];
export const defaultGradeTable: GradeTable = { perGender: false, all: SPRINT_50M, W: SPRINT_50M, M: SPRINT_50M };

export function gradeForTime(ms: number, limits: Limits): number {
  const index = limits.findIndex((limit) => ms <= limit);
  return index === -1 ? 6 : index + 1;
}

export function limitsFor(table: GradeTable, gender: 'M' | 'W'): Limits {
  return table.perGender ? table[gender] : table.all;
}

/** A German problem with a set of limits, or null: they must be positive and strictly rising. */
export function limitsProblem(limits: readonly (number | null)[]): string | null {
  if (limits.some((l) => l === null)) return 'Bitte für jede Note eine Zeit eintragen, z. B. „9,5“ oder „1:05,0“.';
  const values = limits as number[];
  if (values.some((l) => l <= 0)) return 'Zeiten müssen größer als 0 sein.';
  for (let i = 1; i < values.length; i++) {
    if ((values[i] as number) <= (values[i - 1] as number)) return `Die Zeit für Note ${i + 1} muss länger sein als die für Note ${i}.`;
  }
  return null;
}

/**
 * A time typed by a teacher: seconds ("9,5", "9.5", "12") or minutes:seconds ("1:05", "1:05,3").
 * Returns ms, or null when it is not a time.
 */
export function parseRunTime(text: string): number | null {
  const match = /^\s*(?:(\d{1,2}):)?(\d{1,4})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const [, minutes, seconds, fraction] = match;
  if (minutes !== undefined && Number(seconds) >= 60) return null;
  const fractionMs = fraction ? Math.round(Number(`0.${fraction}`) * 1000) : 0;
  return (Number(minutes ?? 0) * 60 + Number(seconds)) * 1000 + fractionMs;
}

/** How a limit is shown in its field: "9,5" or "1:05,3" (tenths are enough on a track). */
export function formatLimit(ms: number): string {
  const tenths = Math.round(ms / 100);
  const seconds = Math.floor(tenths / 10);
  const rest = tenths % 10;
  const body = seconds >= 60 ? `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}` : String(seconds);
  return rest === 0 ? body : `${body},${rest}`;
}

export interface Runner {
  id: string;
  name: string;
  gender: 'M' | 'W';
}

export interface RunResult {
  runner: Runner;
  /** 1-based, shared by equal times; null for children without a time. */
  place: number | null;
  time: number | null;
  grade: number | null;
}

/** Finishers by time (equal times share a place), then the children without a time by name. */
export function runResults(runners: readonly Runner[], run: RunState, table: GradeTable): RunResult[] {
  if (run.startedAt === null) return runners.map((runner) => ({ runner, place: null, time: null, grade: null }));
  const timeOf = new Map(run.finishes.map((f) => [f.studentId, f.at - (run.startedAt as number)]));
  const timed = runners
    .filter((r) => timeOf.has(r.id))
    .map((runner) => ({ runner, time: timeOf.get(runner.id) as number }))
    .sort((a, b) => a.time - b.time || compareGerman(a.runner.name, b.runner.name));
  const results: RunResult[] = timed.map(({ runner, time }, index) => ({
    runner,
    time,
    place: index + 1,
    grade: gradeForTime(time, limitsFor(table, runner.gender)),
  }));
  results.forEach((r, i) => {
    const previous = results[i - 1];
    if (previous && previous.time === r.time) r.place = previous.place;
  });
  const untimed = runners
    .filter((r) => !timeOf.has(r.id))
    .sort((a, b) => compareGerman(a.name, b.name))
    .map((runner) => ({ runner, place: null, time: null, grade: null }));
  return [...results, ...untimed];
}

/** Results for spreadsheets: BOM, semicolons, CRLF (as the laps and grade-book exports). */
export function runResultsCsv(results: readonly RunResult[]): string {
  const rows = [
    ['Platz', 'Name', 'Zeit', 'Note'],
    ...results.map((r) => [
      r.place === null ? '' : String(r.place),
      csvField(r.runner.name),
      r.time === null ? 'keine Zeit' : formatStopwatch(r.time),
      r.grade === null ? '' : String(r.grade),
    ]),
  ];
  return `\uFEFF${rows.map((r) => r.join(';')).join('\r\n')}\r\n`;
}

/** The same list as plain text for the clipboard (a message to colleagues, a note). */
export function runResultsText(results: readonly RunResult[]): string {
  return results
    .map((r) =>
      r.time === null ? `–  ${r.runner.name}: keine Zeit` : `${r.place}. ${r.runner.name}: ${formatStopwatch(r.time)} (Note ${r.grade})`,
    )
    .join('\n');
}

/**
 * What a grade-book topic gets from a run: a grade and a comment with the time per child. A
 * child without a time is „nicht bewertet“ (not a 1, which would count in every average), also
 * when the topic is recalculated: the grades come from the run, as the confirmation says.
 */
export function topicGrades(results: readonly RunResult[]): Record<string, { grade: GradeValue; comment: string }> {
  const grades: Record<string, { grade: GradeValue; comment: string }> = {};
  for (const r of results) {
    grades[r.runner.id] =
      r.time === null || r.grade === null
        ? { grade: null, comment: 'Keine Zeit gemessen' }
        : { grade: gradeFromStored(r.grade), comment: `Zeit: ${formatStopwatch(r.time)}` };
  }
  return grades;
}
