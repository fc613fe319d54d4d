import { FILTER_KEYS, readFilters, type FilterKey } from '@core/domain/search/quick-filters';
import { useSearchParams } from 'react-router';
import { useEffect, useMemo, useRef } from 'react';

/** Quick filters (and the search text) live in the URL: a filtered view can be shared or bookmarked. */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  // The same object while the address's query stays: lists filter and sort again only when it changes.
  const filters = useMemo(() => readFilters(params), [params]);
  // Changes asked for but not yet drawn: the router's own updater starts from the query of the last
  // render, so two filters chosen before the page drew again lost the first (three filters set in
  // quick succession in the end-to-end test). Forgotten once the address has changed.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(pending.current ?? params);
    change(next);
    pending.current = next;
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
