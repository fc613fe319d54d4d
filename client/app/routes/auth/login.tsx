import { paths } from '@client/config/paths';
import { AuthLayout, AuthLink } from '@client/features/auth';
import { LoginForm } from '@client/features/auth';
import { useSiteInfo } from '@client/features/site';

export default function LoginRoute() {
  const site = useSiteInfo();
  return (
    <AuthLayout title="Anmelden" intro="Spiele, Stundenideen und Werkzeuge für den Sportunterricht.">
      <LoginForm />
      <div className="mt-4 flex flex-col items-start gap-1 border-t border-slate-200 pt-4">
        <AuthLink to={paths.forgotPassword.getHref()}>Passwort vergessen?</AuthLink>
        {site.data?.accounts.signupOpen !== false && <AuthLink to={paths.signup.getHref()}>Noch kein Konto? Jetzt registrieren</AuthLink>}
      </div>
    </AuthLayout>
  );
}
