// A real server on a throw-away DATA_DIR with one signed-up teacher, for benchmarks in Chromium.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');
const EMAIL = 'bench@sportkiste.test';
const PASSWORD = 'bench-passwort-123';

export interface BenchServer {
  base: string;
  browser: Browser;
  /** A browser context signed in as the teacher. */
  signedIn: (options?: Parameters<Browser['newContext']>[0]) => Promise<BrowserContext>;
  /** A signed-in context with a real profile on disk (Chromium installs nothing from incognito). */
  signedInProfile: (options?: { viewport: { width: number; height: number } }) => Promise<BrowserContext>;
  stop: () => Promise<void>;
}

export async function startBenchServer(port: number): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'off',
  };
  spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/user.ts', 'create', '--email', EMAIL, '--password', PASSWORD], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  // The production server, as npm start runs it (the bench scripts build first).
  const server = spawn(process.execPath, ['dist/server.js'], { cwd: root, env, stdio: 'ignore' });
  for (let i = 0; i < 60; i++) {
    if (
      await fetch(`${base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const launch = { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] };
  const browser = await chromium.launch(launch);
  const profiles: string[] = [];
  const signIn = async (context: BrowserContext) => {
    await context.request.post(`${base}/api/auth/sign-in/email`, { data: { email: EMAIL, password: PASSWORD }, headers: { origin: base } });
    return context;
  };
  return {
    base,
    browser,
    signedIn: async (options) => signIn(await browser.newContext(options)),
    signedInProfile: async (options) => {
      const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-bench-profile-'));
      profiles.push(profile);
      return signIn(await chromium.launchPersistentContext(profile, { ...launch, ...options }));
    },
    stop: async () => {
      await browser.close();
      for (const profile of profiles) fs.rmSync(profile, { recursive: true, force: true });
      server.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Replaces (or appends) the section starting with `heading` in docs/benchmarks.md. */
export function writeBenchmarkSection(heading: string, section: string): void {
  const docFile = path.join(root, 'docs/benchmarks.md');
  const escaped = heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const marker = new RegExp(`### ${escaped}[\\s\\S]*?(?=\\n### |\\n## |$)`);
  let doc = fs.readFileSync(docFile, 'utf8');
  doc = marker.test(doc) ? doc.replace(marker, section) : `${doc.trimEnd()}\n\n${section}`;
  fs.writeFileSync(docFile, doc.trimEnd() + '\n');
}
