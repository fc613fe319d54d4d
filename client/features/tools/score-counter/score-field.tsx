import { Check, Minus, Plus, RotateCcw, Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MAX_TEAM_NAME_LENGTH } from '@core/domain/tools/score';
import { StopwatchControls } from '@client/features/tools/stopwatch';
import { StopwatchDisplay } from '@client/features/tools/stopwatch';
import { stopwatchActions } from '@client/features/tools/stopwatch';
import { fieldStores, scoreActions, useLastScoreChange, type FieldNumber } from './score-store';

/** Spec §9: the reset icon shows its "done" state for 1 s. */
const RESET_FLAG_MS = 1000;

interface Props {
  field: FieldNumber;
  /** The dark, large gym view. */
  dark?: boolean;
}

/** One field: two teams with editable names and scores, a reset, and the field's stopwatch. */
export function ScoreField({ field, dark = false }: Props) {
  const teams = fieldStores[field]((s) => s.value);
  const [justReset, setJustReset] = useState(false);
  const canUndo = useLastScoreChange((s) => s[field] !== null);
  useEffect(() => {
    if (!justReset) return;
    const timer = setTimeout(() => setJustReset(false), RESET_FLAG_MS);
    return () => clearTimeout(timer);
  }, [justReset]);

  const label = `Spielfeld ${field}`;
  const reset = () => {
    scoreActions.resetScores(field);
    stopwatchActions.reset(`field-${field}`);
    setJustReset(true);
  };
  const card = dark ? 'flex w-full flex-1 flex-col justify-center' : 'rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';
  const scoreSize = dark ? 'text-[min(27vw,18vh)]' : 'text-7xl sm:text-8xl';
  const stepButton = `inline-flex size-14 items-center justify-center rounded-full text-white disabled:opacity-40 ${dark ? 'bg-slate-700 hover:bg-slate-600' : 'bg-brand-700 hover:bg-brand-800'}`;

  return (
    <section aria-label={label} className={card}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className={`mr-auto text-lg font-bold ${dark ? 'text-slate-300' : ''}`}>{label}</h2>
        <button
          type="button"
          onClick={() => scoreActions.undo(field)}
          disabled={!canUndo}
          aria-label={`Letzte Änderung auf ${label} rückgängig machen`}
          className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 font-semibold disabled:opacity-40 ${dark ? 'text-slate-200 hover:bg-slate-800' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          <Undo2 aria-hidden="true" className="size-5" />
          <span className="text-sm">Rückgängig</span>
        </button>
        <button
          type="button"
          onClick={reset}
          aria-label={`Spielstand auf ${label} zurücksetzen`}
          className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 font-semibold ${dark ? 'text-slate-200 hover:bg-slate-800' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          {justReset ? <Check aria-hidden="true" className="size-5 text-green-600" /> : <RotateCcw aria-hidden="true" className="size-5" />}
          <span role="status" className={justReset ? 'text-sm' : 'sr-only'}>
            {justReset ? 'Zurückgesetzt' : ''}
          </span>
        </button>
      </div>
      <div className="grid grid-cols-2 gap-3">
        {teams.map((team, index) => {
          const side = index as 0 | 1;
          const who = team.name || `Team ${side + 1}`;
          return (
            <div key={side} className="flex flex-col items-center gap-2 text-center">
              {dark ? (
                <p className="text-2xl font-bold break-all text-slate-200">{team.name}</p>
              ) : (
                <input
                  aria-label={`${label}: Name von Team ${side + 1}`}
                  value={team.name}
                  maxLength={MAX_TEAM_NAME_LENGTH}
                  onChange={(e) => scoreActions.rename(field, side, e.target.value)}
                  onBlur={() => scoreActions.settleName(field, side)}
                  className="min-h-11 w-full rounded-xl border-2 border-slate-200 bg-white px-2 text-center text-lg font-bold outline-none focus:border-brand-600"
                />
              )}
              <output aria-label={`Punkte ${who}`} className={`font-mono leading-none font-extrabold tabular-nums ${scoreSize}`}>
                {team.score}
              </output>
              <div className="flex gap-2">
                <button
                  type="button"
                  className={stepButton}
                  disabled={team.score === 0}
                  onClick={() => scoreActions.change(field, side, -1)}
                  aria-label={`Punkt abziehen: ${who}`}
                >
                  <Minus aria-hidden="true" className="size-7" />
                </button>
                <button
                  type="button"
                  className={stepButton}
                  onClick={() => scoreActions.change(field, side, 1)}
                  aria-label={`Punkt für ${who}`}
                >
                  <Plus aria-hidden="true" className="size-7" />
                </button>
              </div>
            </div>
          );
        })}
      </div>
      <div className={`mt-4 flex flex-col items-center gap-2 border-t pt-4 ${dark ? 'border-slate-700' : 'border-slate-100'}`}>
        <StopwatchDisplay id={`field-${field}`} label={`Spielzeit ${label}`} className={dark ? 'text-4xl text-white' : 'text-4xl'} />
        <StopwatchControls id={`field-${field}`} context={label} size="small" />
      </div>
    </section>
  );
}
