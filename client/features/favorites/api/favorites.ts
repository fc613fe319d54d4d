import type { ContentItem } from '@core/schemas/content';
import { favoriteView } from '@core/domain/favorite-view';
import { FAVORITE_SYNC_MAX, favoriteKey } from '@core/domain/favorite-key';
import type { Favorite, FavoriteInput } from '@core/schemas/favorite';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { useSession } from '@client/features/auth';
import { ApiError, apiGet, apiSend, OFFLINE_MESSAGE } from '@client/lib/api-client';
import { queryClient } from '@client/lib/query-client';
import { favoritesOnDevice } from '../stores/favorites-store';
import { forUser, queueChange, settleSync, toChange, visibleFavorites, type PendingChange } from '../stores/favorites-queue';

export const favoritesQueryKey = ['favorites'] as const;

/** Whether a sync request is under way, and why the last one failed (not for a missing network). */
export const favoritesSyncStatus = create<{ sending: boolean; problem: string | null }>(() => ({ sending: false, problem: null }));

async function postSync(changes: PendingChange[]): Promise<Favorite[]> {
  return (await apiSend<{ favorites: Favorite[] }>('POST', '/favorites/sync', { changes: changes.map(toChange) })).favorites;
}

/** Sends what is queued (in turns of at most FAVORITE_SYNC_MAX), or asks for the list; stores the answer. */
async function runSync(userId: string): Promise<Favorite[]> {
  favoritesOnDevice.getState().set((s) => forUser(s, userId));
  favoritesSyncStatus.setState({ sending: true });
  try {
    for (;;) {
      // The browser knows it has no network: nothing is sent (the `online` event sends the queue).
      // A request tried anyway may still leave through a service worker started a moment earlier.
      if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError(0, 'NETWORK', OFFLINE_MESSAGE);
      const batch = favoritesOnDevice.getState().value.pending.slice(0, FAVORITE_SYNC_MAX);
      const list = batch.length > 0 ? await postSync(batch) : (await apiGet<{ favorites: Favorite[] }>('/favorites')).favorites;
      favoritesOnDevice.getState().set((s) => (s.userId === userId ? settleSync(s, batch, list) : s));
      favoritesSyncStatus.setState({ problem: null });
      // Changes made while the request ran go out at once, not at the next trigger.
      if (batch.length === 0 || favoritesOnDevice.getState().value.pending.length === 0) return list;
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) {
      favoritesSyncStatus.setState({ problem: null });
      // Only seen when this device has no copy yet: otherwise the list shows from the device.
      throw new ApiError(0, 'NETWORK', `${OFFLINE_MESSAGE} Ihre Favoriten sind auf diesem Gerät noch nicht gespeichert.`);
    }
    favoritesSyncStatus.setState({ problem: error instanceof Error ? error.message : String(error) });
    throw error;
  } finally {
    favoritesSyncStatus.setState({ sending: false });
  }
}

let inFlight: Promise<Favorite[]> | null = null;

/** One sync at a time per tab: every star and list asks through here. */
export function syncFavorites(userId: string): Promise<Favorite[]> {
  inFlight ??= runSync(userId).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

const deviceValue = () => favoritesOnDevice.getState().value;

/** The account whose favourites this tab last showed: the one a returning network syncs for. */
let shownFor: string | null = null;

/**
 * Sends the queue as soon as the network returns, whatever screen is open. Not left to
 * TanStack Query's reconnect refetch: its online state starts as "online" on a page loaded
 * without network, so the first `online` event changes nothing there and nothing is sent.
 */
function syncOnReconnect() {
  const userId = shownFor;
  if (userId === null || deviceValue().userId !== userId || deviceValue().pending.length === 0) return;
  syncFavorites(userId).then(
    (list) => queryClient.setQueryData([...favoritesQueryKey, userId], list),
    () => undefined,
  );
}
if (typeof window !== 'undefined') window.addEventListener('online', syncOnReconnect);

/**
 * The teacher's favourites: from this device at once (also offline), then from the server,
 * sending what was changed meanwhile. `pending` counts changes the server has not confirmed.
 */
export function useFavorites() {
  const userId = useSession().data?.id ?? null;
  // While React adopts the prerendered page: the device's favourites as the prerender saw them (none).
  const stored = useSyncExternalStore(favoritesOnDevice.subscribe, deviceValue, () => favoritesOnDevice.getInitialState().value);
  useEffect(() => {
    shownFor = userId;
  }, [userId]);
  const query = useQuery({
    queryKey: [...favoritesQueryKey, userId],
    queryFn: () => syncFavorites(userId as string),
    enabled: userId !== null,
    retry: false,
    refetchOnReconnect: 'always',
    staleTime: 60_000,
  });
  const mine = userId !== null && stored.userId === userId ? stored : null;
  const known = Boolean(mine && (mine.favorites !== null || mine.pending.length > 0));
  const common = { pending: mine?.pending ?? [], refetch: query.refetch, userId };
  const data = known && mine ? visibleFavorites(mine) : query.data;
  if (data) return { ...common, data, isPending: false, isError: false, error: null } as const;
  if (query.isError) return { ...common, data: undefined, isPending: false, isError: true, error: query.error } as const;
  return { ...common, data: undefined, isPending: true, isError: false, error: null } as const;
}

/** How the list shows an item added on this device before the server confirms it. */
function shownLocally(input: FavoriteInput, card: ContentItem | undefined, at: string): Favorite | null {
  const itemKey = favoriteKey(input);
  if (input.kind === 'page')
    return favoriteView({ id: `lokal:${itemKey}`, itemKey, collection: input.collection, card: null, createdAt: at });
  return card ? favoriteView({ id: `lokal:${itemKey}`, itemKey, collection: card.collection, card, createdAt: at }) : null;
}

/**
 * Adds or removes one favourite. The change is kept on this device first (it works offline and
 * survives a reload), then sent; until the server confirms it, it is "wird synchronisiert".
 */
export function useToggleFavorite(input: FavoriteInput, card?: ContentItem) {
  const queryClient = useQueryClient();
  const favorites = useFavorites();
  const syncing = favoritesSyncStatus((s) => s.sending);
  const key = favoriteKey(input);
  const isFavorite = Boolean(favorites.data?.some((f) => f.itemKey === key));
  const isQueued = favorites.pending.some((p) => p.itemKey === key);
  const toggle = () => {
    const { userId } = favorites;
    if (userId === null) return;
    const at = new Date().toISOString();
    favoritesOnDevice.getState().set((s) =>
      queueChange(forUser(s, userId), {
        action: isFavorite ? 'remove' : 'add',
        item: input,
        itemKey: key,
        at,
        shown: isFavorite ? null : shownLocally(input, card, at),
      }),
    );
    syncFavorites(userId).then(
      (list) => queryClient.setQueryData([...favoritesQueryKey, userId], list),
      // Offline or refused: the change stays queued and goes out on the next sync.
      () => undefined,
    );
  };
  return {
    isFavorite,
    isLoading: favorites.isPending,
    toggle,
    /** Queued, not yet confirmed by the server. */
    isQueued,
    isSaving: isQueued && syncing,
  };
}
