import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressFolder } from '../../scripts/compress-client.mjs';
import { createTestApp, TEST_INDEX_HTML, type TestApp } from '../test/create-test-app';

const SCRIPT = `export const Spiele = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Fangspiel Nummer ${i}`))};\n`;
const SHELL = TEST_INDEX_HTML.replace('</body>', `${'<!-- leer -->'.repeat(100)}</body>`);
const PAGE = TEST_INDEX_HTML.replace('<div id="root"></div>', `<div id="root">${'<p>Sportkiste</p>'.repeat(100)}</div>`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  fs.writeFileSync(path.join(t.clientDir, 'assets/spiele-Zz99Yy88.js'), SCRIPT);
  fs.writeFileSync(path.join(t.clientDir, 'index.html'), PAGE);
  fs.mkdirSync(path.join(t.clientDir, 'tools/stoppuhr'), { recursive: true });
  fs.writeFileSync(path.join(t.clientDir, 'tools/stoppuhr.html'), PAGE.replace('Sportkiste', 'Stoppuhr'));
  fs.writeFileSync(path.join(t.clientDir, 'shell.html'), SHELL);
  compressFolder(t.clientDir);
});
afterAll(() => t.cleanup());

describe('front-end files compressed at build time', () => {
  it('go out as brotli or gzip as the browser accepts, plain otherwise, always with Vary', async () => {
    const url = '/assets/spiele-Zz99Yy88.js';
    const br = await t.app.request(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT);
    const gz = await t.app.request(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);
    const plain = await t.app.request(url);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
    for (const res of [br, gz, plain]) expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
  });

  it('include the prerendered page of an address, the empty shell for every other', async () => {
    for (const [url, expected] of [
      ['/', PAGE],
      ['/gibt/es/nicht', SHELL],
      ['/login', SHELL],
      ['/tools/stoppuhr', PAGE.replace('Sportkiste', 'Stoppuhr')],
      ['/tools/stoppuhr/', PAGE.replace('Sportkiste', 'Stoppuhr')],
    ] as const) {
      const res = await t.app.request(url, { headers: { 'accept-encoding': 'br' } });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-encoding'), url).toBe('br');
      expect(res.headers.get('content-type'), url).toMatch(/text\/html/);
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString(), url).toBe(expected);
    }
  });

  it('leave small files alone', () => {
    expect(fs.existsSync(path.join(t.clientDir, 'robots.txt.br'))).toBe(false);
    expect(fs.existsSync(path.join(t.clientDir, 'assets/spiele-Zz99Yy88.js.br'))).toBe(true);
  });
});
