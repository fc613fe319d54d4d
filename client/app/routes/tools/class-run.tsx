import { Play, RotateCcw, Square } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { sortStudents } from '@core/domain/gradebook/gradebook';
import { sortClasses } from '@core/domain/gradebook/class-names';
import { idleRun, isRunning, runElapsed, runResults } from '@core/domain/tools/class-run';
import { formatStopwatch } from '@core/domain/tools/time-format';
import { Button } from '@client/components/ui/button';
import { useConfirm } from '@client/components/ui/confirm-dialog';
import { SelectField } from '@client/components/ui/select-field';
import { paths } from '@client/config/paths';
import { useClassesStore } from '@client/features/gradebook';
import { ProjectorToggle } from '@client/features/settings';
import { classRunActions, classRunStore } from '@client/features/tools/class-run';
import { GradeTableForm } from '@client/features/tools/class-run';
import { RunResults } from '@client/features/tools/class-run';
import { RunnerButtons } from '@client/features/tools/class-run';
import { TopicTakeover } from '@client/features/tools/class-run';
import { ToolHeader } from '@client/features/tools/shared';
import { useNow } from '@client/features/tools/shared';
import { useWakeLock } from '@client/features/tools/shared';

const DISCARD_CONFIRMATION = 'Die gemessenen Zeiten dieses Laufs werden verworfen. Fortfahren?';

export default function ClassRunRoute() {
  const allClasses = useClassesStore((s) => s.classes);
  const state = classRunStore((s) => s.value);
  const [confirm, dialog] = useConfirm();
  const classes = useMemo(() => sortClasses(allClasses), [allClasses]);
  const schoolClass = classes.find((c) => c.id === state.classId) ?? classes[0];
  // A run stored for a class that was deleted does not belong to the class shown now.
  const run = schoolClass?.id === state.classId ? state.run : idleRun;
  const running = isRunning(run);
  const now = useNow(running);
  useWakeLock(running);
  const runners = useMemo(() => (schoolClass ? sortStudents(schoolClass.students) : []), [schoolClass]);
  const results = useMemo(() => runResults(runners, run, state.table), [runners, run, state.table]);
  const started = run.startedAt !== null;
  const discardFirst = async () =>
    run.finishes.length === 0 || state.topicId !== null || (await confirm(DISCARD_CONFIRMATION, 'Verwerfen'));

  return (
    <>
      <ToolHeader title="Läufe messen">
        Ein Start für alle, ein Tipp auf den Namen im Ziel – die Zeiten werden zu Noten im Notenbuch.
      </ToolHeader>
      <div className="mb-4">
        <ProjectorToggle />
      </div>
      {!schoolClass ? (
        <p className="rounded-2xl bg-slate-100 p-4 text-slate-700">
          Noch keine Klasse angelegt. Bitte zuerst in der{' '}
          <Link to={paths.dataCapture.getHref()} className="font-semibold text-brand-700 underline">
            Datenerfassung
          </Link>{' '}
          eine Klasse mit Schülern anlegen.
        </p>
      ) : (
        <div className="space-y-4">
          <SelectField
            layout="inline"
            label="Klasse"
            value={schoolClass.id}
            options={classes.map((c) => ({ value: c.id, label: c.name }))}
            onChange={async (id) => {
              if (await discardFirst()) classRunActions.selectClass(id);
            }}
          />
          {runners.length === 0 ? (
            <p className="rounded-2xl bg-slate-100 p-4 text-slate-700">Noch keine Schüler angelegt für diese Klasse</p>
          ) : (
            <>
              <section aria-label="Lauf" className="rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
                <div role="timer" aria-label="Laufzeit" className="text-center font-mono text-6xl font-extrabold tabular-nums sm:text-7xl">
                  {formatStopwatch(runElapsed(run, now))}
                </div>
                <p className="mt-1 text-center font-semibold text-slate-600" aria-live="polite">
                  {run.finishes.length} von {runners.length} im Ziel
                </p>
                <div className="my-4 flex flex-wrap justify-center gap-2">
                  {!started && (
                    <Button
                      className="min-h-14 px-10 text-xl"
                      onClick={() => {
                        if (state.classId !== schoolClass.id) classRunActions.selectClass(schoolClass.id);
                        classRunActions.start();
                      }}
                    >
                      <Play aria-hidden="true" className="size-6" />
                      Start
                    </Button>
                  )}
                  {running && (
                    <Button variant="danger" className="min-h-14 px-10 text-xl" onClick={classRunActions.stop}>
                      <Square aria-hidden="true" className="size-6" />
                      Stopp
                    </Button>
                  )}
                  {started && (
                    <Button
                      variant="secondary"
                      className="min-h-14"
                      onClick={async () => {
                        if (await discardFirst()) classRunActions.reset();
                      }}
                    >
                      <RotateCcw aria-hidden="true" className="size-5" />
                      Neuer Lauf
                    </Button>
                  )}
                </div>
                <RunnerButtons runners={runners} run={run} running={running} />
              </section>
              <GradeTableForm table={state.table} onChange={classRunActions.setTable} />
              {started && run.finishes.length > 0 && (
                <>
                  <RunResults results={results} runners={runners} className={schoolClass.name} />
                  {!running && <TopicTakeover classId={schoolClass.id} results={results} topicId={state.topicId} />}
                </>
              )}
            </>
          )}
        </div>
      )}
      {dialog}
    </>
  );
}
