import { foldGerman } from '../search/german-text';

// What a set-up sketch may contain (issue 22): the grounds with their lines, the Geräte and
// small material to scale, the people, and the colours. Sizes in metres, seen from above.

export interface GroundType {
  /** The word in the sketch text (`feld: halle`). */
  key: string;
  label: string;
  width: number;
  height: number;
  surface: 'halle' | 'klassenraum' | 'wasser' | 'rasen' | 'frei';
}

export const GROUNDS: readonly GroundType[] = [
  { key: 'halle', label: 'Halle', width: 27, height: 15, surface: 'halle' },
  { key: 'halbe-halle', label: 'Halbe Halle', width: 13.5, height: 15, surface: 'halle' },
  { key: 'klassenraum', label: 'Klassenraum', width: 9, height: 7, surface: 'klassenraum' },
  { key: 'schwimmbecken', label: 'Schwimmbecken', width: 25, height: 12.5, surface: 'wasser' },
  { key: 'sportplatz', label: 'Sportplatz', width: 50, height: 30, surface: 'rasen' },
];

/** How a piece is drawn (render.ts) — the shape families, not every piece on its own. */
export type PieceShape =
  | 'cone'
  | 'hoop'
  | 'ball'
  | 'mat'
  | 'softmat'
  | 'bench'
  | 'box'
  | 'goal'
  | 'wallbars'
  | 'rope'
  | 'pole'
  | 'trampoline'
  | 'bars'
  | 'highbar'
  | 'table'
  | 'chair'
  | 'noodle'
  | 'board'
  | 'marker'
  | 'beanbag'
  | 'scooter';

export interface PieceType {
  key: string;
  /** Other spellings an admin may write (umlauts are folded anyway). */
  aliases: readonly string[];
  singular: string;
  plural: string;
  shape: PieceShape;
  /** Footprint in metres (length along x before rotation, depth along y). */
  width: number;
  depth: number;
  /** Drawn this much larger than life so that it can be seen on a phone (cones, balls). */
  minDrawSize?: number;
}

export const PIECES: readonly PieceType[] = [
  {
    key: 'huetchen',
    aliases: ['hütchen', 'pylone', 'kegel'],
    singular: 'Hütchen',
    plural: 'Hütchen',
    shape: 'cone',
    width: 0.3,
    depth: 0.3,
    minDrawSize: 0.45,
  },
  { key: 'reifen', aliases: [], singular: 'Reifen', plural: 'Reifen', shape: 'hoop', width: 0.9, depth: 0.9 },
  { key: 'ball', aliases: [], singular: 'Ball', plural: 'Bälle', shape: 'ball', width: 0.22, depth: 0.22, minDrawSize: 0.4 },
  { key: 'matte', aliases: ['turnmatte'], singular: 'Matte', plural: 'Matten', shape: 'mat', width: 2, depth: 1 },
  { key: 'weichboden', aliases: ['weichbodenmatte'], singular: 'Weichboden', plural: 'Weichböden', shape: 'softmat', width: 3, depth: 2 },
  { key: 'langbank', aliases: ['bank'], singular: 'Langbank', plural: 'Langbänke', shape: 'bench', width: 3.5, depth: 0.3 },
  { key: 'kasten', aliases: ['sprungkasten'], singular: 'Kasten', plural: 'Kästen', shape: 'box', width: 1.5, depth: 0.8 },
  {
    key: 'kleiner-kasten',
    aliases: ['kleinerkasten'],
    singular: 'kleiner Kasten',
    plural: 'kleine Kästen',
    shape: 'box',
    width: 0.6,
    depth: 0.4,
  },
  { key: 'tor', aliases: [], singular: 'Tor', plural: 'Tore', shape: 'goal', width: 3, depth: 1 },
  { key: 'sprossenwand', aliases: [], singular: 'Sprossenwand', plural: 'Sprossenwände', shape: 'wallbars', width: 1, depth: 0.3 },
  { key: 'seil', aliases: ['springseil', 'zauberschnur'], singular: 'Seil', plural: 'Seile', shape: 'rope', width: 3, depth: 0.1 },
  {
    key: 'stange',
    aliases: ['slalomstange'],
    singular: 'Stange',
    plural: 'Stangen',
    shape: 'pole',
    width: 0.1,
    depth: 0.1,
    minDrawSize: 0.35,
  },
  {
    key: 'trampolin',
    aliases: ['minitrampolin'],
    singular: 'Minitrampolin',
    plural: 'Minitrampoline',
    shape: 'trampoline',
    width: 1.1,
    depth: 1.1,
  },
  { key: 'barren', aliases: [], singular: 'Barren', plural: 'Barren', shape: 'bars', width: 3.5, depth: 0.5 },
  { key: 'reck', aliases: [], singular: 'Reck', plural: 'Recks', shape: 'highbar', width: 2.4, depth: 0.2 },
  { key: 'tisch', aliases: [], singular: 'Tisch', plural: 'Tische', shape: 'table', width: 1.2, depth: 0.6 },
  { key: 'stuhl', aliases: [], singular: 'Stuhl', plural: 'Stühle', shape: 'chair', width: 0.45, depth: 0.45 },
  {
    key: 'schwimmnudel',
    aliases: ['poolnudel'],
    singular: 'Schwimmnudel',
    plural: 'Schwimmnudeln',
    shape: 'noodle',
    width: 1.6,
    depth: 0.1,
    minDrawSize: 0.2,
  },
  { key: 'schwimmbrett', aliases: [], singular: 'Schwimmbrett', plural: 'Schwimmbretter', shape: 'board', width: 0.5, depth: 0.3 },
  {
    key: 'markierung',
    aliases: ['teppichfliese', 'markierungsscheibe'],
    singular: 'Markierung',
    plural: 'Markierungen',
    shape: 'marker',
    width: 0.3,
    depth: 0.3,
    minDrawSize: 0.4,
  },
  {
    key: 'sandsaeckchen',
    aliases: ['saeckchen'],
    singular: 'Sandsäckchen',
    plural: 'Sandsäckchen',
    shape: 'beanbag',
    width: 0.15,
    depth: 0.1,
    minDrawSize: 0.3,
  },
  { key: 'rollbrett', aliases: [], singular: 'Rollbrett', plural: 'Rollbretter', shape: 'scooter', width: 0.55, depth: 0.35 },
];

export const TEAM_COLOURS = {
  rot: { label: 'Rot', fill: '#dc2626' },
  blau: { label: 'Blau', fill: '#2563eb' },
  gelb: { label: 'Gelb', fill: '#eab308' },
  gruen: { label: 'Grün', fill: '#16a34a' },
} as const;
export type TeamColour = keyof typeof TEAM_COLOURS;

/** Zones and lines: light fills that leave the pieces on them readable. */
export const ZONE_COLOURS = {
  rot: { fill: '#fecaca', stroke: '#dc2626' },
  blau: { fill: '#bfdbfe', stroke: '#2563eb' },
  gelb: { fill: '#fef08a', stroke: '#ca8a04' },
  gruen: { fill: '#bbf7d0', stroke: '#16a34a' },
  grau: { fill: '#e2e8f0', stroke: '#64748b' },
} as const;
export type ZoneColour = keyof typeof ZONE_COLOURS;

export const PATH_KINDS = {
  lauf: { singular: 'Laufweg', plural: 'Laufwege' },
  pass: { singular: 'Pass', plural: 'Pässe' },
  dribbeln: { singular: 'Dribbelweg', plural: 'Dribbelwege' },
  sprung: { singular: 'Sprung', plural: 'Sprünge' },
  wurf: { singular: 'Wurf', plural: 'Würfe' },
} as const;
export type PathKind = keyof typeof PATH_KINDS;

/** ä → ae …: the sketch text may be written either way (the same folding as search). */
export const foldKeyword = foldGerman;

const pieceByWord = new Map<string, PieceType>();
for (const piece of PIECES) for (const word of [piece.key, ...piece.aliases]) pieceByWord.set(foldKeyword(word), piece);

export function findPiece(word: string): PieceType | undefined {
  return pieceByWord.get(foldKeyword(word));
}
