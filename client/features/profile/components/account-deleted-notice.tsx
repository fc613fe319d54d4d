import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { AuthLayout } from '@client/features/auth';
import { paths } from '@client/config/paths';
import { forgetAccountDeleted } from '../account-deleted';

/** Shown on `/` after the teacher deleted her account: what happened, what stays, where to go. */
export function AccountDeletedNotice() {
  return (
    <AuthLayout title="Ihr Konto wurde gelöscht">
      <div role="status" className="flex gap-3">
        <CircleCheck aria-hidden="true" className="size-8 shrink-0 text-emerald-700" />
        <p className="text-slate-700">
          Ihr Konto und alles, was der Server dazu gespeichert hatte, sind gelöscht. Klassen und Noten auf diesem Gerät bleiben erhalten.
        </p>
      </div>
      <Link
        to={paths.login.getHref()}
        onClick={forgetAccountDeleted}
        className="mt-5 inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-4 font-bold text-white hover:bg-brand-800"
      >
        Zur Anmeldung
      </Link>
    </AuthLayout>
  );
}
