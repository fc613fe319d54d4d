/** What the rest of the app may use of this feature; everything else in the folder is internal. */
export { COUNTDOWN_KEY, countdownActions, useCountdown } from './countdown-store';
export { CountdownControls, CountdownDisplay, timeUpClass, useCountdownView } from './countdown-view';
export { TimeField, TimeInputs } from './time-inputs';
export { useCountdownSignal, useEndSignal } from './use-countdown-signal';
