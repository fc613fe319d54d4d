import { PATH_KINDS } from './catalogue';
import type { Ground, Point, SketchItem } from './parse';

// The way back from a drawn item to the sketch text (the visual editor writes what an admin
// would type): one statement per item, German decimal commas, options only where they differ
// from what the parser assumes. parse(write(item)) gives the item again (sketch.test.ts).

/** Metres as the text writes them: at most two decimals, a comma, no trailing zeros. */
export function sketchNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(Object.is(rounded, -0) ? 0 : rounded).replace('.', ',');
}

const at = (point: Point) => `${sketchNumber(point.x)} ${sketchNumber(point.y)}`;

/** A label as a quoted word: the quote characters the tokenizer ends a word at cannot be in it. */
const quoted = (text: string) => `"${text.replace(/["„“”]/g, '').trim()}"`;

export function groundLine(ground: Ground): string {
  return ground.key ? `feld: ${ground.key}` : `feld: ${sketchNumber(ground.width)} x ${sketchNumber(ground.height)}`;
}

/** The statement for one item. */
export function itemLine(item: SketchItem): string {
  switch (item.kind) {
    case 'piece': {
      const options = [
        item.rotation ? `drehung=${sketchNumber(item.rotation)}` : '',
        item.parts !== null ? `teile=${item.parts}` : '',
        item.length !== null ? `laenge=${sketchNumber(item.length)}` : '',
      ];
      return [item.piece.key, at(item.at), ...options].filter(Boolean).join(' ');
    }
    case 'child':
      return ['kind', at(item.at), item.team ? `team=${item.team}` : '', item.number !== null ? `nr=${item.number}` : '']
        .filter(Boolean)
        .join(' ');
    case 'catcher':
      return ['faenger', at(item.at), item.number !== null ? `nr=${item.number}` : ''].filter(Boolean).join(' ');
    case 'teacher':
      return `lehrkraft ${at(item.at)}`;
    case 'station':
      return `station ${item.number} ${at(item.at)}`;
    case 'zone':
      return [
        'zone',
        at(item.at),
        sketchNumber(item.width),
        sketchNumber(item.height),
        item.colour !== 'grau' ? `farbe=${item.colour}` : '',
        item.label ? `text=${quoted(item.label)}` : '',
      ]
        .filter(Boolean)
        .join(' ');
    case 'line':
      return ['linie', at(item.from), at(item.to), item.colour !== 'grau' ? `farbe=${item.colour}` : ''].filter(Boolean).join(' ');
    case 'label':
      return `text ${at(item.at)} ${quoted(item.text)}`;
    case 'distance':
      return ['abstand', at(item.from), at(item.to), item.text ? `text=${quoted(item.text)}` : ''].filter(Boolean).join(' ');
    case 'path':
      return `${item.path} ${item.points.map(at).join(' -> ')}`;
  }
}

/** The text with line `line` (1-based) replaced by `text`, or removed when `text` is null. */
export function replaceLine(source: string, line: number, text: string | null): string {
  const lines = source.split('\n');
  if (line < 1 || line > lines.length) return source;
  lines.splice(line - 1, 1, ...(text === null ? [] : [text]));
  return lines.join('\n');
}

/** The text with `text` as a new last line. */
export function appendLine(source: string, text: string): string {
  const trimmed = source.replace(/\n+$/, '');
  return trimmed ? `${trimmed}\n${text}` : text;
}

/** The words a path kind is written with, for the editor's palette. */
export const PATH_WORDS = Object.keys(PATH_KINDS) as (keyof typeof PATH_KINDS)[];
