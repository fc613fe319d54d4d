import { favoriteKey } from '@core/domain/favorite-key';
import type { Favorite, FavoriteChange, FavoriteInput } from '@core/schemas/favorite';
import { isFavorite, isFavoriteInput, isRecord } from './stored-shapes';

/**
 * Favourites on this device (issue 19: a gym without network must not cost a teacher her
 * list): the server's last answer, and the adds and removes made since that the server has not
 * confirmed yet. Pure functions, so the rules — one pending change per item, the latest wins,
 * nothing shown twice — are tested without a browser.
 */

export interface PendingChange {
  action: FavoriteChange['action'];
  item: FavoriteInput;
  itemKey: string;
  /** When the teacher made it (ISO): the server lets the later action win against other devices. */
  at: string;
  /** How an add is shown until the server answers (built from the registry and the card). */
  shown: Favorite | null;
}

export interface FavoritesOnDevice {
  /** Whose favourites these are: another account on the same device starts empty. */
  userId: string | null;
  /** The server's last list; null = never loaded on this device. */
  favorites: Favorite[] | null;
  /** Oldest first. At most one per item. */
  pending: PendingChange[];
}

export const emptyFavorites: FavoritesOnDevice = { userId: null, favorites: null, pending: [] };

function isPendingChange(value: unknown): value is PendingChange {
  return (
    isRecord(value) &&
    (value.action === 'add' || value.action === 'remove') &&
    isFavoriteInput(value.item) &&
    value.itemKey === favoriteKey(value.item) &&
    typeof value.at === 'string' &&
    (value.shown === null || isFavorite(value.shown))
  );
}

/**
 * Whatever is stored (an older shape, a hand edit) becomes a valid value. A pending change that
 * cannot be read is dropped on its own, so one bad entry never costs the others. Checked by hand,
 * not with the zod schemas: the collection screen would otherwise load zod for it (issue 21).
 */
export function sanitizeFavorites(stored: unknown): FavoritesOnDevice {
  if (!isRecord(stored) || !Array.isArray(stored.pending)) return emptyFavorites;
  const { userId, favorites } = stored;
  if (userId !== null && typeof userId !== 'string') return emptyFavorites;
  if (favorites !== null && !(Array.isArray(favorites) && favorites.every(isFavorite))) return emptyFavorites;
  return { userId, favorites, pending: stored.pending.filter(isPendingChange) };
}

/** The device's state for this account: another account's list and changes are not shown or sent. */
export function forUser(state: FavoritesOnDevice, userId: string): FavoritesOnDevice {
  return state.userId === userId ? state : { userId, favorites: null, pending: [] };
}

/**
 * Queues an add or remove. An earlier pending change of the same item is replaced, not kept
 * beside it: add then remove leaves "remove" (with its time — it must still win against an
 * older add from another device), so the queue never sends two changes for one item.
 */
export function queueChange(state: FavoritesOnDevice, change: PendingChange): FavoritesOnDevice {
  return { ...state, pending: [...state.pending.filter((p) => p.itemKey !== change.itemKey), change] };
}

/** What the teacher sees: the server's list with the pending changes applied, each item once. */
export function visibleFavorites(state: FavoritesOnDevice): Favorite[] {
  const list = [...(state.favorites ?? [])];
  for (const change of state.pending) {
    const at = list.findIndex((f) => f.itemKey === change.itemKey);
    if (change.action === 'remove' && at >= 0) list.splice(at, 1);
    if (change.action === 'add' && at < 0 && change.shown) list.push(change.shown);
  }
  return list;
}

const sameChange = (a: PendingChange, b: PendingChange) => a.itemKey === b.itemKey && a.action === b.action && a.at === b.at;

/**
 * The server answered a sync of `sent` with `favorites`: that list is now the truth, and the
 * sent changes are done. A change the teacher made while the request ran stays queued.
 */
export function settleSync(state: FavoritesOnDevice, sent: PendingChange[], favorites: Favorite[]): FavoritesOnDevice {
  return { ...state, favorites, pending: state.pending.filter((p) => !sent.some((s) => sameChange(s, p))) };
}

/** The request body's form of a pending change. */
export const toChange = ({ action, item, at }: PendingChange): FavoriteChange => ({ action, item, at });
