import { describe, expect, it } from 'vitest';
import changelog from '../../CHANGELOG.md?raw';
import pkg from '../../package.json';
import { parseChangelog } from './changelog';

describe('changelog', () => {
  it('reads versions, dates and changes with continuation lines', () => {
    const entries = parseChangelog('# Änderungen\n\nText.\n\n## 1.2.0 – 2026-12-01\n\n- Eins\n  geht weiter.\n- Zwei\n\n## 1.1.0 - 2026-11-01\n- Alt\n');
    expect(entries).toEqual([
      { version: '1.2.0', date: '2026-12-01', changes: ['Eins geht weiter.', 'Zwei'] },
      { version: '1.1.0', date: '2026-11-01', changes: ['Alt'] },
    ]);
  });

  it('reads our CHANGELOG.md, newest first, matching package.json', () => {
    const entries = parseChangelog(changelog);
    expect(entries[0]?.version).toBe(pkg.version);
    expect(entries.every((e) => e.changes.length > 0)).toBe(true);
  });
});
