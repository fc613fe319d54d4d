import { safeRedirect } from '@core/domain/auth-rules';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useSession } from '@client/features/auth';

/**
 * Sign-in and sign-up screens: a signed-in user has no business there and goes home, or to
 * the screen the sign-in was for (the same target the login form uses, so they never race).
 */
export function PublicOnly() {
  const session = useSession();
  const [params] = useSearchParams();
  // useSession() answers „pending“ while React adopts prerendered HTML (useAsPrerendered).
  if (session.data) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <Outlet />;
}
