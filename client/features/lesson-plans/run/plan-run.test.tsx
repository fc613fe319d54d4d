import type { LessonPlan, PlanItem } from '@core/domain/lesson-plan/plan-model';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PlanRun } from './plan-run';
import { changeRun, forgetRun, storedRuns } from './run-store';

const NOW = '2026-11-26T10:00:00.000Z';

function item(id: string, phaseId: string, order: number, title: string, minutes: number, text = ''): PlanItem {
  return {
    id,
    phaseId,
    order,
    kind: 'text',
    contentId: null,
    sectionId: null,
    title,
    text,
    minutes,
    card: null,
    cardGone: false,
    updatedAt: NOW,
    rev: 0,
  };
}

const PLAN: LessonPlan = {
  id: 'p1',
  title: 'Laufen 3a',
  date: '2026-11-26',
  className: '3a',
  lengthMinutes: 45,
  classSize: 24,
  headUpdatedAt: NOW,
  headRev: 0,
  phases: [
    { id: 'e', name: 'Einstieg/Erwärmung', order: 1, updatedAt: NOW, rev: 0 },
    { id: 'h', name: 'Hauptteil', order: 2, updatedAt: NOW, rev: 0 },
  ],
  items: [
    item('b', 'h', 1, 'Staffel', 20),
    item('a', 'e', 1, 'Zahlenkommando', 5, 'Die Kinder laufen frei. Die Lehrkraft ruft Zahlen. Bei „1“ setzen sich alle.'),
  ],
  revision: 1,
  createdAt: NOW,
  updatedAt: NOW,
};
const ITEMS = [PLAN.items[1]!, PLAN.items[0]!];

const show = (onClose = () => undefined) =>
  render(
    <MemoryRouter>
      <PlanRun plan={PLAN} onClose={onClose} />
    </MemoryRouter>,
  );

beforeEach(() => {
  forgetRun(PLAN.id);
});

describe('the plan run', () => {
  it('shows the item in run order with its countdown, short text and what comes next, and starts on a tap', async () => {
    show();
    expect(screen.getByRole('heading', { name: 'Zahlenkommando' })).toBeTruthy();
    expect(screen.getByText('Einstieg/Erwärmung · Teil 1 von 2')).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Verbleibende Zeit' }).textContent).toBe('05:00');
    expect(screen.getByText('Die Kinder laufen frei. Die Lehrkraft ruft Zahlen.')).toBeTruthy();
    expect(screen.getByText(/Als Nächstes:/).textContent).toBe('Als Nächstes: Staffel (20 Minuten)');
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(storedRuns()[PLAN.id]?.startedAt).not.toBeNull();
  });

  it('pauses with Space and skips with the arrow key', () => {
    show();
    const screenElement = screen.getByRole('dialog');
    fireEvent.keyDown(screenElement, { key: ' ' });
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    fireEvent.keyDown(screenElement, { key: ' ' });
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeTruthy();
    fireEvent.keyDown(screenElement, { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { name: 'Staffel' })).toBeTruthy();
    fireEvent.keyDown(screenElement, { key: 'ArrowLeft' });
    expect(screen.getByRole('heading', { name: 'Zahlenkommando' })).toBeTruthy();
  });

  it('says „Zeit um“ when the time ran out and waits for the tap on „Weiter zu“', async () => {
    act(() => changeRun(PLAN.id, ITEMS, (state, _items, now) => ({ ...state, startedAt: now - 6 * 60_000 })));
    show();
    expect(screen.getAllByText('Zeit um').length).toBeGreaterThan(0);
    expect(screen.getByText('Zeit um. Als Nächstes: Staffel.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Zahlenkommando' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Weiter zu: Staffel' }));
    expect(screen.getByRole('heading', { name: 'Staffel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('is where the teacher left it after a visit to a tool', async () => {
    const first = show();
    await userEvent.click(screen.getByRole('button', { name: 'Überspringen' }));
    first.unmount();
    show();
    expect(screen.getByRole('heading', { name: 'Staffel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Stoppuhr' }).getAttribute('href')).toBe('/tools/stoppuhr');
  });

  it('ends with „Stunde geschafft“; „Schließen“ closes and the next run starts at the beginning', async () => {
    const onClose = vi.fn();
    show(onClose);
    await userEvent.click(screen.getByRole('button', { name: 'Überspringen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Überspringen' }));
    expect(screen.getByText('Stunde geschafft')).toBeTruthy();
    // The close button in the bar and the one on the screen: the one on the screen.
    await userEvent.click(screen.getAllByRole('button', { name: 'Schließen' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
    expect(storedRuns()[PLAN.id]).toBeUndefined();
  });
});
