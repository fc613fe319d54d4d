import type { Standing } from '@core/domain/tools/tournament';

/** Spec: table 'Platzierung' (Position, Team, Punkte, T, GT) with its legend, then 'Gewinner:'. */
export function StandingsTable({ standings, winners }: { standings: Standing[]; winners: Standing[] }) {
  return (
    <section aria-labelledby="platzierung" className="rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="platzierung" className="mb-3 text-lg font-bold">
        Platzierung
      </h2>
      <table className="w-full text-left tabular-nums">
        <thead className="text-sm text-slate-600">
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2 pr-2">
              Position
            </th>
            <th scope="col" className="py-2 pr-2">
              Team
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              Punkte
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              <abbr title="Tore">T</abbr>
            </th>
            <th scope="col" className="py-2 text-right">
              <abbr title="Gegentore">GT</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {standings.map((s) => (
            <tr key={s.team} className="border-b border-slate-100 last:border-0">
              <td className="py-2 pr-2 font-bold">{s.position}.</td>
              <th scope="row" className="py-2 pr-2 font-semibold break-words">
                {s.name}
              </th>
              <td className="py-2 pr-2 text-right font-bold">{s.points}</td>
              <td className="py-2 pr-2 text-right">{s.goalsFor}</td>
              <td className="py-2 text-right">{s.goalsAgainst}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-slate-600">T: Tore, GT: Gegentore</p>
      {winners.length > 0 && (
        <div className="mt-4 rounded-2xl bg-amber-50 p-3">
          <h3 className="font-bold">Gewinner:</h3>
          <ul className="mt-1 list-inside list-disc font-semibold">
            {winners.map((w) => (
              <li key={w.team}>{w.name}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
