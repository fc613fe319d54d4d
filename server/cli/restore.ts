import { parseArgs } from 'node:util';
import { describeFailure } from '../backup/backup-error';
import { describeFileStore } from '../backup/operator-text';
import { restoreBackup } from '../backup/restore-backup';
import { loadConfigOrExit } from '../config/env';
import { createFileStore } from '../storage/create-store';

const USAGE = `Verwendung:
  npm run restore -- <ordner>   spielt eine Sicherung in ein leeres DATA_DIR bzw. eine leere Datenbank ein
                                (Ziel aus DATA_DIR, DATABASE_URL und STORAGE_DRIVER wie beim Server)`;

/** `npm run restore -- <dir>`: a backup into the configured, empty installation. */
async function main() {
  let positionals: string[] = [];
  try {
    ({ positionals } = parseArgs({ args: process.argv.slice(2), allowPositionals: true, options: {} }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  const [dir] = positionals;
  if (!dir || positionals.length > 1) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfigOrExit(process.env);
  await restoreBackup(
    dir,
    { database: config.database, files: createFileStore(config.storage), filesLabel: describeFileStore(config.storage) },
    { report: (line) => console.log(line), pgTools: { env: process.env } },
  );
}

main().catch((error: unknown) => {
  console.error(describeFailure(error));
  process.exit(1);
});
