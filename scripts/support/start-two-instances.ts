// Two app processes as one site: one PostgreSQL database, one S3-compatible bucket (s3rver),
// one session secret, and a round-robin balancer in front whose address is PUBLIC_URL. Shared
// by `npm run two-instances` and its end-to-end test, so the test proves the set-up the script
// gives a developer.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freshPostgres, startServer, type ServerProcess, type Target } from '../../bench/support/server-process';
import { freePort } from '../../server/test/free-port';
import { startBalancer, type Balancer } from './round-robin-balancer';

export const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
const BUCKET = 'sportkiste';
const STOP_GRACE_MS = 10_000;

export interface Instance extends ServerProcess {
  name: string;
  /** This process's own DATA_DIR: with S3 storage nothing may land here. */
  dataDir: string;
}

export interface TwoInstances {
  /** The balancer: the address to open, and PUBLIC_URL of both instances. */
  url: string;
  databaseUrl: string;
  /** Set when the database was created for this run (and is dropped by stop()). */
  createdDatabase?: string;
  instances: Instance[];
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
  /** The DATABASE_URL target, for `npm run user`-style account commands on the shared database. */
  target: Target;
  /** Stops every process and the bucket, drops a created database, removes the temporary files. Safe to call twice. */
  stop: () => Promise<void>;
}

export interface TwoInstancesOptions {
  /** PostgreSQL server on which a throw-away database is created. */
  postgresServer?: string;
  /** An existing database to use instead; it is kept. */
  databaseUrl?: string;
  /** The balancer's port; a free one when not given. */
  port?: number;
  /** Show the instances' logs. */
  logs?: boolean;
  /** How long one instance may take to answer /api/health (the first imports the starter content). */
  startTimeoutMs?: number;
}

async function stopProcess(child: ServerProcess): Promise<void> {
  if (child.child.exitCode !== null || child.child.signalCode !== null) return;
  child.child.kill('SIGTERM');
  const stopped = await Promise.race([child.exited.then(() => true), new Promise<false>((r) => setTimeout(() => r(false), STOP_GRACE_MS))]);
  if (!stopped) {
    child.child.kill('SIGKILL');
    await child.exited;
  }
}

export async function startTwoInstances(options: TwoInstancesOptions = {}): Promise<TwoInstances> {
  const cleanups: (() => Promise<void>)[] = [];
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    const failures: unknown[] = [];
    // Last started, first stopped: the database goes only after no process uses it.
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw new AggregateError(failures, 'some parts of the two-instance set-up could not be stopped');
  };

  try {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-two-'));
    cleanups.push(async () => fs.rmSync(root, { recursive: true, force: true }));

    let databaseUrl = options.databaseUrl;
    let createdDatabase: string | undefined;
    if (!databaseUrl) {
      const server = options.postgresServer ?? DEFAULT_POSTGRES;
      const fresh = await freshPostgres(server, 'sportkiste_two');
      if (!fresh) throw new Error(`PostgreSQL is not reachable at ${server.replace(/:[^:@/]*@/, ':***@')}`);
      cleanups.push(fresh.drop);
      databaseUrl = fresh.url;
      createdDatabase = fresh.name;
    }

    const s3server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(root, 's3'),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const s3address = await s3server.run();
    cleanups.push(() => s3server.close());
    const s3 = {
      endpoint: `http://127.0.0.1:${s3address.port}`,
      bucket: BUCKET,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    };

    const names = ['a', 'b'];
    const ports = [await freePort(), await freePort()];
    const balancer: Balancer = await startBalancer(
      names.map((name, i) => ({ name, base: `http://127.0.0.1:${ports[i]}` })),
      options.port ? { port: options.port } : {},
    );
    cleanups.push(balancer.close);

    const env = {
      PUBLIC_URL: balancer.url,
      // The balancer connects from here; only its X-Forwarded-For is believed.
      TRUSTED_PROXIES: '127.0.0.1',
      RATE_LIMIT: 'on',
      // One secret, or a cookie signed by one instance is refused by the other.
      AUTH_SECRET: randomBytes(32).toString('hex'),
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    };
    const instances: Instance[] = [];
    // If this process ends without stop() (an uncaught error, a test worker torn down), its
    // servers must not live on holding ports and the database; 'exit' allows only sync work.
    const killOnExit = () => instances.forEach((instance) => instance.child.kill('SIGKILL'));
    process.once('exit', killOnExit);
    cleanups.push(async () => void process.off('exit', killOnExit));
    // One after the other: the first start creates the tables and imports the starter content
    // into the empty database. better-auth's table creation and the starter import both look
    // first and create afterwards, without a lock (only Kysely's own migrations take one), so
    // two first starts at the same moment would both try.
    for (const [i, name] of names.entries()) {
      const dataDir = path.join(root, `data-${name}`);
      fs.mkdirSync(dataDir);
      const target = { dataDir, databaseUrl };
      const server = await startServer(target, ports[i] as number, options.startTimeoutMs ?? 180_000, { env, logs: Boolean(options.logs) });
      instances.push({ ...server, name, dataDir });
      cleanups.push(() => stopProcess(server));
    }

    return {
      url: balancer.url,
      databaseUrl,
      ...(createdDatabase ? { createdDatabase } : {}),
      instances,
      s3,
      target: { dataDir: path.join(root, 'data-a'), databaseUrl },
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
