/** What other screens may use of the grade book. */
export { BackupPanel } from './components/backup-panel';
export { gradebook } from './stores/gradebook-actions';
export { useClassesStore, usePerformanceStore } from './stores/gradebook-stores';
