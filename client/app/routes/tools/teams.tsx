import { Shuffle } from 'lucide-react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { teamCountFor, teamsProblem } from '@core/domain/tools/teams';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { ProjectorToggle } from '@client/features/settings';
import { takeOverScoreTeams } from '@client/features/tools/score-counter';
import { ToolHeader } from '@client/features/tools/shared';
import { ApartPairs } from '@client/features/tools/teams';
import { ChildrenList } from '@client/features/tools/teams';
import { sentTeamsStore } from '@client/features/tools/teams';
import { SplitSettings } from '@client/features/tools/teams';
import { TeamResults, type SendTarget } from '@client/features/tools/teams';
import { teamMakerActions } from '@client/features/tools/teams';
import { useTeamChildren } from '@client/features/tools/teams';
import { tournamentActions } from '@client/features/tools/tournament';

export default function TeamsRoute() {
  const data = useTeamChildren();
  const navigate = useNavigate();
  const { state, source, children, present, settings } = data;
  const problem = children.length === 0 ? null : teamsProblem(present.length, state.split);
  const made = state.current?.source === source ? state.current : null;

  const resultsRef = useRef<HTMLDivElement>(null);
  const shuffle = () => {
    teamMakerActions.shuffle(source, present);
    // On a phone the teams appear below the class list: bring them into view.
    resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const send = (target: SendTarget, teams: { name: string; members: string[] }[]) => {
    const names = teams.map((t) => t.name);
    const taken = target === 'score' ? takeOverScoreTeams(names) : tournamentActions.takeOverTeams(names);
    if (!taken) return;
    sentTeamsStore.getState().set(teams);
    void navigate(target === 'score' ? paths.scoreCounter.getHref() : paths.tournament.getHref());
  };

  return (
    <>
      <ToolHeader title="Teams bilden">Zufällig und fair: Mädchen und Jungen gleichmäßig verteilt, auf Wunsch auch nach Stärke.</ToolHeader>
      <div className="mb-4">
        <ProjectorToggle />
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-2 lg:gap-6">
        <div className="space-y-4">
          <ChildrenList data={data} />
          <SplitSettings split={state.split} balanceStrength={state.balanceStrength} />
          {children.length > 1 && <ApartPairs source={source} children={children} pairs={settings?.apart ?? []} />}
        </div>
        <div ref={resultsRef} className="scroll-mt-20 space-y-4 lg:sticky lg:top-20">
          <Button className="min-h-14 w-full px-8 text-xl sm:w-auto" disabled={children.length === 0 || problem !== null} onClick={shuffle}>
            <Shuffle aria-hidden="true" className="size-6" />
            {made ? 'Neu mischen' : 'Teams bilden'}
          </Button>
          {problem && (
            <p role="alert" className="font-semibold text-red-700">
              {problem}
            </p>
          )}
          {children.length > 0 && !problem && (
            <p className="text-sm text-slate-600">
              {present.length} Kinder in {teamCountFor(present.length, state.split)} Teams.
            </p>
          )}
          {made && <TeamResults made={made} children={children} showStrength={state.balanceStrength} onSend={send} />}
        </div>
      </div>
    </>
  );
}
