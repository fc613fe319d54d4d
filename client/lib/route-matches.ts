import { createContext, useContext } from 'react';

/** What a route may tell the layout (set in router.tsx). */
export interface RouteHandle {
  crumb?: string;
  /** Area whose menu a route shows. */
  area?: string;
  /** Collection key whose list a route shows. */
  collection?: string;
  /** false: the build does not prerender this route (forms, redirects). */
  prerender?: boolean;
}

/** One level of the route table that matches the address, outermost first. */
export interface RouteMatch {
  pathname: string;
  handle: RouteHandle | undefined;
}

/**
 * The matched routes with their handles, provided by AppRoutes. React Router's own useMatches()
 * needs its data router, whose code the first screen does without (issue 21: −17 KB).
 */
export const RouteMatchesContext = createContext<readonly RouteMatch[]>([]);

export function useRouteMatches(): readonly RouteMatch[] {
  return useContext(RouteMatchesContext);
}

/** The deepest matched route's value for `key` (e.g. the collection a list route shows). */
export function useDeepestHandle<K extends keyof RouteHandle>(key: K): RouteHandle[K] | undefined {
  const matches = useRouteMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const value = matches[i]?.handle?.[key];
    if (value) return value;
  }
  return undefined;
}
