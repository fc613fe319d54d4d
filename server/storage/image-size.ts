import { readJpegSize } from './jpeg';

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * 40 megapixels: more than any phone or camera a teacher uses (about 8000 × 5000), far less than
 * what the formats allow (a 300 KB PNG can claim 50,000 × 50,000 = 2.5 gigapixels, which every
 * browser that shows the card would try to decode into 10 GB of memory).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => (b[i] ?? 0) * 0x1000000 + (((b[i + 1] ?? 0) << 16) | ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0));
const u32le = (b: Uint8Array, i: number) => u24le(b, i) + (b[i + 3] ?? 0) * 0x1000000;
const fourCc = (b: Uint8Array, i: number) => String.fromCharCode(...b.subarray(i, i + 4));

/** IHDR is the first chunk (checked by the upload check): width and height, 4 bytes each. */
function pngSize(b: Uint8Array): ImageSize | null {
  if (b.length < 24 || fourCc(b, 12) !== 'IHDR') return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/**
 * The logical screen, and every frame's own size: decoders allocate a frame as large as its
 * descriptor says even when the screen is small.
 */
function gifSize(b: Uint8Array): ImageSize | null {
  if (b.length < 13) return null;
  let size = { width: u16le(b, 6), height: u16le(b, 8) };
  const skipTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let i = 13 + skipTable(b[10] as number);
  const skipSubBlocks = () => {
    while (i < b.length && b[i] !== 0) i += (b[i] as number) + 1;
    i += 1;
  };
  while (i < b.length && b[i] !== 0x3b) {
    if (b[i] === 0x21) {
      i += 2;
      skipSubBlocks();
    } else if (b[i] === 0x2c) {
      const frame = { width: u16le(b, i + 5), height: u16le(b, i + 7) };
      if (frame.width * frame.height > size.width * size.height) size = frame;
      i += 10 + skipTable(b[i + 9] ?? 0) + 1;
      skipSubBlocks();
    } else return null;
  }
  return size;
}

/** The first chunk after 'WEBP' says which of the three layouts holds the size. */
function webpSize(b: Uint8Array): ImageSize | null {
  if (b.length < 25) return null;
  switch (fourCc(b, 12)) {
    case 'VP8X': // extended: canvas size minus one, 24 bits each
      if (b.length < 30) return null;
      return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
    case 'VP8L': {
      // lossless: signature 0x2f, then 14 bits each for width and height minus one
      if (b[20] !== 0x2f) return null;
      const bits = u32le(b, 21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8 ': // lossy: frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height
      if (b.length < 30 || b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
      return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
    default:
      return null;
  }
}

/** An image's size from its header bytes; null when the header cannot be read. */
export function readImageSize(bytes: Uint8Array, mime: string): ImageSize | null {
  switch (mime) {
    case 'image/png':
      return pngSize(bytes);
    case 'image/jpeg':
      return readJpegSize(bytes);
    case 'image/gif':
      return gifSize(bytes);
    case 'image/webp':
      return webpSize(bytes);
    default:
      return null;
  }
}

/** The German refusal, naming the limit in the units a teacher's camera uses. */
export const TOO_MANY_PIXELS_MESSAGE =
  'Das Bild hat zu viele Pixel: erlaubt sind höchstens 40 Megapixel (z. B. 8000 × 5000 Pixel). Bitte verkleinern Sie es vor dem Hochladen.';
