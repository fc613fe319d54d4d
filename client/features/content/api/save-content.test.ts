import type { ContentItem } from '@core/schemas/content';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { collectionQueryKey, updateCachedCollection } from './get-collection';
import { withSavedCard } from './save-content';

const card = (id: string, title: string) => ({ id, collection: 'fangspiele', clickableHeader: title }) as unknown as ContentItem;

describe('a saved or deleted card changes the cached list, not the whole list from the server', () => {
  afterEach(() => localStorage.clear());

  it('replaces an edited card where it was and puts a new one last (the server lists oldest first)', () => {
    const list = [card('a', 'Eins'), card('b', 'Zwei')];
    expect(withSavedCard(list, card('a', 'Eins, neu')).map((c) => c.clickableHeader)).toEqual(['Eins, neu', 'Zwei']);
    expect(withSavedCard(list, card('c', 'Drei')).map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('updates the query and the device copy, which then asks the server for the whole list again', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(collectionQueryKey('fangspiele'), [card('a', 'Eins'), card('b', 'Zwei')]);
    updateCachedCollection(queryClient, 'fangspiele', (items) => items.filter((item) => item.id !== 'a'));
    expect(queryClient.getQueryData<ContentItem[]>(collectionQueryKey('fangspiele'))?.map((c) => c.id)).toEqual(['b']);
    expect(JSON.parse(localStorage.getItem('local-storage-fangspiele') ?? 'null')).toEqual({ etag: null, items: [card('b', 'Zwei')] });
    updateCachedCollection(queryClient, 'fangspiele', () => []);
    expect(localStorage.getItem('local-storage-fangspiele')).toBeNull();
  });
});
