import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { transformSync } from 'esbuild';
import { parseChangelog } from './core/domain/changelog.ts';
import { germanFontFace, germanSubset } from './scripts/german-font.ts';
import { offlineFiles } from './scripts/offline-tool-files.ts';
import { INLINE_SCRIPT_HASHES_FILE, scriptHashSource } from './server/http/inline-scripts.ts';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// Build-time only: the update test builds a "next deployment" with its own version and changelog.
const version = process.env.SPORTKISTE_BUILD_VERSION || pkg.version;
const changelogFile = process.env.SPORTKISTE_BUILD_CHANGELOG || fileURLToPath(new URL('./CHANGELOG.md', import.meta.url));
const changelogJson = () => JSON.stringify(parseChangelog(fs.readFileSync(changelogFile, 'utf8')));

/** /changelog.json (spec §7) for the updates dialog, made from CHANGELOG.md. */
function changelog(): Plugin {
  return {
    name: 'sportkiste-changelog',
    configureServer(server) {
      server.middlewares.use('/changelog.json', (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(changelogJson());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'changelog.json', source: changelogJson() });
    },
  };
}

/**
 * After the client bundle and before the service worker is generated (so its precache lists the
 * pages): builds client/prerender.tsx for Node and runs scripts/prerender.mjs, which writes the
 * HTML of every screen into dist/client.
 */
function prerender(): Plugin {
  let outDir = '';
  return {
    name: 'sportkiste-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      // Where this build writes (the update test builds a second deployment elsewhere).
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        // Next to the client build (dist/ssr), never inside it: that folder is served to anyone.
        // The server draws list pages with it (server/http/list-pages.ts). Its packages are bundled
        // in, so it runs wherever it is written (the update test builds a deployment in /tmp).
        const ssrDir = path.resolve(outDir, '../ssr');
        await build({
          configFile: fileURLToPath(import.meta.url),
          logLevel: 'warn',
          ssr: { noExternal: true },
          // React's production build whatever NODE_ENV the server runs with (the bundled packages read it at run time).
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          build: {
            ssr: 'prerender.tsx',
            outDir: ssrDir,
            emptyOutDir: true,
            manifest: false,
            copyPublicDir: false,
            // The client's short file names are for the browser; the server imports dist/ssr/prerender.js by name.
            rolldownOptions: { output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' } },
          },
        });
        execFileSync(process.execPath, [fileURLToPath(new URL('./scripts/prerender.mjs', import.meta.url)), outDir, ssrDir], {
          stdio: 'inherit',
        });
      },
    },
  };
}

/**
 * The text font cut down to German (scripts/german-font.ts): emitted beside the font's own files
 * and declared after them in the style sheet, so German text loads 26 KB instead of 39 KB before
 * the first paint; pageLoadOrder preloads it.
 */
function germanFont(): Plugin {
  let reference: string | undefined;
  return {
    name: 'sportkiste-german-font',
    apply: 'build',
    enforce: 'post',
    async buildStart() {
      const latin = fs.readFileSync(fileURLToPath(import.meta.resolve('@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2')));
      reference = this.emitFile({ type: 'asset', name: 'nunito-german-wght-normal.woff2', source: await germanSubset(latin) });
    },
    generateBundle(_options, bundle) {
      if (!reference) return;
      const face = germanFontFace('Nunito Variable', `/${this.getFileName(reference)}`);
      const sheets = Object.values(bundle).filter(
        (file) => file.type === 'asset' && file.fileName.endsWith('.css') && String(file.source).includes('nunito-latin-wght-normal'),
      );
      if (sheets.length === 0) throw new Error('germanFont: no style sheet declares the Nunito Latin face');
      for (const sheet of sheets) if (sheet.type === 'asset') sheet.source = `${String(sheet.source)}\n${face}\n`;
    },
  };
}

/**
 * /offline-tools.json (scripts/offline-tool-files.ts): the files of every screen
 * client/app/tool-screens.ts loads, and of what they load in turn — the list the open tool
 * fetches in the background for the gym without network (preloadTools). Read off the bundle, so
 * a screen added there, or a file split off one, is listed without further ado.
 */
function offlineToolFiles(): Plugin {
  const toolScreens = fileURLToPath(new URL('./client/app/tool-screens.ts', import.meta.url));
  return {
    name: 'sportkiste-offline-tool-files',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const screens = this.getModuleInfo(toolScreens)?.dynamicallyImportedIds ?? [];
      if (screens.length === 0) throw new Error('offlineToolFiles: client/app/tool-screens.ts loads no screens');
      const chunks = Object.values(bundle).flatMap((file) =>
        file.type === 'chunk' ? [{ ...file, importedCss: file.viteMetadata?.importedCss }] : [],
      );
      const files = offlineFiles(chunks, screens);
      this.emitFile({ type: 'asset', fileName: 'offline-tools.json', source: JSON.stringify(files) });
    },
  };
}

/**
 * The page paints first, the app starts after: every page arrives prerendered and paints
 * without the code, so the entry and its first chunks are not named in the page for the
 * browser to fetch at once but handed to client/boot.js, carried inline at the end of the body,
 * which imports them after the first paint. Lighthouse's slow-phone model counts every script asked for before the largest
 * paint as needed for it (home: LCP 1.7–1.9 s with the scripts in the page). The text's font is
 * asked for with the page.
 */
function pageLoadOrder(): Plugin {
  // Carried inline by every page (server/http/inline-scripts.ts): as a file it was one more request
  // on a slow phone's network before the first paint. Its hash goes into the CSP.
  // Minified: its comments would travel with every page.
  const source = transformSync(fs.readFileSync(fileURLToPath(new URL('./client/boot.js', import.meta.url)), 'utf8'), {
    minify: true,
    target: 'es2020',
  }).code.trim();
  return {
    name: 'sportkiste-page-load-order',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: INLINE_SCRIPT_HASHES_FILE, source: JSON.stringify([scriptHashSource(source)]) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        // The text's font (cut down to German, germanFont), asked for with the page: otherwise it is
        // found only in the style sheet and swaps in late, and the text is painted twice.
        const font = Object.keys(bundle ?? {}).find((file) => /nunito-german-wght-normal-[\w-]+\.woff2$/.test(file));
        const fontLink = font ? `  <link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">\n  ` : '';
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) throw new Error('pageLoadOrder: no entry script in index.html');
        const preloads: string[] = [];
        const page = html.replace(entry[0], '').replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
          preloads.push(href);
          return '';
        });
        if (!page.includes('</body>')) throw new Error('pageLoadOrder: index.html has no </body>');
        // At the end of the body: it looks at the page the build drew into #root.
        return page
          .replace('</head>', () => `${fontLink}</head>`)
          .replace('</body>', () => `  <script data-app="${entry[1]}" data-preload="${preloads.join(' ')}">${source}</script>\n  </body>`);
      },
    },
  };
}

/**
 * The web app manifest is linked by the app once the page has painted (client/boot.js), not by
 * the page: Chrome fetches a linked manifest, and the icon it names, at once, and on a slow
 * phone's network those two requests shared the bandwidth with the text's font, which the first
 * paint waits for (Lighthouse: LCP ≈ 150 ms later, issue 21). Installing and the offline app
 * need the manifest only later. Runs after vite-plugin-pwa, which adds the link.
 */
function manifestAfterPaint(): Plugin {
  return {
    name: 'sportkiste-manifest-after-paint',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const link = /<link rel="manifest" href="([^"]+)">\s*/.exec(html);
        if (!link) throw new Error('manifestAfterPaint: the page links no manifest');
        if (!html.includes('<script data-app=')) throw new Error('manifestAfterPaint: the page has no start script');
        return html.replace(link[0], '').replace('<script data-app=', `<script data-manifest="${link[1]}" data-app=`);
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  publicDir: 'public',
  resolve: {
    alias: {
      '@core': fileURLToPath(new URL('./core', import.meta.url)),
      '@client': fileURLToPath(new URL('./client', import.meta.url)),
      // Node has no service worker to register.
      ...(isSsrBuild ? { 'virtual:pwa-register': fileURLToPath(new URL('./client/lib/no-service-worker.ts', import.meta.url)) } : {}),
    },
  },
  define: {
    __APP_VERSION__: JSON.stringify(version),
  },
  plugins: [
    react(),
    tailwindcss(),
    changelog(),
    prerender(),
    pageLoadOrder(),
    offlineToolFiles(),
    !isSsrBuild && germanFont(),
    // The gym has no network (DECISIONS 10): the service worker precaches the whole app — every
    // screen's chunk, so every tool and the grade book start offline — and keeps what was read.
    // Not in the prerender's Node build: it has no service worker, and a second instance of the
    // plugin in the same process held the outer build for minutes.
    !isSsrBuild &&
      VitePWA({
        registerType: 'prompt', // a new version waits for the teacher's tap ('Update verfügbar')
        injectRegister: false, // registered by client/features/offline (update checks, dialog)
        // Icons for stores and home screens, made at build time from the one logo SVG.
        pwaAssets: { image: 'public/logo.svg', preset: 'minimal-2023', overrideManifestIcons: true, includeHtmlHeadLinks: true },
        manifest: {
          name: 'Sportkiste – Sportunterricht in der Grundschule',
          short_name: 'Sportkiste',
          description: 'Spiele, Stundenideen und Werkzeuge für den Sportunterricht in der Grundschule – auch ohne Netz in der Halle.',
          lang: 'de',
          dir: 'ltr',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'any',
          theme_color: '#0f766e',
          background_color: '#f8fafc',
          categories: ['education', 'sports'],
        },
        workbox: {
          // The plugin adds manifest.webmanifest itself; listing it here too breaks the worker.
          globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,json}'],
          globIgnores: ['**/.vite/**'],
          // One file: nothing for the worker to fetch at start-up, nothing that can fail silently.
          inlineWorkboxRuntime: true,
          // Modern targets: no regenerator runtime (its Function() fallback is eval, which our CSP forbids).
          babelPresetEnvTargets: ['chrome >= 109', 'edge >= 109', 'firefox >= 115', 'safari >= 16'],
          // Addresses without a prerendered page of their own get the empty page (React draws it);
          // the others are found in the precache by their clean URL (/tools/stoppuhr → .html).
          navigateFallback: '/shell.html',
          navigateFallbackDenylist: [/^\/api\//],
          cleanupOutdatedCaches: true,
          runtimeCaching: [
            {
              // Lists: the screen already shows its copy on the device first and asks the server
              // (stale-while-revalidate in the UI); here the network answers when it can, the
              // cache when it cannot (or within 4 s on a weak hall Wi-Fi).
              urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/collections/'),
              handler: 'NetworkFirst',
              options: { cacheName: 'sportkiste-inhalte', networkTimeoutSeconds: 4, expiration: { maxEntries: 100 } },
            },
            {
              // Uploads are addressed by their SHA-256: a file at an address never changes.
              urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/files/'),
              handler: 'CacheFirst',
              options: {
                cacheName: 'sportkiste-dateien',
                expiration: { maxEntries: 1000 },
                cacheableResponse: { statuses: [200] },
                plugins: [
                  {
                    // A picture comes in sizes (`?w=480`, issue 22) and the device keeps the ones it
                    // has seen, and the originals „Alle Inhalte laden“ fetched. Offline, a size never
                    // seen is answered with any copy of the same picture on the device.
                    handlerDidError: async ({ request }) =>
                      (await (await caches.open('sportkiste-dateien')).match(request, { ignoreSearch: true })) ?? undefined,
                  },
                ],
              },
            },
          ],
        },
      }),
    // After VitePWA, whose links it moves.
    !isSsrBuild && manifestAfterPaint(),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // Lets bench/first-screen-size.mjs follow what each route loads.
    manifest: true,
    // Every browser we support preloads modules itself (Safari 16, which does not, just loads
    // them when imported): the polyfill would be dead weight on the first screen.
    modulePreload: {
      polyfill: false,
      // A lazy screen's files are not listed for preloading: the browser finds a chunk's imports
      // itself when the chunk arrives (one round trip more on a cold cache; none once the service
      // worker has the app). The lists cost the first screen ≈ 2 KB gzip of file names, and every
      // listed file is a <link> the page inserts on the main thread — 16 of them for the bar of
      // running timers alone, ≈ 40 ms of a slow phone's first second (issue 21). Style sheets stay
      // listed: a screen must not paint before its styles.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps),
    },
    // Every screen is a lazy route; React and the router are shared by all of them, so they
    // get their own long-cached chunk instead of being re-downloaded with each app release.
    rolldownOptions: {
      output: {
        // Seven hash characters instead of eight (the fewest rolldown allows for our chunk count): the entry chunk names every lazy screen's files
        // for preloading (about 140 names), and hashes do not compress; still unique per content.
        chunkFileNames: 'assets/[name]-[hash:7].js',
        entryFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            // Everything else the entry loads, in one file: left alone, the bundler cut it into ~25
            // shared chunks of a few hundred bytes, each compressed and fetched on its own (issue 21).
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3001' },
  },
}));
