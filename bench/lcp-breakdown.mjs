// What Lighthouse's slow-phone model makes the largest paint wait for (issue 21):
//   npm run bench:lcp -- / /tools/stoppuhr
// Loads each address once with Lighthouse (signed in, mobile, simulated throttling), keeps the
// trace, and runs Lighthouse's own LCP model on it, printing every request and main-thread task
// the estimate includes with its simulated start and end. The largest paint is the latest end.
// Read it for the critical path: which request starts late, which shares the network, which task
// is long. Prints only; the figures that count are `bench:lighthouse`'s.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTeachers, signIn, startServer } from './support/server-process.ts';

const lighthouseCore = path.resolve(import.meta.dirname, '../node_modules/lighthouse/core');
const { loadArtifacts } = await import(`${lighthouseCore}/lib/asset-saver.js`);
const { LanternLargestContentfulPaint } = await import(`${lighthouseCore}/computed/metrics/lantern-largest-contentful-paint.js`);
const constants = await import(`${lighthouseCore}/config/constants.js`);

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-lcp-'));
const [email] = await createTeachers({ dataDir: path.join(work, 'data') }, 1);
const server = await startServer({ dataDir: path.join(work, 'data') }, 3973, 120_000);
try {
  const cookie = (await signIn(server.base, email)).split(';')[0];
  for (const route of routes) {
    const artifacts = path.join(work, route === '/' ? 'home' : route.slice(1).replaceAll('/', '_'));
    execFileSync(
      path.resolve(import.meta.dirname, '../node_modules/.bin/lighthouse'),
      [
        `${server.base}${route}`,
        '--only-categories=performance',
        `--chrome-path=${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}`,
        '--chrome-flags=--headless --no-sandbox --disable-gpu',
        `--extra-headers=${JSON.stringify({ cookie })}`,
        `-G=${artifacts}`,
        '--quiet',
      ],
      { stdio: 'inherit' },
    );
    const saved = await loadArtifacts(artifacts);
    const settings = { ...constants.defaultSettings, throttlingMethod: 'simulate', throttling: constants.throttling.mobileSlow4G };
    const data = {
      trace: saved.Trace,
      devtoolsLog: saved.DevtoolsLog,
      gatherContext: saved.GatherContext,
      settings,
      URL: saved.URL,
      SourceMaps: saved.SourceMaps,
      simulator: null,
    };
    const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
    console.log(
      `\n${route}: LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})`,
    );
    for (const [label, estimate] of [
      ['optimistic', lcp.optimisticEstimate],
      ['pessimistic', lcp.pessimisticEstimate],
    ]) {
      console.log(`  ${label} (simulated ms, start → end):`);
      for (const [node, timing] of [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime)) {
        const what =
          node.type === 'network'
            ? `${node.request.resourceType} ${node.request.priority} ${node.request.transferSize} B ${new URL(node.request.url).pathname}`
            : `main thread ${(node.event.dur / 1000).toFixed(1)} ms unthrottled: ${[...new Set(node.childEvents.filter((event) => event.dur > 1000).map((event) => event.name))].slice(0, 4).join(', ')}`;
        console.log(`    ${String(Math.round(timing.startTime)).padStart(5)} → ${String(Math.round(timing.endTime)).padStart(5)}  ${what}`);
      }
    }
  }
} finally {
  server.child.kill();
  fs.rmSync(work, { recursive: true, force: true });
}
