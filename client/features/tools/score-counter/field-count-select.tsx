import { isStopwatchRunning } from '@core/domain/tools/stopwatch';
import { FIELD_COUNTS, type FieldCount } from '@core/domain/tools/score';
import { useConfirm } from '@client/components/ui/confirm-dialog';
import { SelectField } from '@client/components/ui/select-field';
import { stopwatchActions, stopwatchStores } from '@client/features/tools/stopwatch';
import { fieldCountStore } from './score-store';

/** Spec §8: the confirmation before a field-count change stops the running game clocks. */
export const FIELD_COUNT_CONFIRMATION =
  'Wenn die Spielfeldanzahl geändert wird, dann werden alle Spielstand Stoppuhren auf 0 gesetzt. Fortfahren?';

export function FieldCountSelect() {
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
    <>
      <SelectField
        layout="inline"
        label="Anzahl Spielfelder:"
        value={String(count)}
        options={FIELD_COUNTS.map((n) => ({ value: String(n), label: String(n) }))}
        onChange={(value) => void change(value === '2' ? 2 : 1)}
      />
      {dialog}
    </>
  );
}
