// Runs inside `vite build` (the prerender plugin in vite.config.ts), after the client bundle and
// before the service worker is generated, in a process of its own: renders every screen with
// the SSR build of client/prerender.tsx and writes it into dist/client — '/' into index.html,
// '/tools/stoppuhr' into tools/stoppuhr.html (the server and the service worker map clean
// addresses to these files), and the page without content into shell.html for all others.
// No browser globals: the server draws list pages with the same build in plain Node, and both
// must see what a first visit sees — nothing stored on the device.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';

// `node scripts/prerender.mjs <client build folder> <folder of the Node build>` (the plugin passes both).
const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.resolve(process.argv[2] ?? path.join(root, 'dist/client'));
const ssrDir = path.resolve(process.argv[3] ?? path.join(root, 'dist/ssr'));
const ssrEntry = path.join(ssrDir, 'prerender.js');

const { render, prerenderPaths, preloadsFor, listPageCollection } = await import(pathToFileURL(ssrEntry).href);
const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT)) throw new Error(`${path.join(clientDir, 'index.html')} has no ${ROOT} (already prerendered? run vite build)`);
// The style sheet goes into the prerendered pages: a phone on a weak network paints the screen with
// the HTML alone instead of waiting for a second, render-blocking request (the CSP allows inline
// styles). shell.html keeps the link: nothing to paint there before the script runs. The list pages
// the server draws keep the whole sheet: their cards for a signed-in teacher hold more than the
// prerendered page.
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;
const stylesheet = STYLESHEET.exec(template);
const wholeSheet = stylesheet ? fs.readFileSync(path.join(clientDir, stylesheet[1]), 'utf8') : '';
const page = stylesheet ? template.replace(stylesheet[0], () => `<style>${wholeSheet}</style>`) : template;

// The font faces travel in every page, not in the linked sheet: a sheet that declares font faces
// makes the browser lay out the whole page and shape its text again when it arrives, even though
// the same faces are already in use (Chromium trace of home, issue 21: 162 of 162 objects laid
// out, 6–34 ms, against 8 objects without them). They are the text's font, in the order the
// sheet declares them (the German cut last, scripts/german-font.ts). ≈ 1.9 KB, ≈ 0.4 compressed.
const FONT_FACE = /@font-face\{[^}]*\}\n?/g;
const fontFaces = (wholeSheet.match(FONT_FACE) ?? []).join('');
if (stylesheet) {
  if (!fontFaces) throw new Error(`prerender: ${stylesheet[1]} declares no font faces`);
  fs.writeFileSync(path.join(clientDir, stylesheet[1]), wholeSheet.replace(FONT_FACE, ''));
}

// The page without prerendered content, for every address without a page of its own (sign-in
// forms, a card's deep link, unknown paths): React draws it, nothing to adopt or leave behind.
fs.writeFileSync(
  path.join(clientDir, 'shell.html'),
  stylesheet ? template.replace(stylesheet[0], () => `<style>${fontFaces}</style>${stylesheet[0]}`) : template,
);

// Each page carries only the rules its own HTML uses (Beasties), the whole sheet is linked by
// client/boot.js once the page has painted, before the app starts. The whole sheet inline made
// every page ≈ 14 KB compressed — more than a new connection's first round trip carries — so the
// page and then its font arrived a round trip later (Lighthouse, slow phone: LCP 1.36 → 1.06 s on
// home, issue 21). Kept whatever the HTML holds: the font faces (used through a CSS variable,
// which Beasties cannot follow), the animations (the same), and rules on pseudo-elements such as
// ::placeholder, on pseudo-classes alone (:focus-visible, the focus ring before the app starts) or
// inside :where()/:is() (space-y-4), which Beasties does not match.
const fullSheet = stylesheet?.[1];
const beasties = new Beasties({
  path: clientDir,
  external: false,
  reduceInlineStyles: true,
  inlineFonts: true,
  preloadFonts: false,
  keyframes: 'all',
  allowRules: [/^:/, /::/, /:where\(/, /:is\(/],
  compress: true,
  logLevel: 'warn',
});

/** The page with only the style rules it uses, and the way to the whole sheet (boot.js; without JavaScript, noscript). */
async function withCriticalStyles(html) {
  if (!fullSheet) return html;
  const critical = await beasties.process(html);
  // The start script, carried inline (vite.config.ts, pageLoadOrder): its text stays as it is (its
  // hash is in the CSP), an attribute more does not change it.
  const boot = /<script (?=[^>]*\bdata-app=)/;
  if (!boot.test(critical)) throw new Error('prerender: the page has no boot script to hand the style sheet to');
  return critical
    .replace(/ data-beasties-container(="")?/, '') // its own mark, of no use in the page
    .replace('<style>', () => `<style>${fontFaces}`)
    .replace(boot, () => `<script data-style="${fullSheet}" `)
    .replace('</head>', () => `<noscript><link rel="stylesheet" href="${fullSheet}"></noscript></head>`);
}

let written = 0;
// For the server (server/http/list-pages.ts): which pages show a list, and the page to draw them
// into — without the preload, as a page drawn with its cards carries them.
const lists = {};
for (const pathname of prerenderPaths()) {
  const collection = listPageCollection(pathname);
  if (collection) lists[pathname] = collection;
  const html = await render(pathname);
  const file = pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
  fs.mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
  fs.writeFileSync(
    path.join(clientDir, file),
    await withCriticalStyles(
      page
        .replace(
          '</head>',
          () =>
            `${preloadsFor(pathname)
              .map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`)
              .join('')}</head>`,
        )
        .replace(ROOT, () => `<div id="root">${html}</div>`),
    ),
  );
  written++;
}
fs.writeFileSync(
  path.join(ssrDir, 'list-pages.json'),
  JSON.stringify({ page: page.replace(ROOT, '<div id="root"><!--app--></div>'), lists }),
);
console.log(`prerendered ${written} screens`);
// Modules of the app start timers (stores, online checks); they would keep this process, and
// the build waiting for it, alive.
process.exit(0);
