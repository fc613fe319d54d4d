// The JavaScript budget `npm test` enforces on the build (issue 11): what a phone downloads
// before a screen shows, gzip. Run after `vite build`; fails with the screens over budget.
import path from 'node:path';
import { readBuild } from '../bench/support/bundle-sizes.mjs';

const KB = 1024;
/** The first screen (home), issue 21: ≤ 110 KB (React Router in declarative mode, one entry chunk). */
const FIRST_SCREEN_JS = 110 * KB;
/** Any other screen, including its own libraries (markdown on content pages, zod for the grade book). */
const ANY_SCREEN_JS = 240 * KB;
/** Libraries that must load only where used: their marker strings must not be in a screen's initial code. */
const ONLY_WHERE_USED = [
  { name: 'Recharts (charts)', marker: /recharts-wrapper/, allowed: [] },
  { name: 'react-easy-crop (picture cropper)', marker: /reactEasyCrop/, allowed: [] },
  { name: 'Markdown renderer', marker: /micromark/, allowed: ['favorites'] },
];

const build = readBuild(path.resolve(import.meta.dirname, '../dist/client'));
const problems = [];
for (const key of build.routes) {
  const row = build.measure(key);
  const limit = row.route === 'home' ? FIRST_SCREEN_JS : ANY_SCREEN_JS;
  if (row.js > limit) problems.push(`${row.route}: ${(row.js / KB).toFixed(1)} KB JavaScript (gzip), budget ${(limit / KB).toFixed(0)} KB`);
  const code = build.text(row.files);
  for (const lib of ONLY_WHERE_USED) {
    if (lib.marker.test(code) && !lib.allowed.includes(row.route)) problems.push(`${row.route}: loads ${lib.name} up front`);
  }
}
if (problems.length > 0) {
  console.error(`JavaScript budget exceeded:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const home = build.measure('app/routes/home.tsx');
console.log(
  `JavaScript budget kept: first screen ${(home.js / KB).toFixed(1)} KB gzip (budget ${FIRST_SCREEN_JS / KB}), ${build.routes.length} screens ≤ ${ANY_SCREEN_JS / KB} KB.`,
);
