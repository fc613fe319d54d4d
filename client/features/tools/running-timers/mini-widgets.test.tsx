import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Hourglass, Timer } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { runKey, useMiniWidgetView } from './mini-widget-store';
import { MiniWidgets, type MiniWidget } from './mini-widgets';

const stopwatch = (startedAt: number): MiniWidget => ({
  key: 'general',
  runKey: runKey('general', startedAt),
  label: 'Stoppuhr',
  name: 'die Stoppuhr',
  href: '/tools/stoppuhr',
  time: '00:05',
  icon: Timer,
});
const countdown: MiniWidget = {
  key: 'countdown',
  runKey: runKey('countdown', 1),
  label: 'Countdown',
  name: 'der Countdown',
  href: '/tools/countdown',
  time: '00:42',
  icon: Hourglass,
};

const show = (widgets: MiniWidget[]) => (
  <MemoryRouter>
    <MiniWidgets widgets={widgets} />
  </MemoryRouter>
);

afterEach(() => act(() => useMiniWidgetView.setState({ minimised: false, closed: [] })));

describe('mini-widgets', () => {
  it('fold into one small button and open again', async () => {
    render(show([stopwatch(1), countdown]));
    expect(screen.getByRole('link', { name: /Stoppuhr/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Laufende Timer verkleinern' }));
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Laufende Timer anzeigen (2)' }));
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('close one widget only, say that its timer keeps running, and show it again for a new start', async () => {
    const { rerender } = render(show([stopwatch(1), countdown]));
    await userEvent.click(screen.getByRole('button', { name: 'Anzeige schließen – die Stoppuhr läuft weiter' }));
    expect(screen.queryByRole('link', { name: /Stoppuhr/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Countdown/ })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Anzeige schließen – der Countdown läuft weiter' }));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByTestId('mini-widget-room')).toBeNull();

    rerender(show([stopwatch(2), countdown]));
    expect(screen.getByRole('link', { name: /Stoppuhr/ })).toBeTruthy();
  });
});
