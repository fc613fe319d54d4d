import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@client/lib/api-client';
import { updateCachedCollection } from './get-collection';

export function deleteContent(id: string): Promise<null> {
  return apiSend<null>('DELETE', `/content/${encodeURIComponent(id)}`, undefined, { offline: 'Inhalte können nur mit Verbindung gelöscht werden.' });
}

/** Deletes a card; it leaves the list without reading the list again. */
export function useDeleteContent(collection: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: (_nothing, id) => updateCachedCollection(queryClient, collection, (items) => items.filter((item) => item.id !== id)),
  });
}
