import { Calculator, Check, Printer, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isTeamCount, rankTeams, TEAM_COUNTS, winners } from '@core/domain/tools/tournament';
import { Button } from '@client/components/ui/button';
import { useConfirm } from '@client/components/ui/confirm-dialog';
import { SelectField } from '@client/components/ui/select-field';
import { ToolHeader } from '@client/features/tools/shared';
import { TeamRoster } from '@client/features/tools/teams';
import { describePoints } from '@client/features/tools/tournament';
import { MatchList } from '@client/features/tools/tournament';
import { PrintPlan } from '@client/features/tools/tournament';
import { RulesPanel } from '@client/features/tools/tournament';
import { StandingsTable } from '@client/features/tools/tournament';
import { TeamNames } from '@client/features/tools/tournament';
import { matchStores, rulesStore, teamCountStore, tournamentActions, viewStore } from '@client/features/tools/tournament';

/** Spec §9: the 'Platzierung berechnen' button shows its done state for 3 s. */
const CALCULATED_FLAG_MS = 3000;
const NOTHING_PLAYED = 'Es muss mindestens ein Spiel gespielt werden für einen Zwischenstand';
const RESET_CONFIRMATION = 'Alle Werte werden zurückgesetzt. Fortfahren?';

export default function TournamentRoute() {
  const count = teamCountStore((s) => s.value);
  const matches = matchStores[count]((s) => s.value);
  const { names: allNames, rankingShown } = viewStore((s) => s.value);
  const rules = rulesStore((s) => s.value);
  const names = allNames.slice(0, count);
  const [flagged, setFlagged] = useState(false);
  const [confirm, dialog] = useConfirm();

  useEffect(() => {
    if (!flagged) return;
    const timer = setTimeout(() => setFlagged(false), CALCULATED_FLAG_MS);
    return () => clearTimeout(timer);
  }, [flagged]);

  const standings = rankTeams(names, matches, rules);
  const champions = winners(standings);
  const nothingPlayed = champions.length === 0;

  return (
    <>
      <div className="print:hidden">
        <ToolHeader title="Turnierplaner">Jeder gegen jeden: {describePoints(rules.points)}.</ToolHeader>
        <div className="space-y-4">
          <SelectField
            layout="inline"
            label="Anzahl Teams:"
            value={String(count)}
            options={TEAM_COUNTS.map((n) => ({ value: String(n), label: String(n) }))}
            onChange={(value) => {
              const next = Number(value);
              if (isTeamCount(next)) tournamentActions.setTeamCount(next);
            }}
          />
          <TeamNames names={names} />
          <TeamRoster names={names} />
          <RulesPanel rules={rules} />
          <MatchList count={count} matches={matches} names={names} />
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => {
                tournamentActions.showRanking();
                setFlagged(true);
              }}
            >
              {flagged ? <Check aria-hidden="true" className="size-5" /> : <Calculator aria-hidden="true" className="size-5" />}
              Platzierung berechnen
            </Button>
            <Button
              variant="secondary"
              onClick={async () => {
                if (await confirm(RESET_CONFIRMATION, 'Fortfahren')) {
                  tournamentActions.resetAll();
                  setFlagged(false);
                }
              }}
            >
              <RotateCcw aria-hidden="true" className="size-5" />
              Werte zurücksetzen
            </Button>
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-5" />
              Spielplan drucken
            </Button>
          </div>
          <div aria-live="polite">
            {rankingShown && nothingPlayed && (
              <p role="alert" className="rounded-2xl bg-amber-50 p-3 font-semibold text-amber-900">
                {NOTHING_PLAYED}
              </p>
            )}
            {rankingShown && !nothingPlayed && <StandingsTable standings={standings} winners={champions} />}
          </div>
        </div>
      </div>
      <PrintPlan names={names} matches={matches} standings={standings} rules={rules} date={new Date()} />
      {dialog}
    </>
  );
}
