/**
 * A problem the operator can fix (wrong folder, non-empty target, damaged backup, missing
 * pg_dump): the commands print its German message alone, without a stack trace, and exit 1.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** What a command prints when it fails: the message for expected problems, everything otherwise. */
export function describeFailure(error: unknown): string {
  if (error instanceof BackupError) return `Fehler: ${error.message}`;
  return `Unerwarteter Fehler: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}
