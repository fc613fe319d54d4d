import { FILTER_KEYS, readFilters, type FilterKey } from '@core/domain/search/quick-filters';
import { useSearchParams } from 'react-router';
import { useEffect, useMemo, useRef } from 'react';

/** Quick filters (and the search text) live in the URL: a filtered view can be shared or bookmarked. */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  // The same object while the address's query stays: lists filter and sort again only when it changes.
  const filters = useMemo(() => readFilters(params), [params]);
  // The queries asked for and not yet drawn, oldest first: the router's own updater starts from the
  // query of the last render, so a filter chosen before the page drew again lost the one before it.
  // A render may show one of them while later ones are still on their way (the router draws
  // navigations as transitions): only those up to the one drawn are forgotten. A query not asked
  // for here (a link, the back button) replaces them all.
  const requested = useRef<string[]>([]);
  useEffect(() => {
    const drawn = requested.current.lastIndexOf(params.toString());
    requested.current = drawn === -1 ? [] : requested.current.slice(drawn + 1);
  }, [params]);
  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(requested.current.at(-1) ?? params);
    change(next);
    requested.current.push(next.toString());
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return {
    params,
    filters,
    setFilter: (key: FilterKey, value: string | null) => update((next) => (value ? next.set(key, value) : next.delete(key))),
    clearFilters: () => update((next) => FILTER_KEYS.forEach((key) => next.delete(key))),
    update,
  };
}
