import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allParts } from '@core/domain/lesson-plan/plan-edit';
import { newPlan } from '@core/domain/lesson-plan/plan-model';
import { roleClients } from './test/accounts';
import { TestClient } from './test/auth-client';
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

/**
 * Plans and notes are a teacher's own (issue 24): every operation on one of them by id is called
 * by another user and by the admin with the owner's real ids, and must answer 404 — the same as
 * for an id that does not exist, so nobody learns whose ids are taken. The list again comes from
 * the document, so a new operation on a plan or note is covered once it is documented.
 */
describe('own plans and notes: nobody else reads or changes them, not even the admin', () => {
  const OWNED = /^\/api\/(plans|notes)\/\{id\}/;
  let planId: string;
  let noteId: string;
  let bodies: Record<string, unknown>;
  let as: Record<'user' | 'otherUser' | 'admin', TestClient>;

  beforeAll(async () => {
    // The matrix above ends with signing out: each role signs in again.
    const signedIn = async (email: string) => {
      const client = new TestClient(t);
      expect((await client.signIn(email, 'passwort-fuer-tests')).status).toBe(200);
      return client;
    };
    as = {
      user: await signedIn('lehrerin@schule.test'),
      otherUser: await signedIn('kollege@schule.test'),
      admin: await signedIn('admin@schule.test'),
    };
    const card = (await (
      await as.admin.post('/api/collections/fangspiele/items', { clickableHeader: 'Eigenes', sections: [{ id: 's', content: 'x' }] })
    ).json()) as { id: string };
    const now = new Date().toISOString();
    const plan = newPlan(randomUUID(), { title: 'Nur ihre Stunde' }, now, randomUUID);
    planId = plan.id;
    noteId = randomUUID();
    bodies = {
      'PUT /api/plans/{id}': { baseRevision: null, changed: allParts(plan), plan },
      'PUT /api/notes/{id}': { contentId: card.id, text: 'Nur ihre Notiz', at: now },
    };
    for (const [key, body] of Object.entries(bodies)) {
      const path = key.slice(4).replace('{id}', key.includes('/plans/') ? planId : noteId);
      expect((await as.user.request(path, { method: 'PUT', json: body })).status).toBe(200);
    }
  });

  it('answers 404 to another user and to the admin on every operation by id, and leaves everything as it was', async () => {
    const owned = operations.filter((op) => OWNED.test(op.path));
    expect(owned.map((op) => `${op.method} ${op.path}`).sort()).toEqual(
      expect.arrayContaining([
        'DELETE /api/notes/{id}',
        'DELETE /api/plans/{id}',
        'GET /api/plans/{id}',
        'POST /api/plans/{id}/share',
        'PUT /api/notes/{id}',
        'PUT /api/plans/{id}',
      ]),
    );
    const wrong: string[] = [];
    for (const op of owned) {
      const path = op.path.replace('{id}', op.path.startsWith('/api/plans/') ? planId : noteId);
      const hasBody = !['GET', 'HEAD', 'DELETE'].includes(op.method);
      const body = bodies[`${op.method} ${op.path}`];
      if (hasBody && op.method !== 'POST' && body === undefined) wrong.push(`${op.method} ${op.path}: give the test a valid body`);
      for (const role of ['otherUser', 'admin'] as const) {
        const res = await as[role].request(path, { method: op.method, ...(hasBody ? { json: body ?? {} } : {}) });
        if (res.status !== 404) wrong.push(`${op.method} ${op.path} as ${role} → ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);

    for (const role of ['otherUser', 'admin'] as const) {
      const lists = [await (await as[role].request('/api/plans')).text(), await (await as[role].request('/api/notes')).text()];
      expect(lists.join()).not.toMatch(new RegExp(`${planId}|${noteId}`));
    }
    const plan = (await (await as.user.request(`/api/plans/${planId}`)).json()) as { title: string; revision: number };
    expect(plan).toMatchObject({ title: 'Nur ihre Stunde', revision: 1 });
    const notes = (await (await as.user.request('/api/notes')).json()) as { notes: { id: string; text: string }[] };
    expect(notes.notes).toEqual([expect.objectContaining({ id: noteId, text: 'Nur ihre Notiz' })]);
  });
});
