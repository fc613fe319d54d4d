import { memo, useState } from 'react';
import { topicAverage } from '@core/domain/gradebook/gradebook';
import {
  DEFAULT_TENDENCY_STEP,
  formatGradedAverage,
  GRADE_CHOICES,
  gradeLabel,
  parseGrade,
  type GradeValue,
} from '@core/domain/gradebook/grading';
import { MAX_COMMENT, type GradedStudent, type Topic } from '@core/schemas/gradebook';
import { projectorInitialsById } from '@core/domain/gradebook/class-names';
import { TextField } from '@client/components/ui/text-field';
import { useProjectorMode, useShownNames } from '@client/features/settings';
import { gradebook } from '../stores/gradebook-actions';
import { useClassesStore } from '../stores/gradebook-stores';

/** The option value of a grade: „2+“, „2-“ (ASCII, what `parseGrade` reads), „“ for „nicht bewertet“. */
const optionValue = (value: GradeValue) => (value === null ? '' : gradeLabel(value).replace('\u2212', '-'));

/**
 * One child: a grade picker and a comment. A native select, because fourteen choices (1+ … 5−, 6
 * and „nicht bewertet“) do not fit as buttons into a phone's width, and the phone's own picker is
 * large, thumb-friendly and read out by screen readers.
 */
const StudentRow = memo(function StudentRow({
  topicId,
  student,
  shownName,
}: {
  topicId: string;
  student: GradedStudent;
  shownName: string;
}) {
  const projector = useProjectorMode();
  if (projector) {
    // On a shared screen: initials (unique within the class), and neither grade nor comment.
    return (
      <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3">
        <span className="min-w-32 flex-1 font-semibold">{shownName}</span>
        <span className="text-slate-600">Note ausgeblendet</span>
      </li>
    );
  }
  const graded = student.grade !== null;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3">
      <span className="min-w-32 flex-1 font-semibold break-words">{student.name}</span>
      <select
        aria-label={`Note für ${student.name}`}
        name={`grade-${topicId}-${student.id}`}
        value={optionValue(student.grade)}
        onChange={(e) => {
          const parsed = parseGrade(e.target.value);
          if (parsed.ok) gradebook.setGrade(topicId, student.id, parsed.value);
        }}
        className={`min-h-11 w-44 rounded-xl border-2 bg-white px-3 outline-none focus:border-brand-600 ${graded ? 'border-brand-700 text-lg font-bold text-slate-900' : 'border-slate-300 text-base text-slate-600'}`}
      >
        <option value="">nicht bewertet</option>
        {GRADE_CHOICES.map((choice) => (
          <option key={optionValue(choice)} value={optionValue(choice)}>
            {gradeLabel(choice)}
          </option>
        ))}
      </select>
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

/** „1,“ or nothing: still being typed („1,5“), so no message yet; leaving the field says it. */
const unfinished = (text: string) => /^\s*(\d+[,.])?\s*$/.test(text);

/** How much the topic counts in the children's averages; saved as soon as it is a weight. */
function WeightField({ topic }: { topic: Topic }) {
  const [draft, setDraft] = useState(() => String(topic.weight).replace('.', ','));
  const [error, setError] = useState<string | null>(null);
  const check = (text: string) => {
    const result = gradebook.setTopicWeight(topic.id, text);
    return result.ok ? null : result.message;
  };
  return (
    <TextField
      className="w-full sm:w-72"
      label="Gewichtung des Themas"
      hint="Zählt im Durchschnitt der Kinder so oft, z. B. 1, 1,5 oder 2."
      value={draft}
      inputMode="decimal"
      autoComplete="off"
      error={error ?? undefined}
      onChange={(e) => {
        setDraft(e.target.value);
        setError(unfinished(e.target.value) ? null : check(e.target.value));
      }}
      onBlur={() => setError(check(draft))}
    />
  );
}

export function GradeTable({ topic }: { topic: Topic }) {
  const shown = useShownNames(topic.students, projectorInitialsById);
  // The class's own tendency step (issue 25): ±0,3 unless the teacher chose another.
  const step = useClassesStore((s) => s.classes.find((c) => c.id === topic.classId)?.tendencyStep ?? DEFAULT_TENDENCY_STEP);
  return (
    <section aria-label={`Noten im Thema ${topic.name}`} className="rounded-2xl border border-slate-200 bg-white">
      <div className="space-y-3 border-b border-slate-100 px-3 py-2">
        <p className="text-slate-700">
          Durchschnitt der Klasse: <strong className="tabular-nums">{formatGradedAverage(topicAverage(topic, step))}</strong>
        </p>
        <WeightField key={topic.id} topic={topic} />
      </div>
      <ul className="divide-y divide-slate-100">
        {topic.students.map((student) => (
          <StudentRow key={student.id} topicId={topic.id} student={student} shownName={shown(student)} />
        ))}
      </ul>
    </section>
  );
}
