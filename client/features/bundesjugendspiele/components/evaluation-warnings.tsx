import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { EventEvaluation, Member } from '@core/domain/bundesjugendspiele/evaluation';
import { GRADE_BAND_LABELS } from '@core/domain/bundesjugendspiele/exercises';
import { paths } from '@client/config/paths';

const EXCHANGE = `${paths.bundesjugendspiele.getHref()}?ansicht=austausch`;

const kinder = (n: number) => (n === 1 ? '1 Kind' : `${n} Kinder`);

/**
 * What makes the evaluation not final yet: results missing at a station (a phone not imported, a
 * child not yet at that station) and conflicts between phones. It is shown, not blocked: on the
 * day itself the organiser may want a first look before the last station comes in.
 */
export function EvaluationWarnings({ evaluation, conflicts }: { evaluation: EventEvaluation; conflicts: number }) {
  const severalClasses = evaluation.perClass.length > 1;
  const names = (members: readonly Member[]) =>
    members.map((m) => (severalClasses ? `${m.child.name} (${m.schoolClass.name})` : m.child.name)).join(', ');
  const bothBands = new Set(evaluation.groups.map((g) => g.band)).size > 1;
  const absent = evaluation.groups.flatMap((g) => g.absent);
  const notRankedRule = evaluation.groups.some((g) => g.notRanked.length > 0);

  if (evaluation.missing.length === 0 && absent.length === 0 && conflicts === 0) return null;
  return (
    <section aria-labelledby="bjs-hinweise" className="rounded-2xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-950">
      <h2 id="bjs-hinweise" className="mb-2 flex items-center gap-2 text-lg font-bold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        Noch nicht vollständig
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        {conflicts > 0 && (
          <li>
            {conflicts === 1 ? '1 Ergebnis widerspricht sich' : `${conflicts} Ergebnisse widersprechen sich`} zwischen zwei Handys. Bis Sie
            entscheiden, zählt das Ergebnis dieses Geräts.{' '}
            <Link to={EXCHANGE} className="font-semibold underline">
              Unter Austausch klären
            </Link>
          </li>
        )}
        {evaluation.missing.map(({ exercise, children }) => (
          <li key={exercise.id}>
            <span className="font-semibold">
              {exercise.name}
              {bothBands ? ` (${GRADE_BAND_LABELS[exercise.band]})` : ''}:
            </span>{' '}
            {kinder(children.length)} ohne Ergebnis ({names(children)})
          </li>
        ))}
        {absent.length > 0 && (
          <li>
            <span className="font-semibold">Ohne jedes Ergebnis:</span> {names(absent)} –{' '}
            {absent.length === 1
              ? 'wird als „nicht teilgenommen“ nicht gewertet und bekommt'
              : 'werden als „nicht teilgenommen“ nicht gewertet und bekommen'}{' '}
            keine Urkunde.
          </li>
        )}
      </ul>
      {evaluation.missing.length > 0 && (
        <p className="mt-2 text-sm">
          {notRankedRule
            ? 'Nach Ihrer Regel wird ein Kind, dem eine Übung fehlt, nicht gewertet.'
            : 'Bis dahin kommen diese Kinder in der Übung gemeinsam auf den letzten Platz.'}{' '}
          Fehlende Ergebnisse können Sie an der Station nachtragen oder unter Austausch von einem anderen Handy übernehmen.
        </p>
      )}
    </section>
  );
}
