import { SearchX } from 'lucide-react';
import { asciiSlug } from '@core/collections/slug';
import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '@client/config/paths';

export default function NotFoundRoute() {
  const location = useLocation();
  // DECISIONS 5: umlaut addresses (/unterrichtsreihen/ballgewöhnung) lead to the ASCII slug.
  const path = decodeURIComponent(location.pathname);
  const ascii = asciiSlug(path);
  if (ascii !== path) {
    return <Navigate to={ascii + location.search + location.hash} replace />;
  }
  return (
    <section className="animate-fade-in mx-auto max-w-md py-10 text-center">
      <span aria-hidden="true" className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-slate-200 text-slate-600">
        <SearchX className="size-9" />
      </span>
      <h1 className="mt-4 text-2xl font-extrabold">Diese Seite gibt es nicht</h1>
      <p className="mt-2 text-slate-600">Vielleicht ist der Link veraltet oder hat einen Tippfehler.</p>
      <Link
        to={paths.home.getHref()}
        className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-bold text-white hover:bg-brand-800"
      >
        Zur Startseite
      </Link>
    </section>
  );
}
