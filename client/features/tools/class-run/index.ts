/** What the rest of the app may use of this feature; everything else in the folder is internal. */
export { classRunActions, classRunStore } from './class-run-store';
export { GradeTableForm } from './grade-table-form';
export { RunResults } from './run-results';
export { RunnerButtons } from './runner-buttons';
export { TopicTakeover } from './topic-takeover';
