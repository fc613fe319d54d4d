import { activeTieBreakers, TIE_BREAKER_LABELS, type PointRules, type TournamentRules } from '@core/domain/tools/tournament';

const points = (n: number) => `${n} ${n === 1 ? 'Punkt' : 'Punkte'}`;

/** 'Sieg 3 Punkte, Unentschieden 1, Niederlage 0' for the configured points. */
export function describePoints({ win, draw, loss }: PointRules): string {
  return `Sieg ${points(win)}, Unentschieden ${draw}, Niederlage ${loss}`;
}

/** 'Tordifferenz, Erzielte Tore, Direkter Vergleich' — or a plain statement when none is on. */
export function describeTieBreakers(rules: TournamentRules): string {
  const active = activeTieBreakers(rules).map((c) => TIE_BREAKER_LABELS[c]);
  return active.length > 0 ? active.join(', ') : 'geteilter Platz';
}
