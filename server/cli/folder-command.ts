import { parseArgs } from 'node:util';
import { describeFailure } from '../backup/backup-error';
import { describeFileStore } from '../backup/operator-text';
import { loadConfigOrExit } from '../config/env';
import { createFileStore } from '../storage/create-store';
import type { Config } from '../config/env';
import type { FileStore } from '../storage/storage';

export interface Installation {
  database: Config['database'];
  files: FileStore;
  filesLabel: string;
}

/**
 * The shape both `npm run backup -- <dir>` and `npm run restore -- <dir>` share: exactly one
 * folder argument (else the usage, exit 2), the server's configuration, and expected failures
 * as one German line without a stack trace (exit 1).
 */
export function runFolderCommand(usage: string, command: (installation: Installation, dir: string) => Promise<unknown>): void {
  let positionals: string[] = [];
  try {
    ({ positionals } = parseArgs({ args: process.argv.slice(2), allowPositionals: true, options: {} }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  const [dir] = positionals;
  if (!dir || positionals.length > 1) {
    console.error(usage);
    process.exit(2);
  }
  const run = async () => {
    const config = loadConfigOrExit(process.env);
    await command(
      { database: config.database, files: createFileStore(config.storage), filesLabel: describeFileStore(config.storage) },
      dir,
    );
  };
  run().catch((error: unknown) => {
    console.error(describeFailure(error));
    process.exit(1);
  });
}
