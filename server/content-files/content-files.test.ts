import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { presentContent } from '../features/content/content.presenter';
import { listContent } from '../features/content/content.queries';
import { createFsStore } from '../storage/fs-store';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { parseContentFile, splitSections } from './content-file';
import { exportContent } from './content-export';
import { importContent, importStarterContentIfEmpty } from './content-import';

const lesson = `---
title: "1"
subtitle: Den Ball kennenlernen
tags:
  grades: [1, 2]
  durationMinutes: 45
  places: [Halle]
  materials: [Softball]
  groupSize: { min: 10, max: 30 }
  loudness: mittel
---
## Stundenziel
Die Kinder rollen den Ball.

## Material
- Softbälle
`;

const station = `---
title: Balancieren
pdf: 01-balancieren.pdf
---
## Aufgabe
Über die Bank gehen.
`;

let database: TestDatabase;
let dir: string;
let deps: Parameters<typeof importContent>[0];

beforeEach(async () => {
  database = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-content-'));
  fs.mkdirSync(path.join(dir, 'ballgewoehnung'));
  fs.writeFileSync(path.join(dir, 'ballgewoehnung', '01-ball.md'), lesson);
  fs.mkdirSync(path.join(dir, 'stationskarten', 'pdf'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'stationskarten', '01-balancieren.md'), station);
  fs.writeFileSync(path.join(dir, 'stationskarten', 'pdf', '01-balancieren.pdf'), '%PDF-1.4\n%%EOF\n');
  deps = { db: database.db, files: createFsStore(path.join(dir, '.files')), logger: pino({ level: 'silent' }) };
});
afterEach(async () => {
  await database.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

const cards = async (collection: string) => (await listContent(database.db, collection)).map(presentContent);

describe('content files', () => {
  it('split into sections at ## headings, or at marker lines when present', () => {
    expect(splitSections('Vorspann\n\n## A\nx\n\n## B\ny')).toEqual(['Vorspann', '## A\nx', '## B\ny']);
    expect(splitSections('ohne Überschrift\n\n<!-- abschnitt -->\n\n## B\ny')).toEqual(['ohne Überschrift', '## B\ny']);
  });

  it('name the file when something is wrong', () => {
    expect(() => parseContentFile('---\ntitle: X\ncategory: Ab Klasse 7\n---\n## A\nx', 'fangspiele/01-x.md')).toThrow(
      /fangspiele\/01-x\.md: category/,
    );
  });

  it('take materials only from the vocabulary, naming file, line and what was meant', () => {
    const card = (materials: string) =>
      `---\ntitle: X\ntags:\n  grades: [1]\n  durationMinutes: 5\n  places: [Halle]\n  materials: [${materials}]\n  groupSize: { min: 2, max: 30 }\n  loudness: laut\n---\n## A\nx`;
    expect(parseContentFile(card('Hütchen, Softball'), 'fangspiele/01-x.md').input.tags?.materials).toEqual(['Hütchen', 'Softball']);
    expect(() => parseContentFile(card('Pylonen, Softball'), 'fangspiele/01-x.md')).toThrow(
      'fangspiele/01-x.md, Zeile 7: „Pylonen“ heißt in der Materialliste „Hütchen“.',
    );
    expect(() => parseContentFile(card('Softball, Trampolinmatte'), 'fangspiele/01-x.md')).toThrow(
      'fangspiele/01-x.md, Zeile 7: „Trampolinmatte“ steht nicht in der Materialliste (core/domain/materials.ts).',
    );
  });

  it('import once, then change nothing on a second run', async () => {
    expect(await importContent(deps, dir)).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    expect(await importContent(deps, dir)).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    const [card] = await cards('ballgewöhnung');
    expect(card).toMatchObject({
      clickableHeader: '1',
      contentHeader: 'Den Ball kennenlernen',
      tags: { grades: [1, 2], loudness: 'mittel' },
    });
    expect(card?.sections.map((s) => s.content)).toEqual(['## Stundenziel\nDie Kinder rollen den Ball.', '## Material\n- Softbälle']);
    const [pdfCard] = await cards('stationskarten');
    expect(pdfCard?.pdfLink).toMatch(/^\/api\/files\/[a-f0-9]{64}\.pdf$/);
  });

  it('update a card whose file changed, but keep one edited in the app unless forced', async () => {
    await importContent(deps, dir);
    fs.writeFileSync(path.join(dir, 'ballgewoehnung', '01-ball.md'), lesson.replace('rollen den Ball', 'rollen und fangen den Ball'));
    expect(await importContent(deps, dir)).toMatchObject({ updated: 1, unchanged: 1 });

    const [card] = await cards('ballgewöhnung');
    await new Promise((r) => setTimeout(r, 5));
    await database.db
      .updateTable('content_item')
      .set({ clickable_header: 'In der App geändert', updated_at: new Date().toISOString() })
      .where('id', '=', card!.id)
      .execute();
    fs.writeFileSync(path.join(dir, 'ballgewoehnung', '01-ball.md'), lesson.replace('rollen den Ball', 'prellen den Ball'));
    const report = await importContent(deps, dir);
    expect(report.skipped).toEqual(['ballgewoehnung/01-ball.md']);
    expect((await cards('ballgewöhnung'))[0]?.clickableHeader).toBe('In der App geändert');
    expect(await importContent(deps, dir, { force: true })).toMatchObject({ updated: 1 });
    expect((await cards('ballgewöhnung'))[0]?.clickableHeader).toBe('1');
  });

  it('round-trip import → export → import without losing anything', async () => {
    await importContent(deps, dir);
    const before = [...(await cards('ballgewöhnung')), ...(await cards('stationskarten'))];
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-export-'));
    expect(await exportContent(deps, out)).toBe(2);

    const fresh = await createTestDatabase();
    const freshDeps = { ...deps, db: fresh.db };
    expect(await importContent(freshDeps, out)).toMatchObject({ created: 2 });
    const after = [
      ...(await listContent(fresh.db, 'ballgewöhnung')).map(presentContent),
      ...(await listContent(fresh.db, 'stationskarten')).map(presentContent),
    ];
    const strip = (items: typeof before) => items.map(({ createdAt: _c, updatedAt: _u, ...rest }) => rest);
    expect(strip(after)).toEqual(strip(before));
    await fresh.cleanup();
    fs.rmSync(out, { recursive: true, force: true });
  });

  it('fills an empty library on first start, and only then', async () => {
    expect((await importStarterContentIfEmpty(deps, dir))?.created).toBe(2);
    expect(await importStarterContentIfEmpty(deps, dir)).toBeNull();
  });
});
