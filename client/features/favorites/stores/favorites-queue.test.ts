import { favoriteView } from '@core/domain/favorite-view';
import type { Favorite, FavoriteInput } from '@core/schemas/favorite';
import { favoriteKey } from '@core/schemas/favorite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  emptyFavorites,
  forUser,
  queueChange,
  sanitizeFavorites,
  settleSync,
  toChange,
  visibleFavorites,
  type FavoritesOnDevice,
  type PendingChange,
} from './favorites-queue';

const page = (collection: string): FavoriteInput => ({ kind: 'page', collection });
const onServer = (collection: string): Favorite =>
  favoriteView({ id: `id-${collection}`, itemKey: `page:${collection}`, collection, card: null, createdAt: '2026-11-01T10:00:00.000Z' })!;
function change(action: 'add' | 'remove', collection: string, minute: number): PendingChange {
  const item = page(collection);
  const at = `2026-11-23T10:${String(minute).padStart(2, '0')}:00.000Z`;
  const shown =
    action === 'add'
      ? favoriteView({ id: `lokal:page:${collection}`, itemKey: favoriteKey(item), collection, card: null, createdAt: at })
      : null;
  return { action, item, itemKey: favoriteKey(item), at, shown };
}
const names = (state: FavoritesOnDevice) => visibleFavorites(state).map((f) => f.name);
const base: FavoritesOnDevice = { userId: 'u1', favorites: [onServer('fangspiele'), onServer('cooldown')], pending: [] };

describe('favourites queued on the device', () => {
  it('keeps the order the teacher acted in and shows adds after the server list', () => {
    let state = queueChange(base, change('add', 'tanzspiele', 1));
    state = queueChange(state, change('remove', 'fangspiele', 2));
    state = queueChange(state, change('add', 'abschlussspiele', 3));
    expect(state.pending.map((p) => `${p.action} ${p.itemKey}`)).toEqual([
      'add page:tanzspiele',
      'remove page:fangspiele',
      'add page:abschlussspiele',
    ]);
    expect(names(state)).toEqual(['Cooldown', 'Tanzspiele', 'Abschlussspiele']);
  });

  it('coalesces add then remove of one item into the remove, with its time (it must still beat an older add elsewhere)', () => {
    let state = queueChange(base, change('add', 'tanzspiele', 1));
    state = queueChange(state, change('remove', 'tanzspiele', 5));
    expect(state.pending).toEqual([change('remove', 'tanzspiele', 5)]);
    expect(names(state)).toEqual(['Fangspiele', 'Cooldown']);
    // …and remove then add again into the add, moved to the end.
    state = queueChange(queueChange(state, change('remove', 'cooldown', 6)), change('add', 'tanzspiele', 7));
    expect(state.pending.map((p) => `${p.action} ${p.itemKey}`)).toEqual(['remove page:cooldown', 'add page:tanzspiele']);
  });

  it('never shows or queues an item twice', () => {
    let state = queueChange(base, change('add', 'fangspiele', 1));
    state = queueChange(state, change('add', 'fangspiele', 2));
    expect(state.pending).toHaveLength(1);
    expect(names(state)).toEqual(['Fangspiele', 'Cooldown']);
    expect(toChange(state.pending[0]!)).toEqual({ action: 'add', item: page('fangspiele'), at: '2026-11-23T10:02:00.000Z' });
  });

  it('after a sync takes the server list and drops only what was sent; a change made meanwhile stays queued', () => {
    const sent = [change('add', 'tanzspiele', 1), change('remove', 'fangspiele', 2)];
    let state = sent.reduce(queueChange, base);
    // While the request runs the teacher removes the new favourite again.
    state = queueChange(state, change('remove', 'tanzspiele', 3));
    state = settleSync(state, sent, [onServer('cooldown'), onServer('tanzspiele')]);
    expect(state.pending).toEqual([change('remove', 'tanzspiele', 3)]);
    expect(names(state)).toEqual(['Cooldown']);
  });

  it('does not show or send one account’s list and changes to another account on the same device', () => {
    const mine = queueChange(base, change('add', 'tanzspiele', 1));
    expect(forUser(mine, 'u1')).toBe(mine);
    expect(forUser(mine, 'u2')).toEqual({ userId: 'u2', favorites: null, pending: [] });
  });

  it('reads back what it stored, and drops only an unreadable entry', () => {
    const state = queueChange(queueChange(base, change('add', 'tanzspiele', 1)), change('remove', 'cooldown', 2));
    expect(sanitizeFavorites(JSON.parse(JSON.stringify(state)))).toEqual(state);
    const damaged = {
      ...state,
      pending: [{ action: 'vielleicht' }, ...state.pending, { ...change('add', 'kennlernspiele', 3), itemKey: 'page:falsch' }],
    };
    expect(sanitizeFavorites(damaged).pending).toEqual(state.pending);
    expect(sanitizeFavorites('kaputt')).toEqual(emptyFavorites);
  });
});

describe('favourites store on the device', () => {
  afterEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('survives a reload: the queue and the last list come back from localStorage', async () => {
    const first = (await import('./favorites-store')).favoritesOnDevice;
    first.getState().set((s) => queueChange({ ...s, userId: 'u1', favorites: [onServer('cooldown')] }, change('add', 'tanzspiele', 1)));
    expect(JSON.parse(localStorage.getItem('sportkiste:favoriten') as string)).toMatchObject({
      version: 1,
      state: { value: { userId: 'u1' } },
    });

    vi.resetModules();
    const reloaded = (await import('./favorites-store')).favoritesOnDevice;
    expect(reloaded.getState().value.pending).toEqual([change('add', 'tanzspiele', 1)]);
    expect(names(reloaded.getState().value)).toEqual(['Cooldown', 'Tanzspiele']);
  });
});
