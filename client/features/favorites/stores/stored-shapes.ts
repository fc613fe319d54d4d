import { CATEGORY_OPTIONS, LOUDNESS, MOVEMENT_FIELDS, PLACES } from '@core/domain/content-vocabulary';
import type { ContentItem } from '@core/schemas/content';
import type { Favorite, FavoriteInput } from '@core/schemas/favorite';

// The shapes of core/schemas/favorite.ts, checked by hand for what this device stored itself:
// the collection screen shows favourite stars and must not load zod for them (issue 21).
// stored-shapes.test.ts holds these checks against the zod schemas, so the two cannot drift.

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
const oneOf = (values: readonly string[]) => (value: unknown) => typeof value === 'string' && values.includes(value);
const isPlace = oneOf(PLACES);

export function isFavoriteInput(value: unknown): value is FavoriteInput {
  if (!isRecord(value)) return false;
  const keys = Object.keys(value).length;
  if (value.kind === 'page') return keys === 2 && isString(value.collection) && value.collection.length > 0;
  if (value.kind === 'card') return keys === 2 && isString(value.contentId) && value.contentId.length > 0;
  return false;
}

function isSection(value: unknown): boolean {
  return isRecord(value) && isString(value.id) && isString(value.content);
}

function isTags(value: unknown): boolean {
  if (value === null) return true;
  if (!isRecord(value)) return false;
  const numbers = (list: unknown) => Array.isArray(list) && list.every((n) => typeof n === 'number');
  const strings = (list: unknown) => Array.isArray(list) && list.every(isString);
  const group = value.groupSize;
  return (
    numbers(value.grades) &&
    (value.durationMinutes === null || typeof value.durationMinutes === 'number') &&
    Array.isArray(value.places) &&
    value.places.every(isPlace) &&
    strings(value.materials) &&
    (group === null || (isRecord(group) && typeof group.min === 'number' && typeof group.max === 'number')) &&
    (value.loudness === null || oneOf(LOUDNESS)(value.loudness)) &&
    // Copies kept from before the Bewegungsfelder have none.
    (value.fields === undefined || (Array.isArray(value.fields) && value.fields.every(oneOf(MOVEMENT_FIELDS))))
  );
}

/** A card as the server sent it (what a card favourite shows offline). */
export function isContentItem(value: unknown): value is ContentItem {
  return (
    isRecord(value) &&
    isString(value.id) &&
    isString(value.collection) &&
    isString(value.createdAt) &&
    isString(value.updatedAt) &&
    isString(value.clickableHeader) &&
    isStringOrNull(value.contentHeader) &&
    (value.category === null || oneOf(CATEGORY_OPTIONS)(value.category)) &&
    Array.isArray(value.sections) &&
    value.sections.every(isSection) &&
    typeof value.isNew === 'boolean' &&
    isStringOrNull(value.pdfLink) &&
    isTags(value.tags)
  );
}

export function isFavorite(value: unknown): value is Favorite {
  return (
    isRecord(value) &&
    isString(value.id) &&
    (value.kind === 'page' || value.kind === 'card') &&
    isString(value.itemKey) &&
    isString(value.collection) &&
    isString(value.path) &&
    isString(value.category) &&
    isString(value.name) &&
    (value.card === null || isContentItem(value.card)) &&
    isString(value.createdAt)
  );
}
