import { memo } from 'react';
import { formatAverage, topicAverage } from '@core/domain/gradebook/gradebook';
import { GRADES, MAX_COMMENT, type GradedStudent, type Topic } from '@core/schemas/gradebook';
import { useProjectorMode, useShownName } from '@client/features/settings';
import { gradebook } from '../stores/gradebook-actions';

/** One child: six large grade buttons (one thumb in the gym) and a comment. */
const StudentRow = memo(function StudentRow({ topicId, student }: { topicId: string; student: GradedStudent }) {
  const projector = useProjectorMode();
  const shown = useShownName();
  if (projector) {
    // On a shared screen: initials, and neither grade nor comment.
    return (
      <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3">
        <span className="min-w-32 flex-1 font-semibold">{shown(student.name)}</span>
        <span className="text-slate-600">Note ausgeblendet</span>
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3">
      <span className="min-w-32 flex-1 font-semibold break-words">{student.name}</span>
      <fieldset className="flex gap-1">
        <legend className="sr-only">Note für {student.name}</legend>
        {GRADES.map((grade) => (
          <label
            key={grade}
            className={`flex size-11 cursor-pointer items-center justify-center rounded-xl border-2 text-lg font-bold has-focus-visible:outline-3 has-focus-visible:outline-amber-500 ${student.grade === grade ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'}`}
          >
            <input
              type="radio"
              className="sr-only"
              name={`grade-${topicId}-${student.id}`}
              value={grade}
              checked={student.grade === grade}
              onChange={() => gradebook.setGrade(topicId, student.id, grade)}
            />
            {grade}
          </label>
        ))}
      </fieldset>
      <input
        aria-label={`Kommentar zu ${student.name}`}
        placeholder="Kommentar"
        value={student.comment}
        maxLength={MAX_COMMENT}
        onChange={(e) => gradebook.setComment(topicId, student.id, e.target.value)}
        className="min-h-11 w-full rounded-xl border-2 border-slate-200 bg-white px-3 outline-none focus:border-brand-600 sm:w-64"
      />
    </li>
  );
});

export function GradeTable({ topic }: { topic: Topic }) {
  return (
    <section aria-label={`Noten im Thema ${topic.name}`} className="rounded-2xl border border-slate-200 bg-white">
      <p className="border-b border-slate-100 px-3 py-2 text-slate-700">
        Durchschnitt der Klasse: <strong className="tabular-nums">{formatAverage(topicAverage(topic))}</strong>
      </p>
      <ul className="divide-y divide-slate-100">
        {topic.students.map((student) => (
          <StudentRow key={student.id} topicId={topic.id} student={student} />
        ))}
      </ul>
    </section>
  );
}
