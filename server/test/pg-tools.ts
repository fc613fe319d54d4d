import { spawnSync } from 'node:child_process';
import pg from 'pg';

/**
 * Why PostgreSQL backups cannot be tested on this machine, or null. Only a PostgreSQL run
 * (TEST_DATABASE_URL) needs pg_dump and pg_restore; their tests then skip with this reason
 * instead of failing on a machine without the client tools.
 */
export async function pgToolsProblem(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return null;
  const majors: number[] = [];
  for (const tool of ['pg_dump', 'pg_restore']) {
    const run = spawnSync(tool, ['--version'], { encoding: 'utf8' });
    if (run.error || run.status !== 0) return `${tool} fehlt (apt-get install -y postgresql-client)`;
    majors.push(Number(/(\d+)\.\d+/.exec(run.stdout)?.[1] ?? 0));
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
  await client.end();
  const server = Math.floor(Number(rows[0]?.server_version_num) / 10000);
  const oldest = Math.min(...majors);
  return oldest < server ? `pg_dump ${oldest} ist älter als der PostgreSQL-Server ${server}` : null;
}
