import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_LESSON_DATES } from '@core/schemas/gradebook';

/** Attendance through the store actions: what the screen writes loads back after a reload. */
afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

async function load() {
  const stores = await import('./gradebook-stores');
  const { gradebook } = await import('./gradebook-actions');
  return { ...stores, gradebook };
}

describe('attendance actions', () => {
  it('record, „Alle anwesend“ and the tendency step survive a reload', async () => {
    const first = await load();
    first.gradebook.createClass('2a');
    const classId = first.useClassesStore.getState().classes[0]!.id;
    expect(first.gradebook.addStudentList(classId, 'Mia;W\nTom;M', 'W')).toMatchObject({ ok: true, added: 2 });
    const [mia] = first.useClassesStore.getState().classes[0]!.students;
    expect(first.gradebook.recordAttendance(classId, '2026-11-23', mia!.id, 'verletzt')).toEqual({ ok: true });
    expect(first.gradebook.markAllPresent(classId, '2026-11-23')).toEqual({ ok: true, marked: 1 });
    expect(first.gradebook.setTendencyStep(classId, 0.33)).toEqual({ ok: true });

    vi.resetModules();
    const again = await load();
    await again.useClassesStore.persist.rehydrate();
    const schoolClass = again.useClassesStore.getState().classes[0]!;
    expect(schoolClass.tendencyStep).toBe(0.33);
    expect(Object.values(schoolClass.attendance['2026-11-23'] ?? {}).sort()).toEqual(['anwesend', 'verletzt']);
  });

  it('refuses an impossible date, a child of no class, and a date past the limit, each with a German message', async () => {
    const { gradebook, useClassesStore } = await load();
    gradebook.createClass('2a');
    const classId = useClassesStore.getState().classes[0]!.id;
    gradebook.addStudent(classId, 'Mia', 'W');
    const mia = useClassesStore.getState().classes[0]!.students[0]!.id;
    expect(gradebook.recordAttendance(classId, '2026-02-30', mia, 'krank')).toEqual({
      ok: false,
      message: 'Bitte ein gültiges Datum wählen.',
    });
    expect(gradebook.recordAttendance(classId, '2026-11-23', 'niemand', 'krank')).toMatchObject({ ok: false });
    const attendance = Object.fromEntries(
      Array.from({ length: MAX_LESSON_DATES }, (_, i) => [
        new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10),
        { [mia]: 'anwesend' as const },
      ]),
    );
    useClassesStore.setState((s) => ({ classes: s.classes.map((c) => ({ ...c, attendance })) }));
    expect(gradebook.markAllPresent(classId, '2026-11-23')).toMatchObject({ ok: false, message: expect.stringMatching(/an 400 Tagen/) });
    expect(gradebook.recordAttendance(classId, '2020-01-01', mia, 'krank')).toEqual({ ok: true });
  });
});
