import { MAX_TEAM_NAME_LENGTH } from '@core/domain/tools/score';
import { TEAM_LETTERS } from '@core/domain/tools/tournament';
import { tournamentActions } from './tournament-store';

/** Team names, editable; an emptied name goes back to its default. */
export function TeamNames({ names }: { names: string[] }) {
  return (
    <fieldset className="rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <legend className="sr-only">Teamnamen</legend>
      <h2 aria-hidden="true" className="mb-3 text-lg font-bold">
        Teamnamen
      </h2>
      <div className="grid grid-cols-2 gap-3">
        {names.map((name, team) => (
          <label key={team} className="block">
            <span className="mb-1 block text-sm font-semibold text-slate-700">Team {TEAM_LETTERS[team]}</span>
            <input
              value={name}
              maxLength={MAX_TEAM_NAME_LENGTH}
              onChange={(e) => tournamentActions.rename(team, e.target.value)}
              onBlur={() => tournamentActions.settleName(team)}
              className="min-h-11 w-full rounded-xl border-2 border-slate-300 bg-white px-3 font-bold outline-none focus:border-brand-600"
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
