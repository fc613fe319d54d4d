import { Link, useSearchParams } from 'react-router';
import { paths } from '@client/config/paths';
import { ClassPicker } from '@client/features/gradebook';
import { GradeTable } from '@client/features/gradebook';
import { ProjectorToggle } from '@client/features/settings';
import { BackupReminder } from '@client/features/gradebook';
import { AttendanceSheet } from '@client/features/gradebook';
import { ChildPage } from '@client/features/gradebook';
import { ClassOverview } from '@client/features/gradebook';
import { PrivacyNote } from '@client/features/gradebook';
import { StorageProblems } from '@client/features/gradebook';
import { TopicPicker } from '@client/features/gradebook';
import { usePerformanceStore } from '@client/features/gradebook';
import { useSelectedClass } from '@client/features/gradebook';

const empty = 'rounded-2xl bg-slate-100 p-4 text-slate-700';
const link = 'font-semibold text-brand-700 underline';
const tab = 'inline-flex min-h-11 items-center rounded-full px-4 font-bold';

/**
 * `?ansicht=uebersicht` shows the class at a glance, `?ansicht=anwesenheit` the attendance of a
 * lesson, `?kind=<id>` one child's page (no route entries of their own: the first-screen budget).
 */
const OVERVIEW = '?ansicht=uebersicht';
const ATTENDANCE = '?ansicht=anwesenheit';
const VIEWS = [
  { key: null, href: '?', label: 'Ein Thema' },
  { key: 'uebersicht', href: OVERVIEW, label: 'Übersicht' },
  { key: 'anwesenheit', href: ATTENDANCE, label: 'Anwesenheit' },
] as const;

export default function PerformanceRoute() {
  const { classes, selected } = useSelectedClass();
  const allTopics = usePerformanceStore((s) => s.topics);
  const selectedTopicId = usePerformanceStore((s) => s.selectedTopicId);
  const topics = allTopics.filter((t) => t.classId === selected?.id);
  const topic = topics.find((t) => t.id === selectedTopicId) ?? topics[0] ?? null;
  const [params] = useSearchParams();
  const childId = params.get('kind');
  const view = VIEWS.find((v) => v.key === params.get('ansicht'))?.key ?? null;
  const overview = view === 'uebersicht';
  const attendance = view === 'anwesenheit';

  if (childId !== null) {
    const childClass = classes.find((c) => c.students.some((s) => s.id === childId)) ?? selected;
    return (
      <div className="mx-auto max-w-3xl">
        {childClass ? (
          <ChildPage schoolClass={childClass} studentId={childId} backHref={OVERVIEW} />
        ) : (
          <p className={empty}>
            Dieses Kind gibt es nicht (mehr).{' '}
            <Link className={link} to={OVERVIEW}>
              Zurück zur Übersicht
            </Link>
          </p>
        )}
      </div>
    );
  }

  return (
    <div className={`mx-auto space-y-4 ${overview ? 'max-w-6xl' : 'max-w-3xl'}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Leistungserfassung</h1>
        <ProjectorToggle />
      </div>
      <StorageProblems />
      <BackupReminder />
      <PrivacyNote />
      {classes.length === 0 ? (
        <p className={empty}>
          Noch keine Klasse angelegt. Bitte eine Klasse mit Schülern anlegen.{' '}
          <Link className={link} to={paths.students.getHref()}>
            Zu den Klassen
          </Link>
        </p>
      ) : (
        <section aria-label="Klasse und Thema" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4">
          <ClassPicker />
          <nav aria-label="Ansicht" className="flex flex-wrap gap-2">
            {VIEWS.map((v) => (
              <Link
                key={v.label}
                to={v.href}
                aria-current={view === v.key ? 'page' : undefined}
                className={`${tab} ${view === v.key ? 'bg-brand-700 text-white' : 'border-2 border-slate-300 text-slate-800'}`}
              >
                {v.label}
              </Link>
            ))}
          </nav>
          {view === null && selected && selected.students.length > 0 && (
            <TopicPicker classId={selected.id} topics={topics} selected={topic} />
          )}
        </section>
      )}
      {selected && selected.students.length === 0 && (
        <p className={empty}>
          Noch keine Schüler angelegt. Bitte mindestens einen Schüler für diese Klasse anlegen{' '}
          <Link className={link} to={paths.students.getHref()}>
            Zu den Schülern
          </Link>
        </p>
      )}
      {view === null && selected && selected.students.length > 0 && topic && <GradeTable topic={topic} />}
      {overview && selected && selected.students.length > 0 && <ClassOverview schoolClass={selected} />}
      {attendance && selected && selected.students.length > 0 && <AttendanceSheet schoolClass={selected} />}
    </div>
  );
}
