import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '@client/components/ui/alert';
import { Spinner } from '@client/components/ui/spinner';
import { PlanRun, PLANS_PATH, planPath, usePlan } from '@client/features/lesson-plans';

/** The plan run in the hall, from this device (works offline). */
export default function PlanRunRoute() {
  const { planId = '' } = useParams();
  const navigate = useNavigate();
  const { plan, loaded } = usePlan(planId);
  if (plan) return <PlanRun plan={plan} onClose={() => void navigate(planPath(plan.id))} />;
  if (!loaded) return <Spinner label="Stunde wird geladen …" />;
  return (
    <Alert tone="error">
      Diese Stunde gibt es nicht (mehr).{' '}
      <Link to={PLANS_PATH} className="font-semibold underline">
        Zu Ihren Stunden
      </Link>
    </Alert>
  );
}
