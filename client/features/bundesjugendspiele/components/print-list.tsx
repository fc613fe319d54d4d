import { valueText, type EvaluatedGroup, type EventEvaluation, type Member } from '@core/domain/bundesjugendspiele/evaluation';
import { GENDER_GROUP_LABELS, sortEventClasses } from '@core/domain/bundesjugendspiele/event';
import type { Certificate } from '@core/domain/bundesjugendspiele/ranking';
import type { BjsEvent, EventClass } from '@core/schemas/bundesjugendspiele';
import { PrintFrame, germanDate, paperStyle, sheet } from './print-frame';

const cell = 'border-b border-[#999] px-[1mm] py-[0.8mm] align-top';
const head = 'border-b-2 border-black px-[1mm] py-[0.8mm] text-left align-bottom font-bold';

/**
 * The list per class, one A4 page each (portrait, 12 mm margins), for the class teacher and the
 * notice board. The table has a fixed layout over the page's width, so no column is ever cut off:
 * long names and exercise names wrap instead.
 */
export function PrintList({ event, evaluation, back }: { event: BjsEvent; evaluation: EventEvaluation; back: string }) {
  const classes = sortEventClasses(event.classes).filter((c) => c.children.length > 0);
  return (
    <PrintFrame
      title="Liste drucken"
      back={back}
      pageRule="size: A4; margin: 12mm;"
      controls={
        <p className="text-slate-700">
          Eine Seite je Klasse, A4 hochkant: Platz, Name, Summe der Platzziffern, Urkunde und je Übung Ergebnis und Platzziffer (PZ).
        </p>
      }
    >
      {classes.map((schoolClass) => (
        <section
          key={schoolClass.id}
          data-print-page
          aria-label={`Liste Klasse ${schoolClass.name}`}
          className={`${sheet} min-h-[297mm] p-[12mm] text-[9.5pt] leading-snug print:min-h-0 print:p-0`}
          style={paperStyle}
        >
          <header className="mb-[4mm] flex items-end justify-between gap-[4mm] border-b-2 border-black pb-[2mm]">
            <div>
              <p className="text-[9pt]">Bundesjugendspiele · Wettbewerb Leichtathletik</p>
              <h3 className="text-[16pt] font-bold">Klasse {schoolClass.name}</h3>
            </div>
            <p className="text-right text-[9pt]">
              {event.school && (
                <>
                  {event.school}
                  <br />
                </>
              )}
              {germanDate(event.date)}
            </p>
          </header>
          {evaluation.groups
            .filter((g) => inGroup(g, schoolClass))
            .map((group) => (
              <ClassTable key={group.key} group={group} schoolClass={schoolClass} />
            ))}
          <ClassCounts evaluation={evaluation} schoolClass={schoolClass} />
        </section>
      ))}
    </PrintFrame>
  );
}

const inGroup = (g: EvaluatedGroup, c: EventClass) => [...g.rows, ...g.notRanked, ...g.absent].some((m) => m.schoolClass.id === c.id);

/** On paper the column says „Urkunde“; the short word keeps the column narrow. */
const SHORT: Readonly<Record<Certificate, string>> = { ehren: 'Ehren', sieger: 'Sieger', teilnahme: 'Teilnahme' };

function ClassTable({ group, schoolClass }: { group: EvaluatedGroup; schoolClass: EventClass }) {
  const rows = group.rows.filter((r) => r.schoolClass.id === schoolClass.id);
  const others: (Member & { values: Record<string, number | null>; why: string })[] = [
    ...group.notRanked.filter((m) => m.schoolClass.id === schoolClass.id).map((m) => ({ ...m, why: 'nicht gewertet' })),
    ...group.absent.filter((m) => m.schoolClass.id === schoolClass.id).map((m) => ({ ...m, values: {}, why: 'nicht teilg.' })),
  ];
  // 41 % for place, name, sum and certificate; the rest shared by the exercises, ⅔ value and ⅓ Platzziffer.
  const share = 59 / Math.max(1, group.exercises.length);
  return (
    <div className="mb-[4mm]">
      <h4 className="mb-[1mm] text-[10.5pt] font-bold break-after-avoid">
        {GENDER_GROUP_LABELS[group.gender]}
        <span className="font-normal">
          {' '}
          – Platz in {group.scope} unter {group.rows.length} {group.rows.length === 1 ? 'gewertetem Kind' : 'gewerteten Kindern'}
        </span>
      </h4>
      <table className="w-full table-fixed border-collapse tabular-nums">
        <colgroup>
          <col style={{ width: '5%' }} />
          <col style={{ width: '19%' }} />
          <col style={{ width: '7%' }} />
          <col style={{ width: '10%' }} />
          {group.exercises.flatMap((e) => [
            <col key={e.id} style={{ width: `${(share * 2) / 3}%` }} />,
            <col key={`${e.id}-pz`} style={{ width: `${share / 3}%` }} />,
          ])}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" rowSpan={2} className={`${head} text-right`}>
              Platz
            </th>
            <th scope="col" rowSpan={2} className={head}>
              Name
            </th>
            <th scope="col" rowSpan={2} className={`${head} text-right`}>
              Summe
            </th>
            <th scope="col" rowSpan={2} className={head}>
              Urkunde
            </th>
            {group.exercises.map((e) => (
              <th
                key={e.id}
                scope="colgroup"
                colSpan={2}
                className={`${head} border-b-0 border-l border-l-[#999] pb-0 text-[8.5pt] leading-tight`}
              >
                {e.name}
              </th>
            ))}
          </tr>
          <tr>
            {group.exercises.flatMap((e) => [
              <th key={e.id} scope="col" className={`${head} border-l border-l-[#999] pt-0 text-[8pt] font-normal`}>
                Wert
              </th>,
              <th key={`${e.id}-pz`} scope="col" className={`${head} pt-0 text-right text-[8pt] font-normal`}>
                <abbr title="Platzziffer" className="no-underline">
                  PZ
                </abbr>
              </th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.child.id} className="break-inside-avoid">
              <td className={`${cell} text-right font-bold`}>{r.place}</td>
              <th scope="row" className={`${cell} text-left font-semibold break-words`}>
                {r.child.name}
              </th>
              <td className={`${cell} text-right font-bold`}>{r.sum}</td>
              <td className={cell}>{SHORT[r.certificate]}</td>
              {group.exercises.flatMap((e) => [
                <td key={e.id} className={`${cell} border-l border-l-[#999] whitespace-nowrap`}>
                  {valueText(e, r.values[e.id] ?? null)}
                </td>,
                <td key={`${e.id}-pz`} className={`${cell} text-right`}>
                  {r.places[e.id]}
                </td>,
              ])}
            </tr>
          ))}
          {others.map((m) => (
            <tr key={m.child.id} className="break-inside-avoid">
              <td className={`${cell} text-right`}>–</td>
              <th scope="row" className={`${cell} text-left font-semibold break-words`}>
                {m.child.name}
              </th>
              <td className={cell} />
              <td className={`${cell} text-[8pt] leading-tight`}>{m.why}</td>
              {group.exercises.flatMap((e) => [
                <td key={e.id} className={`${cell} border-l border-l-[#999] whitespace-nowrap`}>
                  {valueText(e, m.values[e.id] ?? null)}
                </td>,
                <td key={`${e.id}-pz`} className={cell} />,
              ])}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ClassCounts({ evaluation, schoolClass }: { evaluation: EventEvaluation; schoolClass: EventClass }) {
  const counts = evaluation.perClass.find((c) => c.schoolClass.id === schoolClass.id)?.counts;
  if (!counts) return null;
  return (
    <p className="mt-[2mm] text-[9pt]">
      Urkunden für Klasse {schoolClass.name}: {counts.ehren} Ehren-, {counts.sieger} Sieger-, {counts.teilnahme} Teilnahmeurkunden. PZ:
      Platzziffer in der Übung; die Summe der Platzziffern ergibt den Platz.
    </p>
  );
}
