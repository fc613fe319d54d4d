import type { Handler } from 'hono';
import { bearerTokenMatches } from '../http/bearer-token';
import type { AppMetrics } from './app-metrics';

/** Outside /api: not part of the app's API, and not in its OpenAPI document. */
export const METRICS_PATH = '/metrics';

/**
 * Prometheus text format for whoever holds METRICS_TOKEN. Without a configured token the
 * endpoint answers 404, as if it did not exist: route names, traffic and memory figures are
 * nobody else's business.
 */
export function metricsEndpoint(enabled: { metrics: AppMetrics; token: string } | null): Handler {
  return async (c) => {
    // Figures are only true at the moment of the scrape.
    c.header('Cache-Control', 'no-store');
    if (!enabled) return c.text('Nicht gefunden.', 404);
    if (!bearerTokenMatches(c.req.header('Authorization'), enabled.token)) {
      return c.text('Für die Messwerte ist ein Token nötig.', 401, { 'WWW-Authenticate': 'Bearer realm="metrics"' });
    }
    const { registry } = enabled.metrics;
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType });
  };
}
