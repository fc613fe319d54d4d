// `npm run two-instances [-- --port 8080] [-- --database postgres://…]`: the app as a
// horizontally scaled deployment on one machine — two server processes on one PostgreSQL
// database and one S3-compatible bucket (s3rver), behind a round-robin balancer. Open the
// printed address; every response says which instance answered in its X-Upstream header.
// Runs until Ctrl-C, then stops everything and drops the database it created.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_POSTGRES, startTwoInstances } from './support/start-two-instances';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    database: { type: 'string' },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`--port ${values.port}: expected a port number`);
  process.exit(2);
}

// The pages need the built front end; the API would run without it.
const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const postgresServer = process.env.DATABASE_URL || DEFAULT_POSTGRES;
console.log(
  values.database ? 'Using the given database …' : `Creating a throw-away database on ${postgresServer.replace(/:[^:@/]*@/, ':***@')} …`,
);
const site = await startTwoInstances({
  postgresServer,
  ...(values.database ? { databaseUrl: values.database } : {}),
  port,
  logs: true,
});

const hidePassword = (url: string) => url.replace(/:[^:@/]*@/, ':***@');
console.log(`
Sportkiste, two instances behind a balancer: ${site.url}
  ${site.instances.map((i) => `instance ${i.name}: ${i.base} (pid ${i.child.pid})`).join('\n  ')}
  database: ${hidePassword(site.databaseUrl)}${site.createdDatabase ? ' (dropped when this stops)' : ' (kept)'}
  files:    bucket "${site.s3.bucket}" on s3rver ${site.s3.endpoint} (removed when this stops)
An admin account for uploads:
  DATABASE_URL='${site.databaseUrl}' npm run user -- create --email E --password P --admin
Ctrl-C stops everything.`);

let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping both instances, the balancer and the bucket …');
  try {
    await site.stop();
    console.log(site.createdDatabase ? `Stopped; database ${site.createdDatabase} dropped.` : 'Stopped.');
  } catch (error) {
    console.error('Could not stop everything cleanly:', error);
    code = 1;
  }
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
// An instance that dies on its own leaves half a deployment: say so and stop the rest.
for (const instance of site.instances) {
  void instance.exited.then((code) => {
    if (stopping) return;
    console.error(`instance ${instance.name} exited on its own (${code ?? instance.child.signalCode}); stopping the rest`);
    void stop(1);
  });
}
