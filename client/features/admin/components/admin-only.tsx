import { ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '@client/components/ui/spinner';
import { useSession } from '@client/features/auth';

/** Admin screens show this to everyone else (the server refuses them anyway). */
export function AdminOnly({ children }: { children: (userId: string) => ReactNode }) {
  const { data: user, isPending } = useSession();
  // The frame shows before the session is known (and in the prerendered page); a refusal waits for the answer.
  if (isPending) return <Spinner label="Anmeldung wird geprüft …" />;
  if (user?.role !== 'admin') {
    return (
      <section className="mx-auto max-w-md py-10 text-center">
        <ShieldOff aria-hidden="true" className="mx-auto size-12 text-slate-500" />
        <h1 className="mt-4 text-2xl font-extrabold">Nur für Admins</h1>
        <p className="mt-2 text-slate-600">Diese Seite können nur Admins öffnen.</p>
      </section>
    );
  }
  return <>{children(user.id)}</>;
}
