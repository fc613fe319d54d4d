/**
 * One timing format for the lessons of a series (issue 22): each phase heading carries its
 * minutes — `## Hauptteil (27 Minuten)` — and each activity in it is introduced as
 * `**Name (8 Minuten):**`. Written this way a teacher finds the times at a glance, and the
 * sums can be checked: the phases add up to the lesson's length, the activities to their phase.
 */

export const LESSON_PHASES = ['Einstieg/Aufwärmen', 'Hauptteil', 'Abschluss'] as const;

const HEADING = /^##[ \t]+(.+?)[ \t]*$/m;
const PHASE_MINUTES = /^(.+?)\s+\((\d+) Minuten\)$/;
const ACTIVITY_MINUTES = /\*\*[^*\n]+?\((\d+) Minuten\):\*\*/g;
/** Notations the lessons used before: a time in italics on its own line, „Dauer:“, „(8 Min.)“. */
const OLD_NOTATIONS: [RegExp, string][] = [
  [/^_\d+ Minuten_[ \t]*$/m, 'eine Zeit in Kursivschrift auf eigener Zeile'],
  [/\*\*Dauer:/, '„**Dauer:**“'],
  [/\(\d+\s*Min\.\)/, '„(n Min.)“'],
];

export interface LessonPhaseTime {
  phase: string;
  minutes: number | null;
  /** Minutes of the activities named in the phase, in order. */
  activities: number[];
}

/** The phases a lesson's sections name, with their minutes (null when the heading has none). */
export function lessonPhaseTimes(sections: readonly { content: string }[]): LessonPhaseTime[] {
  const phases: LessonPhaseTime[] = [];
  for (const { content } of sections) {
    const heading = HEADING.exec(content)?.[1] ?? '';
    const timed = PHASE_MINUTES.exec(heading);
    const phase = timed?.[1] ?? heading;
    if (!(LESSON_PHASES as readonly string[]).includes(phase)) continue;
    phases.push({
      phase,
      minutes: timed ? Number(timed[2]) : null,
      activities: [...content.matchAll(ACTIVITY_MINUTES)].map((m) => Number(m[1])),
    });
  }
  return phases;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** What breaks the format or the sums, in German; empty when the lesson adds up. */
export function lessonTimingProblems(sections: readonly { content: string }[], durationMinutes: number): string[] {
  const problems: string[] = [];
  for (const { content } of sections) {
    for (const [pattern, name] of OLD_NOTATIONS) {
      if (pattern.test(content)) problems.push(`Zeitangabe im alten Format: ${name}.`);
    }
  }
  const phases = lessonPhaseTimes(sections);
  for (const { phase, minutes, activities } of phases) {
    if (minutes === null) {
      problems.push(`„${phase}“ nennt keine Minuten, z. B. „## ${phase} (10 Minuten)“.`);
    } else if (activities.length > 0 && sum(activities) !== minutes) {
      problems.push(`„${phase}“: die Teile ergeben ${sum(activities)} statt ${minutes} Minuten.`);
    }
  }
  const total = sum(phases.map((p) => p.minutes ?? 0));
  if (phases.every((p) => p.minutes !== null) && total !== durationMinutes) {
    problems.push(`Die Phasen ergeben ${total} statt ${durationMinutes} Minuten.`);
  }
  return problems;
}
