import {
  findPiece,
  PIECES,
  foldKeyword,
  GROUNDS,
  PATH_KINDS,
  TEAM_COLOURS,
  ZONE_COLOURS,
  type GroundType,
  type PathKind,
  type PieceType,
  type TeamColour,
  type ZoneColour,
} from './catalogue';

// The sketch text (issue 22): one statement per line, positions in metres from the ground's
// top-left corner, `#` starts a comment. docs/content-format.md has the full reference.
//
//   feld: halle
//   huetchen 3 5
//   kasten 8 7,5 teile=3 drehung=90
//   kind 5 5 team=rot nr=1
//   zone 0 0 4 15 farbe=gruen text="Gefängnis"
//   lauf 3 5 -> 10 5 -> 12 8

export interface Point {
  x: number;
  y: number;
}

export type SketchItem =
  | { kind: 'piece'; line: number; piece: PieceType; at: Point; rotation: number; parts: number | null; length: number | null }
  | { kind: 'child'; line: number; at: Point; team: TeamColour | null; number: number | null }
  | { kind: 'catcher'; line: number; at: Point; number: number | null }
  | { kind: 'teacher'; line: number; at: Point }
  | { kind: 'station'; line: number; at: Point; number: number }
  | { kind: 'zone'; line: number; at: Point; width: number; height: number; colour: ZoneColour; label: string | null }
  | { kind: 'line'; line: number; from: Point; to: Point; colour: ZoneColour }
  | { kind: 'label'; line: number; at: Point; text: string }
  | { kind: 'distance'; line: number; from: Point; to: Point; text: string | null }
  | { kind: 'path'; line: number; path: PathKind; points: Point[] };

export interface Ground {
  /** A named ground's key; null for a free size. */
  key: string | null;
  label: string;
  width: number;
  height: number;
  surface: GroundType['surface'];
}

export interface Sketch {
  ground: Ground;
  items: SketchItem[];
}

export interface SketchProblem {
  line: number;
  message: string;
}

export const SKETCH_LIMITS = { characters: 10_000, items: 300, groundMetres: 200, text: 60 } as const;

const DEFAULT_GROUND = GROUNDS[0] as GroundType;
const NUMBER = /^-?\d+(?:[.,]\d+)?$/;
const ARROWS = new Set(['->', '→']);
const OPENING_QUOTES = new Set(['"', '„', '“']);
const CLOSING_QUOTES = new Set(['"', '“', '”']);

/** A line's words; quoted text stays one word (`text="Mittellinie links"`), `#` ends the line. */
function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of text) {
    if (quoted) {
      if (CLOSING_QUOTES.has(char)) quoted = false;
      else current += char;
    } else if (OPENING_QUOTES.has(char)) {
      quoted = true;
    } else if (char === '#') {
      break;
    } else if (/\s/.test(char)) {
      if (current) tokens.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (current || quoted) tokens.push(current);
  return tokens;
}

const toNumber = (token: string | undefined) => (token !== undefined && NUMBER.test(token) ? Number(token.replace(',', '.')) : null);
const metres = (n: number) => `${String(n).replace('.', ',')} m`;

const PEOPLE_WORDS: Record<string, 'child' | 'catcher' | 'teacher'> = {
  kind: 'child',
  schueler: 'child',
  faenger: 'catcher',
  faengerin: 'catcher',
  lehrkraft: 'teacher',
  lehrer: 'teacher',
  lehrerin: 'teacher',
};

/** Every word a statement may start with, for the message about an unknown one. */
export const SKETCH_WORDS = [
  'feld',
  'kind',
  'faenger',
  'lehrkraft',
  'station',
  'zone',
  'linie',
  'text',
  'abstand',
  ...Object.keys(PATH_KINDS),
];

interface Statement {
  line: number;
  word: string;
  args: string[];
  options: Map<string, string>;
}

class Problems {
  readonly list: SketchProblem[] = [];
  add(line: number, message: string): null {
    this.list.push({ line, message: `Zeile ${line}: ${message}` });
    return null;
  }
}

function parseGround(statement: Statement, problems: Problems): Ground | null {
  const rest = statement.args.join(' ').replace(/^:\s*/, '').trim();
  const named = GROUNDS.find((g) => g.key === foldKeyword(rest));
  if (named) return { key: named.key, label: named.label, width: named.width, height: named.height, surface: named.surface };
  const size = /^(\d+(?:[.,]\d+)?)\s*[x×]\s*(\d+(?:[.,]\d+)?)$/i.exec(rest);
  if (!size) {
    return problems.add(
      statement.line,
      `„${rest}“ ist kein Feld. Möglich: ${GROUNDS.map((g) => g.key).join(', ')} oder eine Größe wie „20 x 10“.`,
    );
  }
  const width = Number((size[1] as string).replace(',', '.'));
  const height = Number((size[2] as string).replace(',', '.'));
  if (width <= 0 || height <= 0 || width > SKETCH_LIMITS.groundMetres || height > SKETCH_LIMITS.groundMetres) {
    return problems.add(statement.line, `Ein Feld ist größer als 0 und höchstens ${SKETCH_LIMITS.groundMetres} m lang und breit.`);
  }
  return { key: null, label: 'Feld', width, height, surface: 'frei' };
}

/** `count` numbers from the statement's arguments, or a problem naming what is expected. */
function numbers(statement: Statement, count: number, what: string, problems: Problems): number[] | null {
  const values = statement.args.map(toNumber);
  if (values.length !== count || values.some((v) => v === null)) return problems.add(statement.line, `${what}.`);
  return values as number[];
}

function option<T extends string>(
  statement: Statement,
  name: string,
  allowed: Record<T, unknown>,
  problems: Problems,
): T | null | undefined {
  const value = statement.options.get(name);
  if (value === undefined) return undefined;
  const folded = foldKeyword(value) as T;
  if (folded in allowed) return folded;
  return problems.add(statement.line, `${name}=${value} gibt es nicht. Möglich: ${Object.keys(allowed).join(', ')}.`);
}

function wholeNumber(statement: Statement, name: string, min: number, max: number, problems: Problems): number | null | undefined {
  const raw = statement.options.get(name);
  if (raw === undefined) return undefined;
  const value = toNumber(raw);
  if (value === null || !Number.isInteger(value) || value < min || value > max) {
    return problems.add(statement.line, `${name} ist eine ganze Zahl von ${min} bis ${max}.`);
  }
  return value;
}

function checkOptions(statement: Statement, allowed: string[], problems: Problems): boolean {
  for (const name of statement.options.keys()) {
    if (!allowed.includes(name)) {
      problems.add(
        statement.line,
        allowed.length ? `„${name}=“ passt hier nicht (möglich: ${allowed.join(', ')}).` : `„${name}=“ passt hier nicht.`,
      );
      return false;
    }
  }
  return true;
}

function labelText(value: string | undefined, statement: Statement, problems: Problems): string | null | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (!text || text.length > SKETCH_LIMITS.text) return problems.add(statement.line, `Ein Text hat 1 bis ${SKETCH_LIMITS.text} Zeichen.`);
  return text;
}

function parsePath(statement: Statement, path: PathKind, problems: Problems): SketchItem | null {
  const points: Point[] = [];
  let pending: number[] = [];
  for (const token of [...statement.args, '->']) {
    if (ARROWS.has(token)) {
      if (pending.length !== 2) break;
      points.push({ x: pending[0] as number, y: pending[1] as number });
      pending = [];
      continue;
    }
    const value = toNumber(token);
    if (value === null) break;
    pending.push(value);
  }
  if (pending.length > 0 || points.length < 2 || points.length * 2 !== statement.args.filter((t) => !ARROWS.has(t)).length) {
    return problems.add(
      statement.line,
      `Ein ${PATH_KINDS[path].singular} braucht mindestens zwei Punkte: „${statement.word} 3 5 -> 10 5“.`,
    );
  }
  return { kind: 'path', line: statement.line, path, points };
}

function parseStatement(statement: Statement, problems: Problems): SketchItem | null {
  const { word, line } = statement;
  const piece = findPiece(word);
  if (piece) {
    if (
      !checkOptions(
        statement,
        ['drehung', ...(piece.shape === 'box' ? ['teile'] : []), ...(piece.shape === 'rope' ? ['laenge'] : [])],
        problems,
      )
    )
      return null;
    const at = numbers(statement, 2, `${piece.singular} braucht eine Position: „${word} 3 5“`, problems);
    const rotationRaw = statement.options.get('drehung');
    const rotation = rotationRaw === undefined ? 0 : toNumber(rotationRaw);
    if (rotation === null) return problems.add(line, 'drehung ist ein Winkel in Grad, z. B. drehung=90.');
    const parts = wholeNumber(statement, 'teile', 1, 8, problems);
    const lengthRaw = statement.options.get('laenge');
    const length = lengthRaw === undefined ? null : toNumber(lengthRaw);
    if (length !== null && (length <= 0 || length > 30))
      return problems.add(line, 'laenge ist eine Länge in Metern von mehr als 0 bis 30.');
    if (lengthRaw !== undefined && length === null) return problems.add(line, 'laenge ist eine Länge in Metern, z. B. laenge=4.');
    if (!at || parts === null) return null;
    return {
      kind: 'piece',
      line,
      piece,
      at: { x: at[0] as number, y: at[1] as number },
      rotation: ((rotation % 360) + 360) % 360,
      parts: parts ?? null,
      length,
    };
  }
  const person = PEOPLE_WORDS[word];
  if (person) {
    if (!checkOptions(statement, person === 'child' ? ['team', 'nr'] : person === 'catcher' ? ['nr'] : [], problems)) return null;
    const at = numbers(statement, 2, `Eine Person braucht eine Position: „${word} 3 5“`, problems);
    const number = wholeNumber(statement, 'nr', 1, 99, problems);
    const team = option(statement, 'team', TEAM_COLOURS, problems);
    if (!at || number === null || team === null) return null;
    const point = { x: at[0] as number, y: at[1] as number };
    if (person === 'teacher') return { kind: 'teacher', line, at: point };
    if (person === 'catcher') return { kind: 'catcher', line, at: point, number: number ?? null };
    return { kind: 'child', line, at: point, team: team ?? null, number: number ?? null };
  }
  if (word in PATH_KINDS) {
    if (!checkOptions(statement, [], problems)) return null;
    return parsePath(statement, word as PathKind, problems);
  }
  switch (word) {
    case 'station': {
      if (!checkOptions(statement, [], problems)) return null;
      const values = numbers(statement, 3, 'Eine Station braucht Nummer und Position: „station 1 5 5“', problems);
      if (!values) return null;
      const [number, x, y] = values as [number, number, number];
      if (!Number.isInteger(number) || number < 1 || number > 99)
        return problems.add(line, 'Die Nummer einer Station ist eine ganze Zahl von 1 bis 99.');
      return { kind: 'station', line, number, at: { x, y } };
    }
    case 'zone': {
      if (!checkOptions(statement, ['farbe', 'text'], problems)) return null;
      const values = numbers(statement, 4, 'Eine Zone braucht Ecke, Breite und Höhe: „zone 0 0 4 15“', problems);
      const colour = option(statement, 'farbe', ZONE_COLOURS, problems);
      const label = labelText(statement.options.get('text'), statement, problems);
      if (!values || colour === null || label === null) return null;
      const [x, y, width, height] = values as [number, number, number, number];
      if (width <= 0 || height <= 0) return problems.add(line, 'Breite und Höhe einer Zone sind größer als 0.');
      return { kind: 'zone', line, at: { x, y }, width, height, colour: colour ?? 'grau', label: label ?? null };
    }
    case 'linie': {
      if (!checkOptions(statement, ['farbe'], problems)) return null;
      const values = numbers(statement, 4, 'Eine Linie braucht Anfang und Ende: „linie 13,5 0 13,5 15“', problems);
      const colour = option(statement, 'farbe', ZONE_COLOURS, problems);
      if (!values || colour === null) return null;
      const [x1, y1, x2, y2] = values as [number, number, number, number];
      return { kind: 'line', line, from: { x: x1, y: y1 }, to: { x: x2, y: y2 }, colour: colour ?? 'grau' };
    }
    case 'abstand': {
      if (!checkOptions(statement, ['text'], problems)) return null;
      const values = numbers(statement, 4, 'Ein Abstand braucht zwei Punkte: „abstand 3 5 3 10“', problems);
      const text = labelText(statement.options.get('text'), statement, problems);
      if (!values || text === null) return null;
      const [x1, y1, x2, y2] = values as [number, number, number, number];
      return { kind: 'distance', line, from: { x: x1, y: y1 }, to: { x: x2, y: y2 }, text: text ?? null };
    }
    case 'text': {
      if (!checkOptions(statement, [], problems)) return null;
      const [xRaw, yRaw, ...rest] = statement.args;
      const x = toNumber(xRaw);
      const y = toNumber(yRaw);
      const text = labelText(rest.join(' '), statement, problems);
      if (x === null || y === null || rest.length === 0)
        return problems.add(line, 'Ein Text braucht Position und Wortlaut: „text 13,5 1 "Mittellinie"“.');
      if (!text) return null;
      return { kind: 'label', line, at: { x, y }, text };
    }
    default:
      return problems.add(line, `„${word}“ kennt die Skizze nicht. Stücke: ${PIECE_LIST}; außerdem ${SKETCH_WORDS.join(', ')}.`);
  }
}

const PIECE_LIST = PIECES.map((p) => p.key).join(', ');

/** The points an item occupies, for the check that it lies on its ground. */
export function extentOf(item: SketchItem): Point[] {
  switch (item.kind) {
    case 'piece': {
      const length = item.length ?? item.piece.width;
      const angle = (item.rotation * Math.PI) / 180;
      const halfW = (Math.abs(Math.cos(angle)) * length + Math.abs(Math.sin(angle)) * item.piece.depth) / 2;
      const halfH = (Math.abs(Math.sin(angle)) * length + Math.abs(Math.cos(angle)) * item.piece.depth) / 2;
      return [
        { x: item.at.x - halfW, y: item.at.y - halfH },
        { x: item.at.x + halfW, y: item.at.y + halfH },
      ];
    }
    case 'zone':
      return [item.at, { x: item.at.x + item.width, y: item.at.y + item.height }];
    case 'line':
    case 'distance':
      return [item.from, item.to];
    case 'path':
      return item.points;
    default:
      return [item.at];
  }
}

const TOLERANCE = 0.01;

/** What an item is called in a message (the first word of a sentence). */
export function itemName(item: SketchItem): string {
  switch (item.kind) {
    case 'piece':
      return item.piece.singular.replace(/^./, (c) => c.toUpperCase());
    case 'child':
      return 'Das Kind';
    case 'catcher':
      return 'Der Fänger / die Fängerin';
    case 'teacher':
      return 'Die Lehrkraft';
    case 'station':
      return `Station ${item.number}`;
    case 'zone':
      return item.label ? `Die Zone „${item.label}“` : 'Die Zone';
    case 'line':
      return 'Die Linie';
    case 'label':
      return `Der Text „${item.text}“`;
    case 'distance':
      return 'Der Abstand';
    case 'path':
      return `Der ${PATH_KINDS[item.path].singular}`;
  }
}

export function parseSketch(source: string): { sketch: Sketch; problems: SketchProblem[] } {
  const problems = new Problems();
  let ground: Ground = {
    key: DEFAULT_GROUND.key,
    label: DEFAULT_GROUND.label,
    width: DEFAULT_GROUND.width,
    height: DEFAULT_GROUND.height,
    surface: DEFAULT_GROUND.surface,
  };
  const items: SketchItem[] = [];
  if (source.length > SKETCH_LIMITS.characters) {
    problems.add(1, `Eine Skizze hat höchstens ${SKETCH_LIMITS.characters.toLocaleString('de-DE')} Zeichen.`);
    return { sketch: { ground, items }, problems: problems.list };
  }
  let statementsSeen = 0;
  let tooMany = false;
  source.split(/\r?\n/).forEach((text, index) => {
    const line = index + 1;
    const tokens = tokenize(text);
    if (tokens.length === 0) return;
    const [first = '', ...rest] = tokens;
    const colon = first.endsWith(':');
    const word = foldKeyword(colon ? first.slice(0, -1) : first);
    const args: string[] = [];
    const options = new Map<string, string>();
    for (const token of rest) {
      const eq = token.indexOf('=');
      if (eq > 0) options.set(foldKeyword(token.slice(0, eq)), token.slice(eq + 1));
      else args.push(token);
    }
    const statement: Statement = { line, word, args, options };
    statementsSeen++;
    if (word === 'feld') {
      if (statementsSeen > 1) {
        problems.add(line, '„feld“ steht in der ersten Zeile der Skizze.');
        return;
      }
      const parsed = parseGround(statement, problems);
      if (parsed) ground = parsed;
      return;
    }
    if (items.length >= SKETCH_LIMITS.items) {
      if (!tooMany) problems.add(line, `Eine Skizze hat höchstens ${SKETCH_LIMITS.items} Teile.`);
      tooMany = true;
      return;
    }
    const item = parseStatement(statement, problems);
    if (item) items.push(item);
  });
  for (const item of items) {
    const outside = extentOf(item).some(
      (p) => p.x < -TOLERANCE || p.y < -TOLERANCE || p.x > ground.width + TOLERANCE || p.y > ground.height + TOLERANCE,
    );
    if (outside)
      problems.add(
        item.line,
        `${itemName(item)} liegt außerhalb des Feldes (${ground.label}, ${metres(ground.width).replace(' m', '')} × ${metres(ground.height)}).`,
      );
  }
  return { sketch: { ground, items }, problems: problems.list };
}
