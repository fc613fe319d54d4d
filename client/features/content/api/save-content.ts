import type { ContentInput, ContentItem } from '@core/schemas/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@client/lib/api-client';
import { updateCachedCollection } from './get-collection';

const offline = 'Inhalte können nur mit Verbindung gespeichert werden – als Vorschau geht es auch offline.';

export function saveContent(collection: string, { id, input }: { id?: string; input: ContentInput }): Promise<ContentItem> {
  return id
    ? apiSend<ContentItem>('PUT', `/content/${encodeURIComponent(id)}`, input, { offline })
    : apiSend<ContentItem>('POST', `/collections/${encodeURIComponent(collection)}/items`, input, { offline });
}

/**
 * The list keeps the server's order (oldest first): an edited card stays where it was, a new
 * one — the newest — goes last.
 */
export function withSavedCard(items: ContentItem[], card: ContentItem): ContentItem[] {
  return items.some((item) => item.id === card.id) ? items.map((item) => (item.id === card.id ? card : item)) : [...items, card];
}

/** Create (no id) or update (id) a card; the card the server returns goes into the list. */
export function useSaveContent(collection: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id?: string; input: ContentInput }) => saveContent(collection, variables),
    onSuccess: (card) => updateCachedCollection(queryClient, collection, (items) => withSavedCard(items, card)),
  });
}
