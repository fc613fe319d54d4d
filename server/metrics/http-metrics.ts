import type { MiddlewareHandler } from 'hono';
import type { AppMetrics } from './app-metrics';
import { METRICS_PATH } from './metrics-endpoint';
import { methodLabel, routeLabel } from './route-label';

/** Counts and times every request by route pattern. */
export function httpMetrics(metrics: AppMetrics): MiddlewareHandler {
  return async (c, next) => {
    // Scrapes are left out: every 15 s forever, they would outnumber real traffic on a quiet
    // installation and each scrape would change the figures it reports.
    if (c.req.path === METRICS_PATH) return next();
    const started = performance.now();
    await next();
    const labels = { method: methodLabel(c), route: routeLabel(c) };
    metrics.requestDuration.observe(labels, (performance.now() - started) / 1000);
    metrics.requests.inc({ ...labels, status: String(c.res.status) });
  };
}
