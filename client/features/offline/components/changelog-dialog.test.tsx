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

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => Response.json([{ version: '2.0.0', date: '2026-12-01', changes: ['Neu: mehr Spiele'] }])));
});
afterEach(() => vi.unstubAllGlobals());

const renderDialog = (onApply: () => void, withEditor: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      {withEditor && <Editor />}
      <ChangelogDialog mode="update" onClose={() => undefined} onApply={onApply} />
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
});
