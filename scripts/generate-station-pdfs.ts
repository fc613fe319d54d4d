// Builds the Stationskarten PDFs (A5) from content/stationskarten/*.md, so the printable cards
// always match the text in the app, set-up sketch included (drawn from the same scene as in the
// app; its colours print as shades of grey). Run: npm run content:pdfs
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
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

/** The tallest a sketch may be drawn: the text must still be readable from a few steps away. */
const SKETCH_MAX_HEIGHT = 170;

function colour(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** The sketch's size on the page: the full text width, or narrower when it would be too tall. */
function sketchSize(source: string, width: number): { width: number; height: number } {
  const [, , w, h] = renderSketch(source).scene.viewBox;
  const height = Math.min(SKETCH_MAX_HEIGHT, (width * h) / w);
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
  const page = doc.addPage(A5);
  const width = A5[0] - 2 * MARGIN;
  let y = A5[1] - MARGIN;

  page.drawRectangle({
    x: MARGIN - 8,
    y: MARGIN - 8,
    width: width + 16,
    height: A5[1] - 2 * MARGIN + 16,
    borderColor: rgb(0, 0, 0),
    borderWidth: 1.5,
  });
  for (const line of wrap(printable(String(data.title)), bold, 22, width)) {
    y -= 24;
    page.drawText(line, { x: MARGIN, y, size: 22, font: bold });
  }
  y -= 10;

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

  // The largest text that fits: a card is read from a few steps away while children wait.
  const top = y;
  const size = BODY_SIZES.find((candidate) => {
    let at = top;
    for (const { body, sketch } of sections) {
      at -= candidate + 12 + wrap(body, regular, candidate, width).length * candidate * LINE;
      if (sketch) at -= sketchSize(sketch, width).height + 8;
    }
    return at >= MARGIN + 6;
  });
  if (!size) throw new Error(`${path.basename(file)}: der Text passt nicht auf eine A5-Seite`);
  for (const { heading, body, sketch } of sections) {
    y -= size + 8;
    page.drawText(heading, { x: MARGIN, y, size: size + 2.5, font: bold });
    y -= 4;
    for (const line of wrap(body, regular, size, width)) {
      y -= size * LINE;
      page.drawText(line, { x: MARGIN, y, size, font: regular });
    }
    if (sketch) {
      const drawn = sketchSize(sketch, width);
      y -= 8;
      drawSketch(page, sketch, MARGIN + (width - drawn.width) / 2, y, drawn.width, { regular, bold });
      y -= drawn.height;
    }
  }
  page.drawText('Sportkiste · Stationskarte', { x: MARGIN, y: MARGIN - 2, size: 8, font: regular, color: rgb(0.3, 0.3, 0.3) });
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
