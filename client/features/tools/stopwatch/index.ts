/** What the rest of the app may use of this feature; everything else in the folder is internal. */
export { LapsTable } from './laps-table';
export { StopwatchControls } from './stopwatch-controls';
export { StopwatchDisplay } from './stopwatch-display';
export { STOPWATCH_KEYS, type StopwatchId, stopwatchActions, stopwatchInfo, stopwatchStores, useStopwatch } from './stopwatch-store';
