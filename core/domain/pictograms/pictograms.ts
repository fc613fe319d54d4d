/**
 * Pictograms for the Stationskarten (issue 22): children in Klasse 1 and 2 follow a station by its
 * pictures, numbered in the order of the task, without reading. Each pictogram is a few paths in a
 * 100 × 100 box (y downwards, the floor at y = 92), drawn the same way in the app (SVG) and in
 * the printed card (pdf-lib's drawSvgPath): black strokes with round ends, grey surfaces — it
 * prints on any school printer.
 */

export interface PictogramShape {
  d: string;
  /** Filled surface: 'ink' (the figures), 'grey' (equipment), or none. */
  fill?: 'ink' | 'grey' | 'light' | 'paper';
  /** Stroke width in box units; no stroke when absent. */
  stroke?: number;
  dashed?: boolean;
  /** Drawn in paper white: a gap that lifts a figure off the equipment behind it. */
  paper?: boolean;
}

export interface Pictogram {
  /** The word under the picture, for those who read and for screen readers. */
  caption: string;
  shapes: PictogramShape[];
}

const r = (n: number) => Math.round(n * 10) / 10;
const line = (...points: [number, number][]) => points.map(([x, y], i) => `${i ? 'L' : 'M'} ${r(x)} ${r(y)}`).join(' ');
const ellipse = (cx: number, cy: number, rx: number, ry = rx) =>
  `M ${r(cx - rx)} ${r(cy)} A ${rx} ${ry} 0 1 0 ${r(cx + rx)} ${r(cy)} A ${rx} ${ry} 0 1 0 ${r(cx - rx)} ${r(cy)} Z`;
const rect = (x1: number, y1: number, x2: number, y2: number) => `M ${x1} ${y1} L ${x2} ${y1} L ${x2} ${y2} L ${x1} ${y2} Z`;
/** An arrowhead at `to`, pointing away from `from`. */
function head(from: [number, number], to: [number, number], size = 7): string {
  const angle = Math.atan2(to[1] - from[1], to[0] - from[0]);
  const side = (turn: number): [number, number] => [to[0] - size * Math.cos(angle + turn), to[1] - size * Math.sin(angle + turn)];
  return line(side(0.5), to, side(-0.5));
}

const LIMB = 5;
const THIN = 3;
const ink = (d: string, stroke = LIMB): PictogramShape => ({ d, stroke });
const headAt = (x: number, y: number, size = 6.5): PictogramShape => ({ d: ellipse(x, y, size), fill: 'ink' });
const floor: PictogramShape = { d: line([4, 93], [96, 93]), stroke: 1.5 };

/** A child standing, seen from the side: head at (x, top + 6). */
function standing(x: number, top: number, scale = 1): PictogramShape[] {
  const s = (n: number) => top + n * scale;
  return [
    headAt(x, s(6), 6.5 * scale),
    ink(line([x, s(13)], [x, s(36)]), LIMB * scale),
    ink(line([x - 9 * scale, s(31)], [x, s(18)], [x + 9 * scale, s(31)]), LIMB * scale),
    ink(line([x - 7 * scale, s(58)], [x, s(36)], [x + 7 * scale, s(58)]), LIMB * scale),
  ];
}

export const PICTOGRAMS = {
  balancieren: {
    caption: 'balancieren',
    shapes: [
      floor,
      { d: rect(8, 79, 92, 85), fill: 'grey' },
      ink(line([18, 85], [18, 93]), 4),
      ink(line([82, 85], [82, 93]), 4),
      headAt(50, 19),
      ink(line([50, 27], [50, 53])),
      ink(line([25, 36], [50, 33], [75, 36])),
      ink(line([42, 78], [50, 53], [58, 78])),
      ink(line([64, 10], [88, 10]), THIN),
      ink(head([64, 10], [88, 10]), THIN),
    ],
  },
  kastentreppe: {
    caption: 'hochsteigen',
    shapes: [
      floor,
      { d: rect(6, 78, 30, 93), fill: 'light', stroke: THIN },
      { d: rect(30, 64, 54, 93), fill: 'light', stroke: THIN },
      { d: rect(54, 50, 78, 93), fill: 'light', stroke: THIN },
      headAt(41, 22),
      ink(line([41, 29], [42, 48])),
      ink(line([32, 44], [41, 34], [52, 40])),
      ink(line([37, 64], [42, 48], [52, 50], [56, 50])),
      { d: line([12, 60], [62, 30]), stroke: THIN, dashed: true },
      ink(head([12, 60], [62, 30]), THIN),
    ],
  },
  niedersprung: {
    caption: 'springen',
    shapes: [
      floor,
      { d: rect(4, 56, 34, 93), fill: 'light', stroke: THIN },
      ink(line([4, 68], [34, 68]), 2),
      ink(line([4, 80], [34, 80]), 2),
      { d: rect(46, 82, 97, 93), fill: 'grey' },
      headAt(72, 24),
      ink(line([72, 31], [72, 52])),
      ink(line([61, 28], [72, 37], [83, 28])),
      ink(line([72, 52], [80, 60], [74, 70])),
      ink(line([72, 52], [66, 61], [70, 70])),
      { d: 'M 26 50 Q 40 22 56 40', stroke: THIN, dashed: true },
      ink(head([48, 30], [56, 40]), THIN),
    ],
  },
  seilspringen: {
    caption: 'Seil springen',
    shapes: [
      floor,
      headAt(50, 27),
      ink(line([50, 34], [50, 60])),
      ink(line([31, 55], [50, 41], [69, 55])),
      ink(line([45, 84], [50, 60], [55, 84])),
      { d: 'M 31 55 Q 50 124 69 55', stroke: THIN },
      { d: 'M 31 55 Q 50 -32 69 55', stroke: THIN, dashed: true },
    ],
  },
  werfen: {
    caption: 'werfen',
    shapes: [
      floor,
      headAt(22, 26),
      ink(line([22, 33], [22, 60])),
      ink(line([10, 50], [22, 40], [38, 32])),
      ink(line([13, 92], [22, 60], [31, 92])),
      { d: rect(38, 26, 45, 32), fill: 'ink' },
      { d: 'M 46 28 Q 70 0 82 78', stroke: THIN, dashed: true },
      ink(head([80, 66], [82, 78]), THIN),
      { d: ellipse(82, 86, 14, 5), stroke: THIN },
    ],
  },
  prellen: {
    caption: 'prellen',
    shapes: [
      floor,
      headAt(26, 20),
      ink(line([26, 27], [27, 54])),
      ink(line([16, 45], [26, 34], [38, 48])),
      ink(line([19, 92], [27, 54], [37, 90])),
      { d: ellipse(42, 78, 6), fill: 'grey', stroke: 2 },
      { d: line([40, 52], [42, 70]), stroke: 2, dashed: true },
      { d: 'M 57 93 L 62 79 L 67 93 Z', fill: 'ink' },
      { d: 'M 73 93 L 78 79 L 83 93 Z', fill: 'ink' },
      { d: 'M 89 93 L 94 79 L 99 93 Z', fill: 'ink' },
      { d: 'M 52 66 Q 62 52 70 66 Q 78 80 86 66 Q 92 56 96 60', stroke: THIN, dashed: true },
    ],
  },
  rollbrett: {
    caption: 'ziehen',
    shapes: [
      floor,
      { d: rect(10, 80, 44, 85), fill: 'grey' },
      { d: ellipse(16, 89, 3.5), fill: 'ink' },
      { d: ellipse(38, 89, 3.5), fill: 'ink' },
      headAt(28, 44),
      ink(line([26, 78], [29, 51])),
      ink(line([26, 78], [42, 66], [52, 78])),
      ink(line([28, 58], [50, 56])),
      ink(line([92, 24], [92, 93]), 4),
      { d: line([50, 56], [92, 56]), stroke: 2 },
      ink(line([40, 18], [70, 18]), THIN),
      ink(head([40, 18], [70, 18]), THIN),
    ],
  },
  huepfen: {
    caption: 'hüpfen',
    shapes: [
      floor,
      { d: ellipse(18, 87, 13, 4.5), stroke: THIN },
      { d: ellipse(50, 87, 13, 4.5), stroke: THIN },
      { d: ellipse(82, 87, 13, 4.5), stroke: THIN },
      headAt(50, 22),
      ink(line([50, 29], [50, 54])),
      ink(line([40, 46], [50, 36], [60, 46])),
      ink(line([50, 54], [50, 84])),
      ink(line([50, 54], [59, 64], [54, 72])),
      { d: 'M 64 78 Q 72 56 80 78', stroke: THIN, dashed: true },
      ink(head([78, 70], [80, 78]), THIN),
    ],
  },
  klettern: {
    caption: 'seitwärts klettern',
    shapes: [
      floor,
      ...[6, 36, 66, 94].map((x) => ink(line([x, 16], [x, 93]), 4)),
      ...[24, 34, 44, 54, 64, 74, 84].map((y) => ink(line([6, y], [94, y]), 2)),
      ...[line([46, 40], [46, 60]), line([34, 24], [46, 45], [58, 24]), line([39, 74], [46, 60], [53, 74])].map((d): PictogramShape => ({
        d,
        stroke: 11,
        paper: true,
      })),
      { d: ellipse(46, 33, 9), fill: 'paper' },
      headAt(46, 33),
      ink(line([46, 40], [46, 60])),
      ink(line([34, 24], [46, 45], [58, 24])),
      ink(line([39, 74], [46, 60], [53, 74])),
      ink(line([16, 7], [84, 7]), THIN),
      ink(head([84, 7], [16, 7]), THIN),
      ink(head([16, 7], [84, 7]), THIN),
    ],
  },
  anstellen: {
    caption: 'hinten anstellen',
    shapes: [
      floor,
      ...standing(22, 34),
      ...standing(48, 34),
      ...standing(74, 34),
      { d: 'M 86 30 Q 50 -10 14 30', stroke: THIN },
      ink(head([22, 20], [14, 30]), THIN),
    ],
  },
} satisfies Record<string, Pictogram>;

export type PictogramKey = keyof typeof PICTOGRAMS;
export const PICTOGRAM_KEYS = Object.keys(PICTOGRAMS) as PictogramKey[];
export const isPictogramKey = (key: string): key is PictogramKey => Object.hasOwn(PICTOGRAMS, key);

export const PICTOGRAM_COLOURS = { ink: '#111827', grey: '#9ca3af', light: '#e5e7eb', paper: '#ffffff' } as const;

/** One pictogram as an SVG document (the app, and the test that looks at every one). */
export function pictogramSvg(key: PictogramKey, size = 120): string {
  const { caption, shapes } = PICTOGRAMS[key];
  const body = (shapes as PictogramShape[])
    .map(
      (s) =>
        `<path d="${s.d}" fill="${s.fill ? PICTOGRAM_COLOURS[s.fill] : 'none'}"${
          s.stroke
            ? ` stroke="${s.paper ? PICTOGRAM_COLOURS.paper : PICTOGRAM_COLOURS.ink}" stroke-width="${s.stroke}" stroke-linecap="round" stroke-linejoin="round"`
            : ''
        }${s.dashed ? ' stroke-dasharray="5 5"' : ''}/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${size}" height="${size}" role="img" aria-label="${caption}">${body}</svg>`;
}
