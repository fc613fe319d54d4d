import { SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import {
  FILTER_KEYS,
  FILTER_LABELS,
  filterOptions,
  type Filterable,
  type FilterKey,
  type FilterState,
} from '@core/domain/search/quick-filters';
import { Button } from '@client/components/ui/button';
import { Link } from 'react-router';
import { SelectField } from '@client/components/ui/select-field';
import { paths } from '@client/config/paths';
import { useMaterialInventory } from '../material-inventory';
import { TextField } from '@client/components/ui/text-field';

interface Props {
  items: readonly Filterable[];
  filters: FilterState;
  onChange: (key: FilterKey, value: string | null) => void;
  onClear: () => void;
  /** Shown as "12 von 40". */
  shown: number;
}

/** The quick filters with live counts; folded away until used, so lists stay short on a phone. */
export function FilterBar({ items, filters, onChange, onClear, shown }: Props) {
  const active = FILTER_KEYS.filter((k) => filters[k]).length;
  const [open, setOpen] = useState(active > 0);
  // Counting every value is work: only while the filters are open.
  const inventory = useMaterialInventory();
  const options = open ? filterOptions(items, filters, { inventory }) : null;
  return (
    <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className="group rounded-2xl border border-slate-200 bg-white">
      <summary className="flex min-h-12 cursor-pointer items-center gap-2 px-4 font-bold">
        <SlidersHorizontal aria-hidden="true" className="size-5 text-brand-700" />
        Schnellfilter{active > 0 ? ` (${active} aktiv)` : ''}
        <span className="ml-auto text-sm font-semibold text-slate-600" role="status">
          {shown} von {items.length}
        </span>
      </summary>
      {options && (
        <div className="grid grid-cols-2 gap-3 border-t border-slate-100 p-4 lg:grid-cols-3">
          {FILTER_KEYS.map((key) =>
            key === 'mein' ? (
              // „Was habe ich da?“: only cards this school's material is enough for.
              <div key={key} className="col-span-2 lg:col-span-3">
                {inventory.size > 0 ? (
                  <label className="flex min-h-11 items-center gap-3 font-semibold text-slate-800">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={filters.mein === '1'}
                      onChange={(e) => onChange(key, e.target.checked ? '1' : null)}
                    />
                    Nur mit meinem Material ({options[key][0]?.count ?? 0})
                  </label>
                ) : (
                  <p className="text-sm text-slate-600">
                    „Nur mit meinem Material“: Legen Sie unter{' '}
                    <Link to={`${paths.settings.getHref()}#material`} className="font-semibold text-brand-700 underline">
                      Einstellungen › Was habe ich da?
                    </Link>{' '}
                    fest, was Ihre Schule hat.
                  </p>
                )}
              </div>
            ) : key === 'gruppe' ? (
              // Any class size, not four fixed ones: „für 28 Kinder“.
              <TextField
                key={key}
                label="Für wie viele Kinder?"
                type="number"
                inputMode="numeric"
                min={1}
                max={200}
                placeholder="z. B. 28"
                value={filters.gruppe ?? ''}
                onChange={(e) => {
                  const n = Number(e.target.value);
                  onChange(key, e.target.value && Number.isInteger(n) && n >= 1 && n <= 200 ? String(n) : null);
                }}
              />
            ) : (
              <SelectField
                key={key}
                label={FILTER_LABELS[key]}
                value={filters[key] ?? ''}
                // Values that would leave nothing are not offered (the chosen one always is).
                options={[
                  { value: '', label: 'Alle' },
                  ...options[key]
                    .filter((o) => o.count > 0 || o.value === filters[key])
                    .map((o) => ({ value: o.value, label: `${o.label} (${o.count})` })),
                ]}
                onChange={(value) => onChange(key, value || null)}
              />
            ),
          )}
          {active > 0 && (
            <Button variant="secondary" className="self-end" onClick={onClear}>
              <X aria-hidden="true" className="size-5" />
              Filter zurücksetzen
            </Button>
          )}
        </div>
      )}
    </details>
  );
}
