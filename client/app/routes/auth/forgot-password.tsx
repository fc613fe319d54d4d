import { paths } from '@client/config/paths';
import { AuthLayout, AuthLink } from '@client/features/auth';
import { ForgotPasswordForm } from '@client/features/auth';

export default function ForgotPasswordRoute() {
  return (
    <AuthLayout title="Passwort vergessen" intro="Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.">
      <ForgotPasswordForm />
      <div className="mt-4 border-t border-slate-200 pt-4">
        <AuthLink to={paths.login.getHref()}>Zurück zur Anmeldung</AuthLink>
      </div>
    </AuthLayout>
  );
}
