/** What the rest of the app may use of this feature; everything else in the folder is internal. */
export { areaMenu, homeMenu } from './menus';
export { toolList } from './tool-list';
export { toolsMenu } from './tools-menu';
export { type RecentEntry, recentlyUsed, useTrackRecentlyUsed } from './recently-used';
