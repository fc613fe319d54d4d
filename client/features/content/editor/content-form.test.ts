import { describe, expect, it } from 'vitest';
import { formFromInput, toContentInput } from './content-form';

const form = (changes: Partial<ReturnType<typeof formFromInput>> = {}) => ({ ...formFromInput({ clickableHeader: 'Feuer, Wasser, Blitz', sections: [{ id: 's1', content: 'Los!' }] }), ...changes });

describe('the content form checked with the API schema', () => {
  it('gives the input the API takes, tags only when one is set', () => {
    expect(toContentInput(form())).toEqual({
      input: { clickableHeader: 'Feuer, Wasser, Blitz', contentHeader: null, category: null, sections: [{ id: 's1', content: 'Los!' }], isNew: false, pdfLink: null, tags: null },
    });
    const tagged = toContentInput(form({ grades: [3, 1], duration: '10', materials: 'Softbälle, , Hütchen', groupMin: '4', groupMax: '30', loudness: 'laut' }));
    expect(tagged.input?.tags).toEqual({ grades: [1, 3], durationMinutes: 10, places: [], materials: ['Softball', 'Hütchen'], groupSize: { min: 4, max: 30 }, loudness: 'laut', fields: [] });

    // Words of the material vocabulary are stored as its names, once each.
    expect(toContentInput(form({ materials: 'Pylonen, Hütchen, Softbälle' })).input?.tags?.materials).toEqual(['Hütchen', 'Softball']);
    // A word the vocabulary does not know is named, not silently dropped or stored.
    expect(toContentInput(form({ materials: 'Pylonen, Wackelbrett, Glitzerstab' })).errors?.materials).toMatch(
      /^„Wackelbrett“, „Glitzerstab“ stehen nicht in der Materialliste\./,
    );
  });

  it('keeps a card’s Bewegungsfelder, in the curriculum’s order', () => {
    const input = toContentInput(form({ fields: ['Spielen', 'Laufen, Springen, Werfen'] })).input;
    expect(input?.tags?.fields).toEqual(['Laufen, Springen, Werfen', 'Spielen']);
    expect(formFromInput(input).fields).toEqual(['Laufen, Springen, Werfen', 'Spielen']);
  });

  it('says in German which field is wrong, as the editor showed it before', () => {
    expect(toContentInput(form({ name: '   ' })).errors).toEqual({ name: 'Der Name ist ein Pflichtfeld.' });
    expect(toContentInput(form({ duration: 'zehn' })).errors).toEqual({ duration: 'Die Dauer ist eine ganze Zahl von 1 bis 240 Minuten.' });
    expect(toContentInput(form({ groupMin: '30', groupMax: '4' })).errors?.group).toMatch(/„ab“ darf nicht über „bis“/);
    expect(toContentInput(form({ pdfLink: 'http://unsicher.example' })).errors).toEqual({ pdfLink: 'Nur eigene Uploads (/api/files/…) oder https-Adressen sind erlaubt.' });
  });
});
