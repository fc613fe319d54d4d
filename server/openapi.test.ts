import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/create-test-app';

interface Operation {
  'x-access'?: string;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await (await t.app.request('/api/openapi.json')).json()) as OpenApiDocument;
});
afterAll(async () => {
  await t.cleanup();
});

/** Hono writes path parameters as :id, OpenAPI as {id}. */
const toOpenApiPath = (honoPath: string) => honoPath.replace(/:(\w+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('gives every operation an access level of public, user or admin', () => {
    const operations = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ where: `${method.toUpperCase()} ${p}`, access: op['x-access'] })),
    );
    expect(operations.length).toBeGreaterThan(0);
    for (const { where, access } of operations) {
      expect(['public', 'user', 'admin'], where).toContain(access);
    }
  });

  it('lists every API route the server answers (an undocumented route fails this test)', () => {
    const routes = t.app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
      .map((r) => `${r.method.toLowerCase()} ${toOpenApiPath(r.path)}`);
    expect(routes.length).toBeGreaterThan(0);
    const documented = new Set(Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`)));
    const undocumented = routes.filter((r) => !documented.has(r));
    expect(undocumented).toEqual([]);
  });
});
