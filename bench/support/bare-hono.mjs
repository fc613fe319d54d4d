// The floor for our API's cost: Hono on @hono/node-server answering GET /items with the same JSON
// bytes from memory, no middleware, no session, no database. `node bare-hono.mjs <port> <file>`.
import fs from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const [port, file] = process.argv.slice(2);
const body = fs.readFileSync(file, 'utf8');
const app = new Hono();
app.get('/items', (c) => c.body(body, 200, { 'Content-Type': 'application/json' }));
serve({ fetch: app.fetch, port: Number(port), hostname: '127.0.0.1' }, () => console.log('ready'));
