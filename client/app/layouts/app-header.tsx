import { RefreshCw, Search, ShieldCheck, UserRound, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@client/components/logo';
import { paths } from '@client/config/paths';

export interface HeaderStatus {
  /** Shows the 'Admin' badge (set once accounts exist). */
  isAdmin: boolean;
  /** Shows 'Update verfügbar' (set by the service worker once the offline app exists). */
  updateAvailable: boolean;
  onUpdateClick?: () => void;
  /** No network: a small, calm badge (the app keeps working). */
  offline?: boolean;
  /** Object URL or data URL of the profile picture; an icon stands in without one. */
  profilePictureUrl?: string;
}

/** The spec's fixed header: logo, 'Admin' badge, 'Update verfügbar', profile-picture link. */
export function AppHeader({ status }: { status: HeaderStatus }) {
  return (
    <header className="fixed inset-x-0 top-0 z-30 print:hidden border-b border-slate-200 bg-white/95 pt-[env(safe-area-inset-top)] backdrop-blur">
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-3 sm:px-4">
        <Link
          to={paths.home.getHref()}
          aria-label="Sportkiste – zur Startseite"
          className="-ml-1 flex min-h-11 items-center gap-2 rounded-lg px-1"
        >
          <Logo className="size-9" />
          <span className="text-xl font-extrabold tracking-tight text-brand-800">Sportkiste</span>
        </Link>
        <div className="ml-auto flex items-center gap-2">
          <span role="status" className="contents">
            {status.offline && (
              <span
                className="inline-flex min-h-8 items-center gap-1 rounded-full bg-slate-100 px-2.5 text-sm font-semibold text-slate-700"
                title="Ohne Netz: Inhalte vom Gerät, Tools und Notenbuch funktionieren weiter."
              >
                <WifiOff aria-hidden="true" className="size-4" />
                Offline
              </span>
            )}
          </span>
          {status.isAdmin && (
            <Link
              to={paths.admin.getHref()}
              className="inline-flex min-h-11 items-center gap-1 rounded-full bg-amber-100 px-3 text-sm font-bold text-amber-900 hover:bg-amber-200"
            >
              <ShieldCheck aria-hidden="true" className="size-4" />
              Admin
            </Link>
          )}
          {status.updateAvailable && (
            <button
              type="button"
              onClick={status.onUpdateClick}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-brand-700 px-3 text-sm font-bold text-white shadow-sm hover:bg-brand-800"
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              Update verfügbar
            </button>
          )}
          <Link
            to={paths.search.getHref()}
            aria-label="Suche"
            className="flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
          >
            <Search aria-hidden="true" className="size-6" />
          </Link>
          <Link
            to={paths.profile.getHref()}
            aria-label="Profil"
            className="flex size-11 items-center justify-center overflow-hidden rounded-full border-2 border-brand-100 bg-brand-50 text-brand-700 hover:border-brand-600"
          >
            {status.profilePictureUrl ? (
              <img src={status.profilePictureUrl} alt="" className="size-full object-cover" />
            ) : (
              <UserRound aria-hidden="true" className="size-6" />
            )}
          </Link>
        </div>
      </div>
    </header>
  );
}
