// Builds the Stationskarten PDFs (A5) from content/stationskarten/*.md, so the printable cards
// always match the text in the app, set-up sketch included (drawn from the same scene as in the
// app; its colours print as shades of grey). Under the title, the card's pictograms
// (`piktogramme:` in the front matter), numbered in the order of the task: children in Klasse 1
// and 2 follow the station without reading. Run: npm run content:pdfs
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { LineCapStyle, PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  isPictogramKey,
  PICTOGRAM_COLOURS,
  PICTOGRAMS,
  type PictogramKey,
  type PictogramShape,
} from '../core/domain/pictograms/pictograms';
import { flattenScene, renderSketch, SKETCH_BLOCK, sketchSources } from '../core/domain/sketch';

const dir = path.resolve(import.meta.dirname, '../content/stationskarten');
const A5: [number, number] = [419.53, 595.28];
const MARGIN = 36;
const FIXED_DATE = new Date('2026-01-01T00:00:00Z'); // same bytes on every run
const BODY_SIZES = [15, 14, 13, 12, 11, 10.5];
const LINE = 1.3;

/** Helvetica (WinAnsi) has ä ö ü ß „ “ – but not every Unicode sign. Line breaks stay: they separate list items. */
const printable = (text: string) =>
  text
    .replace(/[→⇒]/g, '->')
    .replace(/[✓✔]/g, 'x')
    .replace(/[^\n\x20-\x7E\u00A0-\u00FF„“”‚‘’–—…•€]/g, '');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) > width && line) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

function colour(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** The sketch's size on the page: the full width, or narrower when it would be taller than `maxHeight`. */
function sketchSize(source: string, width: number, maxHeight: number): { width: number; height: number } {
  const [, , w, h] = renderSketch(source).scene.viewBox;
  const height = Math.min(maxHeight, (width * h) / w);
  return { width: (height * w) / h, height };
}

/** Draws the sketch with its top-left corner at (x, top) in page points. */
function drawSketch(
  page: PDFPage,
  source: string,
  x: number,
  top: number,
  width: number,
  fonts: { regular: PDFFont; bold: PDFFont },
): void {
  const { scene, problems } = renderSketch(source);
  if (problems.length > 0) throw new Error(`Skizze: ${problems.map((p) => p.message).join(' ')}`);
  const [minX, minY, w] = scene.viewBox;
  const scale = width / w;
  const originX = x - minX * scale;
  const originY = top + minY * scale;
  for (const shape of flattenScene(scene)) {
    if (shape.kind === 'path') {
      page.drawSvgPath(shape.d, {
        x: originX,
        y: originY,
        scale,
        ...(shape.fill !== 'none' ? { color: colour(shape.fill) } : {}),
        ...(shape.stroke ? { borderColor: colour(shape.stroke), borderWidth: shape.strokeWidth } : { borderWidth: 0 }),
        ...(shape.dash ? { borderDashArray: shape.dash } : {}),
      });
    } else {
      const font = shape.bold ? fonts.bold : fonts.regular;
      const size = shape.size * scale;
      const text = printable(shape.text);
      const textWidth = font.widthOfTextAtSize(text, size);
      const shift = shape.anchor === 'middle' ? textWidth / 2 : shape.anchor === 'end' ? textWidth : 0;
      page.drawText(text, { x: originX + shape.x * scale - shift, y: originY - shape.y * scale, size, font, color: colour(shape.fill) });
    }
  }
}

/** The largest a pictogram panel is drawn, in points (one or two large; three or four share the width). */
const PANEL_MAX = 150;
const PANEL_GAP = 12;
const CAPTION_SIZE = 12;

function pictogramsOf(value: unknown, file: string): PictogramKey[] {
  if (value === undefined) return [];
  const keys = Array.isArray(value) ? value.map(String) : [];
  const unknown = keys.filter((key) => !isPictogramKey(key));
  if (!Array.isArray(value) || unknown.length > 0 || keys.length > 4) {
    throw new Error(
      `${path.basename(file)}: piktogramme muss eine Liste von höchstens 4 Bildern sein (${Object.keys(PICTOGRAMS).join(', ')}); unbekannt: ${unknown.join(', ') || '–'}`,
    );
  }
  return keys as PictogramKey[];
}

/** Draws the numbered pictograms side by side below `top`; returns the height used. */
function drawPictograms(page: PDFPage, keys: PictogramKey[], x: number, top: number, width: number, bold: PDFFont): number {
  if (keys.length === 0) return 0;
  const panel = Math.min(PANEL_MAX, (width - PANEL_GAP * (keys.length - 1)) / keys.length);
  const used = keys.length * panel + (keys.length - 1) * PANEL_GAP;
  let left = x + (width - used) / 2;
  keys.forEach((key, index) => {
    const scale = panel / 100;
    page.drawRectangle({ x: left, y: top - panel, width: panel, height: panel, borderColor: rgb(0.6, 0.6, 0.6), borderWidth: 1 });
    for (const shape of PICTOGRAMS[key].shapes as PictogramShape[]) {
      page.drawSvgPath(shape.d, {
        x: left,
        y: top,
        scale,
        ...(shape.fill ? { color: colour(PICTOGRAM_COLOURS[shape.fill]) } : {}),
        ...(shape.stroke
          ? {
              borderColor: colour(shape.paper ? PICTOGRAM_COLOURS.paper : PICTOGRAM_COLOURS.ink),
              borderWidth: shape.stroke,
              borderLineCap: LineCapStyle.Round,
            }
          : { borderWidth: 0 }),
        ...(shape.dashed ? { borderDashArray: [5, 5] } : {}),
      });
    }
    // The step's number, large, in the corner: „erst 1, dann 2“ needs no reading.
    page.drawCircle({ x: left + 11, y: top - 11, size: 10, color: rgb(0, 0, 0) });
    const number = String(index + 1);
    page.drawText(number, {
      x: left + 11 - bold.widthOfTextAtSize(number, 14) / 2,
      y: top - 16,
      size: 14,
      font: bold,
      color: rgb(1, 1, 1),
    });
    const caption = printable(PICTOGRAMS[key].caption);
    const captionWidth = bold.widthOfTextAtSize(caption, CAPTION_SIZE);
    page.drawText(caption, { x: left + (panel - captionWidth) / 2, y: top - panel - CAPTION_SIZE - 2, size: CAPTION_SIZE, font: bold });
    left += panel + PANEL_GAP;
  });
  return panel + CAPTION_SIZE + 6;
}

/** A page with the card's frame and title; returns the page and where the content starts. */
function framedPage(doc: PDFDocument, title: string, bold: PDFFont, size: number): { page: PDFPage; y: number } {
  const page = doc.addPage(A5);
  const width = A5[0] - 2 * MARGIN;
  page.drawRectangle({
    x: MARGIN - 8,
    y: MARGIN - 8,
    width: width + 16,
    height: A5[1] - 2 * MARGIN + 16,
    borderColor: rgb(0, 0, 0),
    borderWidth: 1.5,
  });
  let y = A5[1] - MARGIN;
  for (const line of wrap(printable(title), bold, size, width)) {
    y -= size + 2;
    page.drawText(line, { x: MARGIN, y, size, font: bold });
  }
  return { page, y: y - 10 };
}

/**
 * Two A5 pages (one A4 sheet, or front and back): the first for the children at the station —
 * the numbered pictograms and the set-up sketch, large — the second with the task, material,
 * set-up and safety in words, as large as they fit.
 */
async function card(file: string): Promise<{ pdfName: string; bytes: Uint8Array } | null> {
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  if (typeof data.pdf !== 'string') return null;
  const doc = await PDFDocument.create();
  doc.setTitle(`Stationskarte: ${String(data.title)}`);
  doc.setAuthor('Sportkiste');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A5[0] - 2 * MARGIN;

  const sections = content
    .split(/\n(?=## )/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((section) => {
      const [headingLine, ...rest] = section.split('\n');
      const sketch = sketchSources(rest.join('\n'))[0] ?? null;
      const body = rest
        .join('\n')
        .replace(SKETCH_BLOCK, '')
        .replace(/^\s*[-*]\s+/gm, '• ')
        .replace(/\*\*(.+?)\*\*/g, '$1')
        .replace(/_(.+?)_/g, '$1')
        .trim();
      return { heading: printable((headingLine ?? '').replace(/^##\s*/, '')), body: printable(body), sketch };
    });

  // Page 1: pictures only.
  const front = framedPage(doc, String(data.title), bold, 24);
  let y = front.y;
  const pictograms = pictogramsOf(data.piktogramme, file);
  if (pictograms.length > 0) y -= drawPictograms(front.page, pictograms, MARGIN, y, width, bold) + 14;
  const sketch = sections.find((s) => s.sketch)?.sketch ?? null;
  if (sketch) {
    const drawn = sketchSize(sketch, width, y - MARGIN - 14);
    drawSketch(front.page, sketch, MARGIN + (width - drawn.width) / 2, y, drawn.width, { regular, bold });
  }
  front.page.drawText('Sportkiste · Stationskarte · Rückseite: Aufgabe und Aufbau in Worten', {
    x: MARGIN,
    y: MARGIN - 2,
    size: 8,
    font: regular,
    color: rgb(0.3, 0.3, 0.3),
  });

  // Page 2: the words, in the largest size that fits — a card is read from a few steps away.
  const back = framedPage(doc, String(data.title), bold, 18);
  const top = back.y;
  const size = BODY_SIZES.find((candidate) => {
    let at = top;
    for (const { body } of sections) at -= candidate + 12 + wrap(body, regular, candidate, width).length * candidate * LINE;
    return at >= MARGIN + 6;
  });
  if (!size) throw new Error(`${path.basename(file)}: der Text passt nicht auf eine A5-Seite`);
  y = top;
  for (const { heading, body } of sections) {
    y -= size + 8;
    back.page.drawText(heading, { x: MARGIN, y, size: size + 2.5, font: bold });
    y -= 4;
    for (const line of wrap(body, regular, size, width)) {
      y -= size * LINE;
      back.page.drawText(line, { x: MARGIN, y, size, font: regular });
    }
  }
  back.page.drawText('Sportkiste · Stationskarte', { x: MARGIN, y: MARGIN - 2, size: 8, font: regular, color: rgb(0.3, 0.3, 0.3) });
  return { pdfName: data.pdf, bytes: await doc.save({ useObjectStreams: false }) };
}

const outDir = path.join(dir, 'pdf');
fs.mkdirSync(outDir, { recursive: true });
let count = 0;
for (const name of fs
  .readdirSync(dir)
  .filter((n) => n.endsWith('.md'))
  .sort()) {
  const result = await card(path.join(dir, name));
  if (!result) continue;
  fs.writeFileSync(path.join(outDir, result.pdfName), result.bytes);
  count++;
}
console.log(`${count} Stationskarten nach ${outDir} geschrieben.`);
