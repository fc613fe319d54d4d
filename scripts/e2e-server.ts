// Starts the real server for Playwright on a throw-away DATA_DIR, with a real SMTP server
// that keeps every mail (readable at http://127.0.0.1:E2E_MAIL_PORT/mails) and an admin
// account created by the operator CLI. Removes the data when it stops.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startSmtpCapture } from '../server/test/smtp-capture';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3917);
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 3918);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3919);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-e2e-'));

// The same capture server the server tests use; the journeys read its mails over HTTP.
const smtp = await startSmtpCapture({ port: smtpPort });
const mailbox = http.createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(smtp.mails));
});
await new Promise<void>((resolve) => mailbox.listen(mailPort, '127.0.0.1', resolve));

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SMTP_URL: smtp.url,
  // Many sign-ins from one address in a few seconds; the limits have their own tests.
  RATE_LIMIT: 'off',
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  OPERATOR_NAME: 'Grundschule Am Testpark',
  OPERATOR_ADDRESS: 'Parkweg 3; 12345 Musterstadt',
  OPERATOR_EMAIL: 'sport@gs-testpark.example',
};
const admin = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'server/cli/user.ts', 'create', '--email', 'admin@sportkiste.test', '--password', 'admin-passwort-123', '--admin'],
  { cwd: root, env, stdio: 'inherit' },
);
if (admin.status !== 0) process.exit(admin.status ?? 1);

// The built server, as `npm start` runs it (test:e2e builds it first).
const server = spawn(process.execPath, ['dist/server.js'], { cwd: root, stdio: 'inherit', env });
const stop = (signal: NodeJS.Signals) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code) => {
  void smtp.close();
  mailbox.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
