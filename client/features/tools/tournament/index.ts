/** What the rest of the app may use of this feature; everything else in the folder is internal. */
export { describePoints } from './describe-rules';
export { MatchList } from './match-list';
export { PrintPlan } from './print-plan';
export { RulesPanel } from './rules-panel';
export { StandingsTable } from './standings-table';
export { TeamNames } from './team-names';
export { matchStores, rulesStore, teamCountStore, tournamentActions, viewStore } from './tournament-store';
