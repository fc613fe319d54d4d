import { useParams } from 'react-router';
import { SharedPlanPage } from '@client/features/lesson-plans';

export default function SharedPlanRoute() {
  const { token = '' } = useParams();
  return (
    <div className="mx-auto max-w-3xl">
      <SharedPlanPage token={token} />
    </div>
  );
}
