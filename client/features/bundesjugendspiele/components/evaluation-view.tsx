import { Download, FileText, Printer } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { bjsCsv, bjsCsvFileName, evaluateEvent } from '@core/domain/bundesjugendspiele/evaluation';
import type { BjsEvent } from '@core/schemas/bundesjugendspiele';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { downloadFile } from '@client/lib/download';
import { bjsStore } from '../stores/bjs-store';
import { EvaluationGradebook } from './evaluation-gradebook';
import { EvaluationGroupTable } from './evaluation-group-table';
import { EvaluationSummary } from './evaluation-summary';
import { EvaluationWarnings } from './evaluation-warnings';
import { PrintInserts } from './print-inserts';
import { PrintList } from './print-list';
import { note, section, sectionTitle } from './styles';

const EVALUATION = `${paths.bundesjugendspiele.getHref()}?ansicht=auswertung`;

/**
 * „Auswertung“: every group ranked, what to order, what is missing, and the ways out — CSV,
 * printed lists per class, inserts for the official certificates, the grade book. The printable
 * pages are views of their own (`&druck=liste|einleger`), so the browser prints only them.
 */
export function EvaluationView({ event }: { event: BjsEvent }) {
  const results = bjsStore((s) => s.value.results);
  const conflicts = bjsStore((s) => s.value.conflicts.length);
  const evaluation = useMemo(() => evaluateEvent({ event, results, conflicts: [], deviceLabel: '' }), [event, results]);
  const [params] = useSearchParams();
  const navigate = useNavigate();

  if (params.get('druck') === 'liste') return <PrintList event={event} evaluation={evaluation} back={EVALUATION} />;
  if (params.get('druck') === 'einleger') return <PrintInserts event={event} evaluation={evaluation} back={EVALUATION} />;

  if (evaluation.groups.length === 0)
    return <p className={note}>Es sind noch keine Klassen mit Kindern angelegt. Unter „Einrichten“ nehmen Sie Klassen auf.</p>;

  return (
    <div className="space-y-4">
      <EvaluationSummary evaluation={evaluation} />
      <EvaluationWarnings evaluation={evaluation} conflicts={conflicts} />
      <section aria-labelledby="bjs-ausgabe" className={section}>
        <h2 id="bjs-ausgabe" className={sectionTitle}>
          Ausgeben
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => downloadFile(bjsCsvFileName(event), bjsCsv(evaluation, event), 'text/csv;charset=utf-8')}
          >
            <Download aria-hidden="true" className="size-5" />
            CSV herunterladen
          </Button>
          <Button variant="secondary" onClick={() => void navigate(`${EVALUATION}&druck=liste`)}>
            <Printer aria-hidden="true" className="size-5" />
            Liste drucken
          </Button>
          <Button variant="secondary" onClick={() => void navigate(`${EVALUATION}&druck=einleger`)}>
            <FileText aria-hidden="true" className="size-5" />
            Urkunden-Einleger drucken
          </Button>
        </div>
        <EvaluationGradebook event={event} evaluation={evaluation} />
      </section>
      {evaluation.groups.map((group) => (
        <EvaluationGroupTable key={group.key} group={group} />
      ))}
    </div>
  );
}
