import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { homeMenu, toolsMenu } from '@client/features/navigation/menus';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('router', () => {
  it.each([...homeMenu, ...toolsMenu].map((e) => [e.href, e.title]))('routes menu entry %s to its screen', async (href, title) => {
    renderAt(href);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toContain(title);
    expect(heading.textContent).not.toBe('Diese Seite gibt es nicht');
  });

  it('shows the not-found page for an unknown path', async () => {
    renderAt('/gibt-es-nicht');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Diese Seite gibt es nicht');
  });
});
