// `npm run test:pg`: the server test suite again, against PostgreSQL. Each test file creates
// its own database on that server and drops it afterwards (see server/test/test-database.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.end();
} catch (error) {
  console.error(`PostgreSQL is not reachable at ${url} (${error.message}). Set TEST_DATABASE_URL or start PostgreSQL.`);
  process.exit(1);
}
console.log(`Server tests against PostgreSQL (${url.replace(/:[^:@/]*@/, ':***@')})`);
const result = spawnSync(path.join(root, 'node_modules/.bin/vitest'), ['run', '--project', 'server'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
