import { sketchSources, withoutSketches } from '../sketch/fence';

// Short texts of a plan's items (issue 24): what the run shows under the title in the hall and
// the printed plan shows in one line. Cards are written for reading at the desk; in the hall and
// on the one-page plan only their first sentences fit, without the card's lists of facts.

/** Sections that hold facts, not what happens: a short text skips them while others have prose. */
const FACT_SECTIONS = /^(steckbrief|material|quellen|hinweise|sicherheit|variationen|differenzierung|stundenziel)\b/i;

/** Abbreviations a sentence does not end after: „z. B. Die …“ (any single letter), „ca.“, „usw.“ */
const ABBREVIATIONS = /(?:(?:^|\s)\p{L}|\bca|\bbzw|\bevtl|\bggf|\busw|\bvgl|\bNr|\bMin|\bSek|\binkl|\bmind)\.$/u;

/** Inline markdown to plain text: emphasis, code, links and pictures. */
function plainInline(line: string): string {
  return line
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?![\w*])/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Block {
  kind: 'prose' | 'list';
  section: string;
  text: string;
}

/** Paragraphs and list entries of a markdown text, each with the heading it stands under. */
function blocks(markdown: string): Block[] {
  const found: Block[] = [];
  let section = '';
  let paragraph: string[] = [];
  let inCode = false;
  const flush = () => {
    const text = plainInline(paragraph.join(' '));
    if (text) found.push({ kind: 'prose', section, text });
    paragraph = [];
  };
  for (const raw of withoutSketches(markdown).replace(/\r\n/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line.startsWith('```')) {
      flush();
      inCode = !inCode;
      continue;
    }
    if (inCode) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      section = plainInline(heading[1]!);
      continue;
    }
    const entry = /^(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (entry) {
      flush();
      const text = plainInline(entry[1]!);
      if (text) found.push({ kind: 'list', section, text });
      continue;
    }
    if (!line || line.startsWith('|') || line.startsWith('>') || /^(-{3,}|\*{3,})$/.test(line)) {
      flush();
      if (line.startsWith('>')) paragraph.push(line.replace(/^>\s*/, ''));
      continue;
    }
    // A continued list entry („1. **Maus:** … \n   (Fußgelenksarbeit).“) belongs to its entry.
    const last = found.at(-1);
    if (paragraph.length === 0 && raw.startsWith('  ') && last?.kind === 'list') last.text = plainInline(`${last.text} ${line}`);
    else paragraph.push(line);
  }
  flush();
  return found;
}

/** The sentences of a plain text, not split after „z. B.“, „ca.“ or a number („3. Runde“). */
export function sentences(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  const boundary = /[.!?…]["“”»]?\s+(?=["„»(]?[\p{Lu}\d])/gu;
  for (let match = boundary.exec(text); match; match = boundary.exec(text)) {
    const end = match.index + match[0].trimEnd().length;
    const candidate = text.slice(start, end);
    if (ABBREVIATIONS.test(candidate) || /(^|\s)\d+\.$/.test(candidate)) continue;
    parts.push(candidate.trim());
    start = match.index + match[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) parts.push(rest);
  return parts;
}

/** At most `maxLength` characters, cut at a word with „…“. */
function clip(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–-]+$/, '')} …`;
}

/**
 * The first `count` sentences of an item's markdown as plain text: prose first (what happens),
 * skipping the card's fact lists (Steckbrief, Material, Hinweise); a text made of lists only gives
 * its entries. Sketches, headings and markdown marks are left out.
 */
export function shortText(
  markdown: string,
  { sentences: count = 2, maxLength = 280 }: { sentences?: number; maxLength?: number } = {},
): string {
  const all = blocks(markdown);
  const told = all.filter((block) => !FACT_SECTIONS.test(block.section));
  const prose = told.filter((block) => block.kind === 'prose');
  const source = prose.length > 0 ? prose : told.length > 0 ? told : all;
  const picked: string[] = [];
  for (const block of source) {
    for (const sentence of block.kind === 'list' ? [block.text] : sentences(block.text)) {
      picked.push(block.kind === 'list' && !/[.!?…:]$/.test(sentence) ? `${sentence}.` : sentence);
      if (picked.length >= count) return clip(picked.join(' '), maxLength);
    }
  }
  return clip(picked.join(' '), maxLength);
}

/** The first sketch of an item's markdown, or null. */
export function firstSketch(markdown: string): string | null {
  return sketchSources(markdown)[0] ?? null;
}
