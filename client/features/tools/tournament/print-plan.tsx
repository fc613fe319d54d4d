import { isPlayed, type Match, type Standing, type TournamentRules } from '@core/domain/tools/tournament';
import { describePoints, describeTieBreakers } from './describe-rules';

interface PrintPlanProps {
  names: string[];
  matches: Match[];
  standings: Standing[];
  rules: TournamentRules;
  date: Date;
}

const cell = 'border border-black px-2 py-1';
/** An empty box to write a score in by hand. */
const ScoreBox = () => <span className="inline-block h-6 w-10 border-2 border-black align-middle" />;

/**
 * The match plan on one A4 page (issue 10): hidden on screen, the only thing printed. Plain
 * black on white whatever the app's appearance, results where entered and boxes to fill in
 * by hand where not, and the current table (blank cells before the first result).
 */
export function PrintPlan({ names, matches, standings, rules, date }: PrintPlanProps) {
  const anyPlayed = matches.some(isPlayed);
  return (
    <section aria-label="Spielplan zum Drucken" className="hidden bg-transparent text-[11pt] leading-snug text-black print:block">
      <div className="flex items-baseline justify-between gap-4 border-b-2 border-black pb-2">
        <h2 className="text-[18pt] font-extrabold">Turnier – Spielplan</h2>
        <p>{date.toLocaleDateString('de-DE', { day: 'numeric', month: 'long', year: 'numeric' })}</p>
      </div>
      <p className="mt-3">
        <strong>Teams:</strong> {names.join(' · ')}
      </p>
      <p>
        <strong>Wertung:</strong> {describePoints(rules.points)}; bei Punktgleichheit: {describeTieBreakers(rules)}.
      </p>

      <h3 className="mt-4 mb-2 text-[13pt] font-bold">Spiele</h3>
      <table className="w-full border-collapse">
        <thead>
          <tr>
            <th scope="col" className={`${cell} w-12 text-left`}>
              Nr.
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Team
            </th>
            <th scope="col" className={`${cell} w-32 text-center`}>
              Ergebnis
            </th>
            <th scope="col" className={`${cell} text-left`}>
              Team
            </th>
          </tr>
        </thead>
        <tbody>
          {matches.map((match, index) => (
            <tr key={index} className="break-inside-avoid">
              <td className={cell}>{index + 1}</td>
              <td className={`${cell} text-right font-semibold`}>{names[match.home]}</td>
              <td className={`${cell} text-center text-[13pt] font-bold tabular-nums`}>
                {isPlayed(match) ? (
                  `${match.homeScore} : ${match.awayScore}`
                ) : (
                  <>
                    <ScoreBox /> : <ScoreBox />
                  </>
                )}
              </td>
              <td className={`${cell} font-semibold`}>{names[match.away]}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="mt-4 mb-2 flex items-baseline justify-between gap-4">
        <h3 className="text-[13pt] font-bold">Platzierung{anyPlayed ? ' (Zwischenstand)' : ''}</h3>
        <p className="text-[9pt]">T = Tore, GT = Gegentore</p>
      </div>
      <table className="w-full break-inside-avoid border-collapse tabular-nums">
        <thead>
          <tr>
            <th scope="col" className={`${cell} w-20 text-left`}>
              Position
            </th>
            <th scope="col" className={`${cell} text-left`}>
              Team
            </th>
            <th scope="col" className={`${cell} w-20 text-right`}>
              Punkte
            </th>
            <th scope="col" className={`${cell} w-16 text-right`}>
              T
            </th>
            <th scope="col" className={`${cell} w-16 text-right`}>
              GT
            </th>
          </tr>
        </thead>
        <tbody>
          {(anyPlayed ? standings : names.map((name, team) => ({ team, name }) as Partial<Standing>)).map((s) => (
            <tr key={s.team} className="h-9">
              <td className={cell}>{anyPlayed ? `${s.position}.` : ''}</td>
              <td className={`${cell} font-semibold`}>{s.name}</td>
              <td className={`${cell} text-right font-bold`}>{s.points}</td>
              <td className={`${cell} text-right`}>{s.goalsFor}</td>
              <td className={`${cell} text-right`}>{s.goalsAgainst}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
