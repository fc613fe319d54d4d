import { Link } from 'react-router';
import {
  ATTENDANCE_LABELS,
  attendanceSummary,
  formatAttendanceSummary,
  formatLessonDate,
  lessonDates,
} from '@core/domain/gradebook/attendance';
import { studentAverage } from '@core/domain/gradebook/gradebook';
import { formatGradedAverage, formatTermProposal, gradeLabel, proposeTermGrade } from '@core/domain/gradebook/grading';
import { changedOn } from '@core/domain/gradebook/overview';
import type { SchoolClass } from '@core/schemas/gradebook';
import { useProjectorMode } from '@client/features/settings';
import { usePerformanceStore } from '../stores/gradebook-stores';

export interface ChildPageProps {
  schoolClass: SchoolClass;
  studentId: string;
  /** Where „Zurück zur Übersicht“ leads. */
  backHref: string;
}

/**
 * Everything about one child for the talk with parents or the term grade: each topic's grade,
 * weight, comment and when the topic last changed, the weighted average and the proposal with the
 * average it is rounded from.
 */
export function ChildPage({ schoolClass, studentId, backHref }: ChildPageProps) {
  const allTopics = usePerformanceStore((s) => s.topics);
  const projector = useProjectorMode();
  const student = schoolClass.students.find((s) => s.id === studentId);
  const back = (
    <Link to={backHref} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
      ← Zurück zur Übersicht
    </Link>
  );
  if (!student)
    return (
      <div className="space-y-3">
        <h1 className="text-2xl font-extrabold tracking-tight">Kind nicht gefunden</h1>
        <p className="text-slate-700">Dieses Kind steht nicht (mehr) in der Klasse {schoolClass.name}.</p>
        {back}
      </div>
    );
  if (projector)
    // A shared screen shows neither the child's name nor grades (spec: projector mode).
    return (
      <div className="space-y-3">
        <h1 className="text-2xl font-extrabold tracking-tight">Seite eines Kindes</h1>
        <p className="rounded-2xl bg-slate-100 p-4 text-slate-700">Im Projektormodus sind Name und Noten ausgeblendet.</p>
        {back}
      </div>
    );
  const topics = allTopics.filter((t) => t.classId === schoolClass.id);
  const average = studentAverage(allTopics, schoolClass.id, student.id, schoolClass.tendencyStep);
  // Newest first: the teacher asks about the last weeks; „anwesend“ is the rule and not listed.
  const absences = lessonDates(schoolClass.attendance)
    .reverse()
    .flatMap((date) => {
      const state = schoolClass.attendance[date]?.[student.id];
      return state && state !== 'anwesend' ? [{ date, state }] : [];
    });
  return (
    <div className="space-y-4">
      {back}
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight break-words sm:text-3xl">{student.name}</h1>
        <p className="text-slate-700">Klasse {schoolClass.name}</p>
      </div>
      <section aria-label="Durchschnitt und Vorschlag" className="space-y-1 rounded-2xl border border-slate-200 bg-white p-4">
        <p>
          Durchschnitt (gewichtet): <strong className="tabular-nums">{formatGradedAverage(average)}</strong>
        </p>
        <p className="text-lg font-bold tabular-nums">{formatTermProposal(proposeTermGrade(average))}</p>
        <p className="text-sm text-slate-600">
          Der Vorschlag rundet den angezeigten Durchschnitt: unter x,50 zur besseren, ab x,50 zur schlechteren Note. Die Zeugnisnote legen
          Sie fest.
        </p>
      </section>
      <section aria-labelledby="child-attendance" className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4">
        <h2 id="child-attendance" className="font-bold">
          Anwesenheit
        </h2>
        <p className="tabular-nums">{formatAttendanceSummary(attendanceSummary(schoolClass.attendance, student.id), ATTENDANCE_LABELS)}</p>
        {absences.length > 0 && (
          <ul className="space-y-1 text-slate-800">
            {absences.map(({ date, state }) => (
              <li key={date} className="tabular-nums">
                {formatLessonDate(date)}: {ATTENDANCE_LABELS[state]}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Noten nach Thema" className="rounded-2xl border border-slate-200 bg-white">
        {topics.length === 0 ? (
          <p className="p-4 text-slate-700">Noch kein Thema angelegt.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {topics.map((topic) => {
              const entry = topic.students.find((s) => s.id === student.id);
              // The grade's own date where it has one (grades given since 0.19.0), else the topic's last change.
              const graded = entry?.grade && entry.gradedAt ? changedOn(entry.gradedAt) : null;
              const date = graded ? null : changedOn(topic.updatedAt);
              return (
                <li key={topic.id} className="space-y-1 px-4 py-3">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <h2 className="font-bold break-words">{topic.name}</h2>
                    <span className={`tabular-nums ${entry?.grade ? 'text-xl font-extrabold' : 'text-slate-600'}`}>
                      {gradeLabel(entry?.grade ?? null)}
                    </span>
                  </div>
                  <p className="text-sm text-slate-600">
                    Gewichtung {String(topic.weight).replace('.', ',')}
                    {graded && <> · benotet am {graded}</>}
                    {date && <> · Thema zuletzt geändert am {date}</>}
                  </p>
                  {entry?.comment.trim() && <p className="break-words whitespace-pre-line text-slate-800">„{entry.comment}“</p>}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
