import { valueText, type EvaluatedGroup } from '@core/domain/bundesjugendspiele/evaluation';
import { CERTIFICATE_LABELS, type Certificate } from '@core/domain/bundesjugendspiele/ranking';
import { section } from './styles';

const BADGE: Readonly<Record<Certificate, string>> = {
  ehren: 'bg-amber-100 text-amber-950 ring-amber-400',
  sieger: 'bg-brand-50 text-brand-800 ring-brand-600',
  teilnahme: 'bg-slate-100 text-slate-800 ring-slate-300',
};

/** „Ehren“ on screen under the heading „Urkunde“ (narrow on a phone); read and found as „Ehrenurkunde“. */
export function CertificateBadge({ certificate }: { certificate: Certificate }) {
  const label = CERTIFICATE_LABELS[certificate];
  const short = label.replace(/urkunde$/, '');
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ${BADGE[certificate]}`}>
      {short}
      <span className="sr-only">urkunde</span>
    </span>
  );
}

/** „40-m-Lauf“ must not break at its hyphens in a narrow column; headings wrap at spaces only. */
const unbroken = (name: string) => name.replace(/-/g, '\u2011');

const th = 'px-1.5 py-2 text-left align-bottom font-semibold';
const td = 'px-1.5 py-2 align-top';

/**
 * One group's ranking: place, name, sum and certificate first, so a phone shows them without
 * scrolling; the four exercises with value and Platzziffer follow, and on a narrow screen the table
 * scrolls sideways inside its own box (the page never does), with the name kept in view.
 */
export function EvaluationGroupTable({ group }: { group: EvaluatedGroup }) {
  const headingId = `bjs-gruppe-${group.key.replace(/[^a-zA-Z0-9-]/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className={section} data-group={group.key}>
      <h2 id={headingId} className="mb-1 text-xl font-bold">
        {group.label}
      </h2>
      <p className="mb-2 text-sm text-slate-600">
        {group.rows.length === 1 ? '1 Kind gewertet' : `${group.rows.length} Kinder gewertet`}: {group.counts.ehren} Ehren-,{' '}
        {group.counts.sieger} Sieger-, {group.counts.teilnahme} Teilnahmeurkunden
      </p>
      {group.rows.length > 0 && (
        // A box that scrolls must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="overflow-x-auto" role="region" aria-label={`Rangliste ${group.label}`} tabIndex={0}>
          <table className="w-full border-collapse text-left tabular-nums">
            <caption className="sr-only">Rangliste {group.label}</caption>
            <thead>
              <tr className="border-b-2 border-slate-300">
                <th scope="col" className={`${th} pl-0 text-right`}>
                  Platz
                </th>
                <th scope="col" className={`${th} sticky left-0 bg-white`}>
                  Name
                </th>
                {group.severalClasses && (
                  <th scope="col" className={th}>
                    Klasse
                  </th>
                )}
                <th scope="col" className={`${th} text-right`}>
                  Summe
                </th>
                <th scope="col" className={th}>
                  Urkunde
                </th>
                {group.exercises.map((e) => (
                  <th key={e.id} scope="col" className={th}>
                    {unbroken(e.name)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {group.rows.map((r) => (
                <tr key={r.child.id} className="border-b border-slate-200">
                  <td className={`${td} pl-0 text-right font-bold`}>{r.place}</td>
                  <th scope="row" className={`${td} sticky left-0 bg-white font-semibold`}>
                    {r.child.name}
                  </th>
                  {group.severalClasses && <td className={td}>{r.schoolClass.name}</td>}
                  <td className={`${td} text-right font-bold`}>{r.sum}</td>
                  <td className={td}>
                    <CertificateBadge certificate={r.certificate} />
                  </td>
                  {group.exercises.map((e) => (
                    <td key={e.id} className={`${td} whitespace-nowrap`}>
                      {valueText(e, r.values[e.id] ?? null)}
                      <span className="block text-sm text-slate-600">
                        <abbr title="Platzziffer" className="no-underline">
                          PZ
                        </abbr>{' '}
                        {r.places[e.id]}
                      </span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {group.notRanked.length > 0 && (
        <p className="mt-2 text-sm text-slate-700">
          <span className="font-semibold">Nicht gewertet</span> (nicht alle Übungen): {group.notRanked.map((m) => m.child.name).join(', ')}
        </p>
      )}
      {group.absent.length > 0 && (
        <p className="mt-2 text-sm text-slate-700">
          <span className="font-semibold">Nicht teilgenommen:</span> {group.absent.map((m) => m.child.name).join(', ')}
        </p>
      )}
    </section>
  );
}
