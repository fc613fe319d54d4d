import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InstallApp } from './install-app';
import { captureInstallPrompt } from './install-prompt';

beforeAll(() => captureInstallPrompt());
afterEach(() => vi.restoreAllMocks());

/** What Chromium fires at start when the app can be installed. */
function fireInstallPrompt(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const standalone = (matches: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) => ({ matches: matches && query === '(display-mode: standalone)', media: query }) as MediaQueryList,
    );

describe('App installieren', () => {
  it('offers the browser’s install dialog once the browser has offered it, and says when it is installed', async () => {
    standalone(false);
    render(<InstallApp />);
    expect(screen.queryByRole('button', { name: 'App installieren' })).toBeNull();

    const event = fireInstallPrompt('accepted');
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'App installieren' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(await screen.findByText('Die Sportkiste ist auf diesem Gerät als App installiert.')).toBeTruthy();
  });

  it('says so when it already runs as an installed app', () => {
    standalone(true);
    render(<InstallApp />);
    expect(screen.getByText('Die Sportkiste ist auf diesem Gerät als App installiert.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('on iPhone and iPad, where Safari has no install event, shows the share-sheet way', () => {
    standalone(false);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    );
    render(<InstallApp />);
    expect(screen.getByText('Teilen → Zum Home-Bildschirm')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('elsewhere explains that the browser does not offer it right now', () => {
    standalone(false);
    render(<InstallApp />);
    expect(screen.getByText(/Ihr Browser bietet die Installation gerade nicht an/)).toBeTruthy();
  });
});
