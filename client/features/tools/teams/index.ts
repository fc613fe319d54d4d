/** What the rest of the app may use of this feature; everything else in the folder is internal. */
export { ApartPairs } from './apart-pairs';
export { ChildrenList } from './children-list';
export { sentTeamsStore } from './sent-teams';
export { SplitSettings } from './split-settings';
export { type SendTarget, TeamResults } from './team-results';
export { TeamRoster } from './team-roster';
export { teamMakerActions } from './team-store';
export { useTeamChildren } from './use-team-children';
