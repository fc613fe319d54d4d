import { useId, useMemo, useState } from 'react';
import {
  ATTENDANCE_LABELS,
  ATTENDANCE_SHORT_LABELS,
  ATTENDANCE_STATES,
  formatLessonDate,
  isLessonDate,
  lessonDates,
  type AttendanceState,
} from '@core/domain/gradebook/attendance';
import type { SchoolClass } from '@core/schemas/gradebook';
import { Button } from '@client/components/ui/button';
import { projectorInitialsById } from '@core/domain/gradebook/class-names';
import { useShownNames } from '@client/features/settings';
import { gradebook } from '../stores/gradebook-actions';

/** Today on the teacher's clock: the UTC date would still be yesterday in a 0:30 lesson plan. */
function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Filled when chosen, in a colour per state, so the class reads at a glance; the letters carry it without colour. */
const CHOSEN: Record<AttendanceState, string> = {
  anwesend: 'border-emerald-700 bg-emerald-700 text-white',
  entschuldigt: 'border-sky-800 bg-sky-800 text-white',
  krank: 'border-amber-800 bg-amber-800 text-white',
  'ohne-sportzeug': 'border-violet-800 bg-violet-800 text-white',
  verletzt: 'border-red-800 bg-red-800 text-white',
};

/** The full word, with the letters shown when the word does not start with them („ohne Sportzeug (oS)“). */
const spoken = (state: AttendanceState) => {
  const [label, short] = [ATTENDANCE_LABELS[state], ATTENDANCE_SHORT_LABELS[state]];
  return label.toLowerCase().startsWith(short.toLowerCase()) ? label : `${label} (${short})`;
};

/**
 * Attendance for one lesson date: each child has the five states as buttons, one tap sets one
 * (a second tap on the same clears it), and „Alle anwesend“ fills every child not yet recorded,
 * so the usual lesson takes two taps for the sick ones and one for the rest.
 */
export function AttendanceSheet({ schoolClass }: { schoolClass: SchoolClass }) {
  const [date, setDate] = useState(localToday);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const shown = useShownNames(schoolClass.students, projectorInitialsById);
  const dateId = useId();
  const day = schoolClass.attendance[date] ?? {};
  const recent = useMemo(() => lessonDates(schoolClass.attendance).reverse().slice(0, 6), [schoolClass.attendance]);
  const counts = ATTENDANCE_STATES.map((state) => [state, Object.values(day).filter((s) => s === state).length] as const).filter(
    ([, n]) => n > 0,
  );
  const missing = schoolClass.students.filter((s) => day[s.id] === undefined).length;
  const valid = isLessonDate(date);

  const record = (studentId: string, state: AttendanceState | null) => {
    const result = gradebook.recordAttendance(schoolClass.id, date, studentId, state);
    setMessage(result.ok ? null : { text: result.message, error: true });
  };

  return (
    <section aria-labelledby={`${dateId}-title`} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-3 sm:p-4">
      <h2 id={`${dateId}-title`} className="text-xl font-bold">
        Anwesenheit der Klasse {schoolClass.name}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={dateId} className="grid gap-1 font-semibold">
          Stunde vom
          <input
            id={dateId}
            type="date"
            value={date}
            required
            onChange={(e) => {
              setDate(e.target.value);
              setMessage(null);
            }}
            className="min-h-11 rounded-xl border-2 border-slate-300 bg-white px-3 font-normal outline-none focus:border-brand-600"
          />
        </label>
        <Button
          disabled={!valid || missing === 0}
          onClick={() => {
            const result = gradebook.markAllPresent(schoolClass.id, date);
            if (!result.ok) setMessage({ text: result.message, error: true });
            else
              setMessage({
                text: `${result.marked === 1 ? 'Ein Kind' : `${result.marked} Kinder`} als anwesend eingetragen.`,
                error: false,
              });
          }}
        >
          Alle anwesend
        </Button>
      </div>
      {recent.length > 0 && (
        <nav aria-label="Erfasste Stunden" className="flex flex-wrap gap-2">
          {recent.map((d) => (
            <button
              key={d}
              type="button"
              aria-current={d === date ? 'date' : undefined}
              onClick={() => {
                setDate(d);
                setMessage(null);
              }}
              className={`min-h-11 rounded-full border-2 px-3 text-sm font-semibold ${d === date ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300 text-slate-800'}`}
            >
              {formatLessonDate(d)}
            </button>
          ))}
        </nav>
      )}
      {!valid && (
        <p role="alert" className="text-red-700">
          Bitte ein gültiges Datum wählen.
        </p>
      )}
      <p role="status" className={message?.error ? 'font-semibold text-red-700' : 'text-slate-700'}>
        {message?.text ??
          (valid
            ? [
                ...counts.map(([state, n]) => `${n} ${ATTENDANCE_LABELS[state]}`),
                ...(missing > 0 ? [`${missing} nicht erfasst`] : []),
              ].join(' · ')
            : '')}
      </p>
      <p className="text-sm text-slate-600">
        {ATTENDANCE_STATES.map((s) => `${ATTENDANCE_SHORT_LABELS[s]} = ${ATTENDANCE_LABELS[s]}`).join(' · ')}. Noch einmal tippen nimmt den
        Eintrag zurück.
      </p>
      <ul className="divide-y divide-slate-100">
        {schoolClass.students.map((student) => {
          const current = day[student.id];
          const name = shown(student);
          return (
            <li key={student.id} className="flex items-center justify-between gap-2 py-1.5">
              <span className="min-w-0 font-semibold break-words">{name}</span>
              <div role="group" aria-label={`Anwesenheit von ${name}`} className="flex shrink-0 gap-1">
                {ATTENDANCE_STATES.map((state) => (
                  <button
                    key={state}
                    type="button"
                    disabled={!valid}
                    aria-pressed={current === state}
                    aria-label={spoken(state)}
                    title={ATTENDANCE_LABELS[state]}
                    onClick={() => record(student.id, current === state ? null : state)}
                    className={`size-11 rounded-xl border-2 text-sm font-bold ${current === state ? CHOSEN[state] : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'}`}
                  >
                    {ATTENDANCE_SHORT_LABELS[state]}
                  </button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
