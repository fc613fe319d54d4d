import { useState } from 'react';
import { parseScore, type Match, type TeamCount } from '@core/domain/tools/tournament';
import { tournamentActions } from './tournament-store';

interface ScoreInputProps {
  label: string;
  value: number | null;
  onCommit: (value: number | null) => void;
  onValidity: (valid: boolean) => void;
}

/** Spec: whole numbers from 0; empty means not played. Anything else is refused, not stored. */
function ScoreInput({ label, value, onCommit, onValidity }: ScoreInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const invalid = draft !== null && parseScore(draft) === undefined;
  return (
    <input
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={draft ?? (value === null ? '' : String(value))}
      onChange={(e) => {
        const parsed = parseScore(e.target.value);
        setDraft(e.target.value);
        onValidity(parsed !== undefined);
        if (parsed !== undefined) onCommit(parsed);
      }}
      onBlur={() => {
        if (!invalid) setDraft(null);
      }}
      className={`min-h-12 w-16 rounded-xl border-2 bg-white text-center text-xl font-bold tabular-nums outline-none focus:border-brand-600 ${invalid ? 'border-red-600' : 'border-slate-300'}`}
    />
  );
}

function MatchRow({ count, index, match, home, away }: { count: TeamCount; index: number; match: Match; home: string; away: string }) {
  const [valid, setValid] = useState({ homeScore: true, awayScore: true });
  const input = (side: 'homeScore' | 'awayScore', team: string) => (
    <ScoreInput
      label={`Tore ${team} im Spiel ${index + 1}`}
      value={match[side]}
      onCommit={(value) => tournamentActions.setScore(count, index, side, value)}
      onValidity={(ok) => setValid((v) => ({ ...v, [side]: ok }))}
    />
  );
  return (
    <li className="rounded-2xl bg-slate-50 p-3">
      <p className="mb-2 text-sm font-semibold text-slate-600">Spiel {index + 1}</p>
      <div className="grid grid-cols-[1fr_auto_auto_auto_1fr] items-center gap-2">
        <span className="text-right font-bold break-words">{home}</span>
        {input('homeScore', home)}
        <span aria-hidden="true" className="font-bold">
          :
        </span>
        {input('awayScore', away)}
        <span className="font-bold break-words">{away}</span>
      </div>
      {!(valid.homeScore && valid.awayScore) && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          Bitte eine ganze Zahl ab 0 eintragen (leer lassen, solange das Spiel nicht gespielt ist).
        </p>
      )}
    </li>
  );
}

/** Spec: list 'Spielpaarungen und Ergebnisse' with two number inputs per match. */
export function MatchList({ count, matches, names }: { count: TeamCount; matches: Match[]; names: string[] }) {
  return (
    <section aria-labelledby="spielpaarungen" className="rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="spielpaarungen" className="mb-3 text-lg font-bold">
        Spielpaarungen und Ergebnisse
      </h2>
      <ol className="space-y-2">
        {matches.map((match, index) => (
          <MatchRow
            key={`${count}-${index}`}
            count={count}
            index={index}
            match={match}
            home={names[match.home] ?? ''}
            away={names[match.away] ?? ''}
          />
        ))}
      </ol>
    </section>
  );
}
