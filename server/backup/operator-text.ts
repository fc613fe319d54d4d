import type { Config } from '../config/env';
import { withoutPassword } from '../db/database';

/** Progress and summary lines for the operator (German, one per call). */
export type Report = (line: string) => void;

const number = new Intl.NumberFormat('de-DE');
const decimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

export const formatCount = (value: number) => number.format(value);

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${number.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${decimal.format(bytes / 1024)} KB`;
  return `${decimal.format(bytes / 1024 / 1024)} MB`;
}

export const formatSeconds = (ms: number) => `${decimal.format(ms / 1000)} s`;

export function describeDatabase(database: Config['database']): string {
  return database.kind === 'sqlite' ? `SQLite-Datei ${database.file}` : `PostgreSQL-Datenbank ${withoutPassword(database.url)}`;
}

export function describeFileStore(storage: Config['storage']): string {
  return storage.driver === 'fs'
    ? `Dateiordner ${storage.dir}`
    : `S3-Bucket ${storage.bucket}${storage.endpoint ? ` (${storage.endpoint})` : ''}`;
}

/** Rows per table as indented lines, for both commands' summaries. */
export function tableLines(tables: Record<string, number>): string[] {
  const width = Math.max(0, ...Object.keys(tables).map((name) => name.length));
  return Object.entries(tables).map(([name, rows]) => `  ${name.padEnd(width)}  ${formatCount(rows).padStart(7)}`);
}
