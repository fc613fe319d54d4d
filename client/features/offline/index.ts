/** What the rest of the app may use of this feature; everything else in the folder is internal. */
export { ChangelogDialog } from './components/changelog-dialog';
export { OfflineContentSection } from './components/offline-content-section';
export { useAppUpdate } from './use-app-update';
