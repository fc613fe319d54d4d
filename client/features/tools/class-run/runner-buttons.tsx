import { Undo2 } from 'lucide-react';
import { formatStopwatch } from '@core/domain/tools/time-format';
import type { Runner, RunState } from '@core/domain/tools/class-run';
import { projectorInitialsById } from '@core/domain/gradebook/class-names';
import { useShownNames } from '@client/features/settings';
import { classRunActions } from './class-run-store';

/**
 * One big button per child: a tap as they cross the line takes their time. A finished child
 * shows the time and an undo for just that tap.
 */
export function RunnerButtons({ runners, run, running }: { runners: readonly Runner[]; run: RunState; running: boolean }) {
  const shown = useShownNames(runners, projectorInitialsById);
  const finishOf = new Map(run.finishes.map((f) => [f.studentId, f.at]));
  return (
    <ul aria-label="Zieleinlauf" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      {runners.map((runner) => {
        const at = finishOf.get(runner.id);
        const name = shown(runner);
        if (at === undefined || run.startedAt === null) {
          return (
            <li key={runner.id}>
              <button
                type="button"
                disabled={!running}
                onClick={() => classRunActions.finish(runner.id)}
                className="min-h-16 w-full rounded-2xl border-2 border-brand-700 bg-white px-3 text-lg font-bold text-brand-800 break-words hover:bg-brand-50 active:bg-brand-100 disabled:border-slate-300 disabled:text-slate-500"
              >
                {name}
              </button>
            </li>
          );
        }
        return (
          <li key={runner.id} className="flex min-h-16 items-center gap-1 rounded-2xl bg-brand-700 pl-3 text-white">
            <span className="min-w-0 flex-1">
              <span className="block font-bold break-words">{name}</span>
              <span className="font-mono text-lg tabular-nums">{formatStopwatch(at - run.startedAt)}</span>
            </span>
            <button
              type="button"
              aria-label={`Zeit von ${name} löschen`}
              onClick={() => classRunActions.undoFinish(runner.id)}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-brand-800"
            >
              <Undo2 aria-hidden="true" className="size-5" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
