import { describe, expect, it } from 'vitest';
import changelog from '../../CHANGELOG.md?raw';
import pkg from '../../package.json';
import { changesFor, parseChangelog } from './changelog';

describe('changelog', () => {
  it('reads versions, dates and changes with continuation lines', () => {
    const entries = parseChangelog(
      '# Änderungen\n\nText.\n\n## 1.2.0 – 2026-12-01\n\n- Eins\n  geht weiter.\n- Zwei\n\n## 1.1.0 - 2026-11-01\n- Alt\n',
    );
    expect(entries).toEqual([
      { version: '1.2.0', date: '2026-12-01', changes: ['Eins geht weiter.', 'Zwei'], adminChanges: [] },
      { version: '1.1.0', date: '2026-11-01', changes: ['Alt'], adminChanges: [] },
    ]);
  });

  it('keeps „Für Admins:“ and „Für Betreiber:“ items apart, also when they span lines', () => {
    const [entry] = parseChangelog(
      '## 1.0.0 – 2026-12-01\n- Für alle\n- Für Admins: Benutzerverwaltung\n  mit Suche.\n- Für Betreiber: `npm run backup`\n- Noch etwas für alle mit „Für Admins:“ mittendrin\n',
    );
    expect(entry?.changes).toEqual(['Für alle', 'Noch etwas für alle mit „Für Admins:“ mittendrin']);
    expect(entry?.adminChanges).toEqual(['Für Admins: Benutzerverwaltung mit Suche.', 'Für Betreiber: `npm run backup`']);
  });

  it('shows admins everything and everyone else only the general items, also from an old changelog.json', () => {
    const entry = { version: '1.0.0', date: '2026-12-01', changes: ['Für alle'], adminChanges: ['Für Admins: Protokoll'] };
    expect(changesFor(entry, false)).toEqual(['Für alle']);
    expect(changesFor(entry, true)).toEqual(['Für alle', 'Für Admins: Protokoll']);
    expect(changesFor({ version: '0.9.0', date: '2026-11-01', changes: ['Alt'] }, true)).toEqual(['Alt']);
  });

  it('reads our CHANGELOG.md, newest first, matching package.json', () => {
    const entries = parseChangelog(changelog);
    expect(entries[0]?.version).toBe(pkg.version);
    expect(entries.every((e) => e.changes.length + (e.adminChanges?.length ?? 0) > 0)).toBe(true);
    // Admin matters are marked, so teachers do not read about admin menus they do not have.
    for (const e of entries)
      for (const change of e.changes) expect(change, `${e.version}: ${change}`).not.toMatch(/^Admins\b|Admin-Abzeichen|Admin-Rechte/);
  });
});
