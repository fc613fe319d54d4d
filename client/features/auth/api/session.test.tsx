import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginAdoption, endAdoption } from '@client/lib/use-hydrated';
import { useSession } from './session';

function Who() {
  const session = useSession();
  return <p>{session.data ? session.data.email : 'niemand'}</p>;
}

afterEach(() => {
  endAdoption();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useSession', () => {
  it('asks the server only once the page has been adopted', async () => {
    const fetch = vi.fn(async () => Response.json({ session: {}, user: { id: 'u1', email: 'lehrerin@schule.de', role: 'user' } }));
    vi.stubGlobal('fetch', fetch);
    beginAdoption();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Who />
      </QueryClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    endAdoption();
    expect(await screen.findByText('lehrerin@schule.de')).toBeTruthy();
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
  });
});
