import fs from 'node:fs';

/** The version from package.json, read once (the changelog and update dialog use the same). */
export const appVersion: string = (JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;
