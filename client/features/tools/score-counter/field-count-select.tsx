import { useId } from 'react';
import { isStopwatchRunning } from '@core/domain/tools/stopwatch';
import type { FieldCount } from '@core/domain/tools/score';
import { useConfirm } from '@client/components/ui/confirm-dialog';
import { stopwatchActions, stopwatchStores } from '../stopwatch/stopwatch-store';
import { fieldCountStore } from './score-store';

/** Spec §8: the confirmation before a field-count change stops the running game clocks. */
export const FIELD_COUNT_CONFIRMATION = 'Wenn die Spielfeldanzahl geändert wird, dann werden alle Spielstand Stoppuhren auf 0 gesetzt. Fortfahren?';

export function FieldCountSelect() {
  const id = useId();
  const count = fieldCountStore((s) => s.value);
  const [confirm, dialog] = useConfirm();

  const change = async (next: FieldCount) => {
    const now = Date.now();
    const running = (['field-1', 'field-2'] as const).some((w) => isStopwatchRunning(stopwatchStores[w].getState().value, now));
    if (running) {
      if (!(await confirm(FIELD_COUNT_CONFIRMATION, 'Fortfahren'))) return;
      stopwatchActions.reset('field-1');
      stopwatchActions.reset('field-2');
    }
    fieldCountStore.getState().set(next);
  };

  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="font-semibold">
        Anzahl Spielfelder:
      </label>
      <select
        id={id}
        value={count}
        onChange={(e) => void change(e.target.value === '2' ? 2 : 1)}
        className="min-h-11 rounded-xl border-2 border-slate-300 bg-white px-3 text-lg font-bold outline-none focus:border-brand-600"
      >
        <option value="1">1</option>
        <option value="2">2</option>
      </select>
      {dialog}
    </div>
  );
}
