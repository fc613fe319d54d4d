import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE_LABELS,
  ATTENDANCE_SHORT_LABELS,
  ATTENDANCE_STATES,
  attendanceSummary,
  formatAttendanceSummary,
  isLessonDate,
  lessonDates,
  markAllPresent,
  nextAttendance,
  setAttendance,
  withoutStudent,
  type AttendanceBook,
} from './attendance';

const D1 = '2026-03-02';
const D2 = '2026-03-09';

describe('attendance', () => {
  it('names every state in full and in short', () => {
    expect(ATTENDANCE_STATES.map((s) => ATTENDANCE_LABELS[s])).toEqual(['anwesend', 'entschuldigt', 'krank', 'ohne Sportzeug', 'verletzt']);
    expect(ATTENDANCE_STATES.map((s) => ATTENDANCE_SHORT_LABELS[s])).toEqual(['a', 'e', 'k', 'oS', 'v']);
  });

  it('accepts only real dates', () => {
    expect(isLessonDate('2024-02-29')).toBe(true);
    expect(isLessonDate('2026-02-29')).toBe(false);
    expect(isLessonDate('2026-3-2')).toBe(false);
    expect(() => setAttendance({}, '02.03.2026', 'a', 'krank')).toThrow(RangeError);
  });

  it('records, changes and clears one child per date without touching the input', () => {
    const empty: AttendanceBook = {};
    const one = setAttendance(empty, D1, 'mia', 'krank');
    expect(empty).toEqual({});
    expect(one).toEqual({ [D1]: { mia: 'krank' } });
    const two = setAttendance(one, D1, 'mia', 'verletzt');
    expect(two).toEqual({ [D1]: { mia: 'verletzt' } });
    expect(setAttendance(two, D1, 'mia', null)).toEqual({});
  });

  it('„alle anwesend“ fills only the children without an entry', () => {
    const before = setAttendance({}, D1, 'mia', 'krank');
    const { book, marked } = markAllPresent(before, D1, ['mia', 'ben', 'ali']);
    expect(marked).toBe(2);
    expect(book[D1]).toEqual({ mia: 'krank', ben: 'anwesend', ali: 'anwesend' });
    const again = markAllPresent(book, D1, ['mia', 'ben', 'ali']);
    expect(again).toEqual({ book, marked: 0 });
    expect(again.book).toBe(book);
  });

  it('one tap moves to the next state and finally clears', () => {
    const seen: (string | null)[] = [];
    let state = nextAttendance(null);
    while (state !== null) {
      seen.push(state);
      state = nextAttendance(state);
    }
    expect(seen).toEqual([...ATTENDANCE_STATES]);
  });

  it('counts per child and the share present', () => {
    let book: AttendanceBook = {};
    book = markAllPresent(book, D1, ['mia', 'ben']).book;
    book = setAttendance(book, D2, 'mia', 'ohne-sportzeug');
    book = setAttendance(book, '2026-03-16', 'mia', 'anwesend');
    book = setAttendance(book, '2026-03-23', 'mia', 'krank');
    const mia = attendanceSummary(book, 'mia');
    expect(mia).toEqual({
      counts: { anwesend: 2, entschuldigt: 0, krank: 1, 'ohne-sportzeug': 1, verletzt: 0 },
      recorded: 4,
      presentShare: 0.5,
    });
    expect(formatAttendanceSummary(mia)).toBe('2 von 4 anwesend (50\u00a0%) · k 1 · oS 1');
    expect(formatAttendanceSummary(mia, ATTENDANCE_LABELS)).toBe('2 von 4 anwesend (50\u00a0%) · krank 1 · ohne Sportzeug 1');
    expect(attendanceSummary(book, 'ben').presentShare).toBe(1);
    expect(attendanceSummary(book, 'mia', [D1, D2]).recorded).toBe(2);
    expect(formatAttendanceSummary(attendanceSummary(book, 'nobody'))).toBe('keine Anwesenheit erfasst');
    expect(lessonDates(book)).toEqual([D1, D2, '2026-03-16', '2026-03-23']);
  });

  it('forgets a child who left the class', () => {
    let book = markAllPresent({}, D1, ['mia', 'ben']).book;
    book = setAttendance(book, D2, 'mia', 'krank');
    expect(withoutStudent(book, 'mia')).toEqual({ [D1]: { ben: 'anwesend' } });
  });
});
