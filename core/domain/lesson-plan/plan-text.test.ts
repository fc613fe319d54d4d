import { describe, expect, it } from 'vitest';
import { firstSketch, sentences, shortText } from './plan-text';

const GAME = `## Steckbrief
- **Ziel:** Die Kinder reagieren auf Farbsignale.
- **Dauer:** 8 Minuten

## Aufbau
Die Reifen liegen am Hallenrand. Jedes Kind holt sich einen, z. B. einen roten. Die Lehrkraft steht an der Seite.

\`\`\`skizze
feld: halle
kind 5 5
\`\`\`

## Ablauf
Die Kinder fahren kreuz und quer.`;

describe('short texts of plan items', () => {
  it('takes the first sentences of the prose, not the Steckbrief, sketches or markdown marks', () => {
    expect(shortText(GAME)).toBe('Die Reifen liegen am Hallenrand. Jedes Kind holt sich einen, z. B. einen roten.');
    expect(shortText(GAME, { sentences: 1 })).toBe('Die Reifen liegen am Hallenrand.');
  });

  it('reads a series lesson’s phase with its bold activity name as plain text', () => {
    const phase = '## Hauptteil (27 Minuten)\n**Tier-Lauf-ABC (17 Minuten):** Vier Bahnen, je 15 Meter lang. Jede Übung zweimal hin.';
    expect(shortText(phase, { sentences: 1 })).toBe('Tier-Lauf-ABC (17 Minuten): Vier Bahnen, je 15 Meter lang.');
  });

  it('gives the entries of a text made of lists only, and a teacher’s plain note as it is', () => {
    expect(shortText('- Kreis bilden\n- Begrüßung\n- Ablauf erklären')).toBe('Kreis bilden. Begrüßung.');
    expect(shortText('Begrüßung im Kreis, Regeln wiederholen')).toBe('Begrüßung im Kreis, Regeln wiederholen');
    expect(shortText('## Material\n- 8 Hütchen')).toBe('8 Hütchen.');
    expect(shortText('')).toBe('');
  });

  it('cuts a long text at a word', () => {
    const text = shortText('Ein sehr langer Satz '.repeat(20), { maxLength: 60 });
    expect(text.length).toBeLessThanOrEqual(60);
    expect(text).toMatch(/^(\S+ )+(Ein|sehr|langer|Satz) …$/);
  });

  it('does not end a sentence after an abbreviation or an ordinal number', () => {
    expect(sentences('Alle laufen ca. 3 Minuten. Dann in der 2. Runde rückwärts. Fertig!')).toEqual([
      'Alle laufen ca. 3 Minuten.',
      'Dann in der 2. Runde rückwärts.',
      'Fertig!',
    ]);
  });

  it('finds the first sketch', () => {
    expect(firstSketch(GAME)).toBe('feld: halle\nkind 5 5\n');
    expect(firstSketch('Ohne Skizze')).toBeNull();
  });
});
