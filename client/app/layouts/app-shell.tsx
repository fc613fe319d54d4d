import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '@client/components/ui/spinner';
import { AppHeader } from './app-header';
import { BottomDock } from './bottom-dock';
import { Breadcrumbs } from './breadcrumbs';

/** Header, breadcrumb bar, the screen, and the dock: the frame every screen inside the app sits in. */
export function AppShell() {
  return (
    <div className="min-h-dvh">
      <a
        href="#inhalt"
        className="sr-only z-50 rounded bg-white px-4 py-3 font-bold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Zum Inhalt springen
      </a>
      <AppHeader status={{ isAdmin: false, updateAvailable: false }} />
      <div className="pt-[calc(3.5rem+env(safe-area-inset-top))]">
        <Breadcrumbs />
        <main id="inhalt" className="mx-auto max-w-5xl px-3 pt-4 pb-28 sm:px-4 sm:pt-6">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <BottomDock />
      <ScrollRestoration />
    </div>
  );
}
