/** What the rest of the app may use of this feature; everything else in the folder is internal. */
export { RunningTimers } from './running-timers';
