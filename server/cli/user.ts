import pino from 'pino';
import { loadConfigOrExit } from '../config/env';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { buildDeps } from '../deps';
import { runUserCommand, USAGE, UsageError } from './user-command';

/** `npm run user -- …`: account administration for operators, on the configured database. */
async function main() {
  const config = loadConfigOrExit(process.env);
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.dialect);
    const deps = await buildDeps(config, database, pino({ level: 'warn' }), '');
    console.log(await runUserCommand(process.argv.slice(2), deps));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      process.exitCode = 2;
    } else if (error instanceof TypeError && /Unknown option|Option/.test(error.message)) {
      console.error(`${error.message}\n\n${USAGE}`);
      process.exitCode = 2;
    } else {
      throw error;
    }
  } finally {
    await database.db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error('Fehler:', error);
  process.exit(1);
});
