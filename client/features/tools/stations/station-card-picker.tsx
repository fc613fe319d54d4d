import { useState } from 'react';
import { ROTATION_LIMITS } from '@core/domain/tools/station-rotation';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { useCollection } from '@client/features/content';

/**
 * 'Aus Stationskarten wählen': the Stationskarten's titles as station names. The list comes
 * from the device copy or the server; without either it says so, and typing always works.
 */
export function StationCardPicker({ onPick }: { onPick: (names: string[]) => void }) {
  const cards = useCollection('stationskarten');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const { minStations, maxStations } = ROTATION_LIMITS;

  if (cards.isPending) return <Spinner label="Stationskarten werden geladen …" />;
  const titles = [...new Set((cards.data ?? []).map((card) => card.clickableHeader.trim()))];
  if (titles.length === 0) {
    return (
      <Alert tone="info">
        {cards.isError
          ? 'Die Stationskarten lassen sich gerade nicht laden (keine Verbindung?) und sind auf diesem Gerät noch nicht gespeichert. Tippen Sie die Namen der Stationen einfach oben ein.'
          : 'Es gibt noch keine Stationskarten. Tippen Sie die Namen der Stationen einfach oben ein.'}
      </Alert>
    );
  }

  const toggle = (title: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(title);
      else next.delete(title);
      return next;
    });
  const picked = titles.filter((title) => chosen.has(title));
  const fits = picked.length >= minStations && picked.length <= maxStations;
  return (
    <fieldset className="space-y-2">
      <legend className="font-bold">Stationskarten</legend>
      <p className="text-sm text-slate-600">
        Wählen Sie {minStations} bis {maxStations} Karten; ihre Titel werden die Stationen, in dieser Reihenfolge.
      </p>
      <ul className="grid gap-1 sm:grid-cols-2">
        {titles.map((title) => (
          <li key={title}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 font-semibold hover:bg-slate-50">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-brand-700"
                checked={chosen.has(title)}
                onChange={(e) => toggle(title, e.target.checked)}
              />
              {title}
            </label>
          </li>
        ))}
      </ul>
      <Button disabled={!fits} onClick={() => onPick(picked)}>
        {picked.length === 1 ? '1 Karte übernehmen' : `${picked.length} Karten übernehmen`}
      </Button>
    </fieldset>
  );
}
