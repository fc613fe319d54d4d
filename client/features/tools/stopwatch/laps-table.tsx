import { Copy, Download } from 'lucide-react';
import { formatStopwatch, lapsCsv } from '@core/domain/tools/time-format';
import type { Lap } from '@core/domain/tools/stopwatch';
import { Button } from '@client/components/ui/button';
import { downloadFile, today } from '@client/lib/download';
import { useCopyText } from '@client/lib/use-copy-text';

/** Spec: table 'Runden' with #, Rundenzeit, Zeit gesamt; newest lap on top, as on a real stopwatch. */
export function LapsTable({ laps }: { laps: Lap[] }) {
  const [copied, copyText] = useCopyText();
  if (laps.length === 0) return null;
  const copy = () => {
    const text = laps.map((l) => `${l.id}\t${formatStopwatch(l.time)}\t${formatStopwatch(l.totalTime)}`).join('\n');
    return copyText(`Runde\tRundenzeit\tZeit gesamt\n${text}`, 'Runden');
  };
  return (
    <section aria-labelledby="runden" className="mx-auto mt-6 max-w-md">
      <h2 id="runden" className="mb-2 text-lg font-bold">
        Runden
      </h2>
      <table className="w-full overflow-hidden rounded-2xl border border-slate-200 bg-white text-left tabular-nums">
        <thead className="bg-slate-100 text-sm text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              #
            </th>
            <th scope="col" className="px-3 py-2">
              Rundenzeit
            </th>
            <th scope="col" className="px-3 py-2">
              Zeit gesamt
            </th>
          </tr>
        </thead>
        <tbody>
          {[...laps].reverse().map((lap) => (
            <tr key={lap.id} className="border-t border-slate-100">
              <td className="px-3 py-2 font-semibold">{lap.id}</td>
              <td className="px-3 py-2 font-mono">{formatStopwatch(lap.time)}</td>
              <td className="px-3 py-2 font-mono">{formatStopwatch(lap.totalTime)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-5" />
          Runden kopieren
        </Button>
        <Button variant="secondary" onClick={() => downloadFile(`Runden-${today()}.csv`, lapsCsv(laps), 'text/csv;charset=utf-8')}>
          <Download aria-hidden="true" className="size-5" />
          Als CSV herunterladen
        </Button>
      </div>
      {copied && (
        <p role="status" className="mt-2 text-sm font-semibold text-slate-700">
          {copied}
        </p>
      )}
    </section>
  );
}
