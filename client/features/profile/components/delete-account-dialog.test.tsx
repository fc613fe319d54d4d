import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@client/app/router';

let current: Location | undefined;
let navigate: NavigateFunction | undefined;
/** Reads the address and offers navigation, as the browser's address bar would. */
function AddressBar() {
  const location = useLocation();
  const navigateHere = useNavigate();
  useEffect(() => {
    current = location;
    navigate = navigateHere;
  });
  return null;
}

const teacher = {
  id: 'u1',
  email: 'lehrerin@schule.de',
  role: 'user',
  username: null,
  displayUsername: null,
  image: null,
  twoFactorEnabled: false,
};
let deleted = false;

beforeEach(() => {
  deleted = false;
  localStorage.clear();
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/delete-user' && init?.method === 'POST') {
        deleted = true;
        return Response.json({ success: true, message: 'User deleted' });
      }
      if (url === '/api/auth/get-session') return Response.json(deleted ? null : { session: {}, user: teacher });
      return Response.json({
        name: 'Sportkiste',
        version: '0.0.0',
        operator: null,
        accounts: { signupOpen: true, emailVerification: false },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('deleting the account', () => {
  it('ends on / with a German confirmation, not on a sign-in for the deleted account', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/profil']}>
          <AppRoutes />
          <AddressBar />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Konto löschen' }, { timeout: 5000 }));
    await userEvent.type(screen.getByLabelText('Passwort zur Bestätigung'), 'geheim-genug');
    await userEvent.click(screen.getByRole('button', { name: 'Endgültig löschen' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Konto wurde gelöscht' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(`${current?.pathname}${current?.search}`).toBe('/'));
    expect(deleted).toBe(true);

    // The way on is the sign-in screen; from there the note is gone, so a later sign-out is normal.
    await userEvent.click(screen.getByRole('link', { name: 'Zur Anmeldung' }));
    await waitFor(() => expect(current?.pathname).toBe('/login'));
    void navigate?.('/');
    await waitFor(() => expect(current?.pathname).toBe('/login'));
  });
});
