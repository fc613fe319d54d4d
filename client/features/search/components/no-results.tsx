import { describeFilter, FILTER_KEYS, type Filterable, type FilterKey, type FilterState } from '@core/domain/search/quick-filters';
import { Button } from '@client/components/ui/button';

/** Issue: empty results say what to change — one button per filter that could be removed. */
export function NoResults({
  items,
  filters,
  query,
  onRemove,
  onClearQuery,
}: {
  items: readonly Filterable[];
  filters: FilterState;
  query?: string;
  onRemove: (key: FilterKey) => void;
  onClearQuery?: () => void;
}) {
  const active = FILTER_KEYS.filter((k) => filters[k]);
  return (
    <div role="status" className="space-y-3 rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-center">
      <p className="font-bold">Keine Treffer.</p>
      <div className="flex flex-wrap justify-center gap-2">
        {active.map((key) => (
          <Button key={key} variant="secondary" onClick={() => onRemove(key)}>
            Filter „{describeFilter(key, filters[key] as string, items)}“ entfernen?
          </Button>
        ))}
        {query && onClearQuery && (
          <Button variant="secondary" onClick={onClearQuery}>
            Suchbegriff „{query}“ entfernen?
          </Button>
        )}
      </div>
      {active.length === 0 && query && (
        <p className="text-slate-600">Tipp: ein kürzeres oder anderes Wort versuchen, z. B. „Fang“ statt „Fangspiel“.</p>
      )}
    </div>
  );
}
