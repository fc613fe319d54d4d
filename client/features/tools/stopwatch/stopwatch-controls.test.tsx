import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialStopwatch, STOPWATCH_AUTO_PAUSE_MS } from '@core/domain/tools/stopwatch';
import { StopwatchControls } from './stopwatch-controls';
import { stopwatchStores } from './stopwatch-store';

// Local time, so the expected clock time does not depend on the machine's time zone.
const MORNING = new Date(2026, 10, 23, 8, 0).getTime();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MORNING + STOPWATCH_AUTO_PAUSE_MS + 30 * 60_000);
});
afterEach(() => {
  act(() => stopwatchStores.general.getState().set(initialStopwatch));
  vi.useRealTimers();
});

describe('stopwatch controls after the 3-hour limit', () => {
  it('say that the stopwatch paused itself and when, until it is reset', async () => {
    act(() => stopwatchStores.general.getState().set({ startedAt: MORNING, accumulatedMs: 0, laps: [] }));
    render(<StopwatchControls id="general" withLaps />);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe(
      'Die Stoppuhr wurde nach 3 Stunden automatisch angehalten (um 11:00 Uhr). Zum neuen Messen setzen Sie sie zurück.',
    );

    // Start at the limit changes nothing, and the notice keeps the time it stopped.
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(stopwatchStores.general.getState().value.startedAt).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('um 11:00 Uhr');

    await userEvent.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('name the field stopwatch, and say nothing after a pause by hand', () => {
    act(() => stopwatchStores['field-1'].getState().set({ startedAt: MORNING, accumulatedMs: 0, laps: [] }));
    act(() => stopwatchStores.general.getState().set({ startedAt: null, accumulatedMs: 60_000, laps: [] }));
    render(
      <>
        <StopwatchControls id="field-1" context="Spielfeld 1" size="small" />
        <StopwatchControls id="general" />
      </>,
    );
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
      'Die Stoppuhr (Spielfeld 1) wurde nach 3 Stunden automatisch angehalten (um 11:00 Uhr). Zum neuen Messen setzen Sie sie zurück.',
    ]);
    act(() => stopwatchStores['field-1'].getState().set(initialStopwatch));
  });
});
