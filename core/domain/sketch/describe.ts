import { PATH_KINDS, TEAM_COLOURS, ZONE_COLOURS, type PathKind, type PieceType, type TeamColour, type ZoneColour } from './catalogue';
import type { Sketch, SketchItem } from './parse';
import { PATH_COLOURS, personShapes, pieceSymbol, type Scene, type Shape } from './scene';

// What a screen reader says instead of the picture, and the legend under it: both from the
// pieces themselves, so they always match the drawing.

const count = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`;
const metres = (n: number) => `${String(Math.round(n * 10) / 10).replace('.', ',')} m`;
const list = (parts: string[]) => (parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} und ${parts.at(-1)}`);

function where(sketch: Sketch, x: number, y: number): string {
  const col = x < sketch.ground.width / 3 ? 'links' : x > (sketch.ground.width * 2) / 3 ? 'rechts' : '';
  const row = y < sketch.ground.height / 3 ? 'oben' : y > (sketch.ground.height * 2) / 3 ? 'unten' : '';
  if (!col && !row) return 'in der Mitte';
  return [col, row].filter(Boolean).join(' ');
}

const ZONE_NAMES: Record<ZoneColour, string> = { rot: 'rote', blau: 'blaue', gelb: 'gelbe', gruen: 'grüne', grau: 'graue' };

export function describeSketch(sketch: Sketch): string {
  const { ground, items } = sketch;
  const sentences = [`Aufbauskizze: ${ground.label}, ${metres(ground.width).replace(' m', '')} × ${metres(ground.height)}.`];

  const pieces = new Map<string, { piece: PieceType; parts: number | null; n: number }>();
  for (const item of items) {
    if (item.kind !== 'piece') continue;
    const key = `${item.piece.key}/${item.parts ?? ''}`;
    const entry = pieces.get(key) ?? { piece: item.piece, parts: item.parts, n: 0 };
    entry.n++;
    pieces.set(key, entry);
  }
  if (pieces.size > 0) {
    const parts = [...pieces.values()].map(
      ({ piece, parts: p, n }) => `${count(n, piece.singular, piece.plural)}${p ? ` (${p}-teilig)` : ''}`,
    );
    sentences.push(`Geräte und Material: ${list(parts)}.`);
  }

  const people: string[] = [];
  const teams = new Map<TeamColour | null, number>();
  for (const item of items) if (item.kind === 'child') teams.set(item.team, (teams.get(item.team) ?? 0) + 1);
  for (const [team, n] of teams) people.push(`${count(n, 'Kind', 'Kinder')}${team ? ` in Team ${TEAM_COLOURS[team].label}` : ''}`);
  const catchers = items.filter((i) => i.kind === 'catcher').length;
  if (catchers > 0) people.push(count(catchers, 'Fänger/in', 'Fänger/innen'));
  if (items.some((i) => i.kind === 'teacher')) people.push('die Lehrkraft');
  if (people.length > 0) sentences.push(`Personen: ${list(people)}.`);

  const zones = items.flatMap((i) =>
    i.kind === 'zone'
      ? [
          `${i.label ? `„${i.label}“` : `eine ${ZONE_NAMES[i.colour]} Zone`} (${where(sketch, i.at.x + i.width / 2, i.at.y + i.height / 2)})`,
        ]
      : [],
  );
  if (zones.length > 0) sentences.push(`Zonen: ${list(zones)}.`);

  const stations = items.flatMap((i) => (i.kind === 'station' ? [i.number] : [])).sort((a, b) => a - b);
  if (stations.length > 0) sentences.push(stations.length === 1 ? `Station ${stations[0]}.` : `Stationen ${list(stations.map(String))}.`);

  const paths = new Map<PathKind, number>();
  for (const item of items) if (item.kind === 'path') paths.set(item.path, (paths.get(item.path) ?? 0) + 1);
  if (paths.size > 0)
    sentences.push(`Wege: ${list([...paths].map(([kind, n]) => count(n, PATH_KINDS[kind].singular, PATH_KINDS[kind].plural)))}.`);

  const distances = items.flatMap((i) =>
    i.kind === 'distance' ? [i.text ?? metres(Math.hypot(i.to.x - i.from.x, i.to.y - i.from.y))] : [],
  );
  if (distances.length > 0) sentences.push(`Abstände: ${list(distances)}.`);
  const labels = items.flatMap((i) => (i.kind === 'label' ? [`„${i.text}“`] : []));
  if (labels.length > 0) sentences.push(`Beschriftung: ${list(labels)}.`);
  return sentences.join(' ');
}

export interface LegendEntry {
  key: string;
  label: string;
  symbol: Scene;
}

const symbolScene = (shapes: Shape[], size = 1): Scene => ({ viewBox: [-size / 2, -size / 2, size, size], shapes });

/** One entry per kind of thing drawn, in the order they first appear. */
export function sketchLegend(sketch: Sketch): LegendEntry[] {
  const entries = new Map<string, LegendEntry>();
  const add = (key: string, label: string, symbol: () => Scene) => {
    if (!entries.has(key)) entries.set(key, { key, label, symbol: symbol() });
  };
  for (const item of sketch.items as SketchItem[]) {
    switch (item.kind) {
      case 'piece': {
        const size = Math.max(item.piece.width, item.piece.depth, 0.5) * 1.15;
        add(`piece:${item.piece.key}`, item.piece.singular, () => symbolScene(pieceSymbol(item.piece), size));
        break;
      }
      case 'child':
        add(`child:${item.team ?? ''}`, item.team ? `Kind, Team ${TEAM_COLOURS[item.team].label}` : 'Kind', () =>
          symbolScene(personShapes({ ...item, at: { x: 0, y: 0 }, number: null })),
        );
        break;
      case 'catcher':
        add('catcher', 'Fänger/in', () => symbolScene(personShapes({ ...item, at: { x: 0, y: 0 }, number: null })));
        break;
      case 'teacher':
        add('teacher', 'Lehrkraft', () => symbolScene(personShapes({ ...item, at: { x: 0, y: 0 } })));
        break;
      case 'station':
        add('station', 'Station', () =>
          symbolScene(
            [
              { type: 'circle', cx: 0, cy: 0, r: 0.4, fill: '#ffffff', stroke: '#0f766e', strokeWidth: 0.08 },
              { type: 'text', x: 0, y: 0.16, text: '1', size: 0.45, fill: '#0f766e', anchor: 'middle', bold: true },
            ],
            1,
          ),
        );
        break;
      case 'path': {
        const kind = item.path;
        add(`path:${kind}`, PATH_KINDS[kind].singular, () => {
          const colour = PATH_COLOURS[kind];
          const d =
            kind === 'sprung' || kind === 'wurf'
              ? 'M -0.9 0.2 Q 0 -0.6 0.9 0.2'
              : kind === 'dribbeln'
                ? 'M -0.9 0 L -0.6 0.15 L -0.3 -0.15 L 0 0.15 L 0.3 -0.15 L 0.6 0.15 L 0.9 0'
                : 'M -0.9 0 L 0.9 0';
          const dash = kind === 'lauf' ? '0.3 0.2' : kind === 'pass' || kind === 'wurf' ? '0.06 0.16' : undefined;
          return symbolScene([{ type: 'path', d, fill: 'none', stroke: colour, strokeWidth: 0.09, ...(dash ? { dash } : {}) }], 2);
        });
        break;
      }
      case 'zone':
        add(`zone:${item.colour}:${item.label ?? ''}`, `${item.label ?? 'Zone'} (${ZONE_NAMES[item.colour].slice(0, -1)})`, () =>
          symbolScene([
            {
              type: 'rect',
              x: -0.4,
              y: -0.3,
              width: 0.8,
              height: 0.6,
              fill: ZONE_COLOURS[item.colour].fill,
              stroke: ZONE_COLOURS[item.colour].stroke,
              strokeWidth: 0.05,
              dash: '0.15 0.1',
            },
          ]),
        );
        break;
      case 'distance':
        add('distance', 'Abstand', () =>
          symbolScene([{ type: 'line', x1: -0.8, y1: 0, x2: 0.8, y2: 0, stroke: '#475569', strokeWidth: 0.06 }], 2),
        );
        break;
      default:
        break;
    }
  }
  return [...entries.values()];
}
