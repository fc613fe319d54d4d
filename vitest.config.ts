import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@core': fileURLToPath(new URL('./core', import.meta.url)),
  '@client': fileURLToPath(new URL('./client', import.meta.url)),
  'virtual:pwa-register': fileURLToPath(new URL('./client/lib/no-service-worker.ts', import.meta.url)),
};

// Playwright specs live in e2e/ and are run by `npm run test:e2e`, never by Vitest.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'core', include: ['core/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          // scripts/: the two-instance test starts real server processes, so it runs with the
          // server tests (and on PostgreSQL in `npm run test:pg`).
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['client/test/setup.ts'],
        },
      },
    ],
  },
});
