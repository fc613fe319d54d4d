import type { AdminUser, AdminUserPage } from '@core/schemas/admin';
import type { SiteInfo } from '@core/schemas/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserList } from './user-list';

const user = (email: string, emailVerified: boolean): AdminUser => ({
  id: email,
  email,
  username: null,
  role: 'user',
  emailVerified,
  banned: false,
  banReason: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  lastSignInAt: null,
});

/** The server as the list sees it: one confirmed and one self-registered, unconfirmed teacher. */
function serve(emailVerification: boolean) {
  const page: AdminUserPage = {
    users: [user('chefin@schule.test', true), user('neu@schule.test', false)],
    total: 2,
    page: 1,
    pageSize: 20,
  };
  const site: SiteInfo = { name: 'Sportkiste', version: '1.0.0', operator: null, accounts: { signupOpen: true, emailVerification } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => Response.json(url.startsWith('/api/site') ? site : page)),
  );
}

afterEach(() => vi.unstubAllGlobals());

let queryClient: QueryClient;
const renderList = () => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <UserList currentUserId="chefin@schule.test" />
    </QueryClientProvider>,
  );
};

describe('Benutzerverwaltung and e-mail verification', () => {
  it('with verification on, shows who is unconfirmed and offers the confirmation mail', async () => {
    serve(true);
    renderList();
    const fresh = within(await screen.findByRole('listitem', { name: 'neu@schule.test' }));
    expect(await fresh.findByRole('button', { name: 'Bestätigungsmail senden' })).toBeTruthy();
    expect(fresh.getByText('Bestätigt').nextElementSibling?.textContent).toBe('nein');
    const confirmed = within(screen.getByRole('listitem', { name: 'chefin@schule.test' }));
    expect(confirmed.queryByRole('button', { name: 'Bestätigungsmail senden' })).toBeNull();
  });

  it('with verification off, neither says "Bestätigt: nein" nor offers the mail', async () => {
    serve(false);
    renderList();
    const fresh = within(await screen.findByRole('listitem', { name: 'neu@schule.test' }));
    // Only once every request has answered does the absence of the button mean anything.
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(fresh.getByRole('button', { name: 'Löschen' })).toBeTruthy();
    expect(fresh.queryByRole('button', { name: 'Bestätigungsmail senden' })).toBeNull();
    expect(fresh.queryByText('Bestätigt')).toBeNull();
  });
});
