/** What the rest of the app may use of this feature; everything else in the folder is internal. */
export { FullscreenView } from './fullscreen-view';
export { ToolHeader } from './tool-header';
export { useFullscreen } from './use-fullscreen';
export { useNow } from './use-now';
export { useWakeLock } from './use-wake-lock';
