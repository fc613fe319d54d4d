import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classFromGradebook, newEvent } from '@core/domain/bundesjugendspiele/event';
import { resultKey } from '@core/domain/bundesjugendspiele/results';
import type { ResultEntry } from '@core/schemas/bundesjugendspiele';
import type * as Download from '@client/lib/download';

const downloads = vi.hoisted(() => [] as { name: string; content: string }[]);
vi.mock('@client/lib/download', async (original) => ({
  ...(await original<typeof Download>()),
  downloadFile: (name: string, content: string) => downloads.push({ name, content }),
}));

afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

const [RUN, JUMP, THROW, ENDURANCE] = ['sprint-40', 'zonenweitsprung-3', 'schlagwurf-3', 'ausdauer-15'];

/**
 * Class 3a from the grade book: Anna, Berta and Clara with all four results, Dora without a
 * Schlagwurf; 4 girls → 1 Ehren-, 2 Sieger-, 1 Teilnahmeurkunde.
 */
async function load(url = '/bundesjugendspiele?ansicht=auswertung') {
  const { gradebook, useClassesStore, usePerformanceStore } = await import('@client/features/gradebook');
  const { bjsStore } = await import('../stores/bjs-store');
  const { EvaluationView } = await import('./evaluation-view');
  gradebook.createClass('3a');
  const gradebookClass = () => useClassesStore.getState().classes[0]!;
  for (const name of ['Anna', 'Berta', 'Clara', 'Dora']) gradebook.addStudent(gradebookClass().id, name, 'W');
  let n = 0;
  const schoolClass = classFromGradebook(gradebookClass(), 3, () => `id${++n}`);
  const event = {
    ...newEvent({ id: 'e1', date: '2027-06-14', school: 'GS am Park', now: '2027-06-01T00:00:00Z' }),
    classes: [schoolClass],
  };
  const idOf = (name: string) => schoolClass.children.find((c) => c.name === name)!.id;
  const results: Record<string, ResultEntry> = {};
  const put = (exerciseId: string, name: string, attempts: number[]) => {
    results[resultKey(exerciseId, idOf(name))] = { eventId: 'e1', exerciseId, childId: idOf(name), attempts, at: 'x', by: 'Test' };
  };
  put(RUN, 'Anna', [70]);
  put(RUN, 'Berta', [72]);
  put(RUN, 'Clara', [74]);
  put(RUN, 'Dora', [76]);
  for (const [exercise, values] of [
    [JUMP, [6, 5, 4, 3]],
    [ENDURANCE, [12, 11, 10, 9]],
  ] as const)
    ['Anna', 'Berta', 'Clara', 'Dora'].forEach((name, i) => put(exercise, name, [values[i]!]));
  put(THROW, 'Anna', [8]);
  put(THROW, 'Berta', [7]);
  put(THROW, 'Clara', [6]);
  bjsStore.getState().set(() => ({ event, results, conflicts: [], deviceLabel: '' }));
  render(
    <MemoryRouter initialEntries={[url]}>
      <EvaluationView event={event} />
    </MemoryRouter>,
  );
  const topics = () => usePerformanceStore.getState().topics;
  return { topics, gradebookClass, schoolClass };
}

describe('EvaluationView', () => {
  it('says how many certificates of each kind to order, and ranks the group', async () => {
    await load();
    expect(screen.getByTestId('bjs-bestellung').textContent).toBe('Zu bestellen: 1 Ehrenurkunde, 2 Siegerurkunden, 1 Teilnahmeurkunde');
    const table = screen.getByRole('table', { name: 'Rangliste Klasse 3a · Mädchen' });
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('th')?.textContent);
    expect(rows).toEqual(['Anna', 'Berta', 'Clara', 'Dora']);
  });

  it('offers the CSV with a row per child', async () => {
    await load();
    await userEvent.click(screen.getByRole('button', { name: 'CSV herunterladen' }));
    const file = downloads.at(-1)!;
    expect(file.name).toBe('Bundesjugendspiele-2027-06-14.csv');
    expect(file.content.startsWith('\uFEFFGruppe;Klasse;Name;Geschlecht;40-m-Lauf;40-m-Lauf Platz;')).toBe(true);
    expect(file.content.trimEnd().split('\r\n')).toHaveLength(5);
  });

  it('warns about the children missing a result, by exercise and name', async () => {
    await load();
    expect(screen.getByText(/1 Kind ohne Ergebnis \(Dora\)/).textContent).toBe('Schlagwurf: 1 Kind ohne Ergebnis (Dora)');
  });

  it('creates the topic „Bundesjugendspiele 2027“ with a comment per child, and updates it on a second click', async () => {
    const { topics, gradebookClass } = await load();
    await userEvent.click(screen.getByRole('button', { name: 'Ins Notenbuch übernehmen' }));
    expect(screen.getByRole('status').textContent).toContain('Thema „Bundesjugendspiele 2027“ in 3a angelegt.');
    expect(topics()).toHaveLength(1);
    const topic = topics()[0]!;
    expect(topic.name).toBe('Bundesjugendspiele 2027');
    expect(topic.classId).toBe(gradebookClass().id);
    const comment = (name: string) => topic.students.find((s) => s.name === name)?.comment;
    expect(comment('Anna')).toBe(
      'Ehrenurkunde · Platz 1 von 4 (Mädchen, Klasse 3a) · 40-m-Lauf 7,0 s · Zonenweitsprung Zone 6 · Schlagwurf Zone 8 · Ausdauerlauf 15 Minuten 12 Runden',
    );
    expect(comment('Dora')).toContain('Schlagwurf ohne Ergebnis');
    expect(topic.students.every((s) => s.grade === null)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Ins Notenbuch übernehmen' }));
    expect(await screen.findByText(/gibt es in 3a schon/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Bemerkungen ersetzen' }));
    expect(screen.getByRole('status').textContent).toContain('Bemerkungen in „Bundesjugendspiele 2027“ in 3a aktualisiert.');
    expect(topics()).toHaveLength(1);
  });
});

describe('print views', () => {
  it('prints the list as one A4 page per class, with every child', async () => {
    await load('/bundesjugendspiele?ansicht=auswertung&druck=liste');
    const pages = document.querySelectorAll('[data-print-page]');
    expect(pages).toHaveLength(1);
    expect(pages[0]?.querySelector('h3')?.textContent).toBe('Klasse 3a');
    expect([...pages[0]!.querySelectorAll('tbody th')].map((th) => th.textContent)).toEqual(['Anna', 'Berta', 'Clara', 'Dora']);
    expect(document.querySelector('style')?.textContent).toContain('size: A4; margin: 12mm;');
  });

  it('prints one insert per child of the chosen certificate, at the distance kept on this device', async () => {
    await load('/bundesjugendspiele?ansicht=auswertung&druck=einleger');
    const inserts = () => [...document.querySelectorAll<HTMLElement>('[data-print-page]')];
    expect(inserts().map((el) => el.querySelector('p')?.textContent)).toEqual(['Anna']);
    expect(inserts()[0]?.textContent).toContain('Platz 1 von 4 · 4 Platzpunkte');
    expect(inserts()[0]?.style.paddingTop).toBe('150mm');
    await userEvent.selectOptions(screen.getByLabelText('Urkunde'), 'sieger');
    expect(inserts().map((el) => el.querySelector('p')?.textContent)).toEqual(['Berta', 'Clara']);

    const field = screen.getByLabelText('Abstand von oben (mm)');
    await userEvent.clear(field);
    await userEvent.type(field, '300');
    expect(screen.getByText('Bitte eine ganze Zahl von 10 bis 240 eingeben.')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '140');
    expect(inserts()[0]?.style.paddingTop).toBe('140mm');
    expect(JSON.parse(localStorage.getItem('bundesjugendspiele-einleger') ?? '{}').state.value).toEqual({ topMm: 140 });
  });
});
