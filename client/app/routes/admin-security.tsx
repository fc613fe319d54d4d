import { ShieldOff } from 'lucide-react';
import { useSession } from '@client/features/auth';
import { SecurityCheckList } from '@client/features/admin/components/security-check-list';

export default function AdminSecurityRoute() {
  const { data: user } = useSession();
  if (user?.role !== 'admin') {
    return (
      <section className="mx-auto max-w-md py-10 text-center">
        <ShieldOff aria-hidden="true" className="mx-auto size-12 text-slate-500" />
        <h1 className="mt-4 text-2xl font-extrabold">Nur für Admins</h1>
        <p className="mt-2 text-slate-600">Diese Seite können nur Admins öffnen.</p>
      </section>
    );
  }
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Sicherheitscheck</h1>
      <p className="mt-1 mb-5 text-slate-600">
        Jede Prüfung legt ein Wegwerf-Konto an, versucht damit etwas Verbotenes beim Server und löscht das Konto wieder.
        Bestanden heißt: Der Server hat abgelehnt.
      </p>
      <SecurityCheckList />
    </div>
  );
}
