import { useShownName } from '@client/features/settings';
import { sentTeamsStore } from './sent-teams';

/**
 * 'Wer spielt wo?' under the score counter and the tournament: the members of teams that came
 * from the team maker, for as long as the team names there are still the ones sent.
 */
export function TeamRoster({ names }: { names: readonly string[] }) {
  const sent = sentTeamsStore((s) => s.value);
  const shown = useShownName();
  const teams = sent.filter((t) => names.includes(t.name));
  if (teams.length === 0) return null;
  return (
    <details className="rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <summary className="min-h-11 cursor-pointer content-center text-lg font-bold">Wer spielt wo?</summary>
      <dl className="mt-2 grid gap-3 sm:grid-cols-2">
        {teams.map((team) => (
          <div key={team.name}>
            <dt className="font-bold">{team.name}</dt>
            <dd className="text-slate-700">{team.members.map(shown).join(', ')}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
