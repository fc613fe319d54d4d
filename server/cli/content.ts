import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { loadConfigOrExit } from '../config/env';
import { exportContent } from '../content-files/content-export';
import { importContent } from '../content-files/content-import';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createFileStore } from '../storage/create-store';

const USAGE = `Verwendung:
  npm run content -- import [--force] [--dir content]   Karten aus Dateien einlesen (mehrfach ausführbar)
  npm run content -- export <ordner>                    alle Karten als Dateien schreiben`;

export const STARTER_CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content');

/** `npm run content -- …`: the library as files, for version control and bulk edits. */
async function main() {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false }, dir: { type: 'string' } },
  });
  const [command, target] = positionals;
  if (command !== 'import' && command !== 'export') {
    console.error(USAGE);
    process.exit(2);
  }
  if (command === 'export' && !target) {
    console.error(`Für "export" fehlt der Zielordner.\n\n${USAGE}`);
    process.exit(2);
  }
  const config = loadConfigOrExit(process.env);
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.dialect);
    const deps = { db: database.db, files: createFileStore(config.storage), logger: pino({ level: 'warn' }) };
    if (command === 'import') {
      const report = await importContent(deps, path.resolve(values.dir ?? STARTER_CONTENT_DIR), { force: values.force });
      console.log(`Neu: ${report.created}, aktualisiert: ${report.updated}, unverändert: ${report.unchanged}`);
      if (report.skipped.length > 0) {
        console.log(`In der App bearbeitet und daher nicht überschrieben (--force überschreibt): ${report.skipped.join(', ')}`);
      }
    } else {
      const count = await exportContent(deps, path.resolve(target as string));
      console.log(`${count} Karten nach ${path.resolve(target as string)} geschrieben.`);
    }
  } finally {
    await database.db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error('Fehler:', error instanceof Error ? error.message : error);
  process.exit(1);
});
