/** What other screens may use of the grade book. */
export { BackupPanel } from './components/backup-panel';
