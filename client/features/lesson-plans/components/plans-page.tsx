import { copyPlan } from '@core/domain/lesson-plan/plan-edit';
import { isoDay, newPlan, timeBalance, type LessonPlan } from '@core/domain/lesson-plan/plan-model';
import { CalendarDays, Copy, Plus, Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { useConfirm } from '@client/components/ui/confirm-dialog';
import { Spinner } from '@client/components/ui/spinner';
import { useOnline } from '@client/lib/use-online';
import { createPlan, deletePlan, dismissNotice, usePlans } from '../api/plans';
import { planPath } from '../plan-paths';
import { germanDate } from './plan-dates';

const newId = () => crypto.randomUUID();

/** Unsent changes and what a conflict did: the teacher sees that nothing was lost. */
export function PlansSyncStatus() {
  const { pending, problem, notices } = usePlans();
  const online = useOnline();
  return (
    <>
      {notices.map((notice) => (
        <div
          key={notice}
          role="status"
          className="mb-4 flex flex-wrap items-center gap-3 rounded-2xl border border-sky-300 bg-sky-50 p-3 text-sky-950"
        >
          <p className="flex-1">{notice}</p>
          <Button variant="secondary" onClick={() => dismissNotice(notice)}>
            Verstanden
          </Button>
        </div>
      ))}
      {pending > 0 && (
        <p role="status" className="mb-4 rounded-2xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
          {online
            ? `${pending === 1 ? '1 Stunde hat' : `${pending} Stunden haben`} Änderungen auf diesem Gerät – sie werden gesendet …`
            : `Sie sind offline. ${pending === 1 ? '1 Stunde hat' : `${pending} Stunden haben`} Änderungen auf diesem Gerät; sie werden gesendet, sobald wieder eine Verbindung besteht.`}
          {problem && <span className="mt-1 block font-semibold text-red-800">{problem}</span>}
        </p>
      )}
    </>
  );
}

function PlanRow({
  plan,
  today,
  onDuplicate,
  onDelete,
}: {
  plan: LessonPlan;
  today: string;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const balance = timeBalance(plan);
  const facts = [plan.className, `${plan.lengthMinutes} Minuten`].filter(Boolean).join(' · ');
  return (
    <li className="flex items-start gap-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {plan.date === today && <span className="rounded-full bg-brand-700 px-2 py-0.5 font-semibold text-white">Heute</span>}
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-4" />
            {plan.date ? germanDate(plan.date) : 'ohne Datum'}
          </span>
        </p>
        <Link to={planPath(plan.id)} className="mt-1 block text-lg font-bold text-brand-800 underline-offset-2 hover:underline">
          {plan.title}
        </Link>
        <p className="text-sm text-slate-700">
          {facts} · <span className={balance.tone === 'over' ? 'font-semibold text-red-800' : ''}>{balance.text}</span>
        </p>
      </div>
      <button
        type="button"
        onClick={onDuplicate}
        aria-label={`${plan.title}: Duplizieren`}
        className="flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-brand-50 hover:text-brand-800"
      >
        <Copy aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={`${plan.title}: Löschen`}
        className="flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-red-50 hover:text-red-700"
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}

/** /stunden: the teacher's plans by date, today's first; a new plan in one tap. */
export function PlansPage() {
  const { plans, loaded, sending } = usePlans();
  const navigate = useNavigate();
  const [confirm, confirmDialog] = useConfirm();
  const today = isoDay(new Date());
  const now = () => new Date().toISOString();

  const create = () => {
    const plan = newPlan(newId(), { date: today }, now(), newId);
    createPlan(plan);
    void navigate(planPath(plan.id));
  };
  const duplicate = (plan: LessonPlan) => {
    const copy = copyPlan(plan, newId(), `${plan.title} (Kopie)`.slice(0, 120), now(), newId);
    createPlan(copy);
    void navigate(planPath(copy.id));
  };
  const remove = async (plan: LessonPlan) => {
    if (await confirm(`Die Stunde „${plan.title}“ wirklich löschen?`, 'Löschen')) deletePlan(plan.id);
  };

  return (
    <>
      {confirmDialog}
      <PlansSyncStatus />
      <div className="mb-5 flex flex-wrap items-center gap-3">
        <p className="flex-1 text-slate-700">
          Planen Sie Stunden aus der Sammlung, führen Sie sie in der Halle durch und drucken Sie sie aus.
        </p>
        <Button onClick={create}>
          <Plus aria-hidden="true" className="size-5" />
          Neue Stunde
        </Button>
      </div>
      {plans.length === 0 && !loaded && sending && <Spinner label="Stunden werden geladen …" />}
      {plans.length === 0 && (loaded || !sending) && (
        <Alert tone="info">
          Noch keine Stunde geplant. Legen Sie eine neue an, oder wählen Sie bei einer Karte „Zur Stunde hinzufügen“ bzw. bei einer Stunde
          einer Reihe „Als Stunde übernehmen“.
        </Alert>
      )}
      <ul className="space-y-3" aria-label="Meine Stunden">
        {plans.map((plan) => (
          <PlanRow key={plan.id} plan={plan} today={today} onDuplicate={() => duplicate(plan)} onDelete={() => void remove(plan)} />
        ))}
      </ul>
    </>
  );
}
