import { MOVEMENT_FIELDS, type MovementField } from '../content-vocabulary';
import { materialLabel } from '../materials';
import type { ContentTags } from '../../schemas/content';
import { compareGerman } from '../german-sort';

/**
 * The quick filters (issue: "a loud catching game for grade 2, 10 minutes, no equipment").
 * One value per filter; different filters combine (all must match). The state lives in the URL
 * under these parameter names, so a filtered view can be shared or bookmarked.
 */
export const FILTER_KEYS = ['klasse', 'dauer', 'ort', 'material', 'gruppe', 'laut', 'bewegungsfeld', 'mein'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterState = Partial<Record<FilterKey, string>>;

export const FILTER_LABELS: Record<FilterKey, string> = {
  klasse: 'Klassenstufe',
  dauer: 'Dauer',
  ort: 'Ort',
  material: 'Material',
  gruppe: 'Gruppengröße',
  laut: 'Lautstärke',
  bewegungsfeld: 'Bewegungsfeld',
  mein: 'Nur mit meinem Material',
};

/**
 * What this device knows beyond the card (issue 23, „Was habe ich da?“): the materials the
 * teacher's school has. A card passes „nur mit meinem Material“ when it needs nothing else.
 */
export interface FilterContext {
  inventory?: ReadonlySet<string>;
}

export const NO_MATERIAL = 'ohne';
const DURATIONS: Record<string, { label: string; test: (m: number) => boolean }> = {
  '5': { label: 'bis 5 Min.', test: (m) => m <= 5 },
  '10': { label: 'bis 10 Min.', test: (m) => m <= 10 },
  '20': { label: 'bis 20 Min.', test: (m) => m <= 20 },
  mehr: { label: 'über 20 Min.', test: (m) => m > 20 },
};
/** A group of this many children can play it (within the card's range). */
const GROUPS = ['6', '12', '25', '30'];

export interface Filterable {
  tags: ContentTags | null;
}

function matches(tags: ContentTags | null, key: FilterKey, value: string, context: FilterContext = {}): boolean {
  if (!tags) return false;
  switch (key) {
    case 'klasse':
      return tags.grades.includes(Number(value));
    case 'dauer': {
      const test = DURATIONS[value]?.test;
      return tags.durationMinutes !== null && !!test && test(tags.durationMinutes);
    }
    case 'ort':
      return (tags.places as string[]).includes(value);
    case 'material':
      return value === NO_MATERIAL ? tags.materials.length === 0 : tags.materials.includes(value);
    case 'gruppe': {
      const n = Number(value);
      return tags.groupSize !== null && tags.groupSize.min <= n && n <= tags.groupSize.max;
    }
    case 'laut':
      return tags.loudness === value;
    case 'bewegungsfeld':
      // `?? []`: a device copy from before the Bewegungsfelder has none.
      return (tags.fields ?? []).includes(value as MovementField);
    case 'mein': {
      // Nothing ticked yet on this device: the filter cannot judge, so it keeps every card.
      const { inventory } = context;
      return !inventory || inventory.size === 0 || tags.materials.every((m) => inventory.has(m));
    }
  }
}

export function applyFilters<T extends Filterable>(
  items: readonly T[],
  state: FilterState,
  except?: FilterKey,
  context?: FilterContext,
): T[] {
  const active = FILTER_KEYS.filter((k) => k !== except && state[k]);
  return items.filter((item) => active.every((key) => matches(item.tags, key, state[key] as string, context)));
}

export interface FilterOption {
  value: string;
  label: string;
  /** How many would remain with this value, given the other filters. */
  count: number;
}

function valuesFor<T extends Filterable>(key: FilterKey, items: readonly T[]): { value: string; label: string }[] {
  switch (key) {
    case 'klasse':
      return [1, 2, 3, 4].map((g) => ({ value: String(g), label: `Klasse ${g}` }));
    case 'dauer':
      return Object.entries(DURATIONS).map(([value, d]) => ({ value, label: d.label }));
    case 'ort':
      return ['Halle', 'Draußen', 'Klassenraum', 'Wasser'].map((p) => ({ value: p, label: p }));
    case 'material': {
      const seen = new Set(items.flatMap((i) => i.tags?.materials ?? []));
      const options = [...seen].map((m) => ({ value: m, label: materialLabel(m) }));
      return [{ value: NO_MATERIAL, label: 'ohne Material' }, ...options.sort((a, b) => compareGerman(a.label, b.label))];
    }
    case 'gruppe':
      return GROUPS.map((n) => ({ value: n, label: `${n} Kinder` }));
    case 'laut':
      return ['ruhig', 'mittel', 'laut'].map((l) => ({ value: l, label: l }));
    case 'bewegungsfeld':
      return MOVEMENT_FIELDS.map((field) => ({ value: field, label: field }));
    case 'mein':
      return [{ value: '1', label: 'an' }];
  }
}

/** Every filter's values with the counts they would give (faceted: other filters applied). */
export function filterOptions<T extends Filterable>(
  items: readonly T[],
  state: FilterState,
  context?: FilterContext,
): Record<FilterKey, FilterOption[]> {
  const result = {} as Record<FilterKey, FilterOption[]>;
  for (const key of FILTER_KEYS) {
    const base = applyFilters(items, state, key, context);
    result[key] = valuesFor(key, items).map((v) => ({
      ...v,
      count: base.filter((item) => matches(item.tags, key, v.value, context)).length,
    }));
  }
  return result;
}

export function readFilters(params: { get: (name: string) => string | null }): FilterState {
  const state: FilterState = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) state[key] = value;
  }
  return state;
}

/** "Ort: Wasser" — how an active filter is named in messages. */
export function describeFilter<T extends Filterable>(key: FilterKey, value: string, items: readonly T[]): string {
  const label = valuesFor(key, items).find((v) => v.value === value)?.label ?? value;
  return `${FILTER_LABELS[key]}: ${label}`;
}
