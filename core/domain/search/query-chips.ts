import type { ContentTags } from '../../schemas/content';
import { findMaterial } from '../materials';

/**
 * Words that are filters (issue 23): „Aufwärmspiel Klasse 2 ohne Material“ is a warm-up game, for
 * grade 2, without equipment — not three words to find in the text. Each recognised phrase
 * becomes a chip the teacher sees and can remove; the rest of the query is searched as text.
 */
export interface QueryChip {
  /** What the chip shows: „Klasse 2“, „ohne Material“, „drinnen (Regen)“. */
  label: string;
  /** The words of the query it stands for (removing the chip removes them). */
  source: string;
  /** Which cards it keeps. */
  test: (card: ChipCard) => boolean;
  /** Words that stay in the text search as well (Regenpause: „Pause“ still ranks Bewegungspausen first). */
  keep?: string;
}

export interface ChipCard {
  /** The collection's slug, e.g. aufwaermspiele. */
  collection: string;
  title: string;
  subtitle: string;
  tags: ContentTags | null;
}

const grades = (from: number, to: number) => (card: ChipCard) =>
  (card.tags?.grades ?? []).some((g) => g >= Math.min(from, to) && g <= Math.max(from, to));
const place =
  (...places: string[]) =>
  (card: ChipCard) =>
    (card.tags?.places ?? []).some((p) => places.includes(p));
const inCollections = (keys: string[], words: RegExp) => (card: ChipCard) =>
  keys.includes(card.collection) || words.test(`${card.title} ${card.subtitle}`);
const isBall = (name: string) => /ball/i.test(findMaterial(name)?.name ?? name) && !/korb|tor|schläger/i.test(name);

// Letters a German word may contain (umlauts, ß); \b does not know them.
const W = 'A-Za-zÄÖÜäöüß';
const before = `(?<![${W}0-9])`;
const after = `(?![${W}0-9])`;
const ae = '(?:ä|ae|a)';
const ue = '(?:ü|ue|u)';
const ss = '(?:ß|ss)';

interface Rule {
  pattern: RegExp;
  chip: (match: RegExpExecArray) => Omit<QueryChip, 'source'>;
}

const RULES: Rule[] = [
  {
    pattern: new RegExp(`${before}([1-4])\\.?\\s*(?:[-–]|bis)\\s*([1-4])\\.?\\s*(?:klassen?|kl\\.?)${after}`, 'i'),
    chip: (m) => ({ label: `Klasse ${m[1]}–${m[2]}`, test: grades(Number(m[1]), Number(m[2])) }),
  },
  {
    pattern: new RegExp(
      `${before}(ab\\s+)?(?:f${ue}r\\s+)?(?:die\\s+)?(?:klassenstufe|klasse|kl\\.?|jahrgang)\\s*([1-4])(?:\\s*(?:[-–]|bis)\\s*([1-4]))?${after}`,
      'i',
    ),
    chip: (m) => {
      const from = Number(m[2]);
      const to = m[3] ? Number(m[3]) : m[1] ? 4 : from;
      return { label: from === to ? `Klasse ${from}` : `Klasse ${from}–${to}`, test: grades(from, to) };
    },
  },
  {
    pattern: new RegExp(`${before}(ab\\s+)?(?:der\\s+)?([1-4])\\.\\s*(?:klasse|kl\\.?)${after}`, 'i'),
    chip: (m) => ({ label: m[1] ? `Klasse ${m[2]}–4` : `Klasse ${m[2]}`, test: grades(Number(m[2]), m[1] ? 4 : Number(m[2])) }),
  },
  {
    pattern: new RegExp(`${before}ohne\\s+(?:material|ger${ae}te?|hilfsmittel|ausr${ue}stung)${after}`, 'i'),
    chip: () => ({ label: 'ohne Material', test: (card) => card.tags !== null && card.tags.materials.length === 0 }),
  },
  {
    pattern: new RegExp(`${before}mit\\s+(?:dem\\s+|einem\\s+)?(?:ball|b${ae}llen?|ballen)${after}`, 'i'),
    chip: () => ({ label: 'mit Ball', test: (card) => (card.tags?.materials ?? []).some(isBall) }),
  },
  {
    pattern: new RegExp(`${before}(?:bei\\s+)?regen(pause|tag|wetter)?${after}`, 'i'),
    chip: (m) => ({ label: 'drinnen (Regen)', test: place('Halle', 'Klassenraum'), keep: m[1] ? m[1] : undefined }),
  },
  {
    pattern: new RegExp(`${before}(?:drau${ss}en|im\\s+freien|schulhof|pausenhof|sportplatz|outdoor)${after}`, 'i'),
    chip: () => ({ label: 'draußen', test: place('Draußen') }),
  },
  {
    pattern: new RegExp(`${before}(?:in\\s+der\\s+)?(?:turn|sport)?halle${after}`, 'i'),
    chip: () => ({ label: 'Halle', test: place('Halle') }),
  },
  {
    pattern: new RegExp(`${before}(?:im\\s+)?(?:klassenraum|klassenzimmer)${after}`, 'i'),
    chip: () => ({ label: 'Klassenraum', test: place('Klassenraum') }),
  },
  {
    pattern: new RegExp(`${before}(?:im\\s+)?(?:wasser|schwimmbad|becken)${after}`, 'i'),
    chip: () => ({ label: 'Wasser', test: place('Wasser') }),
  },
  {
    pattern: new RegExp(`${before}(?:bis\\s+(?:zu\\s+)?)?(\\d{1,2})\\s*(?:min\\.?|minuten)${after}`, 'i'),
    chip: (m) => ({
      label: `bis ${m[1]} Minuten`,
      test: (card) => card.tags?.durationMinutes != null && card.tags.durationMinutes <= Number(m[1]),
    }),
  },
  {
    pattern: new RegExp(`${before}kurz(?:e|es|er|en)?${after}`, 'i'),
    chip: () => ({ label: 'kurz (bis 10 Minuten)', test: (card) => card.tags?.durationMinutes != null && card.tags.durationMinutes <= 10 }),
  },
  {
    pattern: new RegExp(`${before}(?:leis|ruhig)(?:e|es|er|en)?${after}`, 'i'),
    chip: () => ({ label: 'ruhig', test: (card) => card.tags?.loudness === 'ruhig' }),
  },
  {
    pattern: new RegExp(`${before}laut(?:e|es|er|en)?${after}`, 'i'),
    chip: () => ({ label: 'laut', test: (card) => card.tags?.loudness === 'laut' }),
  },
  {
    pattern: new RegExp(
      `${before}(?:f${ue}r\\s+)?(\\d{1,3})\\s*(?:kinder|kindern|sch${ue}ler(?:innen)?|sch${ue}lern|personen)${after}`,
      'i',
    ),
    chip: (m) => ({
      label: `für ${m[1]} Kinder`,
      test: (card) => card.tags?.groupSize != null && card.tags.groupSize.min <= Number(m[1]) && Number(m[1]) <= card.tags.groupSize.max,
    }),
  },
  {
    pattern: new RegExp(`${before}(?:zum\\s+)?(?:aufw${ae}rm(?:en|spiele?|${ue}bungen?)?|erw${ae}rmung|warm-?up)${after}`, 'i'),
    chip: () => ({ label: 'Aufwärmen', test: inCollections(['aufwaermspiele'], /aufw(ä|ae)rm|erw(ä|ae)rm/i) }),
  },
  {
    pattern: new RegExp(`${before}(?:zum\\s+)?(?:abschluss(?:spiele?)?|stundenende|stundenschluss)${after}`, 'i'),
    chip: () => ({ label: 'Abschluss', test: inCollections(['abschlussspiele'], /abschluss/i) }),
  },
  {
    pattern: new RegExp(`${before}(?:cool-?down|abk${ue}hlen|runterkommen)${after}`, 'i'),
    chip: () => ({ label: 'Cooldown', test: inCollections(['cooldown', 'entspannungsphasen'], /cool-?down/i) }),
  },
  {
    // „Spiel“ alone names the kind of card, not a word to find: a game, not a lesson or an article.
    pattern: new RegExp(`${before}(?:ein\\s+)?spiel(?:e|en|es)?${after}`, 'i'),
    chip: () => ({
      label: 'Spiele',
      test: (card) => card.tags !== null && (card.tags.durationMinutes ?? 0) < 45 && !card.title.startsWith('Stunde '),
    }),
  },
  {
    pattern: new RegExp(`${before}bewegungspausen?${after}`, 'i'),
    chip: () => ({ label: 'Bewegungspause', test: inCollections(['bewegungspausen'], /bewegungspause/i) }),
  },
];

/** The chips found in a query and the text left to search; chips of one kind do not repeat. */
export function parseQuery(query: string): { chips: QueryChip[]; text: string } {
  let text = ` ${query} `;
  const chips: QueryChip[] = [];
  for (const rule of RULES) {
    for (let match = rule.pattern.exec(text); match; match = rule.pattern.exec(text)) {
      const chip = rule.chip(match);
      if (!chips.some((c) => c.label === chip.label)) chips.push({ ...chip, source: match[0].trim() });
      text = `${text.slice(0, match.index)} ${chip.keep ?? ''} ${text.slice(match.index + match[0].length)}`;
    }
  }
  // „Regen“ and „Halle“ together: the hall is the narrower one.
  const narrowPlace = chips.some((c) => ['Halle', 'Klassenraum'].includes(c.label));
  const kept = narrowPlace ? chips.filter((c) => c.label !== 'drinnen (Regen)') : chips;
  return { chips: kept, text: text.replace(/\s+/g, ' ').trim() };
}

/** The query with one chip's words taken out (the chip's ✕). */
export function withoutChip(query: string, chip: QueryChip): string {
  const at = query.toLowerCase().indexOf(chip.source.toLowerCase());
  if (at < 0) return query;
  return `${query.slice(0, at)} ${query.slice(at + chip.source.length)}`.replace(/\s+/g, ' ').trim();
}
