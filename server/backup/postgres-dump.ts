import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import { createDatabase, withoutPassword } from '../db/database';
import { BackupError } from './backup-error';
import { countRows } from './database-tables';

/**
 * pg_dump and pg_restore, run with the server's DATABASE_URL. `env` is the environment the
 * tools inherit (the command's own process.env: PATH and any PGSSL* settings); the password
 * travels in PGPASSWORD, never on the command line where `ps` would show it.
 */
export interface PgTools {
  env: Record<string, string | undefined>;
  pgDump?: string;
  pgRestore?: string;
}

function connection(url: string, env: PgTools['env']) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.href, env: password ? { ...env, PGPASSWORD: password } : { ...env } };
}

/** Runs one client tool; a missing binary or a failure becomes a message the operator can act on. */
export function runPgTool(command: string, args: string[], env: PgTools['env']): Promise<void> {
  const name = command.split('/').pop() ?? command;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${name} wurde nicht gefunden (${command}). Es gehört zum Debian-Paket postgresql-client: apt-get install -y postgresql-client`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const hint = /version mismatch/i.test(stderr)
        ? `\n${name} muss mindestens die Hauptversion des PostgreSQL-Servers haben (neuere Pakete: apt.postgresql.org).`
        : '';
      reject(new BackupError(`${name} ist fehlgeschlagen (Exit-Code ${code}): ${stderr.trim()}${hint}`));
    });
  });
}

/** Connection problems in words, for the errors an operator meets first. */
export function explainPgError(error: unknown, url: string): unknown {
  const code = (error as { code?: string }).code;
  const where = withoutPassword(url);
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND') return new BackupError(`PostgreSQL ist unter ${where} nicht erreichbar (${code}).`);
  if (code === '3D000') return new BackupError(`Die Datenbank ${where} gibt es nicht: bitte zuerst anlegen (createdb).`);
  if (code === '28P01' || code === '28000')
    return new BackupError(`PostgreSQL hat die Anmeldung für ${where} abgelehnt: ${(error as Error).message}`);
  return error;
}

/**
 * Dumps the database in pg_dump's custom format. The row counts come from the very snapshot
 * pg_dump reads (exported from a repeatable-read transaction that stays open until it is
 * done), so the manifest matches the dump exactly even while the server writes.
 */
export async function dumpPostgres(url: string, targetFile: string, tools: PgTools): Promise<Record<string, number>> {
  const { db } = createDatabase({ kind: 'postgres', url });
  const { dbname, env } = connection(url, tools.env);
  try {
    return await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(trx);
        const tables = await countRows(trx);
        const args = [
          '--format=custom',
          '--no-owner',
          '--no-acl',
          `--snapshot=${rows[0]?.id}`,
          `--file=${targetFile}`,
          `--dbname=${dbname}`,
        ];
        await runPgTool(tools.pgDump ?? 'pg_dump', args, env);
        return tables;
      });
  } catch (error) {
    throw explainPgError(error, url);
  } finally {
    await db.destroy();
  }
}

/** Tables in any schema of the database; a restore only goes into a database without any. */
export async function postgresTables(url: string): Promise<string[]> {
  const { db } = createDatabase({ kind: 'postgres', url });
  try {
    const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
    return tables.filter((table) => !table.isView).map((table) => table.name);
  } catch (error) {
    throw explainPgError(error, url);
  } finally {
    await db.destroy();
  }
}

/** One transaction: if anything fails, the database stays as empty as it was. */
export async function restorePostgres(url: string, dumpFile: string, tools: PgTools): Promise<void> {
  const { dbname, env } = connection(url, tools.env);
  const args = ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, dumpFile];
  await runPgTool(tools.pgRestore ?? 'pg_restore', args, env);
}
