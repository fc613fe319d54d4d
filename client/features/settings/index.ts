/** What other features may use of the settings. */
export { setProjectorMode, useProjectorMode, useShownName, useShownNames } from './projector-mode';
export { ProjectorToggle } from './projector-toggle';
export { InstallApp } from './install-app';
export { captureInstallPrompt } from './install-prompt';
export { applyAppearance } from './appearance';
export { AppearanceChoice } from './appearance-choice';
export { useSignalSettings } from './signal-settings';
export { SignalSwitches } from './signal-switches';
