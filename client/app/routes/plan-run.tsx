import { useNavigate, useParams } from 'react-router';
import { Spinner } from '@client/components/ui/spinner';
import { PlanRun, PlanNotFound, planPath, usePlan } from '@client/features/lesson-plans';

/** The plan run in the hall, from this device (works offline). */
export default function PlanRunRoute() {
  const { planId = '' } = useParams();
  const navigate = useNavigate();
  const { plan, loaded } = usePlan(planId);
  if (plan) return <PlanRun plan={plan} onClose={() => void navigate(planPath(plan.id))} />;
  if (!loaded) return <Spinner label="Stunde wird geladen …" />;
  return <PlanNotFound />;
}
