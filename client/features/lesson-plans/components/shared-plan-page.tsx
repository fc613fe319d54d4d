import { itemMarkdown, itemTitle, phaseItems, sortedPhases, timeBalance, type LessonPlan } from '@core/domain/lesson-plan/plan-model';
import { planMaterial } from '@core/domain/lesson-plan/plan-material';
import type { SharedPlan } from '@core/schemas/lesson-plan';
import { useQuery } from '@tanstack/react-query';
import { CopyPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { useSession } from '@client/features/auth';
import { apiGet, apiSend } from '@client/lib/api-client';
import { adoptServerPlan } from '../api/plans';
import { planPath } from '../plan-paths';
import { germanDate } from './plan-dates';

// The renderer (≈ 50 KB gzip) loads when a card is opened in the plan, not with the screen.
const Markdown = lazy(async () => ({ default: (await import('@client/components/markdown/markdown')).Markdown }));

/** A plan to read, not to change: a colleague's shared plan. */
function PlanReadOnly({ plan }: { plan: LessonPlan }) {
  const needs = planMaterial(plan.items, plan.classSize);
  const facts = [
    plan.date ? germanDate(plan.date) : null,
    plan.className || null,
    `${plan.lengthMinutes} Minuten`,
    timeBalance(plan).text,
  ].filter(Boolean);
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{facts.join(' · ')}</p>
      {sortedPhases(plan).map((phase) => (
        <section key={phase.id} aria-label={phase.name} className="rounded-2xl border border-slate-200 bg-slate-50 p-3">
          <h2 className="mb-2 text-xl font-bold">{phase.name}</h2>
          <ol className="space-y-2">
            {phaseItems(plan, phase.id).map((item) => (
              <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-3">
                <p className="font-semibold">
                  {itemTitle(item)} <span className="font-normal text-slate-600">· {item.minutes} Min.</span>
                </p>
                {itemMarkdown(item).trim() && (
                  <details className="mt-1">
                    <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
                      {item.kind === 'card' ? 'Karte anzeigen' : 'Text anzeigen'}
                    </summary>
                    <Suspense fallback={<p className="text-slate-500">Wird geladen …</p>}>
                      <Markdown text={itemMarkdown(item)} />
                    </Suspense>
                  </details>
                )}
              </li>
            ))}
          </ol>
        </section>
      ))}
      {needs.length > 0 && (
        <section aria-labelledby="geteilt-material" className="rounded-2xl border border-slate-200 bg-white p-4">
          <h2 id="geteilt-material" className="mb-2 text-xl font-bold">
            Material
          </h2>
          <ul className="grid gap-1 sm:grid-cols-2">
            {needs.map((need) => (
              <li key={need.label}>{need.label}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** /stunden/geteilt/:token — a colleague's plan, read-only, with „In meine Stunden übernehmen“. */
export function SharedPlanPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const userId = useSession().data?.id ?? null;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shared = useQuery({
    queryKey: ['shared-plan', token],
    queryFn: () =>
      apiGet<SharedPlan>(`/shared-plans/${encodeURIComponent(token)}`, { offline: 'Geteilte Stunden lassen sich nur mit Netz ansehen.' }),
    retry: false,
  });
  const takeOver = async () => {
    setBusy(true);
    setError(null);
    try {
      const plan = await apiSend<LessonPlan>(
        'POST',
        `/shared-plans/${encodeURIComponent(token)}/copy`,
        {},
        { offline: 'Die Stunde kann nur mit Netz übernommen werden.' },
      );
      if (userId) adoptServerPlan(userId, plan);
      void navigate(planPath(plan.id));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  if (shared.isPending) return <Spinner label="Stunde wird geladen …" />;
  if (shared.isError) return <Alert tone="error">{shared.error.message}</Alert>;
  const { plan, ownerName } = shared.data;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{plan.title}</h1>
      <p className="text-slate-700">Geteilt von {ownerName}. Sie können die Stunde ansehen und als Kopie in Ihre Stunden übernehmen.</p>
      <Button onClick={() => void takeOver()} busy={busy}>
        <CopyPlus aria-hidden="true" className="size-5" />
        In meine Stunden übernehmen
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
      <PlanReadOnly plan={plan} />
    </div>
  );
}
