import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { requireAdmin, requireUser } from './guards';

/** Who may call an operation; written once on the route as `x-access` (spec: row-level security). */
export type Access = 'public' | 'user' | 'admin';

const ACCESS_LEVELS: readonly Access[] = ['public', 'user', 'admin'];

/**
 * The guard an operation gets from its declared access. Throws for anything else, so a route
 * without a valid `x-access` stops the server at start-up instead of being served open.
 */
export function guardFor(access: unknown, where: string): MiddlewareHandler<AppEnv>[] {
  if (!ACCESS_LEVELS.includes(access as Access)) {
    throw new Error(`${where}: x-access must be one of ${ACCESS_LEVELS.join(', ')} (got ${JSON.stringify(access)})`);
  }
  if (access === 'public') return [];
  return [access === 'admin' ? requireAdmin() : requireUser()];
}

type AccessRouteConfig<P extends string> = Omit<RouteConfig, 'path' | 'middleware'> & { path: P; 'x-access': Access };

/**
 * createRoute with the guard derived from `x-access`: the OpenAPI document and the enforcement
 * come from the same field and cannot drift. Every API route is defined through this.
 */
export function defineRoute<P extends string, R extends AccessRouteConfig<P>>(config: R) {
  const middleware = guardFor(config['x-access'], `${config.method.toUpperCase()} ${config.path}`);
  return createRoute({ ...config, middleware });
}
