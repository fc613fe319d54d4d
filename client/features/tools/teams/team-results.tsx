import { ListOrdered, Trophy } from 'lucide-react';
import { compareGerman } from '@core/domain/german-sort';
import { teamSummary, type TeamCandidate } from '@core/domain/tools/teams';
import { projectorInitialsById } from '@core/domain/gradebook/class-names';
import { Button } from '@client/components/ui/button';
import { useShownNames } from '@client/features/settings';
import type { SentTeam } from './sent-teams';
import type { MadeTeams } from './team-store';

/** Bib colours for the team cards (the names say the colour too, for colour-blind readers). */
const SWATCHES = ['bg-red-600', 'bg-blue-600', 'bg-yellow-400', 'bg-green-600', 'bg-orange-500', 'bg-purple-600'];

export type SendTarget = 'score' | 'tournament';

interface Props {
  made: MadeTeams;
  children: readonly TeamCandidate[];
  showStrength: boolean;
  onSend: (target: SendTarget, teams: SentTeam[]) => void;
}

function summaryText(members: readonly TeamCandidate[], showStrength: boolean): string {
  const s = teamSummary(members);
  const parts = [`${s.W} Mädchen`, `${s.M} ${s.M === 1 ? 'Junge' : 'Jungen'}`];
  if (s.other > 0) parts.push(`${s.other} ohne Angabe`);
  if (showStrength) parts.push(`Stärke ${s.strength}`);
  return parts.join(' · ');
}

/** The teams as cards, a warning for pairs that could not be kept apart, and where to send them. */
export function TeamResults({ made, children, showStrength, onSend }: Props) {
  const shown = useShownNames(children, projectorInitialsById);
  const byId = new Map(children.map((c) => [c.id, c]));
  const teams = made.teams.map((team) => ({
    name: team.name,
    members: team.members
      .map((id) => byId.get(id))
      .filter((c): c is TeamCandidate => c !== undefined)
      .sort((a, b) => compareGerman(a.name, b.name)),
  }));
  const sendable: SentTeam[] = teams.map((t) => ({ name: t.name, members: t.members.map((m) => m.name) }));
  const count = teams.length;
  const shownById = (id: string) => {
    const child = byId.get(id);
    return child ? shown(child) : '';
  };
  const broken = made.brokenApart.filter(([a, b]) => byId.has(a) && byId.has(b));

  return (
    <section aria-labelledby="teams-ergebnis" className="space-y-3">
      <h2 id="teams-ergebnis" className="text-lg font-bold">
        Teams
      </h2>
      {broken.length > 0 && (
        <p role="alert" className="rounded-2xl bg-amber-50 p-3 font-semibold text-amber-900">
          Nicht alle Trennungen ließen sich einhalten: {broken.map(([a, b]) => `${shownById(a)} und ${shownById(b)}`).join('; ')}.
        </p>
      )}
      <ul className="grid gap-3 sm:grid-cols-2">
        {teams.map((team, index) => (
          <li key={team.name} aria-label={team.name} className="rounded-3xl border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="flex items-center gap-2 text-xl font-extrabold">
              <span aria-hidden="true" className={`size-5 rounded-full ${SWATCHES[index] ?? 'bg-slate-400'}`} />
              {team.name}
            </h3>
            <p className="text-sm text-slate-600">{summaryText(team.members, showStrength)}</p>
            <ul aria-label={`Mitglieder ${team.name}`} className="mt-2 space-y-0.5 text-lg font-semibold">
              {team.members.map((m) => (
                <li key={m.id}>{shown(m)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={count !== 2 && count !== 4} onClick={() => onSend('score', sendable)}>
          <ListOrdered aria-hidden="true" className="size-5" />
          In den Spielstand übernehmen
        </Button>
        <Button variant="secondary" disabled={count < 3 || count > 6} onClick={() => onSend('tournament', sendable)}>
          <Trophy aria-hidden="true" className="size-5" />
          In den Turnierplaner übernehmen
        </Button>
      </div>
      <p className="text-sm text-slate-600">Der Spielstand nimmt 2 oder 4 Teams (ein oder zwei Felder), der Turnierplaner 3 bis 6.</p>
    </section>
  );
}
