import { favoriteView } from '@core/domain/favorite-view';
import type { ContentItem } from '@core/schemas/content';
import { favoriteInputSchema, favoriteSchema, type Favorite } from '@core/schemas/favorite';
import { describe, expect, it } from 'vitest';
import { isFavorite, isFavoriteInput } from './stored-shapes';

const card: ContentItem = {
  id: 'c1',
  collection: 'fangspiele',
  clickableHeader: 'Brückenfangen',
  contentHeader: 'Gefangene werden zur Brücke',
  category: null,
  sections: [{ id: 's1', content: '**Ablauf:** …' }],
  isNew: false,
  pdfLink: null,
  tags: {
    grades: [1, 2],
    durationMinutes: 10,
    places: ['Halle'],
    materials: ['Hütchen'],
    groupSize: { min: 10, max: 30 },
    loudness: 'laut',
    fields: ['Spielen'],
  },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const cardFavorite = favoriteView({ id: 'f1', itemKey: 'card:c1', collection: 'fangspiele', card, createdAt: card.createdAt }) as Favorite;
const pageFavorite = favoriteView({
  id: 'f2',
  itemKey: 'page:fangspiele',
  collection: 'fangspiele',
  card: null,
  createdAt: card.createdAt,
}) as Favorite;

const favorites: [string, unknown][] = [
  ['a card favourite', cardFavorite],
  ['a page favourite', pageFavorite],
  ['a card without tags', { ...cardFavorite, card: { ...card, tags: null } }],
  ['a card with a numeric header', { ...cardFavorite, card: { ...card, clickableHeader: 7 } }],
  ['a card whose section has no text', { ...cardFavorite, card: { ...card, sections: [{ id: 's1' }] } }],
  ['a card with tags as text', { ...cardFavorite, card: { ...card, tags: 'laut' } }],
  ['a card with an unknown place', { ...cardFavorite, card: { ...card, tags: { ...card.tags, places: ['Mond'] } } }],
  ['a card with an unknown loudness', { ...cardFavorite, card: { ...card, tags: { ...card.tags, loudness: 'sehr laut' } } }],
  ['a card with an unknown category', { ...cardFavorite, card: { ...card, category: 'Ab Klasse 9' } }],
  ['a card in a category', { ...cardFavorite, card: { ...card, category: 'Ab Klasse 3' } }],
  ['an unknown kind', { ...pageFavorite, kind: 'ordner' }],
  ['no name', { ...pageFavorite, name: undefined }],
  ['a list instead of a favourite', [pageFavorite]],
  ['null', null],
];

const inputs: [string, unknown][] = [
  ['a page', { kind: 'page', collection: 'fangspiele' }],
  ['a card', { kind: 'card', contentId: 'c1' }],
  ['an empty collection', { kind: 'page', collection: '' }],
  ['a card without id', { kind: 'card' }],
  ['an extra field', { kind: 'page', collection: 'fangspiele', path: '/x' }],
  ['another kind', { kind: 'ordner', collection: 'fangspiele' }],
];

// The hand-written checks stand in for the zod schemas on the device: they must agree on what a
// device can have stored (schema limits such as maximum lengths are the server's business).
describe('stored favourites are checked like the schemas check them', () => {
  it.each(favorites)('%s', (_label, value) => {
    expect(isFavorite(value)).toBe(favoriteSchema.safeParse(value).success);
  });
  it.each(inputs)('input: %s', (_label, value) => {
    expect(isFavoriteInput(value)).toBe(favoriteInputSchema.safeParse(value).success);
  });
  it('accepts what the server sends and rejects damage', () => {
    expect(isFavorite(cardFavorite)).toBe(true);
    expect(isFavorite({ ...cardFavorite, card: { ...card, sections: 'kaputt' } })).toBe(false);
  });
});
