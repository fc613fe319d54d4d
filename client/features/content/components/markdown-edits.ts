/**
 * The markdown editor's toolbar actions as pure functions of (text, selection): each returns the
 * new text and where the cursor goes, so they are tested without a browser.
 */
export type Edit = (text: string, start: number, end: number) => { text: string; cursor: number };

export const wrap =
  (marker: string): Edit =>
  (text, start, end) => {
    const selected = text.slice(start, end) || 'Text';
    return { text: text.slice(0, start) + marker + selected + marker + text.slice(end), cursor: start + marker.length + selected.length + marker.length };
  };

/** Puts `prefix` at the start of every selected line (headings, quote, list). */
export const linePrefix =
  (prefix: string): Edit =>
  (text, start, end) => {
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const block = text.slice(lineStart, end) || '';
    const changed = block
      .split('\n')
      .map((line) => prefix + line.replace(/^(#{1,3} |> |- )/, ''))
      .join('\n');
    return { text: text.slice(0, lineStart) + changed + text.slice(end), cursor: lineStart + changed.length };
  };

/**
 * Inserts `block` (an uploaded picture or PDF link) as its own paragraph in place of the
 * selection: a blank line before and after unless the text already has one there. Glued to the
 * line before, a link after „## Steckbrief“ turned the heading into plain text (issue 19); a
 * single line break would still join it to a paragraph in markdown. The cursor goes to the line
 * after the block, so typing on does not extend the link either.
 */
export const insertBlock =
  (block: string): Edit =>
  (text, start, end) => {
    const before = text.slice(0, start);
    const after = text.slice(end);
    const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
    const trail = after === '' ? '\n' : after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
    const inserted = lead + block + trail;
    // At the end of the text the cursor sits on the new empty line; inside it, on the blank line.
    const cursor = before.length + lead.length + block.length + (after === '' ? trail.length : 1);
    return { text: before + inserted + after, cursor };
  };

/** Where an edit applies: the remembered selection, kept inside the current text; none = the end. */
export function selectionIn(text: string, remembered: { start: number; end: number } | null): { start: number; end: number } {
  if (!remembered) return { start: text.length, end: text.length };
  const start = Math.min(remembered.start, text.length);
  return { start, end: Math.min(Math.max(remembered.end, start), text.length) };
}
