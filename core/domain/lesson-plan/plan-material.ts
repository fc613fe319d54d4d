import { findMaterial } from '../materials';
import type { PlanItem } from './plan-model';

// The material list of a plan (issue 24): gathered from its cards' „## Material“ lists, amounts
// counted for the class where a card gives them per child, pair or group of n. The phases of one
// lesson run one after another, so the same material is reused: the plan needs the largest amount
// any card asks for, not the sum.

export interface MaterialNeed {
  /** The vocabulary name, or the line's word where the vocabulary has none. */
  key: string;
  /** What the list shows: „28 Seilchen“, „Hütchen“, „1 Ball je Team“. */
  label: string;
  amount: number | null;
  /** The titles of the items that ask for it. */
  from: string[];
}

const NUMBER_WORDS: Record<string, number> = { ein: 1, eine: 1, einen: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, acht: 8, zehn: 10 };
const PER = /\b(?:je|pro)\s+(Kind|Paar|(\d+|zwei|drei|vier|fünf|sechs)\s+Kinder|Team|Gruppe|Station|Mannschaft)\b/i;

/** The lines of a card's „## Material“ section (any section whose heading is „Material“). */
export function materialLines(sections: readonly { content: string }[]): string[] {
  const lines: string[] = [];
  for (const { content } of sections) {
    const match = /^##[ \t]+Material[ \t]*\n([\s\S]*?)(?=^##[ \t]|(?![\s\S]))/m.exec(content);
    if (!match) continue;
    for (const line of match[1]!.split('\n')) {
      const item = /^[-*][ \t]+(.+)$/.exec(line.trim());
      if (item) lines.push(item[1]!.trim());
    }
  }
  return lines;
}

interface Parsed {
  key: string;
  singular: string;
  plural: string;
  amount: number | null;
  per: string | null;
}

function parseLine(line: string, classSize: number | null): Parsed | null {
  const lead = /^(\d+|ein|eine|einen|zwei|drei|vier|fünf|sechs|acht|zehn)\s+(.*)$/i.exec(line);
  const count = lead ? ((Number(lead[1]) || NUMBER_WORDS[lead[1]!.toLowerCase()]) ?? null) : null;
  const rest = lead ? lead[2]! : line;
  const words = rest.split(/[\s,:;(]+/).filter(Boolean);
  let material = undefined;
  for (let n = Math.min(3, words.length); n >= 1 && !material; n--) material = findMaterial(words.slice(0, n).join(' '));
  const key = material?.name ?? words[0]?.replace(/[^\p{L}\p{N}-]/gu, '') ?? '';
  if (!key) return null;
  const plural = material?.plural ?? key;
  const singular = material?.name ?? key;
  // „1 Fußball je Kind“ counts per child; in „25 Gymnastikbälle, einer je Kind“ the number is
  // already the total and the rest only explains it: only the part before a comma or bracket counts.
  const per = PER.exec(rest.split(/[,(;:–]/)[0]!);
  if (count === null) return { key, singular, plural, amount: null, per: null };
  if (!per) return { key, singular, plural, amount: count, per: null };
  const unit = per[1]!.toLowerCase();
  const groupOf = per[2] ? Number(per[2]) || NUMBER_WORDS[per[2].toLowerCase()] || null : null;
  if (classSize !== null && unit === 'kind') return { key, singular, plural, amount: count * classSize, per: null };
  if (classSize !== null && unit === 'paar') return { key, singular, plural, amount: count * Math.ceil(classSize / 2), per: null };
  if (classSize !== null && groupOf) return { key, singular, plural, amount: count * Math.ceil(classSize / groupOf), per: null };
  return { key, singular, plural, amount: count, per: per[0] };
}

/** The plan's material, in German order; items without a card add nothing. */
export function planMaterial(items: readonly PlanItem[], classSize: number | null): MaterialNeed[] {
  const needs = new Map<string, MaterialNeed & { per: string | null; singular: string }>();
  const seenCards = new Set<string>();
  for (const item of items) {
    if (!item.card) continue;
    // Several sections of one lesson in a plan: its material list counts once.
    const cardKey = item.contentId ?? item.id;
    if (seenCards.has(cardKey)) continue;
    seenCards.add(cardKey);
    const title = item.card.clickableHeader;
    const lines = materialLines(item.card.sections);
    const parsed =
      lines.length > 0 ? lines.map((line) => parseLine(line, classSize)) : item.card.materials.map((name) => parseLine(name, classSize));
    for (const entry of parsed) {
      if (!entry) continue;
      const id = `${entry.key}|${entry.per ?? ''}`;
      const known = needs.get(id);
      if (!known) {
        needs.set(id, {
          key: entry.key,
          label: entry.plural,
          singular: entry.singular,
          amount: entry.amount,
          from: [title],
          per: entry.per,
        });
        continue;
      }
      if (!known.from.includes(title)) known.from.push(title);
      if (entry.amount !== null && (known.amount === null || entry.amount > known.amount)) known.amount = entry.amount;
    }
  }
  const collator = new Intl.Collator('de');
  return [...needs.values()]
    .map(({ per, singular, ...need }) => ({
      ...need,
      label: need.amount === null ? need.label : `${need.amount} ${need.amount === 1 ? singular : need.label}${per ? ` ${per}` : ''}`,
    }))
    .sort((a, b) => collator.compare(a.key, b.key));
}
