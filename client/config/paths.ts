/**
 * Every screen's path in one place. Components link with `paths.x.getHref()`, the router
 * registers `paths.x.path`, so a renamed route changes here only.
 */
const route = (path: string) => ({ path, getHref: () => path });

export const paths = {
  home: route('/'),
  favorites: route('/favoriten'),
  tools: route('/tools'),
  settings: route('/einstellungen'),
  profile: route('/profil'),
  lessonSeries: route('/unterrichtsreihen'),
  gameCollection: route('/spielesammlung'),
  quickLesson: route('/schnelle-sportstunde'),
  activeSchool: route('/bewegte-schule'),
  swimming: route('/schwimmen'),
  useful: route('/nuetzliches'),
  stopwatch: route('/tools/stoppuhr'),
  scoreCounter: route('/tools/gamecounter'),
  tournament: route('/tools/turnierplaner'),
  countdown: route('/tools/countdown'),
  coinToss: route('/tools/kopf-zahl'),
  dataCapture: route('/tools/datenerfassung'),
  gradeChart: route('/tools/daten-visualisierung'),
  legalNotice: route('/impressum'),
  privacy: route('/datenschutz'),
} as const;
