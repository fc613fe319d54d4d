import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineRoute, guardFor } from './access';

const featuresDir = path.resolve(import.meta.dirname, '../features');

/** Every route object exported by a feature's *.routes.ts module. */
async function allRoutes() {
  const routes: { name: string; route: Record<string, unknown> }[] = [];
  for (const feature of fs.readdirSync(featuresDir)) {
    for (const file of fs.readdirSync(path.join(featuresDir, feature)).filter((f) => f.endsWith('.routes.ts'))) {
      const module = (await import(path.join(featuresDir, feature, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (typeof value === 'object' && value !== null && 'method' in value && 'path' in value) {
          routes.push({ name: `${file}:${name}`, route: value as Record<string, unknown> });
        }
      }
    }
  }
  return routes;
}

describe('access declared once', () => {
  it('refuses a route without a valid x-access when it is defined, not when it is called', () => {
    const config = { method: 'get', path: '/ohne-zugriff', responses: { 200: { description: 'ok' } } } as const;
    expect(() => defineRoute(config as never)).toThrow(/GET \/ohne-zugriff: x-access must be one of public, user, admin/);
    expect(() => defineRoute({ ...config, 'x-access': 'teacher' } as never)).toThrow(/got "teacher"/);
    expect(() => guardFor(undefined, 'POST /x')).toThrow(/POST \/x/);
  });

  it('gives every feature route exactly the guard its x-access names', async () => {
    const routes = await allRoutes();
    expect(routes.length).toBeGreaterThan(20);
    for (const { name, route } of routes) {
      const middleware = route.middleware as unknown[];
      expect(Array.isArray(middleware), name).toBe(true);
      expect(middleware.length, name).toBe(route['x-access'] === 'public' ? 0 : 1);
    }
  });

  it('builds the user and the admin guard from the declaration', () => {
    expect(guardFor('public', 'GET /a')).toEqual([]);
    const [user] = guardFor('user', 'GET /b');
    const [admin] = guardFor('admin', 'GET /c');
    expect(typeof user).toBe('function');
    expect(typeof admin).toBe('function');
    expect(user).not.toBe(admin);
  });
});
