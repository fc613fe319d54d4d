import { LayoutDashboard, Search } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { MenuGrid } from '@client/components/ui/menu-grid';
import { paths } from '@client/config/paths';
import { homeMenu } from '@client/features/navigation';

export default function HomeRoute() {
  const navigate = useNavigate();
  return (
    <>
      <div className="mb-5 sm:mb-6">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Was steht heute an?</h1>
        <p className="mt-1 text-slate-600">Spiele, Stundenideen und Werkzeuge für den Sportunterricht.</p>
      </div>
      <form
        role="search"
        className="mb-5 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
          void navigate(q ? `${paths.search.getHref()}?q=${encodeURIComponent(q)}` : paths.search.getHref());
        }}
      >
        <label htmlFor="home-search" className="sr-only">
          Spiele, Stunden und Ideen suchen
        </label>
        <input
          id="home-search"
          name="q"
          type="search"
          // Short enough for a 360 px phone next to the icon-only button (it was cut off at „z. E“).
          placeholder="Spiel oder Idee, z. B. Fangspiel"
          className="min-h-12 min-w-0 flex-1 rounded-2xl border-2 border-slate-300 bg-white px-4 text-base outline-none focus:border-brand-600"
        />
        <button
          type="submit"
          className="inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-2xl bg-brand-700 px-3 font-bold text-white hover:bg-brand-800 sm:px-4"
        >
          <Search aria-hidden="true" className="size-5" />
          {/* On a phone the magnifier alone: the field needs the width. */}
          <span className="sr-only sm:not-sr-only">Suchen</span>
        </button>
      </form>
      <MenuGrid entries={homeMenu} label="Bereiche" />
      <Link
        to={paths.dashboard.getHref()}
        className="mt-4 flex min-h-14 items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 font-bold text-slate-900 shadow-sm hover:border-brand-600"
      >
        <LayoutDashboard aria-hidden="true" className="size-6 text-brand-700" />
        Mein Überblick: Stunden, Favoriten und zuletzt benutzt
      </Link>
      <footer className="mt-10 flex justify-center gap-2 text-sm">
        <Link
          to={paths.legalNotice.getHref()}
          className="inline-flex min-h-11 items-center px-2 text-slate-600 underline underline-offset-4"
        >
          Impressum
        </Link>
        <Link to={paths.privacy.getHref()} className="inline-flex min-h-11 items-center px-2 text-slate-600 underline underline-offset-4">
          Datenschutz
        </Link>
      </footer>
    </>
  );
}
