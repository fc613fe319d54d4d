import { detectUploadKind, type UploadKind } from './file-type';
import { pdfActiveContent } from './pdf-active-content';

export type UploadProblem = 'unsupported' | 'malformed' | 'markup' | 'pdf-active' | 'pdf-too-deep';

/**
 * Markup or server script inside an image: harmless as long as the image is served as an image,
 * but it is what a polyglot (an image that is also HTML, JavaScript or PHP) is made of, and no
 * photo or drawing needs it. Seven or more exact bytes never turn up by chance in image data.
 */
const MARKUP = /<\?php|<script|<html|<iframe|<svg|<body|<!doctype|javascript:/i;

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u32be = (b: Uint8Array, i: number) =>
  (((b[i] ?? 0) << 24) >>> 0) + (((b[i + 1] ?? 0) << 16) | ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0));
const u32le = (b: Uint8Array, i: number) => ((b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16)) + (b[i + 3] ?? 0) * 0x1000000;

/** Chunks from the signature to IEND, and nothing after it. */
function pngIsWhole(b: Uint8Array): boolean {
  let i = 8;
  let first = true;
  while (i + 12 <= b.length) {
    const length = u32be(b, i);
    const type = String.fromCharCode(...b.subarray(i + 4, i + 8));
    if (first && (type !== 'IHDR' || u32be(b, i + 8) === 0 || u32be(b, i + 12) === 0)) return false;
    first = false;
    i += 12 + length;
    if (type === 'IEND') return i === b.length;
  }
  return false;
}

/** A frame header, and the end-of-image marker as the last two bytes (nothing appended). */
function jpegIsWhole(b: Uint8Array): boolean {
  return b.length >= 4 && b[b.length - 2] === 0xff && b[b.length - 1] === 0xd9;
}

/** Logical screen, colour table and blocks walked to the trailer, which must be the last byte. */
function gifIsWhole(b: Uint8Array): boolean {
  if (b.length < 14 || u16be(b, 6) === 0 || u16be(b, 8) === 0) return false;
  const skipTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let i = 13 + skipTable(b[10] as number);
  const skipSubBlocks = () => {
    while (i < b.length && b[i] !== 0) i += (b[i] as number) + 1;
    i += 1;
  };
  while (i < b.length) {
    const block = b[i];
    if (block === 0x3b) return i === b.length - 1;
    if (block === 0x21) {
      i += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      i += 10 + skipTable(b[i + 9] ?? 0) + 1; // descriptor, local table, LZW code size
      skipSubBlocks();
    } else return false;
  }
  return false;
}

/** The RIFF size covers exactly the file (plus one pad byte at most). */
function webpIsWhole(b: Uint8Array): boolean {
  const declared = u32le(b, 4) + 8;
  return declared === b.length || declared + 1 === b.length;
}

/** The last %%EOF is followed by nothing but line ends (an appended ZIP or HTML is not). */
function pdfIsWhole(b: Uint8Array): boolean {
  const tail = Buffer.from(b.subarray(Math.max(0, b.length - 2048))).toString('latin1');
  const end = tail.lastIndexOf('%%EOF');
  return end >= 0 && /^[\s\0]*$/.test(tail.slice(end + 5));
}

const WHOLE: Record<string, (b: Uint8Array) => boolean> = {
  'image/png': pngIsWhole,
  'image/jpeg': jpegIsWhole,
  'image/gif': gifIsWhole,
  'image/webp': webpIsWhole,
  'application/pdf': pdfIsWhole,
};

/**
 * What an upload is, judged by its bytes alone: the signature, a structure that ends where the
 * format ends, no markup hidden in an image, and no active content in a PDF.
 */
export function checkUpload(bytes: Uint8Array): { ok: true; type: UploadKind } | { ok: false; problem: UploadProblem } {
  const type = detectUploadKind(bytes);
  if (!type) return { ok: false, problem: 'unsupported' };
  if (!(WHOLE[type.mime] as (b: Uint8Array) => boolean)(bytes)) return { ok: false, problem: 'malformed' };
  if (type.kind === 'image') {
    if (MARKUP.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')))
      return { ok: false, problem: 'markup' };
    return { ok: true, type };
  }
  const active = pdfActiveContent(bytes);
  if (active) return { ok: false, problem: active === 'active-content' ? 'pdf-active' : 'pdf-too-deep' };
  return { ok: true, type };
}

/** The German message for each refusal. */
export const UPLOAD_PROBLEM_MESSAGES: Record<UploadProblem, string> = {
  unsupported: 'Diese Datei ist kein Bild (JPEG, PNG, GIF, WebP) und kein PDF. SVG-Grafiken sind nicht erlaubt.',
  malformed: 'Die Datei ist beschädigt oder enthält angehängte Daten und wird nicht gespeichert.',
  markup: 'Das Bild enthält versteckten Code (HTML, Skript oder PHP) und wird nicht gespeichert.',
  'pdf-active': 'Dieses PDF enthält aktive Inhalte (JavaScript, eingebettete Dateien oder Programmstarts) und wird nicht gespeichert.',
  'pdf-too-deep': 'Dieses PDF enthält Daten, die sich beim Entpacken vervielfachen, und wird nicht gespeichert.',
};
