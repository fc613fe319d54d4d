import type { Favorite, FavoriteInput } from '@core/schemas/favorite';
import { favoriteKey } from '@core/schemas/favorite';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api-client';

export const favoritesQueryKey = ['favorites'] as const;

export function useFavorites() {
  return useQuery({
    queryKey: favoritesQueryKey,
    queryFn: async () => (await apiGet<{ favorites: Favorite[] }>('/favorites')).favorites,
  });
}

async function send(method: 'PUT' | 'DELETE', path: string, body?: unknown) {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: body ? { 'content-type': 'application/json' } : {},
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new Error('Favoriten können nur mit Verbindung zum Server gespeichert werden.');
  }
  if (!res.ok && res.status !== 404) throw new Error(`Der Favorit konnte nicht gespeichert werden (Fehler ${res.status}).`);
}

/** Adds or removes one favourite; the list refreshes afterwards. */
export function useToggleFavorite(input: FavoriteInput) {
  const queryClient = useQueryClient();
  const favorites = useFavorites();
  const key = favoriteKey(input);
  const existing = favorites.data?.find((f) => f.itemKey === key);
  const mutation = useMutation({
    mutationFn: () => (existing ? send('DELETE', `/favorites/${existing.id}`) : send('PUT', '/favorites', input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
  });
  return {
    isFavorite: Boolean(existing),
    isLoading: favorites.isPending,
    toggle: () => mutation.mutate(),
    isSaving: mutation.isPending || (mutation.isSuccess && favorites.isFetching),
    error: mutation.error,
  };
}
