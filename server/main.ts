import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { loadConfigOrExit } from './config/env';
import { createDatabase } from './db/database';
import { listen } from './http/listen';
import { pruneAuditLog } from './audit/audit-log';
import { createLogger } from './logger';
import { prepareInstance } from './startup';
import { appVersion } from './version';

/** Process entry: configuration → database and migrations → listen → graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfigOrExit(process.env);

  const logger = createLogger(config.logLevel);
  const database = createDatabase(config.database, {
    onConnectionLost: (err) => logger.warn({ err }, 'PostgreSQL closed an idle connection; the next query opens a new one'),
  });
  const { db } = database;
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client');
  const deps = await prepareInstance(config, database, logger, {
    clientDir,
    contentDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../content'),
  });
  if (!config.operator) {
    logger.warn(
      'OPERATOR_NAME, OPERATOR_ADDRESS and OPERATOR_EMAIL are not all set: Impressum and Datenschutz show that the operator details are missing',
    );
  }
  logger.info(
    {
      emailVerification: config.auth.emailVerification ? 'on' : 'off',
      mail: deps.mailer.transport === 'smtp' ? 'SMTP' : 'written to the log (no SMTP_URL)',
      signup: config.auth.signupMode,
      rateLimit: config.auth.rateLimit ? 'on' : 'off',
    },
    `accounts: e-mail verification is ${config.auth.emailVerification ? 'on' : 'off'}`,
  );
  // The build's server render next to the client build: it draws list pages with their cards.
  const app = createApp({ ...deps, ssrDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/ssr') });
  // Audit entries name people; they are kept a year (Datenschutz). Pruned at start and daily.
  const prune = () =>
    pruneAuditLog(db, new Date())
      .then((removed) => removed > 0 && logger.info({ removed }, 'audit log: removed entries older than a year'))
      .catch((err: unknown) => logger.error({ err }, 'audit log: could not remove old entries'));
  void prune();
  const pruneTimer = setInterval(() => void prune(), 24 * 60 * 60 * 1000);
  pruneTimer.unref();

  let server;
  try {
    server = await listen(app.fetch, { port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    logger.fatal(
      { err: error },
      code === 'EADDRINUSE' ? `Port ${config.port} is already in use: stop the other program or set PORT` : 'could not listen',
    );
    await db.destroy();
    process.exit(1);
  }
  logger.info(
    {
      url: `http://localhost:${server.port}`,
      publicUrl: config.publicUrl.href,
      version: appVersion,
      metrics: config.metrics.token ? '/metrics (bearer token)' : 'off (no METRICS_TOKEN)',
    },
    'Sportkiste is running',
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing open requests');
    await server.close();
    await db.destroy();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Sportkiste could not start:', error);
  process.exit(1);
});
