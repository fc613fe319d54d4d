import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { AuthLayout, AuthLink } from '@client/features/auth';
import { SignupForm } from '@client/features/auth';
import { useSiteInfo } from '@client/features/site';
import WorkInProgressRoute from './work-in-progress';

export default function SignupRoute() {
  const site = useSiteInfo();
  if (site.isPending) return <Spinner />;
  // A closed beta (SIGNUP_MODE=closed) shows the spec's "App in Entwicklung" page instead.
  if (site.data?.accounts.signupOpen === false) return <WorkInProgressRoute />;
  return (
    <AuthLayout title="Konto anlegen" intro="Kostenlos und ohne Werbung. Klassen und Noten bleiben auf Ihrem Gerät.">
      <SignupForm emailVerification={site.data?.accounts.emailVerification ?? true} />
      <div className="mt-4 border-t border-slate-200 pt-4">
        <AuthLink to={paths.login.getHref()}>Schon ein Konto? Anmelden</AuthLink>
      </div>
    </AuthLayout>
  );
}
