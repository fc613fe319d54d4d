import { FILTER_KEYS, readFilters, type FilterKey } from '@core/domain/search/quick-filters';
import { useSearchParams } from 'react-router';
import { useMemo } from 'react';

/** Quick filters (and the search text) live in the URL: a filtered view can be shared or bookmarked. */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  // The same object while the address's query stays: lists filter and sort again only when it changes.
  const filters = useMemo(() => readFilters(params), [params]);
  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return {
    params,
    filters,
    setFilter: (key: FilterKey, value: string | null) => update((next) => (value ? next.set(key, value) : next.delete(key))),
    clearFilters: () => update((next) => FILTER_KEYS.forEach((key) => next.delete(key))),
    update,
  };
}
