import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUnsavedChanges } from '@client/lib/unsaved-changes';
import { ChangelogDialog } from './changelog-dialog';

function Editor() {
  useUnsavedChanges(true, 'der Inhalt im Editor');
  return null;
}

const CHANGELOG = [
  { version: '2.0.0', date: '2026-12-01', changes: ['Neu: mehr Spiele'], adminChanges: ['Für Admins: Protokoll mit Filter'] },
  { version: '1.9.0', date: '2026-11-20', changes: [], adminChanges: ['Für Betreiber: `npm run backup`'] },
  // A changelog.json from before admin items had their own field.
  { version: '1.8.0', date: '2026-11-10', changes: ['Stoppuhr mit Runden'] },
];

/** changelog.json and the session check, as the server answers them; `role` null = signed out. */
function serve(role: 'user' | 'admin' | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith('/api/auth/get-session'))
        return Response.json(role ? { user: { id: 'u1', email: 'lehrkraft@example.de', role } } : null);
      return Response.json(CHANGELOG);
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  serve('user');
});
afterEach(() => vi.unstubAllGlobals());

const renderDialog = (onApply: () => void, withEditor: boolean, mode: 'update' | 'current' = 'update') =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      {withEditor && <Editor />}
      <ChangelogDialog mode={mode} onClose={() => undefined} onApply={onApply} />
    </QueryClientProvider>,
  );

describe('updates dialog', () => {
  it('shows the new version and applies it', async () => {
    const onApply = vi.fn();
    renderDialog(onApply, false);
    expect(await screen.findByText('Neu: mehr Spiele')).toBeTruthy();
    expect(screen.getByText(/Version 2\.0\.0/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt aktualisieren' }));
    expect(onApply).toHaveBeenCalledOnce();
  });

  it('asks before an update would discard unsaved input', async () => {
    const onApply = vi.fn();
    renderDialog(onApply, true);
    await screen.findByText('Neu: mehr Spiele');
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt aktualisieren' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('der Inhalt im Editor');
    await userEvent.click(screen.getByRole('button', { name: 'Trotzdem aktualisieren' }));
    expect(onApply).toHaveBeenCalledOnce();
  });

  it('shows teachers no admin or operator items, and leaves out versions that had none for them', async () => {
    renderDialog(() => undefined, false, 'current');
    expect(await screen.findByText('Neu: mehr Spiele')).toBeTruthy();
    expect(screen.getByText('Stoppuhr mit Runden')).toBeTruthy();
    expect(screen.queryByText(/Für Admins|Für Betreiber/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Version 1.9.0' })).toBeNull();
  });

  it('shows admins their items too, after the general ones', async () => {
    serve('admin');
    renderDialog(() => undefined, false, 'current');
    expect(await screen.findByText('Für Admins: Protokoll mit Filter')).toBeTruthy();
    const v2 = screen.getByRole('region', { name: 'Version 2.0.0' });
    expect([...v2.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Neu: mehr Spiele', 'Für Admins: Protokoll mit Filter']);
    expect(screen.getByText('Für Betreiber: `npm run backup`')).toBeTruthy();
  });

  it('still names a waiting version that only brings admin items, without them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).startsWith('/api/auth/get-session')
          ? Response.json({ user: { id: 'u1', email: 'l@example.de', role: 'user' } })
          : Response.json(CHANGELOG.slice(1)),
      ),
    );
    renderDialog(() => undefined, false);
    expect(await screen.findByText('Diese Version bringt Verbesserungen im Hintergrund.')).toBeTruthy();
    expect(screen.getByText(/Version 1\.9\.0/)).toBeTruthy();
    expect(screen.queryByText(/Für Betreiber/)).toBeNull();
  });
});
