import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv } from './app-env';
import { mountAuth } from './auth/auth.routes';
import { adminUsersRouter } from './features/admin-users/admin-users.handlers';
import { auditLogRouter } from './features/audit-log/audit-log.handlers';
import { contentRouter } from './features/content/content.handlers';
import { createListCache, type ListCache } from './features/content/list-cache';
import { favoritesRouter } from './features/favorites/favorites.handlers';
import { cardNotesRouter } from './features/card-notes/card-notes.handlers';
import { filesRouter } from './features/files/files.handlers';
import { healthRouter } from './features/health/health.handlers';
import { lessonPlansRouter } from './features/lesson-plans/lesson-plans.handlers';
import { openApiDocumentRoute } from './features/openapi/openapi.routes';
import { profileRouter } from './features/profile/profile.handlers';
import { securityCheckRouter } from './features/security-check/security-check.handlers';
import { siteRouter } from './features/site/site.handlers';
import { apiError } from './http/api-error';
import { apiBodyLimit, bodyLimit } from './http/body-limit';
import { clientAssets } from './http/client-assets';
import { compressJson } from './http/compression';
import { crossSiteGuard } from './http/cross-site-guard';
import { createListPages } from './http/list-pages';
import { nulGuard } from './http/nul-guard';
import { requestId } from './http/request-id';
import { requestLog } from './http/request-log';
import { createRouter } from './http/router';
import { readInlineScriptHashes } from './http/inline-scripts';
import { apiNoStore, securityHeaders } from './http/security-headers';
import { createAppMetrics } from './metrics/app-metrics';
import { httpMetrics } from './metrics/http-metrics';
import { METRICS_PATH, metricsEndpoint } from './metrics/metrics-endpoint';
import { appVersion } from './version';

/** Every API operation, mounted under /api. New features add their router here. */
function createApi(fetch: (request: Request) => Response | Promise<Response>, lists: ListCache) {
  const api = createRouter().basePath('/api');
  api.route('/', healthRouter());
  api.route('/', siteRouter());
  api.route('/', profileRouter());
  api.route('/', contentRouter(lists));
  api.route('/', favoritesRouter());
  api.route('/', lessonPlansRouter());
  api.route('/', cardNotesRouter());
  api.route('/', filesRouter());
  api.route('/', securityCheckRouter(fetch));
  api.route('/', adminUsersRouter());
  api.route('/', auditLogRouter());
  api.openapi(openApiDocumentRoute, (c) =>
    c.json(
      api.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: 'Sportkiste API',
          version: appVersion,
          description: 'Every operation carries x-access: public | user | admin.',
        },
      }),
      200,
    ),
  );
  return api;
}

/** Builds the whole HTTP app without listening, so tests can call it directly. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { token } = deps.config.metrics;
  // Without a token nobody may read the figures, so none are collected either.
  const metrics = token ? { metrics: createAppMetrics(deps.poolStats), token } : null;

  // Order matters: the request id first (every log line below carries it), then deps
  // (everything below reads them), then logging and metrics around everything, then headers
  // so even error and 404 responses carry them; the body limit comes before anything that
  // reads a body.
  app.use('*', requestId());
  app.use('*', (c, next) => {
    c.set('deps', deps);
    return next();
  });
  app.use('*', requestLog());
  if (metrics) app.use('*', httpMetrics(metrics.metrics));
  const scriptHashes = readInlineScriptHashes(deps.clientDir, (message) => deps.logger.error({ clientDir: deps.clientDir }, message));
  app.use('*', securityHeaders({ hsts: deps.config.isHttps, scriptHashes }));
  app.use('/api/*', apiNoStore());
  app.use('/api/*', compressJson());
  // Before anything that reads a body (the NUL guard, better-auth's mount, handlers).
  app.use(
    '/api/*',
    bodyLimit((method, path) => apiBodyLimit(deps.config, method, path)),
  );
  app.use('/api/*', crossSiteGuard());
  app.use('/api/*', nulGuard());

  // The serialised lists, shared by the list API and the list pages drawn with their cards.
  const lists = createListCache();
  const api = createApi((request) => app.fetch(request), lists);
  mountAuth(app, api);
  app.route('/', api);
  app.all('/api/*', (c) => apiError(c, 404, 'NOT_FOUND', 'Diese API-Adresse gibt es nicht.'));
  // Registered either way: when off it must answer 404, not the front end's index.html.
  app.get(METRICS_PATH, metricsEndpoint(metrics));
  app.route('/', clientAssets(deps.clientDir, { pages: createListPages(deps.ssrDir, deps.logger), lists }));

  app.notFound((c) => c.text('Nicht gefunden.', 404));

  app.onError((err, c) => {
    const isApi = c.req.path.startsWith('/api/');
    if (err instanceof HTTPException && err.status < 500) {
      if (!isApi) return c.text(err.message || 'Ungültige Anfrage.', err.status);
      if (err.status === 415) {
        return apiError(c, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Falscher Inhaltstyp: erwartet wird application/json.');
      }
      return apiError(c, err.status, 'BAD_REQUEST', 'Die Anfrage ist ungültig (z. B. kein gültiges JSON).');
    }
    deps.logger.error({ err, path: c.req.path }, 'unhandled error');
    if (!isApi) return c.text('Interner Fehler.', 500);
    return apiError(c, 500, 'INTERNAL_ERROR', 'Interner Fehler. Bitte später erneut versuchen.');
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
