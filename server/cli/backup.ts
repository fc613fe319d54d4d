import { parseArgs } from 'node:util';
import { describeFailure } from '../backup/backup-error';
import { createBackup } from '../backup/create-backup';
import { describeFileStore } from '../backup/operator-text';
import { loadConfigOrExit } from '../config/env';
import { createFileStore } from '../storage/create-store';

const USAGE = `Verwendung:
  npm run backup -- <ordner>    sichert Datenbank und hochgeladene Dateien in einen neuen oder leeren Ordner
                                (auch während der Server läuft; dieselbe Konfiguration wie der Server)`;

/** `npm run backup -- <dir>`: a consistent backup of the configured installation. */
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
  await createBackup(
    { database: config.database, files: createFileStore(config.storage), filesLabel: describeFileStore(config.storage) },
    dir,
    { report: (line) => console.log(line), pgTools: { env: process.env } },
  );
}

main().catch((error: unknown) => {
  console.error(describeFailure(error));
  process.exit(1);
});
