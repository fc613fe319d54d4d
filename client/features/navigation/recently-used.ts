import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useRouteMatches } from '@client/lib/route-matches';
import { createDeviceStore } from '@client/lib/device-store';

/** A screen the teacher opened, for the dashboard's "one tap away" lists. */
export interface RecentEntry {
  path: string;
  title: string;
  /** The area or menu it belongs to, e.g. 'Spielesammlung'. */
  context: string | null;
  kind: 'tool' | 'page';
  at: string;
}

const MAX_ENTRIES = 12;
/** Menus and personal screens are one tap away already; only content pages and tools count. */
const SKIP =
  /^\/(dashboard|einstellungen|profil|favoriten|neuer-inhalt|admin)(\/|$)|^\/(tools|unterrichtsreihen|spielesammlung|schnelle-sportstunde|bewegte-schule)?\/?$/;

export const recentlyUsed = createDeviceStore<RecentEntry[]>('recently-used', {
  version: 1,
  initial: [],
  sanitize: (v) =>
    Array.isArray(v)
      ? v
          .filter(
            (e): e is RecentEntry =>
              !!e && typeof e.path === 'string' && typeof e.title === 'string' && (e.kind === 'tool' || e.kind === 'page'),
          )
          .slice(0, MAX_ENTRIES)
      : [],
});

export function recordVisit(entry: Omit<RecentEntry, 'at'>, now = new Date()): void {
  recentlyUsed
    .getState()
    .set((list) => [{ ...entry, at: now.toISOString() }, ...list.filter((e) => e.path !== entry.path)].slice(0, MAX_ENTRIES));
}

/** In the app shell: remembers each content page and tool opened (on this device only). */
export function useTrackRecentlyUsed(): void {
  const { pathname } = useLocation();
  const crumbs = useRouteMatches().flatMap((m) => (m.handle?.crumb ? [m.handle.crumb] : []));
  const title = crumbs.at(-1);
  const context = crumbs.length > 1 ? (crumbs.at(-2) as string) : null;
  useEffect(() => {
    if (!title || SKIP.test(pathname)) return;
    recordVisit({
      path: pathname,
      title,
      context: context === 'Tools' ? null : context,
      kind: pathname.startsWith('/tools/') ? 'tool' : 'page',
    });
  }, [pathname, title, context]);
}
