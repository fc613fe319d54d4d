import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleClients } from './test/accounts';
import type { TestClient } from './test/auth-client';
import { createTestApp, type TestApp } from './test/create-test-app';

/**
 * The access matrix (issue 11): every operation in /api/openapi.json is called as a visitor, a
 * user, another user and an admin, and the answer must fit its `x-access`. The list comes from
 * the document, so a new route is covered the moment it is documented (and openapi.test.ts
 * fails for a route that is not).
 */

type Access = 'public' | 'user' | 'admin';
type Role = 'visitor' | 'user' | 'otherUser' | 'admin';

interface Operation {
  method: string;
  path: string;
  access: Access;
}

/** Placeholder values for path parameters: well-formed, but naming nothing that exists. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: 'gibt-es-nicht',
  collection: 'fangspiele',
  name: `${'0'.repeat(64)}.png`,
  token: 'kein-gueltiges-token',
};

/** What each role must (not) get. Authorized callers may still get 400/404/409/422 for the placeholder input. */
function expectedFor(access: Access, role: Role): { deny: number } | { allow: true } {
  if (access === 'public') return { allow: true };
  if (role === 'visitor') return { deny: 401 };
  if (access === 'admin' && role !== 'admin') return { deny: 403 };
  return { allow: true };
}

let t: TestApp;
let clients: Record<Role, TestClient>;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  clients = await roleClients(t);
  const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { 'x-access': Access }>>;
  };
  operations = Object.entries(doc.paths)
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, access: op['x-access'] })))
    // Signing out ends the client's session: call it last so the other rows run signed in.
    .sort((a, b) => Number(a.path.endsWith('/sign-out')) - Number(b.path.endsWith('/sign-out')));
});
afterAll(async () => {
  await t.cleanup();
});

async function call(client: TestClient, op: Operation): Promise<number> {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(SAMPLE_PARAMS[name] ?? 'x'));
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(op.method);
  const res = await client.request(path, { method: op.method, ...(hasBody ? { json: {} } : {}) });
  await res.arrayBuffer();
  return res.status;
}

describe('permission matrix from /api/openapi.json', () => {
  it('covers a documented operation of every access level', () => {
    const levels = new Set(operations.map((o) => o.access));
    expect([...levels].sort()).toEqual(['admin', 'public', 'user']);
    expect(operations.length).toBeGreaterThan(25);
  });

  it('answers every operation × role as its x-access says (401 visitors, 403 users on admin routes, never 5xx)', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      // Each role in turn; a fresh look at the same operation, so one role's call cannot hide another's.
      for (const role of ['visitor', 'user', 'otherUser', 'admin'] as const) {
        const status = await call(clients[role], op);
        const expected = expectedFor(op.access, role);
        const where = `${op.method} ${op.path} as ${role} (${op.access}) → ${status}`;
        if (status >= 500) wrong.push(`${where}: server error`);
        else if ('deny' in expected && status !== expected.deny) wrong.push(`${where}: expected ${expected.deny}`);
        else if ('allow' in expected && (status === 401 || status === 403)) wrong.push(`${where}: refused`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
