import { apiError } from '../../http/api-error';
import { createRouter } from '../../http/router';
import { checkDatabase } from './health.queries';
import { healthRoute, readyRoute } from './health.routes';

/** Probes run every few seconds; a dependency that hangs counts as down instead of hanging the probe. */
const CHECK_TIMEOUT_MS = 5_000;

function withinTime(check: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}

export function healthRouter() {
  return createRouter()
    .openapi(healthRoute, (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'ok' as const }, 200);
    })
    .openapi(readyRoute, async (c) => {
      const { db, files, logger } = c.get('deps');
      const dependencies = [
        { name: 'database', message: 'Die Datenbank antwortet nicht.', check: () => checkDatabase(db) },
        { name: 'storage', message: 'Der Dateispeicher ist nicht erreichbar.', check: () => files.checkReady() },
      ];
      // Both at once, so a slow one does not delay the answer about the other.
      const results = await Promise.allSettled(dependencies.map((d) => withinTime(d.check(), CHECK_TIMEOUT_MS)));
      const down = dependencies.flatMap((d, i) => {
        const result = results[i];
        return result?.status === 'rejected' ? [{ ...d, reason: result.reason as unknown }] : [];
      });
      for (const d of down) logger.error({ err: d.reason, dependency: d.name }, `not ready: ${d.name} does not answer`);
      c.header('Cache-Control', 'no-store');
      if (down.length === 0) return c.json({ status: 'ready' as const }, 200);
      return apiError(
        c,
        503,
        'NOT_READY',
        down.map((d) => d.message).join(' '),
        down.map((d) => ({ path: d.name, message: d.message })),
      );
    });
}
