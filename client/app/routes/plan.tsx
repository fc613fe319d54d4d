import { useParams } from 'react-router';
import { Spinner } from '@client/components/ui/spinner';
import { PlanEditor, PlansSyncStatus, PlanNotFound, usePlan } from '@client/features/lesson-plans';

/** The plan from this device (also offline); a plan this device does not know waits for the server's list. */
export default function PlanRoute() {
  const { planId = '' } = useParams();
  const { plan, loaded } = usePlan(planId);
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-5 text-2xl font-extrabold tracking-tight sm:text-3xl">{plan ? plan.title || 'Stunde' : 'Stunde'}</h1>
      <PlansSyncStatus />
      {plan ? <PlanEditor plan={plan} /> : loaded ? <PlanNotFound /> : <Spinner label="Stunde wird geladen …" />}
    </div>
  );
}
