import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { useSession } from '@client/features/auth';
import { useAppUpdate } from '@client/features/offline';
import { useOnline } from '@client/lib/use-online';
import { useTrackRecentlyUsed } from '@client/features/navigation';
import { forgetAccountDeleted, wasAccountDeleted } from '@client/features/profile';

// Only needed once a new version is there: kept out of the first screen's download.
const ChangelogDialog = lazy(async () => ({
  default: (await import('@client/features/offline/components/changelog-dialog')).ChangelogDialog,
}));
// Only after an account deletion.
const AccountDeletedNotice = lazy(async () => ({
  default: (await import('@client/features/profile/components/account-deleted-notice')).AccountDeletedNotice,
}));
import { AppHeader } from './app-header';

/**
 * The device keys of the timers the bar shows: countdown, stopwatches, stations, a running lesson
 * (their stores export them; a test checks this list against them — importing them here would
 * put those features into the first screen's code).
 */
export const TIMER_KEYS = ['countdown', 'stopwatch', 'stopwatch-field-1', 'stopwatch-field-2', 'station-rotation', 'plan-runs'];

function timersKept(): boolean {
  try {
    return TIMER_KEYS.some((key) => window.localStorage.getItem(key) !== null);
  } catch {
    return true; // storage unreadable: load the bar, as before
  }
}

/** The screens on which a timer can be started: the tools and a lesson's run. */
const startsTimers = (pathname: string) => pathname.startsWith(paths.tools.path) || pathname.endsWith('/ablauf');

/**
 * Timers kept on this device (with their end and rotation signals), loaded once there can be one:
 * a timer is kept on the device, a screen that starts one is open, or another tab started one —
 * not on every first screen, where their code and first render were one long task of a slow
 * phone's first second (issue 21). A plain import rather than React.lazy: Suspense reveals its
 * content on a timer, and signals must not wait for one.
 */
let RunningTimers: ComponentType | null = null;
function useRunningTimers(pathname: string): boolean {
  const [loaded, setLoaded] = useState(RunningTimers !== null);
  const onTimerScreen = startsTimers(pathname);
  useEffect(() => {
    if (loaded) return;
    let mounted = true;
    const load = () =>
      void import('@client/features/tools/running-timers').then((module) => {
        RunningTimers = module.RunningTimers;
        if (mounted) setLoaded(true);
      });
    if (onTimerScreen || timersKept()) load();
    // A timer started in another tab of the app shows here too (the stores follow other tabs).
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && TIMER_KEYS.includes(event.key)) load();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      mounted = false;
      window.removeEventListener('storage', onStorage);
    };
  }, [loaded, onTimerScreen]);
  return loaded;
}

import { BottomDock } from './bottom-dock';
import { Breadcrumbs } from './breadcrumbs';
import { ScrollRestoration } from './scroll-restoration';

/**
 * Header, breadcrumb bar, the screen, and the dock: the frame every screen inside the app sits
 * in. Every screen in it needs a signed-in user (spec: guarded routes).
 */
export function AppShell() {
  const session = useSession();
  const location = useLocation();
  const timersLoaded = useRunningTimers(location.pathname);
  const { updateAvailable, applyUpdate } = useAppUpdate();
  const online = useOnline();
  const [showUpdate, setShowUpdate] = useState(false);
  useTrackRecentlyUsed();
  // Signed in (again): a note from an earlier account deletion in this tab no longer applies.
  useEffect(() => {
    if (session.data) forgetAccountDeleted();
  }, [session.data]);

  // While the session is being checked the frame and the screen already show (they are the
  // prerendered HTML); only a definite „not signed in“ leaves them. useSession() answers „pending“
  // while React adopts the prerendered HTML (useAsPrerendered), so this never happens then.
  if (!session.isPending && !session.data) {
    // Spec: a deleted account ends on / — with a confirmation, not a sign-in for the gone account.
    if (wasAccountDeleted())
      return location.pathname === paths.home.path ? (
        <Suspense fallback={<Spinner />}>
          <AccountDeletedNotice />
        </Suspense>
      ) : (
        <Navigate to={paths.home.getHref()} replace />
      );
    const here = location.pathname + location.search;
    return <Navigate to={paths.login.getHref(here === '/' ? undefined : here)} replace />;
  }
  const user = session.data;

  return (
    <div className="min-h-dvh">
      <a
        href="#inhalt"
        className="sr-only z-50 rounded print:hidden bg-white px-4 py-3 font-bold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Zum Inhalt springen
      </a>
      <AppHeader
        status={{
          isAdmin: user?.role === 'admin',
          updateAvailable,
          onUpdateClick: () => setShowUpdate(true),
          offline: !online,
          ...(user?.image ? { profilePictureUrl: user.image } : {}),
        }}
      />
      <div className="pt-[calc(3.5rem+env(safe-area-inset-top))] print:pt-0">
        <Breadcrumbs />
        <main id="inhalt" className="mx-auto max-w-5xl px-3 pt-4 pb-28 sm:px-4 sm:pt-6 print:max-w-none print:p-0">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
        {/* Imported after the first render: never part of the prerendered page. */}
        {timersLoaded && RunningTimers && <RunningTimers />}
      </div>
      <BottomDock />
      {showUpdate && (
        <Suspense fallback={null}>
          <ChangelogDialog mode="update" onClose={() => setShowUpdate(false)} onApply={() => void applyUpdate()} />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
