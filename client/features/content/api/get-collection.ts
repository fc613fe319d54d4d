import type { ContentItem } from '@core/schemas/content';
import { useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import { collections } from '@core/collections/registry';
import { ApiError, apiFetch, errorFrom } from '@client/lib/api-client';
import { pageListData } from '@client/lib/page-data';
import { useAsPrerendered } from '@client/lib/use-hydrated';

interface Cached {
  etag: string | null;
  items: ContentItem[];
}

/** Spec storage key: local-storage-{collection}. */
const storageKey = (collection: string) => `local-storage-${collection}`;

function readCache(collection: string): Cached | undefined {
  try {
    const raw = localStorage.getItem(storageKey(collection));
    return raw ? (JSON.parse(raw) as Cached) : undefined;
  } catch {
    return undefined;
  }
}

function writeCache(collection: string, value: Cached | null): void {
  try {
    if (value) localStorage.setItem(storageKey(collection), JSON.stringify(value));
    else localStorage.removeItem(storageKey(collection));
  } catch (error) {
    // Spec: storage failures are logged only; the list still shows from the server.
    console.warn('Inhalte konnten nicht lokal gespeichert werden', error);
  }
}

export const collectionQueryKey = (collection: string) => ['collection', collection] as const;

/**
 * After a write: the list in memory and the device copy change at once, without fetching the
 * whole list again. The device copy loses its ETag, so the next check reads the list anew.
 */
export function updateCachedCollection(queryClient: QueryClient, collection: string, change: (items: ContentItem[]) => ContentItem[]): void {
  const items = change(queryClient.getQueryData<ContentItem[]>(collectionQueryKey(collection)) ?? readCache(collection)?.items ?? []);
  queryClient.setQueryData(collectionQueryKey(collection), items);
  writeCache(collection, items.length > 0 ? { etag: null, items } : null);
}

/** True once for an address the page preloads; the link goes, so a later visit asks anew. */
function takePreload(url: string): boolean {
  const link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].find(
    (l) => l.getAttribute('href') === url,
  );
  link?.remove();
  return link !== undefined;
}

/**
 * Spec "Content page": the cached list first, then the server's, replacing it only when
 * different (ETag: an unchanged list costs a 304); an empty answer drops the cache.
 */
export async function fetchCollection(collection: string): Promise<ContentItem[]> {
  const cached = readCache(collection);
  const path = `/collections/${encodeURIComponent(collection)}/items`;
  // The page already asked for the list (prerender: <link rel="preload">): the same request,
  // without If-None-Match, takes that answer instead of asking a second time.
  const etag = cached?.etag && !takePreload(`/api${path}`) ? cached.etag : null;
  let res: Response;
  try {
    res = await apiFetch(path, {
      headers: etag ? { 'if-none-match': etag } : {},
      offline: 'Diese Seite ist auf diesem Gerät noch nicht gespeichert.',
    });
  } catch (error) {
    if (cached) return cached.items;
    throw error;
  }
  if (res.status === 304 && cached) return cached.items;
  if (!res.ok) {
    if (cached && res.status >= 500) return cached.items;
    const failure = errorFrom(res.status, await res.json().catch(() => null), res.headers);
    throw new ApiError(res.status, failure.code, `Die Inhalte konnten nicht geladen werden. ${failure.message}`);
  }
  const { items } = (await res.json()) as { items: ContentItem[] };
  writeCache(collection, items.length > 0 ? { etag: res.headers.get('etag'), items } : null);
  return items;
}

/** The device copy as initial data — read only when the query is created, not on every render. */
const cachedItems = (collection: string) => () => readCache(collection)?.items;

/** Whether the page's own list was taken (in the browser, once: a later visit reads the device copy). */
let pageListTaken = false;

/**
 * The list the server drew the page with, as fresh as the page (no second request within the
 * stale time), and from now on the device copy; else the device copy.
 */
function initialItems(collection: string) {
  let fromPage = false;
  return {
    initialData: () => {
      const drawn = pageListTaken ? undefined : pageListData(collection);
      if (!drawn) return readCache(collection)?.items;
      fromPage = true;
      if (typeof document !== 'undefined') {
        pageListTaken = true;
        writeCache(collection, drawn.items.length > 0 ? { etag: drawn.etag, items: drawn.items } : null);
      }
      return drawn.items;
    },
    initialDataUpdatedAt: () => (fromPage ? Date.now() : 0),
  };
}

export function useCollection(collection: string) {
  const query = useQuery({
    queryKey: collectionQueryKey(collection),
    queryFn: () => fetchCollection(collection),
    ...initialItems(collection),
    staleTime: 60_000,
    retry: false,
  });
  const asPrerendered = useAsPrerendered(query);
  // A page drawn with its cards is adopted with them; the build's pages have none yet.
  return pageListData(collection) ? query : asPrerendered;
}

/**
 * Every collection at once (search and quick filters over the whole library): each list comes
 * from the device first, then from the server when it can be reached.
 */
export function useAllCollections() {
  return useQueries({
    queries: collections.map((collection) => ({
      queryKey: collectionQueryKey(collection.key),
      queryFn: () => fetchCollection(collection.key),
      initialData: cachedItems(collection.key),
      initialDataUpdatedAt: 0,
      staleTime: 60_000,
      retry: false,
    })),
    combine: combineLibrary,
  });
}

/** Module-level so TanStack Query keeps the result (and so the search index) until a list changes. */
function combineLibrary(results: { data?: ContentItem[] | undefined; isPending: boolean; isError: boolean }[]) {
  return {
    lists: results.map((r, i) => ({ collection: collections[i] as (typeof collections)[number], items: r.data ?? [] })),
    pending: results.some((r) => r.isPending),
    failed: results.filter((r) => r.isError && !r.data).length,
  };
}
