import { describe, expect, it } from 'vitest';
import { insertBlock, linePrefix, selectionIn, wrap } from './markdown-edits';

const link = '[test (PDF)](/api/files/abc.pdf)';
const at = (text: string, start: number, end = start) => insertBlock(link)(text, start, end);

describe('insertBlock', () => {
  it('never glues the block to a heading when the cursor is at the start', () => {
    // The defect of issue 19: „test (PDF)## Steckbrief“ — the heading was gone.
    expect(at('## Steckbrief\nAlter: 6', 0).text).toBe(`${link}\n\n## Steckbrief\nAlter: 6`);
  });

  it('puts the block on its own paragraph after a heading line', () => {
    const text = '## Steckbrief\nAlter: 6';
    expect(at(text, '## Steckbrief'.length).text).toBe(`## Steckbrief\n\n${link}\n\nAlter: 6`);
  });

  it('splits a line when the cursor is in the middle of it', () => {
    expect(at('Erst laufen, dann werfen', 'Erst laufen,'.length).text).toBe(`Erst laufen,\n\n${link}\n\n dann werfen`);
  });

  it('adds no blank lines that are already there', () => {
    const text = 'Oben\n\nUnten';
    expect(at(text, 'Oben\n\n'.length).text).toBe(`Oben\n\n${link}\n\nUnten`);
    expect(at(text, 'Oben\n'.length).text).toBe(`Oben\n\n${link}\n\nUnten`);
  });

  it('at the end of the text: a blank line before, and the cursor on a new line', () => {
    const result = at('Text', 4);
    expect(result.text).toBe(`Text\n\n${link}\n`);
    expect(result.cursor).toBe(result.text.length);
  });

  it('into an empty text: just the block and a line break', () => {
    expect(at('', 0)).toEqual({ text: `${link}\n`, cursor: link.length + 1 });
  });

  it('replaces a selection and leaves the cursor on the blank line after the block', () => {
    const result = at('eins ERSETZEN zwei', 5, 13);
    expect(result.text).toBe(`eins \n\n${link}\n\n zwei`);
    expect(result.text.slice(0, result.cursor)).toBe(`eins \n\n${link}\n`);
  });
});

describe('selectionIn', () => {
  it('without a remembered cursor edits at the end', () => {
    expect(selectionIn('abc', null)).toEqual({ start: 3, end: 3 });
  });
  it('keeps a remembered selection inside a text that became shorter', () => {
    expect(selectionIn('ab', { start: 5, end: 9 })).toEqual({ start: 2, end: 2 });
    expect(selectionIn('abcdef', { start: 1, end: 3 })).toEqual({ start: 1, end: 3 });
  });
});

describe('wrap and linePrefix', () => {
  it('wrap marks the selection, or a placeholder word', () => {
    expect(wrap('**')('ein Wort', 4, 8).text).toBe('ein **Wort**');
    expect(wrap('_')('', 0, 0).text).toBe('_Text_');
  });
  it('linePrefix replaces an existing prefix on every selected line', () => {
    expect(linePrefix('## ')('# Titel\nZeile', 2, 13).text).toBe('## Titel\n## Zeile');
  });
});
