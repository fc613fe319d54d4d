import { certificateCountText, type EventEvaluation } from '@core/domain/bundesjugendspiele/evaluation';
import type { Certificate } from '@core/domain/bundesjugendspiele/ranking';
import { section, sectionTitle } from './styles';

const KINDS: readonly Certificate[] = ['ehren', 'sieger', 'teilnahme'];
const SHORT: Readonly<Record<Certificate, string>> = { ehren: 'Ehren', sieger: 'Sieger', teilnahme: 'Teilnahme' };

/** What to order from the Bundesjugendspiele office: in total, and per class for handing out. */
export function EvaluationSummary({ evaluation }: { evaluation: EventEvaluation }) {
  const { total, perClass } = evaluation;
  return (
    <section aria-labelledby="bjs-bestellen" className={section}>
      <h2 id="bjs-bestellen" className={sectionTitle}>
        Urkunden
      </h2>
      <p className="text-lg font-semibold" data-testid="bjs-bestellung">
        Zu bestellen: {certificateCountText('ehren', total.ehren)}, {certificateCountText('sieger', total.sieger)},{' '}
        {certificateCountText('teilnahme', total.teilnahme)}
      </p>
      {perClass.length > 1 && (
        <table className="mt-3 w-full max-w-md border-collapse text-left tabular-nums">
          <caption className="sr-only">Urkunden je Klasse</caption>
          <thead>
            <tr className="border-b-2 border-slate-300">
              <th scope="col" className="py-1 pr-2">
                Klasse
              </th>
              {KINDS.map((kind) => (
                <th key={kind} scope="col" className="px-2 py-1 text-right">
                  {SHORT[kind]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {perClass.map(({ schoolClass, counts }) => (
              <tr key={schoolClass.id} className="border-b border-slate-200">
                <th scope="row" className="py-1 pr-2 font-semibold">
                  {schoolClass.name}
                </th>
                {KINDS.map((kind) => (
                  <td key={kind} className="px-2 py-1 text-right">
                    {counts[kind]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="mt-2 text-sm text-slate-600">
        In jeder Gruppe erhalten die besten 20 % eine Ehrenurkunde, die nächsten 50 % eine Siegerurkunde, alle anderen eine
        Teilnahmeurkunde.
      </p>
    </section>
  );
}
