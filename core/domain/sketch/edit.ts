import { GROUNDS, PIECES, type PathKind, type TeamColour } from './catalogue';
import { extentOf, type Ground, type Point, type Sketch, type SketchItem } from './parse';
import { appendLine, groundLine, itemLine, replaceLine } from './write';

// What the visual sketch editor does to a sketch text (issue 22): every change rewrites one
// line (or adds one), so comments and the order of the admin's lines stay as they were.

/** The editor's grid: every position it writes lies on it. */
export const SNAP = 0.5;

export const snap = (value: number) => Math.round(value / SNAP) * SNAP;

/** Where the editor puts an item's handle: its position, a zone's middle, a line's middle, a path's start. */
export function anchorOf(item: SketchItem): Point {
  switch (item.kind) {
    case 'zone':
      return { x: item.at.x + item.width / 2, y: item.at.y + item.height / 2 };
    case 'line':
    case 'distance':
      return { x: (item.from.x + item.to.x) / 2, y: (item.from.y + item.to.y) / 2 };
    case 'path':
      return item.points[0] as Point;
    default:
      return item.at;
  }
}

const shift = (p: Point, dx: number, dy: number): Point => ({ x: p.x + dx, y: p.y + dy });

function shifted(item: SketchItem, dx: number, dy: number): SketchItem {
  switch (item.kind) {
    case 'line':
    case 'distance':
      return { ...item, from: shift(item.from, dx, dy), to: shift(item.to, dx, dy) };
    case 'path':
      return { ...item, points: item.points.map((p) => shift(p, dx, dy)) };
    default:
      return { ...item, at: shift(item.at, dx, dy) };
  }
}

/**
 * The item moved by (dx, dy) metres, but never off the ground: the move is cut short at the
 * edge, so dragging into the wall stops there instead of making a sketch that cannot be drawn.
 */
export function moveItem(item: SketchItem, dx: number, dy: number, ground: Ground): SketchItem {
  const extent = extentOf(item);
  const minX = Math.min(...extent.map((p) => p.x));
  const maxX = Math.max(...extent.map((p) => p.x));
  const minY = Math.min(...extent.map((p) => p.y));
  const maxY = Math.max(...extent.map((p) => p.y));
  const clampedX = Math.min(Math.max(dx, -minX), ground.width - maxX);
  const clampedY = Math.min(Math.max(dy, -minY), ground.height - maxY);
  // An item already over the edge (typed by hand) may still be moved back in.
  return shifted(item, minX < 0 || maxX > ground.width ? dx : clampedX, minY < 0 || maxY > ground.height ? dy : clampedY);
}

/** The item turned by `degrees` (pieces only; people, zones and paths have no direction). */
export function rotateItem(item: SketchItem, degrees: number): SketchItem {
  if (item.kind !== 'piece') return item;
  return { ...item, rotation: (((item.rotation + degrees) % 360) + 360) % 360 };
}

/** The text with `item` written anew on its own line. */
export function writeItem(source: string, item: SketchItem): string {
  return replaceLine(source, item.line, itemLine(item));
}

/** The text without `item`'s line. */
export function removeItem(source: string, item: SketchItem): string {
  return replaceLine(source, item.line, null);
}

/** The text on another ground; items that no longer fit are reported by the parser as usual. */
export function changeGround(source: string, key: string): string {
  const named = GROUNDS.find((g) => g.key === key);
  if (!named) return source;
  const ground: Ground = { key: named.key, label: named.label, width: named.width, height: named.height, surface: named.surface };
  const lines = source.split('\n');
  const index = lines.findIndex((text) => /^\s*feld\b/i.test(text));
  if (index >= 0) return replaceLine(source, index + 1, groundLine(ground));
  return [groundLine(ground), ...lines].join('\n');
}

/** What the palette adds. */
export type NewItem =
  | { kind: 'piece'; piece: string }
  | { kind: 'child'; team: TeamColour | null }
  | { kind: 'catcher' }
  | { kind: 'teacher' }
  | { kind: 'station' }
  | { kind: 'zone' }
  | { kind: 'line' }
  | { kind: 'label'; text: string }
  | { kind: 'distance' }
  | { kind: 'path'; path: PathKind; points: Point[] };

/** The statement for a new item, placed in the middle of the ground (paths where they were drawn). */
export function newItemLine(sketch: Sketch, add: NewItem): string | null {
  const { width, height } = sketch.ground;
  const centre = { x: snap(width / 2), y: snap(height / 2) };
  const line = 0;
  switch (add.kind) {
    case 'piece': {
      const piece = PIECES.find((p) => p.key === add.piece);
      if (!piece) return null;
      return itemLine({ kind: 'piece', line, piece, at: centre, rotation: 0, parts: piece.shape === 'box' ? 3 : null, length: null });
    }
    case 'child':
      return itemLine({ kind: 'child', line, at: centre, team: add.team, number: null });
    case 'catcher':
      return itemLine({ kind: 'catcher', line, at: centre, number: null });
    case 'teacher':
      return itemLine({ kind: 'teacher', line, at: centre });
    case 'station': {
      const used = sketch.items.flatMap((item) => (item.kind === 'station' ? [item.number] : []));
      const number = Math.min(99, Math.max(0, ...used) + 1);
      return itemLine({ kind: 'station', line, number, at: centre });
    }
    case 'zone': {
      const w = Math.min(4, width);
      const h = Math.min(3, height);
      return itemLine({
        kind: 'zone',
        line,
        at: { x: snap(centre.x - w / 2), y: snap(centre.y - h / 2) },
        width: w,
        height: h,
        colour: 'gruen',
        label: null,
      });
    }
    case 'line':
    case 'distance': {
      const half = Math.min(2, width / 2);
      const from = { x: snap(centre.x - half), y: centre.y };
      const to = { x: snap(centre.x + half), y: centre.y };
      return add.kind === 'line'
        ? itemLine({ kind: 'line', line, from, to, colour: 'grau' })
        : itemLine({ kind: 'distance', line, from, to, text: null });
    }
    case 'label': {
      const text = add.text.trim();
      return text ? itemLine({ kind: 'label', line, at: centre, text }) : null;
    }
    case 'path':
      return add.points.length >= 2 ? itemLine({ kind: 'path', line, path: add.path, points: add.points }) : null;
  }
}

/** The text with a new item as its last line. */
export function addItem(source: string, sketch: Sketch, add: NewItem): string {
  const line = newItemLine(sketch, add);
  return line ? appendLine(source.trim() ? source : groundLine(sketch.ground), line) : source;
}
