import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { collections } from '@core/collections/registry';
import matter from 'gray-matter';
import { lessonTimingProblems } from '@core/domain/lesson-timing';
import { isPictogramKey } from '@core/domain/pictograms/pictograms';
import { groundLine, itemLine, parseSketch, sketchSources } from '@core/domain/sketch';
import { presentContent } from '../features/content/content.presenter';
import { listContent } from '../features/content/content.queries';
import { createFsStore } from '../storage/fs-store';
import { createTestDatabase } from '../test/test-database';
import { parseContentFile } from './content-file';
import { exportContent } from './content-export';
import { importContent } from './content-import';

/** Issue 5's volume and shape rules for the starter library in content/. */
const root = path.resolve(import.meta.dirname, '../../content');
const LESSON_SECTIONS = ['Stundenziel', 'Material', 'Einstieg/Aufwärmen', 'Hauptteil', 'Abschluss', 'Hinweise'];
const GAME_SECTIONS = ['Steckbrief', 'Aufbau', 'Ablauf', 'Variationen', 'Sicherheit'];
const OVERVIEW_FILE = '00-reihe-im-ueberblick.md';
const OVERVIEW_SECTIONS = ['Ziele der Reihe', 'Verlauf', 'Beobachten und bewerten'];

function load(slug: string) {
  const folder = path.join(root, slug);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((n) => n.endsWith('.md'))
    .sort()
    .map((name) => ({ name, ...parseContentFile(fs.readFileSync(path.join(folder, name), 'utf8'), `${slug}/${name}`) }));
}

/** Section headings without a trailing note such as "(10 Minuten)". */
const headings = (sections: { content: string }[]) =>
  sections.map((s) => (/^##\s+(.+)$/m.exec(s.content)?.[1] ?? '').replace(/\s*\([^)]*\)\s*$/, '').trim());

describe('starter content', () => {
  it.each(collections.filter((c) => c.area === 'unterrichtsreihen').map((c) => [c.slug]))(
    '%s: an overview card, then at least 6 lessons „Stunde n: …“ with the lesson sections',
    (slug) => {
      const [overview, ...lessons] = load(slug);
      // Issue 22: each series opens with its aims, progression and what to observe for grading.
      expect(overview?.name).toBe(OVERVIEW_FILE);
      expect(overview?.input.clickableHeader).toBe('Reihe im Überblick');
      expect(overview?.input.tags ?? null).toBeNull();
      expect(headings(overview?.input.sections ?? [])).toEqual(OVERVIEW_SECTIONS);
      expect(lessons.length).toBeGreaterThanOrEqual(6);
      lessons.forEach((file, index) => {
        // Real titles instead of „1“–„6“: a search result or favourite names the lesson.
        expect(file.input.clickableHeader, file.name).toMatch(new RegExp(`^Stunde ${index + 1}: \\S.{2,}$`));
        expect(file.input.contentHeader?.trim(), `${file.name}: subtitle`).toBeTruthy();
        expect(headings(file.input.sections ?? []), file.name).toEqual(LESSON_SECTIONS);
        expect(lessonTimingProblems(file.input.sections ?? [], file.input.tags?.durationMinutes ?? 0), file.name).toEqual([]);
      });
    },
  );

  it.each(collections.filter((c) => c.area !== 'unterrichtsreihen' && c.key !== 'nuetzliches').map((c) => [c.slug, c.pdfOnly]))(
    '%s: at least 8 entries with the game sections',
    (slug, pdfOnly) => {
      const files = load(slug);
      expect(files.length).toBeGreaterThanOrEqual(8);
      for (const file of files) {
        const found = headings(file.input.sections ?? []);
        if (pdfOnly) {
          expect(found.slice(0, 4), file.name).toEqual(['Aufgabe', 'Material', 'Aufbau', 'Sicherheit']);
          expect(file.pdfFile, file.name).toBeTruthy();
          const pdf = path.join(root, slug, 'pdf', file.pdfFile as string);
          expect(fs.existsSync(pdf), `${file.name}: ${pdf}`).toBe(true);
          expect(fs.readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
          // Issue 22: children in Klasse 1–2 follow a station by its numbered pictures.
          const pictograms = matter(fs.readFileSync(path.join(root, slug, file.name), 'utf8')).data.piktogramme as unknown;
          expect(Array.isArray(pictograms) && pictograms.length >= 1 && pictograms.length <= 4, `${file.name}: piktogramme`).toBe(true);
          for (const key of pictograms as string[]) expect(isPictogramKey(key), `${file.name}: ${key}`).toBe(true);
        } else {
          expect(found, file.name).toEqual(GAME_SECTIONS);
          const steckbrief = file.input.sections?.[0]?.content ?? '';
          for (const fact of ['Gruppengröße', 'Klasse', 'Dauer', 'Material']) expect(steckbrief, `${file.name}: ${fact}`).toContain(fact);
          // Issue 22: the curriculum layer — every game says what the children practise, first.
          expect(/^## Steckbrief\s*\n- \*\*Ziel:\*\* \S.{10,}$/m.test(steckbrief), `${file.name}: „Ziel“ as the first line`).toBe(true);
        }
      }
    },
  );

  it('every set-up sketch in the library draws without a problem (no unknown piece, nothing off its ground)', () => {
    let sketches = 0;
    const entries = new Set<string>();
    for (const collection of collections) {
      for (const file of load(collection.slug)) {
        for (const section of file.input.sections ?? []) {
          for (const source of sketchSources(section.content)) {
            sketches++;
            entries.add(`${collection.slug}/${file.name}`);
            const { sketch, problems } = parseSketch(source);
            expect(problems, `${collection.slug}/${file.name}`).toEqual([]);
            // The visual editor writes items back as text: every sketch survives that unchanged.
            const again = parseSketch([groundLine(sketch.ground), ...sketch.items.map(itemLine)].join('\n'));
            expect(again.problems, `${collection.slug}/${file.name} written back`).toEqual([]);
            expect(again.sketch.items.map(itemLine), `${collection.slug}/${file.name} written back`).toEqual(sketch.items.map(itemLine));
          }
        }
      }
    }
    // Issue 22: every entry whose set-up matters shows it — at least 150 of them.
    expect(entries.size).toBeGreaterThanOrEqual(150);
    expect(sketches).toBeGreaterThanOrEqual(entries.size);
  });

  it('nuetzliches: at least 8 entries', () => {
    expect(load('nuetzliches').length).toBeGreaterThanOrEqual(8);
  });

  it('Nützliches articles carry no game tags (Erste Hilfe is not „bis 5 Min.“)', () => {
    for (const file of load('nuetzliches')) expect(file.input.tags, file.name).toBeNull();
  });

  it('every game and lesson carries the structured tags', () => {
    for (const collection of collections.filter((c) => c.key !== 'nuetzliches')) {
      for (const file of load(collection.slug).filter((f) => f.name !== OVERVIEW_FILE)) {
        const tags = file.input.tags;
        expect(tags, file.name).toBeTruthy();
        expect(tags?.grades?.length, `${collection.slug}/${file.name}: grades`).toBeGreaterThan(0);
        expect(tags?.durationMinutes, `${collection.slug}/${file.name}: durationMinutes`).toBeTruthy();
        expect(tags?.places?.length, `${collection.slug}/${file.name}: places`).toBeGreaterThan(0);
        expect(tags?.groupSize, `${collection.slug}/${file.name}: groupSize`).toBeTruthy();
        expect(tags?.loudness, `${collection.slug}/${file.name}: loudness`).toBeTruthy();
        expect(tags?.fields?.length, `${collection.slug}/${file.name}: Bewegungsfeld`).toBeGreaterThan(0);
      }
    }
  });

  it('uses the legends where they belong and categories so grouping shows', () => {
    const titles = (slug: string) => load(slug).map((f) => f.input.clickableHeader);
    for (const abbreviation of ['KR', 'Konz.', 'Entsp.', 'Koord.']) {
      expect(
        titles('bewegungspausen').some((t) => t.includes(abbreviation)),
        abbreviation,
      ).toBe(true);
    }
    expect(titles('entspannungsphasen').some((t) => t.includes('(KR)'))).toBe(true);
    expect(titles('klassenraumspiele').some((t) => t.includes('(KR)'))).toBe(true);
    const categories = new Set(collections.flatMap((c) => load(c.slug).map((f) => f.input.category)).filter(Boolean));
    for (const category of ['Ab Klasse 1', 'Ab Klasse 2', 'Ab Klasse 3', 'Ab Klasse 4', '45 Min Stunden', '90 Min Stunden']) {
      expect(categories.has(category as never), category).toBe(true);
    }
  });
});

describe('starter content as a whole', () => {
  it('survives import → export → import without losing anything', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    const files = createFsStore(fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-starter-files-')));
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sportkiste-starter-export-'));
    const logger = pino({ level: 'silent' });
    try {
      const imported = await importContent({ db: first.db, files, logger }, root);
      const total = collections.reduce((sum, c) => sum + load(c.slug).length, 0);
      expect(imported).toMatchObject({ created: total, updated: 0, skipped: [] });
      expect(await importContent({ db: first.db, files, logger }, root)).toMatchObject({ created: 0, updated: 0, unchanged: total });

      expect(await exportContent({ db: first.db, files }, out)).toBe(total);
      await importContent({ db: second.db, files, logger }, out);
      const strip = ({ createdAt: _c, updatedAt: _u, ...rest }: ReturnType<typeof presentContent>) => rest;
      for (const collection of collections) {
        const before = (await listContent(first.db, collection.key)).map(presentContent).map(strip);
        const after = (await listContent(second.db, collection.key)).map(presentContent).map(strip);
        expect(after, collection.slug).toEqual(before);
      }
    } finally {
      await first.cleanup();
      await second.cleanup();
      fs.rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);
});
