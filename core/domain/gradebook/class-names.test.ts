import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareClassNames, distinctName, labelKey, nameKey, projectorInitials, projectorInitialsById, sortClasses } from './class-names';

describe('distinctName', () => {
  const existing = ['Ben Schäfer', 'Mia Roth'];

  it('accepts a new name, tidied', () => {
    expect(distinctName(existing, '  Ben   Schmidt ')).toEqual({ ok: true, name: 'Ben Schmidt' });
    expect(distinctName(existing, 'Ben Schafer')).toEqual({ ok: true, name: 'Ben Schafer' });
  });

  it('refuses a duplicate, whatever its case or spacing, and suggests a number', () => {
    expect(distinctName(existing, 'ben  schäfer')).toEqual({
      ok: false,
      message:
        '„ben schäfer“ gibt es in dieser Klasse schon. Damit man die beiden unterscheiden kann, ergänzen Sie bitte etwas, z. B. „ben schäfer (2)“.',
      suggestion: 'ben schäfer (2)',
    });
    const more = [...existing, 'Ben Schäfer (2)'];
    expect(distinctName(more, 'Ben Schäfer')).toMatchObject({ ok: false, suggestion: 'Ben Schäfer (3)' });
    expect(distinctName(more, 'Ben Schäfer (2)')).toMatchObject({ ok: false, suggestion: 'Ben Schäfer (3)' });
  });

  it('refuses an empty or too long name, and keeps a suggestion within the limit', () => {
    expect(distinctName(existing, '  ')).toEqual({ ok: false, message: 'Bitte einen Namen eingeben.', suggestion: null });
    expect(distinctName(existing, 'x'.repeat(81))).toMatchObject({ ok: false, suggestion: null });
    const long = 'y'.repeat(80);
    const result = distinctName([long], long);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.suggestion).toBe(`${'y'.repeat(76)} (2)`);
  });
});

describe('projectorInitials', () => {
  it('keeps plain initials where they are unique', () => {
    expect(projectorInitials(['Anna-Lena Groß', 'Ben Schäfer', 'Ülkü'])).toEqual(['A. G.', 'B. S.', 'Ü.']);
  });

  it('shows more of the first name, then of the last, only for the children who share initials', () => {
    expect(projectorInitials(['Ben Schäfer', 'Bea Schulz', 'Mia Roth'])).toEqual(['Ben S.', 'Bea S.', 'M. R.']);
    expect(projectorInitials(['Ben Schäfer', 'Ben Schmidt'])).toEqual(['Ben Schä.', 'Ben Schm.']);
    expect(projectorInitials(['Bernd Sauer', 'Ben Sauer'])).toEqual(['Ber. S.', 'Ben S.']);
    // „Ben S.“ and „Ben. S.“ would differ only by a dot.
    expect(projectorInitials(['Ben Sauer', 'Benno Sauer'])).toEqual(['Ben Sa.', 'Benn. S.']);
  });

  it('tells „Ben Schäfer (2)“ apart by its number, and the same name twice by a number', () => {
    expect(projectorInitials(['Ben Schäfer', 'Ben Schäfer (2)'])).toEqual(['B. S.', 'B. S. (2)']);
    expect(projectorInitials(['Ben Schäfer', 'ben  schäfer', 'Mia Roth'])).toEqual(['B. S.', 'B. S. (2)', 'M. R.']);
    // „B. S. (2)“ is taken by a real child, so the second Ben gets (3).
    expect(projectorInitials(['Ben Schäfer', 'Ben Schäfer', 'Bo Sand (2)'])).toEqual(['B. S.', 'B. S. (3)', 'B. S. (2)']);
  });

  it('is unique for 30 similar names', () => {
    const firsts = ['Ben', 'Bea', 'Benno', 'Bernd', 'Berta', 'Benedikt'];
    const lasts = ['Schäfer', 'Schäffer', 'Schmidt', 'Schmitt', 'Schulz'];
    const names = firsts.flatMap((f) => lasts.map((l) => `${f} ${l}`));
    expect(names).toHaveLength(30);
    const labels = projectorInitials(names);
    expect(new Set(labels.map(nameKey)).size).toBe(30);
    expect(new Set(labels.map(labelKey)).size).toBe(30);
    expect(labels.slice(0, 5)).toEqual(['Ben Schäfe.', 'Ben Schäff.', 'Ben Schmid.', 'Ben Schmit.', 'Ben Schu.']);
    expect(labels.at(-1)).toBe('Benedikt Schu.');
  });

  it('is unique for any list of names (property)', () => {
    const word = fc.stringMatching(/^[A-Za-zÄÖÜäöüß-]{1,6}$/);
    const name = fc.array(fc.oneof(word, fc.constantFrom('(2)', 'B.')), { minLength: 0, maxLength: 3 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(fc.array(name, { maxLength: 40 }), (names) => {
        const labels = projectorInitials(names);
        expect(labels).toHaveLength(names.length);
        expect(new Set(labels.map(labelKey)).size).toBe(names.length);
      }),
    );
  });

  it('looks labels up by child id', () => {
    const byId = projectorInitialsById([
      { id: 'a', name: 'Ben Schäfer' },
      { id: 'b', name: 'Bea Schulz' },
    ]);
    expect(byId.get('b')).toBe('Bea S.');
  });
});

describe('class order', () => {
  it('sorts class names naturally in German', () => {
    const classes = ['10a', '2a', '1b', 'Ästheten', '1a', 'Q1', 'EF', '5 c'].map((name) => ({ name }));
    expect(sortClasses(classes).map((c) => c.name)).toEqual(['1a', '1b', '2a', '5 c', '10a', 'Ästheten', 'EF', 'Q1']);
    expect(compareClassNames('7B', '7b')).toBe(0);
  });
});
