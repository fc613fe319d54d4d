/** What other screens may use of the grade book. */
export { BackupPanel } from './components/backup-panel';
export { gradebook } from './stores/gradebook-actions';
export { useClassesStore, usePerformanceStore } from './stores/gradebook-stores';
export { AddStudents } from './components/add-students';
export { BackupReminder } from './components/backup-reminder';
export { ClassPicker } from './components/class-picker';
export { GradeTable } from './components/grade-table';
export { PrivacyNote } from './components/privacy-note';
export { StorageProblems } from './components/storage-problems';
export { StudentList } from './components/student-list';
export { TopicPicker } from './components/topic-picker';
export { useSelectedClass } from './stores/use-selected-class';
export { ClassOverview } from './components/class-overview';
export { ChildPage } from './components/child-page';
export { AttendanceSheet } from './components/attendance-sheet';
