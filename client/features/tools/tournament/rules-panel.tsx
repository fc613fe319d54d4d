import { ChevronDown, ChevronUp, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  parsePointRules,
  TIE_BREAKER_LABELS,
  type PointRules,
  type PointsField,
  type TieBreaker,
  type TournamentRules,
} from '@core/domain/tools/tournament';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { tournamentActions } from './tournament-store';

const POINT_FIELDS: { field: PointsField; label: string }[] = [
  { field: 'win', label: 'Sieg' },
  { field: 'draw', label: 'Unentschieden' },
  { field: 'loss', label: 'Niederlage' },
];

const asTexts = (points: PointRules) => ({ win: String(points.win), draw: String(points.draw), loss: String(points.loss) });

/**
 * The three points fields. What the teacher types stays in the fields while it is not a valid
 * set (with the message beside the field); only a valid set reaches the table and the device.
 */
function PointsFields({ points }: { points: PointRules }) {
  const [drafts, setDrafts] = useState<Record<PointsField, string> | null>(null);
  const [errors, setErrors] = useState<Partial<Record<PointsField, string>>>({});
  const texts = drafts ?? asTexts(points);
  return (
    <fieldset>
      <legend className="mb-2 font-bold">Punkte</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {POINT_FIELDS.map(({ field, label }) => (
          <TextField
            key={field}
            label={label}
            type="number"
            inputMode="numeric"
            min={0}
            max={10}
            step={1}
            value={texts[field]}
            error={errors[field]}
            onChange={(e) => {
              const next = { ...texts, [field]: e.target.value };
              const parsed = parsePointRules(next, field);
              if (parsed.points) {
                tournamentActions.setPoints(parsed.points);
                setDrafts(null);
                setErrors({});
              } else {
                setDrafts(next);
                setErrors(parsed.errors);
              }
            }}
            onBlur={() => {
              // A valid value typed as '03' shows as '3' again once the field is left.
              if (Object.keys(errors).length === 0) setDrafts(null);
            }}
            className="min-w-0"
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The tie-break order as a list with 'nach oben' / 'nach unten' buttons per criterion, so it
 * works by keyboard and switch access alike (no drag and drop). After a move the focus stays on
 * the moved criterion, on the other button when the pressed one just became unavailable.
 */
function TieBreakOrder({ tieBreakers }: { tieBreakers: TournamentRules['tieBreakers'] }) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<{ criterion: TieBreaker; step: -1 | 1 } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // React may move the focused button's node while reordering, which drops the focus.
  useEffect(() => {
    if (!focusAfterMove.current) return;
    const { criterion, step } = focusAfterMove.current;
    focusAfterMove.current = null;
    const same = buttons.current.get(`${criterion}${step}`);
    (same && !same.disabled ? same : buttons.current.get(`${criterion}${-step}`))?.focus();
  }, [tieBreakers]);

  const move = (criterion: TieBreaker, step: -1 | 1) => {
    const to = tieBreakers.findIndex((t) => t.criterion === criterion) + step;
    tournamentActions.moveTieBreaker(criterion, step);
    focusAfterMove.current = { criterion, step };
    setAnnouncement(`${TIE_BREAKER_LABELS[criterion]} ist jetzt an Stelle ${to + 1}.`);
  };

  return (
    <fieldset>
      <legend className="mb-1 font-bold">Bei Punktgleichheit entscheidet</legend>
      <p className="mb-2 text-sm text-slate-600">
        Von oben nach unten; ausgeschaltete Kriterien werden übersprungen. Wen keins trennt, der teilt sich den Platz.
      </p>
      <ol className="space-y-2">
        {tieBreakers.map(({ criterion, active }, index) => {
          const label = TIE_BREAKER_LABELS[criterion];
          const moveButton = (step: -1 | 1) => {
            const Icon = step < 0 ? ChevronUp : ChevronDown;
            const direction = step < 0 ? 'nach oben' : 'nach unten';
            return (
              <button
                type="button"
                ref={(node) => {
                  if (node) buttons.current.set(`${criterion}${step}`, node);
                  else buttons.current.delete(`${criterion}${step}`);
                }}
                aria-label={`${label} ${direction}`}
                title={`${label} ${direction}`}
                disabled={step < 0 ? index === 0 : index === tieBreakers.length - 1}
                onClick={() => move(criterion, step)}
                className="flex size-11 items-center justify-center rounded-full border-2 border-slate-300 bg-white text-slate-800 hover:border-brand-600 disabled:border-slate-200 disabled:text-slate-400"
              >
                <Icon aria-hidden="true" className="size-6" />
              </button>
            );
          };
          return (
            <li key={criterion} className="flex items-center gap-2 rounded-2xl bg-slate-50 p-2">
              <span aria-hidden="true" className="w-6 text-center font-bold text-slate-600">
                {index + 1}.
              </span>
              <label className="flex min-h-11 flex-1 cursor-pointer items-center gap-3 font-semibold">
                <input
                  type="checkbox"
                  checked={active}
                  onChange={(e) => tournamentActions.setTieBreakerActive(criterion, e.target.checked)}
                  className="size-6 accent-brand-700"
                />
                <span className={active ? '' : 'text-slate-600 line-through'}>{label}</span>
              </label>
              {moveButton(-1)}
              {moveButton(1)}
            </li>
          );
        })}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}

/** 'Wertung': points and tie-break order, folded away until a teacher wants to change them. */
export function RulesPanel({ rules }: { rules: TournamentRules }) {
  // 'Standardwertung' also throws away whatever invalid text is still in the points fields.
  const [generation, setGeneration] = useState(0);
  return (
    <details className="group rounded-3xl border border-slate-200 bg-white shadow-sm">
      <summary className="flex min-h-12 cursor-pointer items-center gap-2 rounded-3xl px-4 text-lg font-bold sm:px-5">
        <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
        Wertung
      </summary>
      <div className="space-y-5 px-4 pb-4 sm:px-5 sm:pb-5">
        <PointsFields key={generation} points={rules.points} />
        <TieBreakOrder tieBreakers={rules.tieBreakers} />
        <Button
          variant="secondary"
          onClick={() => {
            tournamentActions.resetRules();
            setGeneration((g) => g + 1);
          }}
        >
          <RotateCcw aria-hidden="true" className="size-5" />
          Standardwertung
        </Button>
      </div>
    </details>
  );
}
