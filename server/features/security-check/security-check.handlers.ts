import { apiError } from '../../http/api-error';
import { createRouter } from '../../http/router';
import { listChecksRoute, runCheckRoute } from './security-check.routes';
import { securityChecks } from './security-checks';

/** `fetch` is the whole app, so each check's requests pass every middleware a browser's would. */
export function securityCheckRouter(fetch: (request: Request) => Response | Promise<Response>) {
  const router = createRouter();
  router.openapi(listChecksRoute, (c) =>
    c.json(
      securityChecks.map(({ id, title }) => ({ id, title })),
      200,
    ),
  );

  router.openapi(runCheckRoute, async (c) => {
    const check = securityChecks.find((k) => k.id === c.req.valid('param').id);
    if (!check) return apiError(c, 404, 'NOT_FOUND', 'Diese Prüfung gibt es nicht.');
    const deps = c.get('deps');
    try {
      const result = await check.run(deps, fetch);
      deps.logger.info({ check: check.id, passed: result.passed, by: c.get('user').id }, 'security check');
      return c.json({ id: check.id, title: check.title, ...result }, 200);
    } catch (err) {
      deps.logger.error({ err, check: check.id }, 'security check could not run');
      return c.json(
        { id: check.id, title: check.title, passed: false, detail: 'Die Prüfung konnte nicht ausgeführt werden (siehe Server-Log).' },
        200,
      );
    }
  });

  return router;
}
