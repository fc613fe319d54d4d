import { Navigate, Outlet } from 'react-router';
import { paths } from '@client/config/paths';
import { useSession } from '@client/features/auth';

/** Sign-in and sign-up screens: a signed-in user has no business there and goes home. */
export function PublicOnly() {
  const session = useSession();
  if (session.data) return <Navigate to={paths.home.getHref()} replace />;
  return <Outlet />;
}
