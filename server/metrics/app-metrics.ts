import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/database';

export interface AppMetrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  requestDuration: Histogram<'method' | 'route'>;
}

/**
 * The instruments of one app. A registry of its own rather than prom-client's global one:
 * tests build several apps in one process, and a second registration of the same metric
 * name in the global registry throws.
 */
export function createAppMetrics(poolStats: () => PoolStats): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status (scrapes of /metrics not included).',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to its answer being ready, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });

  // Read when Prometheus scrapes, so the figures are current and cost nothing in between.
  const gauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(poolStats()));
      },
    });
  gauge('db_pool_max_connections', 'Database connections the pool may open (SQLite: one).', (s) => s.max);
  gauge('db_pool_open_connections', 'Database connections open now, in use or idle.', (s) => s.open);
  // An unset gauge would report 0: where the driver cannot tell (SQLite), these are left out.
  const initial = poolStats();
  if (initial.idle !== null) gauge('db_pool_idle_connections', 'Open database connections not in use.', (s) => s.idle ?? 0);
  if (initial.waiting !== null) gauge('db_pool_waiting_queries', 'Queries waiting for a free database connection.', (s) => s.waiting ?? 0);

  return { registry, requests, requestDuration };
}
