import { MailCheck } from 'lucide-react';
import { paths } from '@client/config/paths';
import { AuthLayout, AuthLink } from '@client/features/auth';

export default function SignupSuccessRoute() {
  return (
    <AuthLayout title="Fast geschafft!">
      <div className="flex gap-3">
        <MailCheck aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
        <p className="text-slate-700">
          Wir haben Ihnen eine E-Mail geschickt. Bitte öffnen Sie den Link darin, um Ihre E-Mail-Adresse zu bestätigen – danach sind Sie
          angemeldet.
        </p>
      </div>
      <div className="mt-4 border-t border-slate-200 pt-4">
        <AuthLink to={paths.login.getHref()}>Zur Anmeldung</AuthLink>
      </div>
    </AuthLayout>
  );
}
