import { safeRedirect } from '@core/domain/auth-rules';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useSession } from '@client/features/auth';
import { useHydrated } from '@client/lib/use-hydrated';

/**
 * Sign-in and sign-up screens: a signed-in user has no business there and goes home, or to
 * the screen the sign-in was for (the same target the login form uses, so they never race).
 */
export function PublicOnly() {
  const session = useSession();
  const [params] = useSearchParams();
  // Not while React adopts the prerendered form: a different first render would leave that HTML
  // behind next to the new page. Right after, a signed-in user is sent on.
  const hydrated = useHydrated();
  if (hydrated && session.data) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <Outlet />;
}
