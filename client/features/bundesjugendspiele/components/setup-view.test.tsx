import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Issue 26, set-up: an event from the grade book's classes or a pasted list, exercises and rules per school. */
afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

async function load() {
  const { gradebook, useClassesStore } = await import('@client/features/gradebook');
  const { bjsStore } = await import('../stores/bjs-store');
  const { SetupView } = await import('./setup-view');
  gradebook.createClass('3b');
  const classId = useClassesStore.getState().classes[0]!.id;
  gradebook.addStudentList(classId, 'Anna;W\nBen;M\nCem;M', 'W');
  render(
    <MemoryRouter>
      <SetupView />
    </MemoryRouter>,
  );
  const event = () => bjsStore.getState().value.event;
  return { event };
}

describe('Bundesjugendspiele: set-up', () => {
  it('creates the event and takes a grade-book class with its Klassenstufe from the name', async () => {
    const { event } = await load();
    await userEvent.type(screen.getByLabelText('Schule'), 'Grundschule am Park');
    await userEvent.click(screen.getByRole('button', { name: 'Veranstaltung anlegen' }));
    expect(event()?.school).toBe('Grundschule am Park');

    const fromGradebook = screen.getByRole('form', { name: 'Klasse aus dem Notenbuch übernehmen' });
    expect((within(fromGradebook).getByLabelText('Klassenstufe') as HTMLSelectElement).value).toBe('3');
    await userEvent.click(within(fromGradebook).getByRole('button', { name: 'Klasse übernehmen' }));
    const taken = event()?.classes[0];
    expect(taken).toMatchObject({ name: '3b', grade: 3 });
    expect(taken?.children.map((c) => [c.name, c.gender])).toEqual([
      ['Anna', 'W'],
      ['Ben', 'M'],
      ['Cem', 'M'],
    ]);
    expect(screen.getByText('3 Kinder · 1 Mädchen · 2 Jungen')).toBeTruthy();
    // The exercises now follow the classes: only the 3/4 list.
    expect(screen.getByRole('group', { name: 'Klassen 3 und 4' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Klassen 1 und 2' })).toBeNull();
  });

  it('names unreadable lines of a pasted list and adds nothing until they are fixed', async () => {
    const { event } = await load();
    await userEvent.click(screen.getByRole('button', { name: 'Veranstaltung anlegen' }));
    const form = screen.getByRole('form', { name: 'Klasse aus einer Namensliste' });
    await userEvent.type(within(form).getByLabelText('Name der Klasse'), '1a');
    await userEvent.click(within(form).getByLabelText(/Kinder, eines pro Zeile/));
    await userEvent.paste('Mia;W\nMax;X\nLeo');
    await userEvent.click(within(form).getByRole('button', { name: 'Liste übernehmen' }));
    expect(within(form).getByRole('alert').textContent).toContain('Zeile 2');
    expect(event()?.classes).toEqual([]);

    await userEvent.clear(within(form).getByLabelText(/Kinder, eines pro Zeile/));
    await userEvent.click(within(form).getByLabelText(/Kinder, eines pro Zeile/));
    await userEvent.paste('Mia;W\nMax;M\nLeo');
    await userEvent.click(within(form).getByRole('button', { name: 'Liste übernehmen' }));
    expect(within(form).getByRole('status').textContent).toContain('Bei 1 Kindern stand kein Geschlecht');
    expect(event()?.classes[0]?.children.map((c) => c.name)).toEqual(['Mia', 'Max', 'Leo']);
  });

  it('keeps the school’s choices: another exercise, its zones and attempts, and the rules', async () => {
    const { event } = await load();
    await userEvent.click(screen.getByRole('button', { name: 'Veranstaltung anlegen' }));
    await userEvent.selectOptions(screen.getByLabelText('weit werfen/stoßen (Klassen 1 und 2)'), 'Drehwurf');
    expect(event()?.choice['1-2'][2]).toBe('drehwurf-1');
    await userEvent.selectOptions(screen.getByLabelText('Zonen: Drehwurf, Klassen 1 und 2'), '6');
    await userEvent.selectOptions(screen.getByLabelText('Versuche: Drehwurf, Klassen 1 und 2'), '2');
    expect(event()?.settings['drehwurf-1']).toMatchObject({ zones: 6, attempts: 2 });
    await userEvent.click(screen.getByRole('radio', { name: /Die ganze Klassenstufe/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Nicht werten/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Die Anteile nicht überschreiten/ }));
    expect(event()).toMatchObject({ groupBy: 'klassenstufe', rules: { missing: 'not-ranked', boundary: 'strict' } });
  });
});
