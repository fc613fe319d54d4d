// Starts the real server for Playwright on a throw-away DATA_DIR, with a real SMTP server
// that keeps every mail (readable at http://127.0.0.1:E2E_MAIL_PORT/mails) and an admin
// account created by the operator CLI. Removes the data when it stops.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3917);
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 3918);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3919);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-e2e-'));

const mails = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        mails.push({ to: parsed.to?.value?.[0]?.address ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '' });
        callback();
      })
      .catch(callback);
  },
});
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
const mailbox = http.createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(mails));
});
await new Promise((resolve) => mailbox.listen(mailPort, '127.0.0.1', resolve));

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
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

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit', env });
const stop = (signal) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code) => {
  smtp.close();
  mailbox.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
