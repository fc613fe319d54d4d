import { describe, expect, it } from 'vitest';
import { lessonPhaseTimes, lessonTimingProblems } from './lesson-timing';

const lesson = (...contents: string[]) => contents.map((content) => ({ content }));
const good = lesson(
  '## Stundenziel\nDie Kinder prellen.',
  '## Einstieg/Aufwärmen (10 Minuten)\n**Ampellauf (10 Minuten):** Laufen.',
  '## Hauptteil (27 Minuten)\n1. **Prellen im Stand (12 Minuten):** …\n2. **Prellstaffel (15 Minuten):** nach 2 Minuten wechseln.',
  '## Abschluss (8 Minuten)\nKurzes Gespräch.',
  '## Hinweise\n- Sicherheit',
);

describe('lesson timing', () => {
  it('reads the minutes of each phase and its activities', () => {
    expect(lessonPhaseTimes(good)).toEqual([
      { phase: 'Einstieg/Aufwärmen', minutes: 10, activities: [10] },
      { phase: 'Hauptteil', minutes: 27, activities: [12, 15] },
      { phase: 'Abschluss', minutes: 8, activities: [] },
    ]);
  });

  it('accepts a lesson whose phases add up to its length (a time inside a sentence is not an activity)', () => {
    expect(lessonTimingProblems(good, 45)).toEqual([]);
  });

  it('names phases that do not add up to the length, and activities that do not add up to their phase', () => {
    expect(lessonTimingProblems(good, 50)).toEqual(['Die Phasen ergeben 45 statt 50 Minuten.']);
    const short = lesson('## Hauptteil (27 Minuten)\n1. **A (12 Minuten):** …\n2. **B (13 Minuten):** …');
    expect(lessonTimingProblems(short, 27)).toEqual(['„Hauptteil“: die Teile ergeben 25 statt 27 Minuten.']);
  });

  it('asks for the minutes in every phase heading', () => {
    expect(lessonTimingProblems(lesson('## Einstieg/Aufwärmen\nLaufen.', '## Hauptteil (35 Minuten)\n…'), 45)).toEqual([
      '„Einstieg/Aufwärmen“ nennt keine Minuten, z. B. „## Einstieg/Aufwärmen (10 Minuten)“.',
    ]);
  });

  it('refuses the old notations', () => {
    const old = lesson('## Hauptteil (45 Minuten)\n_20 Minuten_\n**Dauer: 10 Minuten**\n1. **Fangschule (8 Min.):** …');
    expect(lessonTimingProblems(old, 45)).toEqual([
      'Zeitangabe im alten Format: eine Zeit in Kursivschrift auf eigener Zeile.',
      'Zeitangabe im alten Format: „**Dauer:**“.',
      'Zeitangabe im alten Format: „(n Min.)“.',
    ]);
  });
});
