// `npm run dev`: the API server (restarting on change) on :3001 and Vite with hot reload on
// :5173, which proxies /api to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: '3001', PUBLIC_URL: process.env.PUBLIC_URL || 'http://localhost:5173' },
  }),
  spawn(path.join(root, 'node_modules/.bin/vite'), [], { cwd: root, stdio: 'inherit' }),
];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
children.forEach((child) => child.on('exit', stopAll));
