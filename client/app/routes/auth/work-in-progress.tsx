import { Hammer } from 'lucide-react';
import { AuthLayout } from '@client/features/auth';

/** Spec: "app in development, check back later" (also /signup when SIGNUP_MODE=closed). */
export default function WorkInProgressRoute() {
  return (
    <AuthLayout title="App in Entwicklung">
      <div className="flex gap-3">
        <Hammer aria-hidden="true" className="size-8 shrink-0 text-amber-600" />
        <p className="text-slate-700">
          Die Sportkiste wird gerade gebaut und ist noch nicht für alle geöffnet. Schauen Sie bald wieder vorbei!
        </p>
      </div>
    </AuthLayout>
  );
}
