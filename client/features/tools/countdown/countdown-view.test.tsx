import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { countdownActions, countdownStore } from './countdown-store';
import { CountdownControls, CountdownDisplay } from './countdown-view';

beforeEach(() => {
  localStorage.clear();
  countdownActions.reset();
  countdownActions.setInputs(0, 5);
});

describe('countdown controls', () => {
  // Issue 19: every other tool says „Zurücksetzen“; the countdown said „Reset“.
  it('names its reset button „Zurücksetzen“ like every other tool, and it resets', async () => {
    render(
      <>
        <CountdownDisplay />
        <CountdownControls />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(countdownStore.getState().value.startedAt).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(countdownStore.getState().value.startedAt).toBeNull();
    expect(screen.getByRole('timer', { name: 'Verbleibende Zeit' }).textContent).toBe('00:05');
  });
});
