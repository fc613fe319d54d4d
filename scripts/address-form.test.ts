import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findInformal, findInformalInSource } from './support/address-form';

/**
 * DECISIONS 11: teachers are addressed with „Sie“ on every screen, message and mail. This scans
 * what they read — the client's and server's UI strings, core's messages, the PWA manifest,
 * index.html and CHANGELOG.md (it feeds the in-app updates dialog) — and names every informal
 * form with file:line. Texts for children keep „ihr/du“: they live in content/ (station cards,
 * relaxation stories read aloud), which is not scanned; a source file written for children goes
 * into CHILDREN_TEXTS with the reason.
 */
const CHILDREN_TEXTS: Record<string, string> = {};

const sources = () =>
  execFileSync('git', ['ls-files', 'client', 'server', 'core', 'CHANGELOG.md', 'vite.config.ts'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(tsx?|html|md)$/.test(file))
    // Tests and fixtures quote both forms on purpose; Playwright specs are not shipped.
    .filter((file) => !/\.test\.tsx?$|(^|\/)test\//.test(file))
    .filter((file) => !(file in CHILDREN_TEXTS));

describe('form of address (teachers: „Sie“)', () => {
  it('finds the informal forms in UI strings, not in code or comments', () => {
    const source = [
      '// Tippe here is a comment',
      "const dir = path.join(root, 'x');",
      "const a = 'Noch keine Favoriten. Tippe auf den Stern.';",
      'const b = <p>Läuft weiter, auch wenn du die Seite wechselst.</p>;',
      'const c = `Sichere ${name} …`;',
      "const d = 'Tippen Sie auf den Stern; Ihre Favoriten. Zurücksetz-Versuche, --dir content, Lade...';",
      'const e = `Alle ${max} Versuche erfasst · Versuche es erneut.`;',
    ].join('\n');
    expect(findInformalInSource(source, 'probe.tsx').map((f) => `${f.line}:${f.word}`)).toEqual([
      '3:Tippe',
      '4:du',
      '5:Sichere',
      '7:Versuche',
    ]);
    expect(findInformal('Zeile eins\nwas der Server über dich speichert').map((f) => `${f.line}:${f.word}`)).toEqual(['2:dich']);
  });

  it('no screen, message, mail or changelog entry says „du“ to a teacher', () => {
    const findings = sources().flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const found = /\.tsx?$/.test(file) ? findInformalInSource(text, file) : findInformal(text);
      return found.map((f) => `${file}:${f.line} „${f.word}“ in: ${f.text}`);
    });
    expect(findings).toEqual([]);
  });
});
