/** What the rest of the app may use of this feature; everything else in the folder is internal. */
export { FieldCountSelect } from './field-count-select';
export { ScoreField } from './score-field';
export { fieldCountStore, fieldStores, takeOverScoreTeams } from './score-store';
