import { Link, useParams } from 'react-router';
import { Alert } from '@client/components/ui/alert';
import { Spinner } from '@client/components/ui/spinner';
import { PlanEditor, PlansSyncStatus, PLANS_PATH, usePlan } from '@client/features/lesson-plans';

/** The plan from this device (also offline); a plan this device does not know waits for the server's list. */
export default function PlanRoute() {
  const { planId = '' } = useParams();
  const { plan, loaded } = usePlan(planId);
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-5 text-2xl font-extrabold tracking-tight sm:text-3xl">{plan ? plan.title || 'Stunde' : 'Stunde'}</h1>
      <PlansSyncStatus />
      {plan ? (
        <PlanEditor plan={plan} />
      ) : loaded ? (
        <Alert tone="error">
          Diese Stunde gibt es nicht (mehr).{' '}
          <Link to={PLANS_PATH} className="font-semibold underline">
            Zu Ihren Stunden
          </Link>
        </Alert>
      ) : (
        <Spinner label="Stunde wird geladen …" />
      )}
    </div>
  );
}
