import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Pool } from 'pg';
import type { Config } from '../config/env';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

/** Connection figures for /metrics, read when Prometheus scrapes. */
export interface PoolStats {
  /** Connections the pool may open. */
  max: number;
  /** Connections open now, in use or idle. */
  open: number;
  /** Open connections not in use; null where the driver cannot tell. */
  idle: number | null;
  /** Queries waiting for a free connection; null where the driver cannot tell. */
  waiting: number | null;
}

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  /** Where the data lives, for the start-up log (never contains a password). */
  description: string;
  poolStats(): PoolStats;
  /**
   * One row from a statement prepared once per connection (`?` placeholders), for the queries
   * every request runs (session, library version): Kysely compiles and prepares each query
   * again, which costs more than the lookup itself.
   */
  queryOne<Row>(name: string, text: string, params: readonly unknown[]): Promise<Row | undefined>;
}

const POSTGRES_POOL_MAX = 10;

export function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.href;
}

export function createDatabase(target: Config['database'], options: { onConnectionLost?: (error: Error) => void } = {}): DatabaseHandle {
  if (target.kind === 'postgres') {
    // pg is loaded on the first query, so an installation on SQLite never loads it (start-up time and memory).
    let pool: Pool | undefined;
    let opening: Promise<Pool> | undefined;
    const openPool = () =>
      (opening ??= import('pg').then(({ default: pg }) => {
        pool = new pg.Pool({ connectionString: target.url, max: POSTGRES_POOL_MAX });
        // An idle pooled connection the server closes (restart, failover, an admin's terminate)
        // is reported here; without a listener Node treats it as an uncaught error and the whole
        // process stops. The pool drops that connection and the next query opens a new one.
        pool.on('error', (error) => options.onConnectionLost?.(error));
        return pool;
      }));
    const numbered = new Map<string, string>();
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: openPool }) }),
      dialect: 'postgres',
      description: `PostgreSQL ${withoutPassword(target.url)}`,
      poolStats: () => ({
        max: POSTGRES_POOL_MAX,
        open: pool?.totalCount ?? 0,
        idle: pool?.idleCount ?? 0,
        waiting: pool?.waitingCount ?? 0,
      }),
      queryOne: async <Row>(name: string, text: string, params: readonly unknown[]) => {
        let pgText = numbered.get(name);
        if (pgText === undefined) {
          let n = 0;
          pgText = text.replace(/\?/g, () => `$${++n}`);
          numbered.set(name, pgText);
        }
        // A named statement is parsed and planned once per connection, then only executed.
        const result = await (await openPool()).query({ name: `sportkiste_${name}`, text: pgText, values: [...params] });
        return result.rows[0] as Row | undefined;
      },
    };
  }
  fs.mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SQLite(target.file);
  // WAL lets readers run while one request writes; the busy timeout makes a second writer
  // wait instead of failing with SQLITE_BUSY (e.g. the backup command next to the server).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const statements = new Map<string, SQLite.Statement>();
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    dialect: 'sqlite',
    description: `SQLite ${target.file}`,
    // One connection for the whole process; Kysely queues queries on it internally, out of sight.
    poolStats: () => ({ max: 1, open: sqlite.open ? 1 : 0, idle: null, waiting: null }),
    queryOne: async <Row>(name: string, text: string, params: readonly unknown[]) => {
      let statement = statements.get(name);
      if (!statement) {
        statement = sqlite.prepare(text);
        statements.set(name, statement);
      }
      return statement.get(...params) as Row | undefined;
    },
  };
}
