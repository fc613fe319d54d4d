import { TEAM_COLOURS, ZONE_COLOURS, type PathKind, type PieceShape, type PieceType } from './catalogue';
import type { Point, Sketch, SketchItem } from './parse';

// A sketch as drawing primitives in metres: one description that the card (React elements),
// print and the station PDFs (SVG text, svg.ts) all draw from, so they cannot differ.

export type Shape =
  | {
      type: 'rect';
      x: number;
      y: number;
      width: number;
      height: number;
      fill: string;
      stroke?: string;
      strokeWidth?: number;
      rx?: number;
      dash?: string;
    }
  | { type: 'circle'; cx: number; cy: number; r: number; fill: string; stroke?: string; strokeWidth?: number }
  | { type: 'line'; x1: number; y1: number; x2: number; y2: number; stroke: string; strokeWidth: number; dash?: string }
  | { type: 'path'; d: string; fill: string; stroke?: string; strokeWidth?: number; dash?: string }
  | { type: 'text'; x: number; y: number; text: string; size: number; fill: string; anchor: 'start' | 'middle' | 'end'; bold?: boolean }
  | { type: 'group'; x: number; y: number; rotation: number; children: Shape[] };

export interface Scene {
  /** minX, minY, width, height in metres (the ground plus a margin). */
  viewBox: [number, number, number, number];
  shapes: Shape[];
}

const INK = '#1e293b';
const LINE = 0.06;
const MARGIN = 0.6;
const round = (n: number) => Math.round(n * 1000) / 1000;

const SURFACE: Record<Sketch['ground']['surface'], { fill: string; lines: string }> = {
  halle: { fill: '#f3e8d2', lines: '#64748b' },
  klassenraum: { fill: '#f1f5f9', lines: '#475569' },
  wasser: { fill: '#bae6fd', lines: '#0369a1' },
  rasen: { fill: '#bbf7d0', lines: '#ffffff' },
  frei: { fill: '#f8fafc', lines: '#64748b' },
};

function groundShapes(sketch: Sketch): Shape[] {
  const { width, height, surface, key } = sketch.ground;
  const colours = SURFACE[surface];
  const shapes: Shape[] = [
    {
      type: 'rect',
      x: 0,
      y: 0,
      width,
      height,
      fill: colours.fill,
      stroke: colours.lines,
      strokeWidth: surface === 'klassenraum' ? 0.15 : LINE * 1.5,
    },
  ];
  if (key === 'halle' || key === 'sportplatz') {
    shapes.push({ type: 'line', x1: width / 2, y1: 0, x2: width / 2, y2: height, stroke: colours.lines, strokeWidth: LINE });
    shapes.push({
      type: 'circle',
      cx: width / 2,
      cy: height / 2,
      r: key === 'halle' ? 1.8 : 4,
      fill: 'none',
      stroke: colours.lines,
      strokeWidth: LINE,
    });
  }
  if (surface === 'wasser') {
    for (let y = 2.5; y < height - 0.01; y += 2.5) {
      shapes.push({ type: 'line', x1: 0, y1: y, x2: width, y2: y, stroke: colours.lines, strokeWidth: LINE, dash: '0.4 0.3' });
    }
  }
  return shapes;
}

/** A piece at the origin, its length along x; placed and turned by the caller. */
function pieceShapes(shape: PieceShape, length: number, depth: number): Shape[] {
  const hw = length / 2;
  const hd = depth / 2;
  const box = (fill: string, extra: Partial<Extract<Shape, { type: 'rect' }>> = {}): Shape => ({
    type: 'rect',
    x: -hw,
    y: -hd,
    width: length,
    height: depth,
    fill,
    stroke: INK,
    strokeWidth: LINE,
    ...extra,
  });
  switch (shape) {
    case 'cone':
      return [
        { type: 'circle', cx: 0, cy: 0, r: hw, fill: '#f97316', stroke: INK, strokeWidth: LINE * 0.6 },
        { type: 'circle', cx: 0, cy: 0, r: hw * 0.35, fill: '#fed7aa' },
      ];
    case 'hoop':
      return [{ type: 'circle', cx: 0, cy: 0, r: hw, fill: 'none', stroke: '#7c3aed', strokeWidth: 0.08 }];
    case 'ball':
      return [{ type: 'circle', cx: 0, cy: 0, r: hw, fill: '#facc15', stroke: INK, strokeWidth: LINE * 0.6 }];
    case 'mat':
      return [box('#93c5fd', { rx: 0.05 })];
    case 'softmat':
      return [
        box('#60a5fa', { rx: 0.15, strokeWidth: LINE * 2 }),
        {
          type: 'rect',
          x: -hw + 0.25,
          y: -hd + 0.25,
          width: length - 0.5,
          height: depth - 0.5,
          fill: 'none',
          stroke: '#1d4ed8',
          strokeWidth: LINE,
          rx: 0.1,
        },
      ];
    case 'bench':
      return [box('#b45309', { rx: 0.04 })];
    case 'box':
      return [box('#d6b48a', { rx: 0.08 })];
    case 'goal':
      return [
        {
          type: 'path',
          d: `M ${-hw} ${hd} L ${-hw} ${-hd} L ${hw} ${-hd} L ${hw} ${hd}`,
          fill: '#e2e8f0',
          stroke: INK,
          strokeWidth: LINE * 2,
        },
      ];
    case 'wallbars': {
      const shapes: Shape[] = [box('#e7d3b5')];
      for (let i = 1; i < 6; i++) {
        const x = -hw + (length * i) / 6;
        shapes.push({ type: 'line', x1: x, y1: -hd, x2: x, y2: hd, stroke: INK, strokeWidth: LINE * 0.6 });
      }
      return shapes;
    }
    case 'rope':
      return [
        { type: 'path', d: `M ${-hw} 0 Q ${-hw / 2} ${-0.15} 0 0 T ${hw} 0`, fill: 'none', stroke: '#a16207', strokeWidth: 0.07 },
        { type: 'circle', cx: -hw, cy: 0, r: 0.07, fill: '#a16207' },
        { type: 'circle', cx: hw, cy: 0, r: 0.07, fill: '#a16207' },
      ];
    case 'pole':
      return [
        { type: 'circle', cx: 0, cy: 0, r: hw, fill: '#ffffff', stroke: '#dc2626', strokeWidth: 0.08 },
        { type: 'circle', cx: 0, cy: 0, r: hw * 0.35, fill: '#dc2626' },
      ];
    case 'trampoline':
      return [
        box('#334155', { rx: 0.1 }),
        { type: 'rect', x: -hw + 0.15, y: -hd + 0.15, width: length - 0.3, height: depth - 0.3, fill: '#0f172a', rx: 0.05 },
      ];
    case 'bars':
      return [
        { type: 'line', x1: -hw, y1: -hd, x2: hw, y2: -hd, stroke: '#78350f', strokeWidth: 0.1 },
        { type: 'line', x1: -hw, y1: hd, x2: hw, y2: hd, stroke: '#78350f', strokeWidth: 0.1 },
        ...[-hw + 0.4, hw - 0.4].flatMap((x): Shape[] => [{ type: 'line', x1: x, y1: -hd, x2: x, y2: hd, stroke: INK, strokeWidth: LINE }]),
      ];
    case 'highbar':
      return [
        { type: 'line', x1: -hw, y1: 0, x2: hw, y2: 0, stroke: '#475569', strokeWidth: 0.08 },
        { type: 'circle', cx: -hw, cy: 0, r: 0.12, fill: INK },
        { type: 'circle', cx: hw, cy: 0, r: 0.12, fill: INK },
      ];
    case 'table':
      return [box('#cbd5e1', { rx: 0.03 })];
    case 'chair':
      return [box('#94a3b8', { rx: 0.05 }), { type: 'line', x1: -hw, y1: -hd, x2: hw, y2: -hd, stroke: INK, strokeWidth: 0.1 }];
    case 'noodle':
      return [box('#22c55e', { rx: hd, strokeWidth: LINE * 0.5 })];
    case 'board':
      return [box('#fde047', { rx: 0.08 })];
    case 'marker':
      return [{ type: 'circle', cx: 0, cy: 0, r: hw, fill: '#f43f5e', stroke: INK, strokeWidth: LINE * 0.5 }];
    case 'beanbag':
      return [box('#a3e635', { rx: Math.min(hw, hd) * 0.6, strokeWidth: LINE * 0.5 })];
    case 'scooter':
      return [
        box('#facc15', { rx: 0.06 }),
        ...[-1, 1].flatMap((sx) =>
          [-1, 1].map((sy): Shape => ({ type: 'circle', cx: sx * (hw - 0.08), cy: sy * (hd - 0.07), r: 0.05, fill: INK })),
        ),
      ];
  }
}

/** How large a piece is drawn: life size, or a little larger for the smallest (cones, balls). */
export function drawnSize(piece: PieceType, length: number | null): { length: number; depth: number } {
  const minimum = piece.minDrawSize ?? 0;
  return { length: Math.max(length ?? piece.width, minimum), depth: Math.max(piece.depth, minimum) };
}

export function pieceSymbol(piece: PieceType): Shape[] {
  const size = drawnSize(piece, null);
  return pieceShapes(piece.shape, size.length, size.depth);
}

const PERSON_R = 0.38;

/** Run and dribble in ink, passes blue, jumps green, throws orange: told apart without the legend. */
export const PATH_COLOURS: Record<PathKind, string> = { lauf: INK, dribbeln: INK, pass: '#1d4ed8', sprung: '#059669', wurf: '#c2410c' };

export function personShapes(item: Extract<SketchItem, { kind: 'child' | 'catcher' | 'teacher' }>): Shape[] {
  const { x, y } = item.at;
  if (item.kind === 'teacher') {
    return [
      {
        type: 'rect',
        x: x - PERSON_R,
        y: y - PERSON_R,
        width: PERSON_R * 2,
        height: PERSON_R * 2,
        fill: '#0f766e',
        stroke: INK,
        strokeWidth: LINE * 0.6,
        rx: 0.08,
      },
      { type: 'text', x, y: y + 0.18, text: 'L', size: 0.5, fill: '#ffffff', anchor: 'middle', bold: true },
    ];
  }
  if (item.kind === 'catcher') {
    return [
      { type: 'circle', cx: x, cy: y, r: PERSON_R, fill: '#111827', stroke: '#f97316', strokeWidth: 0.1 },
      {
        type: 'text',
        x,
        y: y + 0.17,
        text: item.number === null ? 'F' : `F${item.number}`,
        size: item.number === null ? 0.45 : 0.34,
        fill: '#ffffff',
        anchor: 'middle',
        bold: true,
      },
    ];
  }
  const fill = item.team ? TEAM_COLOURS[item.team].fill : '#ffffff';
  const textColour = item.team && item.team !== 'gelb' ? '#ffffff' : INK;
  return [
    { type: 'circle', cx: x, cy: y, r: PERSON_R, fill, stroke: INK, strokeWidth: LINE * 0.6 },
    ...(item.number === null
      ? []
      : [
          {
            type: 'text',
            x,
            y: y + 0.16,
            text: String(item.number),
            size: 0.42,
            fill: textColour,
            anchor: 'middle',
            bold: true,
          } satisfies Shape,
        ]),
  ];
}

function arrowHead(from: Point, to: Point, colour: string): Shape {
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  const size = 0.45;
  const left = { x: to.x - size * Math.cos(angle - 0.4), y: to.y - size * Math.sin(angle - 0.4) };
  const right = { x: to.x - size * Math.cos(angle + 0.4), y: to.y - size * Math.sin(angle + 0.4) };
  return {
    type: 'path',
    d: `M ${round(to.x)} ${round(to.y)} L ${round(left.x)} ${round(left.y)} L ${round(right.x)} ${round(right.y)} Z`,
    fill: colour,
  };
}

/** A zig-zag along a segment: how sketches draw a dribble. */
function zigzag(from: Point, to: Point): string {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const steps = Math.max(2, Math.round(length / 0.5));
  const nx = -(to.y - from.y) / length;
  const ny = (to.x - from.x) / length;
  let d = '';
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    const side = i % 2 === 0 ? -0.2 : 0.2;
    d += ` L ${round(from.x + (to.x - from.x) * t + nx * side)} ${round(from.y + (to.y - from.y) * t + ny * side)}`;
  }
  return `${d} L ${round(to.x)} ${round(to.y)}`;
}

function pathShapes(item: Extract<SketchItem, { kind: 'path' }>): Shape[] {
  const colour = PATH_COLOURS[item.path];
  const [start, ...rest] = item.points as [Point, ...Point[]];
  let d = `M ${round(start.x)} ${round(start.y)}`;
  let previous = start;
  for (const point of rest) {
    if (item.path === 'dribbeln') d += zigzag(previous, point);
    else if (item.path === 'sprung' || item.path === 'wurf') {
      // A jump is an arc over the segment.
      const mid = { x: (previous.x + point.x) / 2, y: (previous.y + point.y) / 2 };
      const length = Math.hypot(point.x - previous.x, point.y - previous.y);
      const nx = -(point.y - previous.y) / length;
      const ny = (point.x - previous.x) / length;
      const lift = item.path === 'sprung' ? 0.4 : 0.2; // a throw flies flatter than a jump is drawn
      d += ` Q ${round(mid.x + nx * length * lift)} ${round(mid.y + ny * length * lift)} ${round(point.x)} ${round(point.y)}`;
    } else d += ` L ${round(point.x)} ${round(point.y)}`;
    previous = point;
  }
  const dash = item.path === 'lauf' ? '0.45 0.3' : item.path === 'pass' || item.path === 'wurf' ? '0.08 0.22' : undefined;
  const last = item.points[item.points.length - 1] as Point;
  const beforeLast = item.points[item.points.length - 2] as Point;
  return [
    { type: 'path', d, fill: 'none', stroke: colour, strokeWidth: item.path === 'pass' ? 0.1 : 0.08, ...(dash ? { dash } : {}) },
    arrowHead(beforeLast, last, colour),
  ];
}

const metres = (n: number) => `${String(round(n)).replace('.', ',')} m`;

function itemShapes(item: SketchItem, k: number): Shape[] {
  switch (item.kind) {
    case 'piece': {
      const size = drawnSize(item.piece, item.length);
      return [
        {
          type: 'group',
          x: item.at.x,
          y: item.at.y,
          rotation: item.rotation,
          children: pieceShapes(item.piece.shape, size.length, size.depth),
        },
        // A box's height in parts, upright however the box is turned.
        ...(item.parts
          ? [
              {
                type: 'text',
                x: item.at.x,
                y: item.at.y + 0.22,
                text: String(item.parts),
                size: 0.6,
                fill: INK,
                anchor: 'middle',
                bold: true,
              } satisfies Shape,
            ]
          : []),
      ];
    }
    case 'child':
    case 'catcher':
    case 'teacher':
      return personShapes(item);
    case 'station':
      return [
        { type: 'circle', cx: item.at.x, cy: item.at.y, r: 0.55, fill: '#ffffff', stroke: '#0f766e', strokeWidth: 0.1 },
        {
          type: 'text',
          x: item.at.x,
          y: item.at.y + 0.22,
          text: String(item.number),
          size: 0.62,
          fill: '#0f766e',
          anchor: 'middle',
          bold: true,
        },
      ];
    case 'zone': {
      const colours = ZONE_COLOURS[item.colour];
      const shapes: Shape[] = [
        {
          type: 'rect',
          x: item.at.x,
          y: item.at.y,
          width: item.width,
          height: item.height,
          fill: colours.fill,
          stroke: colours.stroke,
          strokeWidth: LINE,
          dash: '0.3 0.2',
        },
      ];
      if (item.label)
        shapes.push({
          type: 'text',
          x: item.at.x + item.width / 2,
          y: item.at.y + Math.min(0.8 * k, item.height / 2 + 0.2 * k),
          text: item.label,
          size: Math.min(0.55 * k, (item.width * 1.5) / item.label.length),
          fill: INK,
          anchor: 'middle',
          bold: true,
        });
      return shapes;
    }
    case 'line':
      return [
        {
          type: 'line',
          x1: item.from.x,
          y1: item.from.y,
          x2: item.to.x,
          y2: item.to.y,
          stroke: ZONE_COLOURS[item.colour].stroke,
          strokeWidth: 0.1,
        },
      ];
    case 'label':
      return [{ type: 'text', x: item.at.x, y: item.at.y, text: item.text, size: 0.6 * k, fill: INK, anchor: 'middle', bold: true }];
    case 'distance': {
      const length = Math.hypot(item.to.x - item.from.x, item.to.y - item.from.y);
      const mid = { x: (item.from.x + item.to.x) / 2, y: (item.from.y + item.to.y) / 2 };
      return [
        { type: 'line', x1: item.from.x, y1: item.from.y, x2: item.to.x, y2: item.to.y, stroke: '#475569', strokeWidth: 0.04 },
        arrowHead(item.to, item.from, '#475569'),
        arrowHead(item.from, item.to, '#475569'),
        { type: 'rect', x: mid.x - 0.9 * k, y: mid.y - 0.35 * k, width: 1.8 * k, height: 0.55 * k, fill: '#ffffff', rx: 0.1 * k },
        {
          type: 'text',
          x: mid.x,
          y: mid.y + 0.08 * k,
          text: item.text ?? metres(length),
          size: 0.45 * k,
          fill: '#334155',
          anchor: 'middle',
        },
      ];
    }
    case 'path':
      return pathShapes(item);
  }
}

/**
 * Writing scales with the ground (a label 60 cm high suits a hall, not a 6 m station); pieces
 * and people keep their real size.
 */
function textScale(sketch: Sketch): number {
  return Math.min(1.4, Math.max(0.6, Math.max(sketch.ground.width, sketch.ground.height) / 27));
}

/** Zones first, then lines, pieces, paths, people and texts on top: nothing hides a person. */
const LAYER: Record<SketchItem['kind'], number> = {
  zone: 0,
  line: 1,
  piece: 2,
  distance: 3,
  path: 4,
  station: 5,
  child: 6,
  catcher: 6,
  teacher: 6,
  label: 7,
};

export function sketchScene(sketch: Sketch): Scene {
  const items = [...sketch.items].sort((a, b) => LAYER[a.kind] - LAYER[b.kind]);
  return {
    viewBox: [-MARGIN, -MARGIN, round(sketch.ground.width + 2 * MARGIN), round(sketch.ground.height + 2 * MARGIN)],
    shapes: [...groundShapes(sketch), ...items.flatMap((item) => itemShapes(item, textScale(sketch)))],
  };
}
