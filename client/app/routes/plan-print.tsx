import { useState } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '@client/components/ui/spinner';
import { PlanPrint, PlanNotFound, usePlan } from '@client/features/lesson-plans';

/** The plan on one A4 page, optionally followed by its cards in full. */
export default function PlanPrintRoute() {
  const { planId = '' } = useParams();
  const { plan, loaded } = usePlan(planId);
  const [withCards, setWithCards] = useState(false);
  if (plan) return <PlanPrint plan={plan} withCards={withCards} onWithCardsChange={setWithCards} />;
  if (!loaded) return <Spinner label="Stunde wird geladen …" />;
  return <PlanNotFound />;
}
