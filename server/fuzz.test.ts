import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleClients } from './test/accounts';
import type { TestClient } from './test/auth-client';
import { createTestApp, type TestApp } from './test/create-test-app';

/**
 * Fuzzing every operation in /api/openapi.json (issue 11): malformed JSON, wrong types, huge
 * strings, unicode edge cases and path traversal in every parameter, as visitor, user and admin.
 * The server must never answer 5xx, and a refused write must leave the database as it was.
 * Bounded: a fixed number of runs per operation and a time limit per operation.
 */

const RUNS_PER_OPERATION = 80;
const TIME_LIMIT_PER_OPERATION_MS = 6_000;

/** Tables whose rows a refused request must not change (sessions and rate-limit counters may). */
const GUARDED_TABLES = ['user', 'account', 'content_item', 'favorite', 'profile_picture', 'content_import', 'app_meta'];

interface Operation {
  method: string;
  path: string;
  bodyKeys: string[];
}

const nastyText = fc.constantFrom(
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f',
  '/',
  '.',
  '..',
  '',
  ' ',
  '\u0000',
  '%00',
  '%',
  '\u202e\u202d',
  '\ud83d',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👩‍👩‍👧‍👦',
  'Ä'.repeat(500),
  'ß\u0308',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '${7*7}',
  '__proto__',
  'constructor',
  'CON',
  'NaN',
  '-1',
  '1e309',
);

const text = fc.oneof(
  nastyText,
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 10_000, maxLength: 200_000 }),
);

const value = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(text, fc.integer()), { maxLength: 5 }),
  fc.dictionary(nastyText, fc.oneof(text, fc.integer())),
);

function bodies(keys: string[]) {
  const known = keys.length > 0 ? fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: keys.length }) : fc.constant({});
  return fc.oneof(
    fc.constantFrom(
      '{',
      '{"a":',
      '[',
      'null',
      'true',
      '"text"',
      '{"__proto__":{"role":"admin"}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '\u0000',
      '\ufeff{}',
      '{}'.repeat(1000),
    ),
    fc.json({ maxDepth: 3 }),
    known.map((o) => JSON.stringify(o)),
    fc.tuple(known, fc.dictionary(fc.string({ maxLength: 10 }), value, { maxKeys: 3 })).map(([a, b]) => JSON.stringify({ ...b, ...a })),
  );
}

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  '',
);

/** Every property name any request body in the document mentions, so fuzzed bodies reach validation of real fields. */
function collectKeys(schema: unknown, into: Set<string>) {
  if (!schema || typeof schema !== 'object') return;
  const s = schema as Record<string, unknown>;
  if (s.properties && typeof s.properties === 'object') for (const key of Object.keys(s.properties)) into.add(key);
  for (const child of Object.values(s)) collectKeys(child, into);
}

/** A lone surrogate cannot be percent-encoded; it then goes into the URL as it is. */
function encodeOrRaw(raw: string): string {
  try {
    return encodeURIComponent(raw);
  } catch {
    return raw;
  }
}

let t: TestApp;
let clients: Record<'visitor' | 'user' | 'admin', TestClient>;
let operations: Operation[];

async function snapshot(): Promise<string> {
  const tables: Record<string, unknown[]> = {};
  for (const table of GUARDED_TABLES) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.database.db);
    tables[table] = result.rows
      .map((row) =>
        JSON.stringify(row, (_, v: unknown) =>
          v instanceof Uint8Array || Buffer.isBuffer(v) ? Buffer.from(v as Uint8Array).toString('base64') : v,
        ),
      )
      .sort();
  }
  return JSON.stringify(tables);
}

beforeAll(async () => {
  t = await createTestApp();
  const all = await roleClients(t);
  clients = { visitor: all.visitor, user: all.user, admin: all.admin };
  const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { requestBody?: unknown }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const keys = new Set<string>(['email', 'password', 'name', 'username', 'role', 'userId', 'token', 'newPassword', 'currentPassword']);
      collectKeys(op.requestBody, keys);
      return { method: method.toUpperCase(), path, bodyKeys: [...keys] };
    }),
  );
}, 60_000);
afterAll(async () => {
  await t.cleanup();
});

describe('fuzzing every operation', () => {
  let cases = 0;

  it('never answers 5xx, and a refused write changes nothing in the database', async () => {
    const problems: string[] = [];
    for (const op of operations) {
      // Signing out would end the fuzzing clients' sessions; it takes no input worth fuzzing.
      if (op.path.endsWith('/sign-out')) continue;
      const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      const hasBody = !['GET', 'HEAD', 'DELETE'].includes(op.method);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('visitor' as const, 'user' as const, 'admin' as const),
          fc.array(fc.tuple(text, fc.boolean()), { minLength: params.length, maxLength: params.length }),
          hasBody ? bodies(op.bodyKeys) : fc.constant(undefined),
          contentType,
          fc.dictionary(fc.constantFrom('q', 'limit', 'offset', 'page', 'klasse', 'id'), text, { maxKeys: 2 }),
          async (role, values, body, type, query) => {
            let path = op.path;
            values.forEach(([raw, encode], i) => {
              path = path.replace(`{${params[i]}}`, encode ? encodeOrRaw(raw) : raw);
            });
            const search = new URLSearchParams(query).toString();
            const before = hasBody || op.method === 'DELETE' ? await snapshot() : null;
            let res: Response;
            try {
              res = await clients[role].request(`${path}${search ? `?${search}` : ''}`, {
                method: op.method,
                headers: type ? { 'content-type': type } : {},
                ...(body !== undefined ? { body } : {}),
              });
            } catch (error) {
              // The test's own URL could not be built (e.g. a raw '%'): nothing reached the server.
              if (error instanceof TypeError || error instanceof URIError) return;
              throw error;
            }
            await res.arrayBuffer();
            cases++;
            const where = `${op.method} ${path.slice(0, 120)} as ${role}`;
            if (res.status >= 500) problems.push(`${where} → ${res.status}`);
            if (before !== null && res.status >= 400 && (await snapshot()) !== before)
              problems.push(`${where} → ${res.status} but the database changed`);
          },
        ),
        { numRuns: RUNS_PER_OPERATION, interruptAfterTimeLimit: TIME_LIMIT_PER_OPERATION_MS, markInterruptAsFailure: false },
      );
    }
    expect(problems.slice(0, 20)).toEqual([]);
    // "Thousands of cases": the time limits must not have cut the run down to a token few.
    expect(cases).toBeGreaterThan(1500);
  }, 300_000);
});
