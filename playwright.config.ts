import { defineConfig, devices } from '@playwright/test';

const TEACHER_STATE = '.tmp/e2e-auth/teacher.json';

const port = Number(process.env.E2E_PORT ?? 3917);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Debian's Chromium, never a downloaded browser (our machines reach no download hosts).
const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Journeys of a whole issue on a 2-core machine that also builds and serves: 30 s was too tight,
  // and 60 s on a machine half as fast (2026-11-27: two-factor sign-in took 60 s, every step ≈ 2 s).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'de-DE',
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'setup', testMatch: /\.setup\.ts$/, use: { launchOptions } },
    {
      name: 'desktop',
      testIgnore: /(\.mobile|update)\.spec\.ts$/,
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions, storageState: TEACHER_STATE },
    },
    {
      name: 'phone',
      testMatch: /\.(mobile|a11y)\.spec\.ts$/,
      dependencies: ['setup'],
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions, storageState: TEACHER_STATE },
    },
    {
      // Replaces the served build with a newer one: runs after every other project.
      name: 'update',
      testMatch: /update\.spec\.ts$/,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions, storageState: TEACHER_STATE },
    },
  ],
  webServer: {
    command: 'node --import tsx scripts/e2e-server.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    env: { PORT: String(port), E2E_MAIL_PORT: process.env.E2E_MAIL_PORT ?? '3918' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
