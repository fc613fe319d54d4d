import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestApp } from '../test/create-test-app';
import { INLINE_SCRIPT_HASHES_FILE, readInlineScriptHashes, scriptHashSource } from './inline-scripts';

const folder = (files: Record<string, string>) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-inline-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
};

describe('the start script allowed by its hash', () => {
  it('is named as CSP names a script: the SHA-256 of its exact text, base64', () => {
    // The hash the CSP specification's own examples give for alert(1).
    expect(scriptHashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(scriptHashSource('alert(1) ')).not.toBe(scriptHashSource('alert(1)'));
  });

  it('reads the hashes the build wrote; without a build none, quietly', () => {
    const warnings: string[] = [];
    const hash = scriptHashSource('start()');
    expect(readInlineScriptHashes(folder({ [INLINE_SCRIPT_HASHES_FILE]: JSON.stringify([hash]) }), (m) => warnings.push(m))).toEqual([
      hash,
    ]);
    expect(readInlineScriptHashes(folder({}), (m) => warnings.push(m))).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('allows nothing from a file that is not what the build writes, and says so', () => {
    for (const text of ['{', JSON.stringify(["'unsafe-inline'"]), JSON.stringify(["'sha256-abc='"]), JSON.stringify([]), '"x"']) {
      const warnings: string[] = [];
      expect(
        readInlineScriptHashes(folder({ [INLINE_SCRIPT_HASHES_FILE]: text }), (m) => warnings.push(m)),
        text,
      ).toEqual([]);
      expect(warnings, text).toEqual([expect.stringContaining('not what the build writes')]);
    }
  });
});

describe('the Content-Security-Policy of a built installation', () => {
  const made = createTestApp();
  afterAll(async () => (await made).cleanup());

  it('allows our own files and the start script by its hash on every response, no other inline script', async () => {
    const t = await made;
    const hash = scriptHashSource('start()');
    fs.writeFileSync(path.join(t.clientDir, INLINE_SCRIPT_HASHES_FILE), JSON.stringify([hash]));
    const built = createApp(t.deps);
    for (const url of ['/', '/tools/stoppuhr', '/api/health', '/api/gibt-es-nicht']) {
      const csp = (await built.request(url)).headers.get('content-security-policy') ?? '';
      expect(/script-src ([^;]*)/.exec(csp)?.[1], url).toBe(`'self' ${hash}`);
    }
    // Without the build's file (the test fixture, `npm run dev`): our own files only.
    const csp = (await t.app.request('/')).headers.get('content-security-policy') ?? '';
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'");
  });
});
