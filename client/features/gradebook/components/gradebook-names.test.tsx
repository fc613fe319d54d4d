import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Issue 25 on the screens: the one-tap suggestion, the paste feedback, unique projector labels. */
afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

async function load() {
  const { gradebook } = await import('../stores/gradebook-actions');
  const { useClassesStore } = await import('../stores/gradebook-stores');
  const { AddStudents } = await import('./add-students');
  const { StudentList } = await import('./student-list');
  const { setProjectorMode } = await import('@client/features/settings');
  gradebook.createClass('5b');
  const classId = useClassesStore.getState().classes[0]!.id;
  const schoolClass = () => useClassesStore.getState().classes[0]!;
  return { gradebook, classId, schoolClass, AddStudents, StudentList, setProjectorMode };
}

describe('grade book: names within a class', () => {
  it('offers the suggested name for a duplicate as one tap, which fills the field', async () => {
    const { gradebook, classId, schoolClass, AddStudents } = await load();
    gradebook.addStudent(classId, 'Ben Schäfer', 'M');
    render(<AddStudents classId={classId} />);
    const field = screen.getByLabelText('Name des Kindes');
    await userEvent.type(field, 'Ben Schäfer');
    await userEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(screen.getByText(/„Ben Schäfer“ gibt es in dieser Klasse schon/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '„Ben Schäfer (2)“ übernehmen' }));
    expect((field as HTMLInputElement).value).toBe('Ben Schäfer (2)');
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole('button', { name: /übernehmen/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(schoolClass().students.map((s) => s.name)).toEqual(['Ben Schäfer', 'Ben Schäfer (2)']);
  });

  it('names each unreadable pasted line, and after adding the renamed children and the fallback genders', async () => {
    const { gradebook, classId, schoolClass, AddStudents } = await load();
    gradebook.addStudent(classId, 'Ben Schäfer', 'M');
    render(<AddStudents classId={classId} />);
    const list = screen.getByLabelText(/Ein Name pro Zeile/);
    await userEvent.click(list);
    await userEvent.paste('Mia;W\nMax;X\nBen Schäfer;M\nLeo');
    await userEvent.click(screen.getByRole('button', { name: 'Liste hinzufügen' }));
    const refused = within(screen.getByRole('list', { name: 'Zeilen, die nicht gelesen werden konnten' })).getAllByRole('listitem');
    expect(refused.map((li) => li.textContent)).toEqual([expect.stringContaining('Zeile 2: „Max;X“')]);
    expect(schoolClass().students).toHaveLength(1);

    await userEvent.clear(list);
    await userEvent.click(list);
    await userEvent.paste('Mia;W\nBen Schäfer;M\nLeo');
    await userEvent.click(screen.getByRole('button', { name: 'Liste hinzufügen' }));
    expect(screen.getByText('3 Kinder hinzugefügt.')).toBeTruthy();
    const notes = within(screen.getByRole('list', { name: 'Hinweise zur Liste' })).getAllByRole('listitem');
    expect(notes.map((li) => li.textContent)).toEqual([
      'Zeile 2: „Ben Schäfer“ gibt es schon – eingetragen als „Ben Schäfer (2)“.',
      'Ohne Angabe im Text, daher als weiblich eingetragen – bitte prüfen: „Leo“.',
    ]);
  });

  it('shows labels unique within the class in projector mode', async () => {
    const { gradebook, classId, schoolClass, StudentList, setProjectorMode } = await load();
    gradebook.addStudentList(classId, 'Ben Schäfer;M\nBrit Schulz;W\nMia Klein;W', 'W');
    setProjectorMode(true);
    render(<StudentList schoolClass={schoolClass()} />);
    const items = within(screen.getByRole('list', { name: 'Schüler der Klasse 5b' })).getAllByRole('listitem');
    const labels = items.map((li) => li.querySelector('span')?.textContent);
    expect(labels).toContain('M. K.');
    expect(new Set(labels).size).toBe(3);
    expect(labels.filter((l) => l?.startsWith('B'))).not.toContain('B. S.');
    setProjectorMode(false);
  });

  it('lists classes in German natural order in the class picker', async () => {
    const { gradebook } = await load();
    const { ClassPicker } = await import('./class-picker');
    gradebook.createClass('10a');
    gradebook.createClass('Ä-Kurs');
    gradebook.createClass('5a');
    render(<ClassPicker />);
    const options = within(screen.getByLabelText('Klasse')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['5a', '5b', '10a', 'Ä-Kurs']);
  });
});
