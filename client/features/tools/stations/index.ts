/** What the rest of the app may use of this feature; everything else in the folder is internal. */
export { AssignmentList, RotationClock, RotationControls, flashClass, useRotationView } from './rotation-display';
export { RotationSetup } from './rotation-setup';
export { STATION_ROTATION_KEY, useStationRotation } from './station-rotation-store';
export { useRotationSignal } from './use-rotation-signal';
