import { LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { MenuGrid } from '@client/components/ui/menu-grid';
import { paths } from '@client/config/paths';
import { homeMenu } from '@client/features/navigation/menus';

export default function HomeRoute() {
  return (
    <>
      <div className="mb-5 sm:mb-6">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Was steht heute an?</h1>
        <p className="mt-1 text-slate-600">Spiele, Stundenideen und Werkzeuge für den Sportunterricht.</p>
      </div>
      <MenuGrid entries={homeMenu} label="Bereiche" />
      <Link
        to={paths.dashboard.getHref()}
        className="mt-4 flex min-h-14 items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 font-bold text-slate-900 shadow-sm hover:border-brand-600"
      >
        <LayoutDashboard aria-hidden="true" className="size-6 text-brand-700" />
        Mein Überblick: Favoriten und zuletzt benutzt
      </Link>
      <footer className="mt-10 flex justify-center gap-2 text-sm">
        <Link
          to={paths.legalNotice.getHref()}
          className="inline-flex min-h-11 items-center px-2 text-slate-600 underline underline-offset-4"
        >
          Impressum
        </Link>
        <Link
          to={paths.privacy.getHref()}
          className="inline-flex min-h-11 items-center px-2 text-slate-600 underline underline-offset-4"
        >
          Datenschutz
        </Link>
      </footer>
    </>
  );
}
