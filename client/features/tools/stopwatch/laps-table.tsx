import { formatStopwatch } from '@core/domain/tools/time-format';
import type { Lap } from '@core/domain/tools/stopwatch';

/** Spec: table 'Runden' with #, Rundenzeit, Zeit gesamt; newest lap on top, as on a real stopwatch. */
export function LapsTable({ laps }: { laps: Lap[] }) {
  if (laps.length === 0) return null;
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
    </section>
  );
}
