import { Link } from 'react-router';
import { Alert } from '@client/components/ui/alert';
import { PLANS_PATH } from '../plan-paths';

/** A plan address this device and the server do not know (deleted, or someone else's). */
export function PlanNotFound() {
  return (
    <Alert tone="error">
      Diese Stunde gibt es nicht (mehr).{' '}
      <Link to={PLANS_PATH} className="font-semibold underline">
        Zu Ihren Stunden
      </Link>
    </Alert>
  );
}
