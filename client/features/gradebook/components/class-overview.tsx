import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import {
  cellAccessibleLabel,
  overviewRows,
  sortOverviewRows,
  topicAverages,
  type OverviewRow,
  type OverviewSort,
} from '@core/domain/gradebook/overview';
import {
  ATTENDANCE_LABELS,
  ATTENDANCE_SHORT_LABELS,
  ATTENDANCE_STATES,
  attendanceSummary,
  formatAttendanceSummary,
} from '@core/domain/gradebook/attendance';
import {
  formatDecimal,
  GRADE_CHOICES,
  gradeCellLabel,
  gradeLabel,
  TENDENCY_STEPS,
  tendencyStepLabel,
  type GradedAverage,
  type GradeValue,
  type TendencyStep,
} from '@core/domain/gradebook/grading';
import { MAX_COMMENT, type SchoolClass, type Topic } from '@core/schemas/gradebook';
import { Button } from '@client/components/ui/button';
import { ModalDialog } from '@client/components/ui/modal-dialog';
import { useProjectorMode } from '@client/features/settings';
import { gradebook } from '../stores/gradebook-actions';
import { usePerformanceStore } from '../stores/gradebook-stores';

/** How long a finger stays on a cell before it means „Kommentar“ instead of „Note“. */
const LONG_PRESS_MS = 500;

interface Column {
  id: string;
  name: string;
}

type OpenCell = (studentId: string, topicId: string, mode: 'grade' | 'comment') => void;

/** „2,40 · 3 von 5“: short enough for the name column, and never a number without its base. */
const shortAverage = (a: GradedAverage) =>
  a.average === null ? `– · 0 von ${a.total}` : `${formatDecimal(a.average)} · ${a.graded} von ${a.total}`;

const weightText = (weight: number) => `×${String(weight).replace('.', ',')}`;

/**
 * One cell: a tap opens the grade picker, a long press the comment. The pointer's long press is
 * remembered so the click that follows it does not open the picker too.
 */
const GradeCell = memo(function GradeCell({
  studentId,
  studentName,
  column,
  value,
  comment,
  row,
  col,
  onOpen,
}: {
  studentId: string;
  studentName: string;
  column: Column;
  value: GradeValue;
  comment: string;
  row: number;
  col: number;
  onOpen: OpenCell;
}) {
  const timer = useRef<number | undefined>(undefined);
  const pressed = useRef(false);
  const stop = () => window.clearTimeout(timer.current);
  return (
    <button
      type="button"
      data-r={row}
      data-c={col}
      aria-label={cellAccessibleLabel(studentName, column.name, value, comment)}
      onPointerDown={() => {
        pressed.current = false;
        stop();
        timer.current = window.setTimeout(() => {
          pressed.current = true;
          onOpen(studentId, column.id, 'comment');
        }, LONG_PRESS_MS);
      }}
      onPointerUp={stop}
      onPointerLeave={stop}
      onPointerCancel={stop}
      onContextMenu={(e) => e.preventDefault()}
      onClick={() => {
        if (pressed.current) {
          pressed.current = false;
          return;
        }
        onOpen(studentId, column.id, 'grade');
      }}
      className={`relative flex min-h-11 w-full items-center justify-center rounded-lg text-base tabular-nums outline-none select-none focus-visible:ring-2 focus-visible:ring-brand-600 ${value === null ? 'text-slate-500' : 'font-bold text-slate-900 hover:bg-brand-50'}`}
    >
      {gradeCellLabel(value)}
      {comment.trim() && <span aria-hidden="true" className="absolute top-1 right-1 size-1.5 rounded-full bg-brand-600" />}
    </button>
  );
});

/** A child's row; drawn again only when one of its own entries or its average changed. */
const ChildRow = memo(
  function ChildRow({
    row,
    index,
    columns,
    attendance,
    onOpen,
  }: {
    row: OverviewRow;
    index: number;
    columns: readonly Column[];
    /** The child's attendance counts as one line. */
    attendance: string;
    onOpen: OpenCell;
  }) {
    const { student } = row;
    return (
      <tr className="border-t border-slate-100">
        <th
          scope="row"
          className="sticky left-0 z-10 w-36 min-w-36 bg-white px-2 py-1 text-left align-middle font-normal shadow-[1px_0_0_#e2e8f0]"
        >
          <Link to={`?kind=${encodeURIComponent(student.id)}`} className="block font-semibold break-words text-brand-800 underline">
            {student.name}
          </Link>
          <span className="block text-xs text-slate-600 tabular-nums">Ø {shortAverage(row.average)}</span>
          <span className="block text-xs text-slate-600 tabular-nums">{attendance}</span>
        </th>
        {columns.map((column, c) => {
          const cell = row.cells[c] ?? null;
          return (
            <td key={column.id} className="p-0.5">
              {cell && (
                <GradeCell
                  studentId={student.id}
                  studentName={student.name}
                  column={column}
                  value={cell.grade}
                  comment={cell.comment}
                  row={index}
                  col={c}
                  onOpen={onOpen}
                />
              )}
            </td>
          );
        })}
      </tr>
    );
  },
  (a, b) =>
    a.index === b.index &&
    a.columns === b.columns &&
    a.attendance === b.attendance &&
    a.onOpen === b.onOpen &&
    a.row.student === b.row.student &&
    a.row.average.average === b.row.average.average &&
    a.row.average.graded === b.row.average.graded &&
    a.row.cells.length === b.row.cells.length &&
    a.row.cells.every((cell, i) => cell === b.row.cells[i]),
);

const Header = memo(function Header({ topics, averages }: { topics: readonly Topic[]; averages: readonly GradedAverage[] }) {
  return (
    <thead>
      <tr className="align-bottom">
        <th
          scope="col"
          className="sticky top-0 left-0 z-30 w-36 min-w-36 bg-white px-2 py-2 text-left text-sm font-bold shadow-[1px_0_0_#e2e8f0]"
        >
          Kind · Ø
        </th>
        {topics.map((topic, i) => {
          const average = averages[i] as GradedAverage;
          return (
            <th
              key={topic.id}
              scope="col"
              className="sticky top-0 z-20 w-24 min-w-24 bg-white px-1 py-2 text-center align-bottom text-xs font-normal text-slate-700"
            >
              <span className="line-clamp-3 text-sm font-bold break-words text-slate-900 hyphens-auto" lang="de">
                {topic.name}
              </span>
              <span className="block tabular-nums">Gewicht {weightText(topic.weight)}</span>
              <span className="block tabular-nums">Ø {average.average === null ? '–' : formatDecimal(average.average)}</span>
              <span className="block tabular-nums">
                {average.graded} von {average.total}
              </span>
            </th>
          );
        })}
      </tr>
    </thead>
  );
});

/** Arrow keys move between cells like in a spreadsheet; Tab reaches them too. */
function moveFocus(e: KeyboardEvent<HTMLTableElement>) {
  const target = e.target as HTMLElement;
  const r = Number(target.dataset.r);
  const c = Number(target.dataset.c);
  if (target.dataset.r === undefined) return;
  const step = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key];
  if (!step) return;
  const next = e.currentTarget.querySelector<HTMLElement>(`[data-r="${r + (step[0] as number)}"][data-c="${c + (step[1] as number)}"]`);
  if (!next) return;
  e.preventDefault();
  next.focus();
  next.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

function CellPicker({ open, onClose }: { open: { studentId: string; topicId: string; mode: 'grade' | 'comment' }; onClose: () => void }) {
  const entry = usePerformanceStore((s) => s.topics.find((t) => t.id === open.topicId)?.students.find((x) => x.id === open.studentId));
  const topicName = usePerformanceStore((s) => s.topics.find((t) => t.id === open.topicId)?.name ?? '');
  const [mode, setMode] = useState(open.mode);
  const [draft, setDraft] = useState(entry?.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const commentField = useRef<HTMLTextAreaElement>(null);
  // „Kommentar“ in the picker swaps the grades for the text field: the focus goes with it.
  useEffect(() => {
    if (mode === 'comment') commentField.current?.focus();
  }, [mode]);
  if (!entry) return null;
  const pick = (value: GradeValue) => {
    gradebook.setGrade(open.topicId, open.studentId, value);
    onClose();
  };
  const choices: GradeValue[] = [null, ...GRADE_CHOICES];
  return (
    <ModalDialog open onOpenChange={(isOpen) => !isOpen && onClose()} title={`${entry.name} · ${topicName}`} titleSize="lg" size="max-w-sm">
      {mode === 'grade' ? (
        <div className="mt-4 space-y-4">
          <div role="group" aria-label={`Note für ${entry.name} in ${topicName}`} className="grid grid-cols-4 gap-2">
            {choices.map((choice) => {
              const label = gradeLabel(choice);
              const current = label === gradeLabel(entry.grade);
              return (
                <button
                  key={label}
                  type="button"
                  aria-pressed={current}
                  onClick={() => pick(choice)}
                  className={`min-h-11 rounded-xl border-2 font-bold tabular-nums ${choice === null ? 'col-span-4 text-base' : 'text-lg'} ${current ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-900 hover:border-brand-600'}`}
                >
                  {label}
                </button>
              );
            })}
          </div>
          <div className="flex flex-wrap justify-between gap-2">
            <Button variant="secondary" onClick={() => setMode('comment')}>
              Kommentar{entry.comment.trim() ? ' ändern' : ''}
            </Button>
            <Button variant="ghost" onClick={onClose}>
              Abbrechen
            </Button>
          </div>
        </div>
      ) : (
        <form
          className="mt-4 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            const result = gradebook.setComment(open.topicId, open.studentId, draft);
            if (result.ok) onClose();
            else setError(result.message);
          }}
        >
          <label className="block font-semibold" htmlFor="overview-comment">
            Kommentar zu {entry.name}
          </label>
          <textarea
            id="overview-comment"
            ref={commentField}
            rows={4}
            maxLength={MAX_COMMENT}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            aria-describedby="overview-comment-count"
            className="w-full rounded-xl border-2 border-slate-300 bg-white p-3 outline-none focus:border-brand-600"
          />
          <p id="overview-comment-count" className="text-sm text-slate-600">
            {draft.length} von {MAX_COMMENT} Zeichen
          </p>
          {error && (
            <p role="alert" className="text-red-700">
              {error}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={onClose}>
              Abbrechen
            </Button>
            <Button type="submit">Kommentar speichern</Button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}

/**
 * The class at a glance: children × topics with each child's and each topic's average. Names stay
 * on the left while the topics scroll sideways inside the grid, so the page itself never scrolls
 * sideways on a phone.
 */
export function ClassOverview({ schoolClass }: { schoolClass: SchoolClass }) {
  const projector = useProjectorMode();
  const allTopics = usePerformanceStore((s) => s.topics);
  const topics = useMemo(() => allTopics.filter((t) => t.classId === schoolClass.id), [allTopics, schoolClass.id]);
  // The columns change only when a topic is added, renamed or removed, not with every grade.
  const columnKey = topics.map((t) => `${t.id}\u0000${t.name}`).join('\u0001');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by what the cells show, so a grade keeps them
  const columns = useMemo<Column[]>(() => topics.map((t) => ({ id: t.id, name: t.name })), [columnKey]);
  const [sort, setSort] = useState<OverviewSort>('name');
  const step = schoolClass.tendencyStep;
  const rows = useMemo(() => overviewRows(schoolClass.students, topics, step), [schoolClass.students, topics, step]);
  const averages = useMemo(() => topicAverages(rows, topics.length, step), [rows, topics.length, step]);
  const attendance = useMemo(
    () => new Map(schoolClass.students.map((s) => [s.id, formatAttendanceSummary(attendanceSummary(schoolClass.attendance, s.id))])),
    [schoolClass.students, schoolClass.attendance],
  );
  const sorted = useMemo(() => sortOverviewRows(rows, sort), [rows, sort]);
  const [open, setOpen] = useState<{ studentId: string; topicId: string; mode: 'grade' | 'comment' } | null>(null);
  const onOpen = useCallback<OpenCell>((studentId, topicId, mode) => setOpen({ studentId, topicId, mode }), []);
  const onClose = useCallback(() => setOpen(null), []);

  if (projector)
    return <p className="rounded-2xl bg-slate-100 p-4 text-slate-700">Im Projektormodus ist die Übersicht mit den Noten ausgeblendet.</p>;
  if (topics.length === 0)
    return (
      <p className="rounded-2xl bg-slate-100 p-4 text-slate-700">Noch kein Thema angelegt. Legen Sie unter „Ein Thema“ das erste an.</p>
    );

  return (
    <section aria-label={`Übersicht der Klasse ${schoolClass.name}`} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">Tippen Sie auf eine Note, um sie zu ändern; lange drücken für einen Kommentar.</p>
        <label className="flex items-center gap-2 text-sm font-semibold">
          + und − zählen
          <select
            value={step}
            onChange={(e) => gradebook.setTendencyStep(schoolClass.id, Number(e.target.value) as TendencyStep)}
            className="min-h-11 rounded-xl border-2 border-slate-300 bg-white px-2 font-normal outline-none focus:border-brand-600"
          >
            {TENDENCY_STEPS.map((s) => (
              <option key={s} value={s}>
                ±{tendencyStepLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm font-semibold">
          Sortieren
          <select
            value={sort}
            onChange={(e) => setSort(e.target.value as OverviewSort)}
            className="min-h-11 rounded-xl border-2 border-slate-300 bg-white px-2 font-normal outline-none focus:border-brand-600"
          >
            <option value="name">nach Name</option>
            <option value="average">nach Durchschnitt</option>
          </select>
        </label>
      </div>
      <div className="max-h-[70dvh] overflow-auto overscroll-x-contain rounded-xl border border-slate-100">
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys for the buttons inside, handled once for all cells */}
        <table className="border-separate border-spacing-0" onKeyDown={moveFocus}>
          <caption className="sr-only">
            Noten der Klasse {schoolClass.name}: Kinder in Zeilen, Themen in Spalten, mit den Durchschnitten
          </caption>
          <Header topics={topics} averages={averages} />
          <tbody>
            {sorted.map((row, index) => (
              <ChildRow
                key={row.student.id}
                row={row}
                index={index}
                columns={columns}
                attendance={attendance.get(row.student.id) ?? ''}
                onOpen={onOpen}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-600">
        Unter jedem Namen: Durchschnitt, dann Anwesenheit (
        {ATTENDANCE_STATES.filter((s) => s !== 'anwesend')
          .map((s) => `${ATTENDANCE_SHORT_LABELS[s]} = ${ATTENDANCE_LABELS[s]}`)
          .join(', ')}
        ).
      </p>
      {open && <CellPicker key={`${open.studentId}:${open.topicId}:${open.mode}`} open={open} onClose={onClose} />}
    </section>
  );
}
