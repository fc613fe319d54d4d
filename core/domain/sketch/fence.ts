// Where a card's markdown holds its sketches: the ```skizze fence. Kept apart from the drawing
// code so the search can leave sketches out of its text without loading it.

/** The fence language a card's markdown uses for a sketch. */
export const SKETCH_FENCE = 'skizze';

const FENCE = '```';
/** Every ```skizze block of a markdown text, with its fences (for removing them). */
export const SKETCH_BLOCK = new RegExp(`^${FENCE}${SKETCH_FENCE}\\n([\\s\\S]*?)^${FENCE}\\n?`, 'gm');

/** The sketch texts inside a markdown text, in order. */
export function sketchSources(markdown: string): string[] {
  return [...markdown.matchAll(SKETCH_BLOCK)].map((match) => match[1] ?? '');
}

/** The markdown with the text of its `index`-th sketch replaced (the visual editor writes back). */
export function replaceSketchSource(markdown: string, index: number, source: string): string {
  let seen = -1;
  return markdown.replace(SKETCH_BLOCK, (block) => {
    seen++;
    if (seen !== index) return block;
    return `${FENCE}${SKETCH_FENCE}\n${source.replace(/\n*$/, '\n')}${FENCE}${block.endsWith('\n') ? '\n' : ''}`;
  });
}

/** The markdown without its sketch blocks: what search indexes and shows as a snippet. */
export function withoutSketches(markdown: string): string {
  return markdown.replace(SKETCH_BLOCK, '\n');
}
