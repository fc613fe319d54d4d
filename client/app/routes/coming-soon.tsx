import { Construction } from 'lucide-react';
import { Link, useMatches } from 'react-router';
import { paths } from '@client/config/paths';
import type { RouteHandle } from '@client/app/layouts/breadcrumbs';

/**
 * Stands in for a screen that is planned but not built yet, so navigation works end to end
 * and nobody mistakes the screen for a finished one.
 */
export default function ComingSoonRoute() {
  const matches = useMatches();
  const title = [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.crumb).find(Boolean);
  return (
    <section className="animate-fade-in mx-auto max-w-md py-10 text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-amber-100 text-amber-700"
      >
        <Construction className="size-9" />
      </span>
      <h1 className="mt-4 text-2xl font-extrabold">{title ?? 'Diese Seite'}: kommt bald</h1>
      <p className="mt-2 text-slate-600">
        Dieser Bereich wird gerade gebaut und ist noch nicht fertig. Schau bald wieder vorbei!
      </p>
      <Link
        to={paths.home.getHref()}
        className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-bold text-white hover:bg-brand-800"
      >
        Zur Startseite
      </Link>
    </section>
  );
}
