import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgToolsProblem } from '../test/pg-tools';
import { createTestInstallation } from '../test/test-installation';
import { BackupError } from './backup-error';
import { dumpPostgres, runPgTool } from './postgres-dump';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-pgtools-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('running the PostgreSQL client tools', () => {
  it('names the Debian package when pg_dump is not installed', async () => {
    const error = await runPgTool('/nicht/installiert/pg_dump', ['--version'], {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toBe(
      'pg_dump wurde nicht gefunden (/nicht/installiert/pg_dump). Es gehört zum Debian-Paket postgresql-client: apt-get install -y postgresql-client',
    );
  });

  it("passes on the tool's own error and exit code", async () => {
    const error = await runPgTool(
      '/bin/sh',
      ['-c', 'echo "pg_dump: error: aborting because of server version mismatch" >&2; exit 1'],
      {},
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(
      /^sh ist fehlgeschlagen \(Exit-Code 1\): pg_dump: error: aborting because of server version mismatch\n.*Hauptversion des PostgreSQL-Servers/,
    );
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
const skip = pgUrl ? await pgToolsProblem() : 'nur mit TEST_DATABASE_URL (npm run test:pg)';
if (pgUrl && skip) console.warn(`pg_dump-Test übersprungen: ${skip}`);

describe.skipIf(skip !== null)(`pg_dump on PostgreSQL${skip ? ` – übersprungen: ${skip}` : ''}`, () => {
  it('gets the password through PGPASSWORD, never on the command line', async () => {
    const installation = await createTestInstallation();
    try {
      const url = new URL(installation.config.database.kind === 'postgres' ? installation.config.database.url : '');
      url.password = 'geheim-im-ps';
      // A stand-in pg_dump that records what it was given, then runs the real one.
      const spy = path.join(scratch, 'pg_dump');
      const record = path.join(scratch, 'aufruf.txt');
      fs.writeFileSync(spy, `#!/bin/sh\necho "args: $*" > ${record}\necho "PGPASSWORD=$PGPASSWORD" >> ${record}\nexec pg_dump "$@"\n`, {
        mode: 0o755,
      });
      const tables = await dumpPostgres(url.href, path.join(scratch, 'db.pgdump'), { env: { PATH: process.env.PATH }, pgDump: spy });
      const seen = fs.readFileSync(record, 'utf8');
      expect(seen).toMatch(/^args: --format=custom --no-owner --no-acl --snapshot=\S+ --file=\S+ --dbname=postgres:\/\/postgres@/);
      expect(seen.split('\n')[0]).not.toContain('geheim');
      expect(seen).toContain('PGPASSWORD=geheim-im-ps');
      expect(tables).toEqual({}); // an empty database: nothing to count, but a valid dump
      expect(fs.statSync(path.join(scratch, 'db.pgdump')).size).toBeGreaterThan(0);
    } finally {
      await installation.cleanup();
    }
  });
});
