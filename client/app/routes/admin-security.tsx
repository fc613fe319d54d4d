import { AdminOnly } from '@client/features/admin';
import { SecurityCheckList } from '@client/features/admin';

export default function AdminSecurityRoute() {
  return (
    <AdminOnly>
      {() => (
        <div className="mx-auto max-w-2xl">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Sicherheitscheck</h1>
          <p className="mt-1 mb-5 text-slate-600">
            Jede Prüfung legt ein Wegwerf-Konto an, versucht damit etwas Verbotenes beim Server und löscht das Konto wieder. Bestanden
            heißt: Der Server hat abgelehnt.
          </p>
          <SecurityCheckList />
        </div>
      )}
    </AdminOnly>
  );
}
