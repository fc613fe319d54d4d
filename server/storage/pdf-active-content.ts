import { inflateSync } from 'node:zlib';

/**
 * PDF features that run code or start something outside the viewer. Viewers (Acrobat, and in
 * part Chromium's PDFium) execute /JavaScript and /JS; /Launch starts programs; embedded files,
 * XFA forms, rich media and form submission are how malicious PDFs deliver and phone home.
 * A teaching card needs none of them. (/OpenAction alone is allowed: without one of these it
 * can only choose the first page or the zoom, which ordinary PDF writers do.)
 */
const ACTIVE_NAMES = /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData|GoToE)(?![A-Za-z0-9])/;

/** Object streams bigger than this when inflated are refused: a small file that inflates to this is a bomb. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

/** PDF names may spell letters as #xx (/J#61vaScript is /JavaScript). */
const decodeNameEscapes = (text: string) => text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const hasActiveName = (text: string) => ACTIVE_NAMES.test(decodeNameEscapes(text));

/**
 * Why a PDF must not be stored, or null when it may. Dictionaries are either plain text in the
 * file or packed into compressed object streams (/Type /ObjStm), so both are read; other
 * streams (page content, images) hold no dictionaries and stay compressed.
 */
export function pdfActiveContent(bytes: Uint8Array): 'active-content' | 'too-deep' | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (hasActiveName(text)) return 'active-content';
  const streamStart = /\/Type\s*\/ObjStm[^]*?>>\s*stream\r?\n/g;
  let inflated = 0;
  for (let match = streamStart.exec(text); match; match = streamStart.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    let plain: Buffer;
    try {
      plain = inflateSync(bytes.subarray(start, end), { maxOutputLength: MAX_INFLATED_BYTES - inflated });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) return 'too-deep';
      continue; // not Flate, or damaged: viewers cannot read it either
    }
    inflated += plain.length;
    if (hasActiveName(plain.toString('latin1'))) return 'active-content';
  }
  return null;
}
