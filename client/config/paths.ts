/**
 * Every screen's path in one place. Components link with `paths.x.getHref()`, the router
 * registers `paths.x.path`, so a renamed route changes here only.
 */
const route = (path: string) => ({ path, getHref: () => path });

export const paths = {
  home: route('/'),
  dashboard: route('/dashboard'),
  search: route('/suche'),
  favorites: route('/favoriten'),
  tools: route('/tools'),
  /** Outside the signed-in frame: helpers' phones at the stations need no account (issue 26). */
  bundesjugendspiele: route('/bundesjugendspiele'),
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
  stations: route('/tools/stationen'),
  coinToss: route('/tools/kopf-zahl'),
  teams: route('/tools/teams'),
  classRun: route('/tools/laeufe'),
  dataCapture: route('/tools/datenerfassung'),
  students: route('/tools/datenerfassung/schueler'),
  performance: route('/tools/datenerfassung/leistungserfassung'),
  gradeChart: route('/tools/daten-visualisierung'),
  topicAverages: route('/tools/daten-visualisierung/note-durchschnitt-thema'),
  login: { path: '/login', getHref: (redirect?: string) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login') },
  signup: route('/signup'),
  signupSuccess: route('/auth/signup-success'),
  forgotPassword: route('/auth/forgot-password'),
  updatePassword: route('/auth/update-password'),
  workInProgress: route('/work-in-progress'),
  admin: route('/admin'),
  adminUsers: route('/admin/benutzer'),
  adminAudit: route('/admin/protokoll'),
  securityCheck: route('/admin/sicherheit'),
  legalNotice: route('/impressum'),
  privacy: route('/datenschutz'),
} as const;
