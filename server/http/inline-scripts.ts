import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The one script the pages carry inline: client/boot.js, which starts the app once the page has
 * painted. Inline, not a file, so the first paint no longer waits for its request on a slow
 * phone's network (Lighthouse: ≈ 150 ms of LCP, issue 21). The Content-Security-Policy still
 * allows no inline script but this one: the build writes its hash beside the pages
 * (vite.config.ts, pageLoadOrder) and every response names it in `script-src`. A script injected
 * into a page, or this one changed in a copy of dist/, has another hash and does not run.
 */
export const INLINE_SCRIPT_HASHES_FILE = 'inline-script-hashes.json';

/** The CSP source that allows exactly this script text: `'sha256-…'`. */
export function scriptHashSource(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * The hashes the build wrote; none without a build (`npm run dev`, tests), where no page carries
 * an inline script. A file that is not what the build writes allows nothing and is said so.
 */
export function readInlineScriptHashes(clientDir: string, warn: (message: string) => void): string[] {
  let text: string;
  try {
    text = fs.readFileSync(path.join(clientDir, INLINE_SCRIPT_HASHES_FILE), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
      warn(`${INLINE_SCRIPT_HASHES_FILE} unreadable: the pages' start script is blocked`);
    return [];
  }
  try {
    const value: unknown = JSON.parse(text);
    if (
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((item) => typeof item === 'string' && /^'sha256-[A-Za-z0-9+/]{43}='$/.test(item))
    )
      return value as string[];
  } catch {
    // Reported below, like any other content that is not a list of hashes.
  }
  warn(`${INLINE_SCRIPT_HASHES_FILE} is not what the build writes: the pages' start script is blocked`);
  return [];
}
