/** What the rest of the app may use of this feature; everything else in the folder is internal. */
export { areaMenu, homeMenu, toolsMenu } from './menus';
export { type RecentEntry, recentlyUsed, useTrackRecentlyUsed } from './recently-used';
