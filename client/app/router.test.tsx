import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { matchRoutes, MemoryRouter, useLocation, type Location, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeMenu, toolsMenu } from '@client/features/navigation';
import { AppRoutes, routes, routesRenderedFor } from './router';

/** The address the app is at, as the router sees it after each render. */
let current: Location | undefined;
function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    current = location;
  });
  return null;
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const currentAddress = () => `${current?.pathname ?? ''}${current?.search ?? ''}`;

const teacher = {
  id: 'u1',
  email: 'lehrerin@schule.de',
  role: 'user',
  username: null,
  displayUsername: null,
  image: null,
  twoFactorEnabled: false,
};
let signedIn = true;

beforeEach(() => {
  signedIn = true;
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/auth/get-session') return Response.json(signedIn ? { session: {}, user: teacher } : null);
      return Response.json({
        name: 'Sportkiste',
        version: '0.0.0',
        operator: null,
        accounts: { signupOpen: true, emailVerification: false },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('router', () => {
  it.each([...homeMenu, ...toolsMenu].map((e) => [e.href, e.title]))('routes menu entry %s to its screen', async (href, title) => {
    renderAt(href);
    // Lazy route modules load through the module graph: give a busy machine more than 1 s.
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(heading.textContent).toContain(title);
    expect(heading.textContent).not.toBe('Diese Seite gibt es nicht');
  });

  it('sends a visitor from a guarded screen to sign-in with the way back', async () => {
    signedIn = false;
    renderAt('/tools/countdown');
    // The screen shows while the session is checked (it is the prerendered page); the answer
    // „not signed in“ then leads to sign-in.
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeTruthy();
    // The address is read after React's effects: wait for it rather than race them.
    await waitFor(() => expect(currentAddress()).toBe('/login?redirect=%2Ftools%2Fcountdown'));
  });

  it('shows the not-found page for an unknown path', async () => {
    renderAt('/gibt-es-nicht');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Diese Seite gibt es nicht');
  });
});

describe('content areas', () => {
  it('groups the lesson series under Ab Klasse 1 and Ab Klasse 3', async () => {
    renderAt('/unterrichtsreihen');
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Ab Klasse 1', 'Ab Klasse 3']);
  });

  it('redirects an umlaut address to the ASCII one', async () => {
    renderAt('/unterrichtsreihen/ballgewöhnung');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Ballgewöhnung');
    await waitFor(() => expect(currentAddress()).toBe('/unterrichtsreihen/ballgewoehnung'));
  });
});

describe('the routes handed to React Router', () => {
  /** Every address the table names, with a value for each parameter and splat. */
  function addressesOf(table: RouteObject[], parent = ''): string[] {
    return table.flatMap((route) => {
      const own = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent || '/';
      const address = own.replace(/:[\w]+\??/g, 'x1').replace(/\*$/, 'a/b');
      return [address, ...(route.children ? addressesOf(route.children, own) : [])];
    });
  }
  const summary = (table: RouteObject[], address: string) =>
    (matchRoutes(table, address) ?? []).map((match) => [match.route.path ?? '(index)', match.pathname, match.params]);

  it('match every address exactly as the whole table does, from its one branch', () => {
    const addresses = [...new Set([...addressesOf(routes), '/gibt-es-nicht', '/spielesammlung/fangspiele', '/tools/stoppuhr'])];
    expect(addresses.length).toBeGreaterThan(30);
    for (const address of addresses) {
      const branch = routesRenderedFor(address);
      expect(summary(branch, address), address).toEqual(summary(routes, address));
      // One branch: no route holds more than one child.
      let level: RouteObject[] | undefined = branch;
      while (level) {
        expect(level.length, address).toBe(1);
        level = level[0]?.children;
      }
    }
  });
});
