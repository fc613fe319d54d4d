import type { BjsEvent, BjsState, ResultConflict, ResultEntry } from '../../schemas/bundesjugendspiele';
import { MAX_RESULTS } from '../../schemas/bundesjugendspiele';
import { findChild, activeExercises } from './event';
import { bandOf, isValidValue } from './exercises';

/**
 * Results at the stations and how several phones' results become one (issue 26). A result is one
 * child's attempts at one exercise. Merging never overwrites: the same attempts from two phones
 * are one result, different attempts are a conflict the organiser decides.
 */

export const resultKey = (exerciseId: string, childId: string): string => `${exerciseId}|${childId}`;

export const emptyState = (): BjsState => ({ event: null, results: {}, conflicts: [], deviceLabel: '' });

const sameAttempts = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Why a result does not fit the event (unknown child or exercise, a zone beyond the last …), or null. */
export function resultProblem(event: BjsEvent, entry: ResultEntry): string | null {
  if (entry.eventId !== event.id) return 'gehört zu einer anderen Veranstaltung';
  const found = findChild(event, entry.childId);
  if (!found) return 'Kind nicht in dieser Veranstaltung';
  const exercise = activeExercises(event).find((e) => e.id === entry.exerciseId);
  if (!exercise) return 'Übung nicht in dieser Veranstaltung';
  if (exercise.band !== bandOf(found.schoolClass.grade)) return 'Übung gehört nicht zur Klassenstufe des Kindes';
  if (entry.attempts.length > exercise.attempts) return `zu viele Versuche (erlaubt: ${exercise.attempts})`;
  if (!entry.attempts.every((v) => isValidValue(exercise.measure, v, exercise))) return 'Wert passt nicht zur Übung';
  return null;
}

/**
 * A station's change to one child's attempts (recorded, corrected, or all removed). Returns the
 * new results; an empty list removes the result.
 */
export function recordAttempts(
  results: Readonly<Record<string, ResultEntry>>,
  input: { eventId: string; exerciseId: string; childId: string; attempts: readonly number[]; at: string; by: string },
): Record<string, ResultEntry> {
  const key = resultKey(input.exerciseId, input.childId);
  const next = { ...results };
  if (input.attempts.length === 0) delete next[key];
  else
    next[key] = {
      eventId: input.eventId,
      exerciseId: input.exerciseId,
      childId: input.childId,
      attempts: [...input.attempts],
      at: input.at,
      by: input.by,
    };
  return next;
}

export interface MergeReport {
  /** New on this device. */
  added: number;
  /** Already here with the same attempts. */
  same: number;
  /** Here with other attempts: kept, and listed as a conflict. */
  conflicts: number;
  /** Not taken: they do not fit this event (with the reason, for the screen). */
  rejected: { entry: ResultEntry; reason: string }[];
}

/**
 * Another phone's results into this one. Nothing here is replaced: a result with other attempts
 * becomes a conflict (once — importing the same file again adds nothing).
 */
export function mergeResults(state: BjsState, incoming: readonly ResultEntry[]): { state: BjsState; report: MergeReport } {
  const event = state.event;
  const report: MergeReport = { added: 0, same: 0, conflicts: 0, rejected: [] };
  if (!event)
    return { state, report: { ...report, rejected: incoming.map((entry) => ({ entry, reason: 'keine Veranstaltung auf diesem Gerät' })) } };
  const results = { ...state.results };
  const conflicts = [...state.conflicts];
  for (const entry of incoming) {
    const problem = resultProblem(event, entry);
    if (problem) {
      report.rejected.push({ entry, reason: problem });
      continue;
    }
    const key = resultKey(entry.exerciseId, entry.childId);
    const current = results[key];
    if (!current) {
      if (Object.keys(results).length >= MAX_RESULTS) {
        report.rejected.push({ entry, reason: `mehr als ${MAX_RESULTS} Ergebnisse` });
        continue;
      }
      results[key] = entry;
      report.added++;
    } else if (sameAttempts(current.attempts, entry.attempts)) {
      report.same++;
    } else if (
      !conflicts.some(
        (c) => resultKey(c.incoming.exerciseId, c.incoming.childId) === key && sameAttempts(c.incoming.attempts, entry.attempts),
      )
    ) {
      conflicts.push({ current, incoming: entry });
      report.conflicts++;
    } else {
      report.same++;
    }
  }
  return { state: { ...state, results, conflicts }, report };
}

/** The organiser's decision: keep this device's result or take the other phone's. */
export function resolveConflict(state: BjsState, conflict: ResultConflict, take: 'current' | 'incoming', now: string): BjsState {
  const key = resultKey(conflict.current.exerciseId, conflict.current.childId);
  const chosen = take === 'current' ? (state.results[key] ?? conflict.current) : conflict.incoming;
  return {
    ...state,
    results: { ...state.results, [key]: { ...chosen, at: take === 'incoming' ? now : chosen.at } },
    conflicts: state.conflicts.filter((c) => c !== conflict),
  };
}

/** The results to hand on: all of this event, or one station's (exercise) only. */
export function resultsToShare(state: BjsState, exerciseId?: string): ResultEntry[] {
  const event = state.event;
  if (!event) return [];
  return Object.values(state.results).filter((r) => r.eventId === event.id && (!exerciseId || r.exerciseId === exerciseId));
}

/**
 * A newer version of the event from the organiser onto a helper's phone (a child added, a zone
 * changed): the results recorded here stay; the ones that no longer fit are reported, not deleted.
 */
export function replaceEvent(state: BjsState, event: BjsEvent): { state: BjsState; orphaned: ResultEntry[] } {
  const sameEvent = state.event?.id === event.id;
  const results = sameEvent ? state.results : {};
  const orphaned = Object.values(results).filter((r) => resultProblem(event, r) !== null);
  return { state: { ...state, event, results, conflicts: sameEvent ? state.conflicts : [] }, orphaned };
}
