import { lessonPhaseTimes } from '@core/domain/lesson-timing';
import { addItem, planFromLesson } from '@core/domain/lesson-plan/plan-edit';
import { isoDay, newPlan, PLAN_LIMITS, sortedPhases, type CardCopy } from '@core/domain/lesson-plan/plan-model';
import type { ContentItem } from '@core/schemas/content';
import { CalendarPlus, ClipboardList } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { DialogClose, ModalDialog } from '@client/components/ui/modal-dialog';
import { createPlan, editPlan, usePlans } from '../api/plans';
import { planPath } from '../plan-paths';

const NEW = 'neu';
const newId = () => crypto.randomUUID();

/** The card as a plan keeps it: enough to show, print and run it if the library loses it. */
export function cardCopy(card: ContentItem): CardCopy {
  return {
    collection: card.collection,
    clickableHeader: card.clickableHeader,
    contentHeader: card.contentHeader,
    sections: card.sections.map((s) => ({ id: s.id, content: s.content })),
    materials: card.tags?.materials ?? [],
    durationMinutes: card.tags?.durationMinutes ?? null,
    updatedAt: card.updatedAt,
  };
}

const actionClass = 'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50';

/** „Zur Stunde hinzufügen“: the card into a phase of one of the teacher's plans, or a new plan. */
export function AddToPlan({ card }: { card: ContentItem }) {
  const { plans } = usePlans();
  const [open, setOpen] = useState(false);
  const [planId, setPlanId] = useState<string>('');
  const [phaseId, setPhaseId] = useState<string>('');
  const [minutes, setMinutes] = useState(String(card.tags?.durationMinutes ?? 10));
  const [done, setDone] = useState<{ id: string; title: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = { plan: useId(), phase: useId(), minutes: useId() };

  const chosenPlanId = planId || plans[0]?.id || NEW;
  const chosen = plans.find((p) => p.id === chosenPlanId);
  const phases = chosen ? sortedPhases(chosen) : [];
  const chosenPhaseId = phases.some((p) => p.id === phaseId) ? phaseId : ((phases[1] ?? phases[0])?.id ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(minutes);
    if (!Number.isInteger(n) || n < 0 || n > PLAN_LIMITS.minutes)
      return setError(`Bitte eine ganze Zahl von 0 bis ${PLAN_LIMITS.minutes} Minuten angeben.`);
    const now = new Date().toISOString();
    const item = { kind: 'card' as const, contentId: card.id, sectionId: null, title: '', text: '', minutes: n, card: cardCopy(card) };
    if (!chosen) {
      const plan = newPlan(newId(), { date: isoDay(new Date()) }, now, newId);
      const [, main] = sortedPhases(plan);
      createPlan(addItem(plan, main!.id, newId(), item, now).plan);
      setDone({ id: plan.id, title: plan.title });
    } else {
      if (chosen.items.length >= PLAN_LIMITS.itemsPerPlan)
        return setError(`Eine Stunde darf höchstens ${PLAN_LIMITS.itemsPerPlan} Teile haben.`);
      editPlan(chosen.id, (p) => addItem(p, chosenPhaseId, newId(), item, now));
      setDone({ id: chosen.id, title: chosen.title });
    }
    setError(null);
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setDone(null);
      }}
      title="Zur Stunde hinzufügen"
      description={`„${card.clickableHeader}“ in eine Ihrer Stunden aufnehmen.`}
      trigger={
        <button type="button" className={actionClass}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          Zur Stunde hinzufügen
        </button>
      }
    >
      {done ? (
        <div className="mt-4 space-y-3">
          <Alert tone="success">Zu „{done.title}“ hinzugefügt.</Alert>
          <div className="flex flex-wrap gap-2">
            <Link
              to={planPath(done.id)}
              className="inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
            >
              Stunde öffnen
            </Link>
            <DialogClose>
              <Button variant="secondary">Schließen</Button>
            </DialogClose>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-4 space-y-3">
          <div>
            <label htmlFor={ids.plan} className="mb-1 block font-semibold">
              Stunde
            </label>
            <select
              id={ids.plan}
              value={chosenPlanId}
              onChange={(e) => setPlanId(e.target.value)}
              className="h-11 w-full rounded-xl border-2 border-slate-300 bg-white px-3"
            >
              {plans.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                  {p.date ? ` (${p.date.split('-').reverse().join('.')})` : ''}
                </option>
              ))}
              <option value={NEW}>Neue Stunde</option>
            </select>
          </div>
          {chosen && (
            <div>
              <label htmlFor={ids.phase} className="mb-1 block font-semibold">
                Phase
              </label>
              <select
                id={ids.phase}
                value={chosenPhaseId}
                onChange={(e) => setPhaseId(e.target.value)}
                className="h-11 w-full rounded-xl border-2 border-slate-300 bg-white px-3"
              >
                {phases.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div>
            <label htmlFor={ids.minutes} className="mb-1 block font-semibold">
              Minuten
            </label>
            <input
              id={ids.minutes}
              type="number"
              inputMode="numeric"
              min={0}
              max={PLAN_LIMITS.minutes}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
              className="h-11 w-28 rounded-xl border-2 border-slate-300 px-3"
            />
          </div>
          {error && <Alert tone="error">{error}</Alert>}
          <div className="flex flex-wrap gap-2">
            <Button type="submit">Hinzufügen</Button>
            <DialogClose>
              <Button variant="secondary">Abbrechen</Button>
            </DialogClose>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}

/** „Als Stunde übernehmen“ on a lesson of a series: its phases, minutes and sections become a plan. */
export function TakeOverLesson({ card }: { card: ContentItem }) {
  const navigate = useNavigate();
  if (lessonPhaseTimes(card.sections).length === 0) return null;
  const takeOver = () => {
    const now = new Date().toISOString();
    const plan = planFromLesson(card.id, cardCopy(card), newId(), now, newId);
    createPlan({ ...plan, date: isoDay(new Date()) });
    void navigate(planPath(plan.id));
  };
  return (
    <button type="button" onClick={takeOver} className={actionClass}>
      <ClipboardList aria-hidden="true" className="size-4" />
      Als Stunde übernehmen
    </button>
  );
}
