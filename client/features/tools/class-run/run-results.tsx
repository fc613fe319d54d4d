import { Copy, Download } from 'lucide-react';
import { runResultsCsv, runResultsText, type Runner, type RunResult } from '@core/domain/tools/class-run';
import { formatStopwatch } from '@core/domain/tools/time-format';
import { projectorInitialsById } from '@core/domain/gradebook/class-names';
import { Button } from '@client/components/ui/button';
import { useProjectorMode, useShownNames } from '@client/features/settings';
import { downloadFile, today } from '@client/lib/download';
import { useCopyText } from '@client/lib/use-copy-text';

interface Props {
  results: readonly RunResult[];
  /** The whole class in its list order, so projector labels match the runner buttons. */
  runners: readonly Runner[];
  className: string;
}

/** 'Ergebnis': place, name, time and grade per child, to copy or download. */
export function RunResults({ results, runners, className }: Props) {
  const shown = useShownNames(runners, projectorInitialsById);
  const hideGrades = useProjectorMode();
  const [message, copyText] = useCopyText();
  const copy = () => copyText(runResultsText(results), 'Ergebnis');
  return (
    <section aria-labelledby="ergebnis" className="rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="ergebnis" className="mb-3 text-lg font-bold">
        Ergebnis
      </h2>
      <table className="w-full text-left tabular-nums">
        <thead className="text-sm text-slate-600">
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2 pr-2">
              Platz
            </th>
            <th scope="col" className="py-2 pr-2">
              Name
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              Zeit
            </th>
            <th scope="col" className="py-2 text-right">
              Note
            </th>
          </tr>
        </thead>
        <tbody>
          {results.map((r) => (
            <tr key={r.runner.id} className="border-b border-slate-100 last:border-0">
              <td className="py-2 pr-2 font-bold">{r.place === null ? '–' : `${r.place}.`}</td>
              <th scope="row" className="py-2 pr-2 font-semibold break-words">
                {shown(r.runner)}
              </th>
              <td className={`py-2 pr-2 text-right ${r.time === null ? 'text-slate-600' : 'font-mono'}`}>
                {r.time === null ? 'keine Zeit' : formatStopwatch(r.time)}
              </td>
              <td className="py-2 text-right font-bold">{r.grade === null ? '–' : hideGrades ? '•' : r.grade}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-5" />
          Kopieren
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            downloadFile(
              `Lauf-${className.replace(/[^\p{L}\p{N}_-]+/gu, '_')}-${today()}.csv`,
              runResultsCsv(results),
              'text/csv;charset=utf-8',
            )
          }
        >
          <Download aria-hidden="true" className="size-5" />
          Als CSV herunterladen
        </Button>
      </div>
      {message && (
        <p role="status" className="mt-2 text-sm font-semibold text-slate-700">
          {message}
        </p>
      )}
    </section>
  );
}
