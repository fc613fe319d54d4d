import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_PICTURE } from '@core/domain/profile-picture';
import { roleClients } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { jpegHead } from '../../test/fixtures';

/**
 * Issue 11.3: malicious uploads through every upload route — content files (admin) and the
 * profile picture (user). Each one must be refused with a 4xx and a German message, and leave
 * nothing behind: no file in the store, no picture row, no changed session picture.
 * Uploads keep no original file name (the key is the SHA-256 of the bytes), so a path
 * traversal in a name can only arrive as a claimed name header or in the address.
 */

const IMAGE_LIMIT_MB = 0.05; // 51,200 bytes
const PDF_LIMIT_MB = 0.1;
const imageLimit = Math.round(IMAGE_LIMIT_MB * 1024 * 1024);
const pdfLimit = Math.round(PDF_LIMIT_MB * 1024 * 1024);

const text = (s: string) => new TextEncoder().encode(s);
const concat = (...parts: (Uint8Array | string)[]) => {
  const bytes = parts.map((p) => (typeof p === 'string' ? text(p) : p));
  const out = new Uint8Array(bytes.reduce((n, b) => n + b.length, 0));
  let at = 0;
  for (const b of bytes) {
    out.set(b, at);
    at += b.length;
  }
  return out;
};
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const le32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngChunk = (type: string, data: Uint8Array) => concat(new Uint8Array(be32(data.length)), type, data, new Uint8Array(4));
const ihdr = (w: number, h: number) => pngChunk('IHDR', new Uint8Array([...be32(w), ...be32(h), 8, 2, 0, 0, 0]));
const png = (...extra: Uint8Array[]) =>
  concat(PNG_SIGNATURE, ihdr(2, 2), ...extra, pngChunk('IDAT', deflateSync(new Uint8Array(14))), pngChunk('IEND', new Uint8Array()));

const gifBody = [0x02, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x2c, 0, 0, 0, 0, 0x02, 0x00, 0x02, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00];
const gif = () => concat('GIF89a', new Uint8Array(gifBody), new Uint8Array([0x3b]));
const webp = () => {
  const vp8 = concat('VP8L', new Uint8Array(le32(6)), new Uint8Array([0x2f, 0x01, 0x40, 0x00, 0x00, 0x00]));
  return concat('RIFF', new Uint8Array(le32(4 + vp8.length)), 'WEBP', vp8);
};
const jpeg = () => jpegHead(20, 20);

/**
 * Decompression bombs: small, well-formed files whose headers claim a huge canvas (issue 19,
 * item 8). Each is the matching original above with only its size fields changed.
 */
const le16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const le24 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff];
const pngSized = (w: number, h: number) =>
  concat(PNG_SIGNATURE, ihdr(w, h), pngChunk('IDAT', deflateSync(new Uint8Array(14))), pngChunk('IEND', new Uint8Array()));
const gifScreen = (w: number, h: number) =>
  concat('GIF89a', new Uint8Array([...le16(w), ...le16(h)]), new Uint8Array(gifBody.slice(4)), new Uint8Array([0x3b]));
/** A small screen with one frame whose own descriptor claims the huge size. */
const gifFrame = (w: number, h: number) => {
  const body = [...gifBody];
  body.splice(12, 4, ...le16(w), ...le16(h));
  return concat('GIF89a', new Uint8Array(body), new Uint8Array([0x3b]));
};
const riff = (...chunks: Uint8Array[]) => {
  const inner = concat(...chunks);
  return concat('RIFF', new Uint8Array(le32(4 + inner.length)), 'WEBP', inner);
};
const webpLossless = (w: number, h: number) => {
  const bits = (w - 1) | ((h - 1) << 14);
  return riff(concat('VP8L', new Uint8Array(le32(6)), new Uint8Array([0x2f, ...le32(bits), 0x00])));
};
const webpLossy = (w: number, h: number) =>
  riff(concat('VP8 ', new Uint8Array(le32(10)), new Uint8Array([0x50, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...le16(w), ...le16(h)])));
const webpExtended = (w: number, h: number) =>
  riff(concat('VP8X', new Uint8Array(le32(10)), new Uint8Array([0, 0, 0, 0, ...le24(w - 1), ...le24(h - 1)])), webp().subarray(12));
const PIXEL_BOMBS: [string, Uint8Array][] = [
  ['PNG claiming 50,000 × 50,000', pngSized(50_000, 50_000)],
  ['JPEG claiming 65,535 × 65,535', jpegHead(65_535, 65_535)],
  ['GIF screen of 65,535 × 65,535', gifScreen(65_535, 65_535)],
  ['GIF frame of 65,535 × 65,535 on a small screen', gifFrame(65_535, 65_535)],
  ['lossless WebP of 16,384 × 16,384', webpLossless(16_384, 16_384)],
  ['lossy WebP of 16,383 × 16,383', webpLossy(16_383, 16_383)],
  ['extended WebP canvas of 100,000 × 100,000', webpExtended(100_000, 100_000)],
];
const pdf = (body = '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n') =>
  text(`%PDF-1.7\n${body}trailer << /Root 1 0 R >>\n%%EOF\n`);
const zipLocalHeader = (declaredSize: number) =>
  concat(
    new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0x08, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    new Uint8Array(le32(1000)),
    new Uint8Array(le32(declaredSize)),
    new Uint8Array([5, 0, 0, 0]),
    'a.txt',
  );

/** A zip bomb: 10 MB of zeros deflated to ~10 KB, declared as 4 GB. */
const zipBomb = concat(zipLocalHeader(0xffffffff), deflateSync(new Uint8Array(10 * 1024 * 1024)));
/** An object stream that inflates to 40 MB: more than the PDF check will unpack. */
const pdfBomb = concat(
  '%PDF-1.7\n3 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\n',
  deflateSync(new Uint8Array(40 * 1024 * 1024)),
  '\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const objStmWithJs = concat(
  '%PDF-1.7\n3 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\n',
  deflateSync(text('1 0 << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>')),
  '\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const padTo = (bytes: Uint8Array, size: number, end?: number[]) => {
  const out = new Uint8Array(size);
  out.set(bytes);
  if (end) out.set(end, size - end.length);
  return out;
};

interface Attack {
  name: string;
  body: Uint8Array;
  /** What the attacker claims the file is. */
  type: string;
  /** The address gets a claimed file name, as a multipart upload would carry one. */
  fileName?: string;
  /** The same attack sized for the profile picture's own limit. */
  profileBody?: Uint8Array;
}

const ATTACKS: Attack[] = [
  // Polyglots: valid signature, second meaning inside or appended.
  {
    name: 'GIF/JavaScript polyglot',
    body: concat('GIF89a/*', new Uint8Array(gifBody.slice(2)), '*/=1;window.__xss=1;alert(1);'),
    type: 'image/gif',
  },
  { name: 'GIF with appended HTML', body: concat(gif(), '<html><script>alert(1)</script></html>'), type: 'image/gif' },
  {
    name: 'GIF comment with script',
    body: concat(
      'GIF89a',
      new Uint8Array(gifBody.slice(0, 7)),
      new Uint8Array([0x21, 0xfe, 0x1d]),
      '<script>alert(1)</script>xxxx',
      new Uint8Array([0]),
      new Uint8Array(gifBody.slice(7)),
      new Uint8Array([0x3b]),
    ),
    type: 'image/gif',
  },
  { name: 'JPEG with appended HTML', body: concat(jpeg(), '<!doctype html><script>alert(1)</script>'), type: 'image/jpeg' },
  { name: 'JPEG with appended ZIP', body: concat(jpeg(), zipLocalHeader(5), 'hallo'), type: 'image/jpeg' },
  {
    name: 'JPEG with script in a comment segment',
    body: concat(jpeg().subarray(0, 20), new Uint8Array([0xff, 0xfe, 0x00, 0x1c]), '<script>alert(1)</script>', jpeg().subarray(20)),
    type: 'image/jpeg',
  },
  {
    name: 'JPEG/PHP polyglot',
    body: concat(jpeg().subarray(0, 20), new Uint8Array([0xff, 0xfe, 0x00, 0x20]), '<?php system($_GET["c"]); ?>', jpeg().subarray(20)),
    type: 'image/jpeg',
  },
  { name: 'PNG header + PHP', body: concat(PNG_SIGNATURE, '<?php echo shell_exec($_GET["c"]); ?>'), type: 'image/png' },
  { name: 'PNG with PHP in a tEXt chunk', body: png(pngChunk('tEXt', text('Comment\0<?php phpinfo(); ?>'))), type: 'image/png' },
  { name: 'PNG with appended HTML', body: concat(png(), '<html><body onload=alert(1)>'), type: 'image/png' },
  { name: 'PNG with SVG in iTXt', body: png(pngChunk('iTXt', text('XML\0\0\0\0\0<svg onload=alert(1)>'))), type: 'image/png' },
  { name: 'WebP with appended script', body: concat(webp(), '<script>alert(1)</script>'), type: 'image/webp' },
  { name: 'PDF with appended ZIP', body: concat(pdf(), zipLocalHeader(5), 'hallo'), type: 'application/pdf' },
  { name: 'PDF/HTML polyglot (HTML after %%EOF)', body: concat(pdf(), '<html><script>alert(1)</script></html>'), type: 'application/pdf' },
  // Wrong magic bytes for the name or claimed type.
  { name: 'HTML renamed .png', body: text('<!doctype html><script>alert(1)</script>'), type: 'image/png', fileName: 'hallenplan.png' },
  {
    name: 'SVG with script',
    body: text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    type: 'image/svg+xml',
    fileName: 'logo.svg',
  },
  {
    name: 'SVG claiming to be a JPEG',
    body: text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    type: 'image/jpeg',
    fileName: 'foto.jpg',
  },
  { name: 'JavaScript claiming to be a GIF', body: text('alert(document.cookie)'), type: 'image/gif' },
  { name: 'PHP claiming to be a PDF', body: text('<?php system("id"); ?>'), type: 'application/pdf', fileName: 'regeln.pdf' },
  {
    name: 'Windows executable as .jpg',
    body: concat(new Uint8Array([0x4d, 0x5a, 0x90, 0x00]), new Uint8Array(60)),
    type: 'image/jpeg',
    fileName: 'bild.jpg',
  },
  { name: 'ZIP as .pdf', body: concat(zipLocalHeader(5), 'hallo'), type: 'application/pdf' },
  { name: 'BMP (not an allowed image)', body: concat('BM', new Uint8Array(60)), type: 'image/bmp' },
  { name: 'zip bomb', body: zipBomb, type: 'application/zip', fileName: 'bombe.zip' },
  { name: 'zip bomb with a JPEG head', body: concat(jpeg().subarray(0, 20), zipBomb.subarray(0, 2000)), type: 'image/jpeg' },
  // Broken structure.
  { name: 'empty', body: new Uint8Array(), type: 'image/jpeg' },
  { name: 'NUL-filled', body: new Uint8Array(4096), type: 'image/png' },
  { name: 'truncated PNG header', body: PNG_SIGNATURE.subarray(0, 5), type: 'image/png' },
  { name: 'PNG signature only', body: PNG_SIGNATURE, type: 'image/png' },
  { name: 'truncated JPEG (no end marker)', body: jpeg().subarray(0, 30), type: 'image/jpeg' },
  { name: 'GIF header only', body: text('GIF89a'), type: 'image/gif' },
  { name: 'GIF without trailer', body: gif().subarray(0, gif().length - 1), type: 'image/gif' },
  { name: 'WebP with a wrong RIFF size', body: concat('RIFF', new Uint8Array(le32(999_999)), 'WEBP', 'VP8L'), type: 'image/webp' },
  { name: 'PDF header only', body: text('%PDF-'), type: 'application/pdf' },
  // Active PDFs.
  {
    name: 'PDF with /JavaScript',
    body: pdf('1 0 obj << /Type /Catalog /Names << /JavaScript 4 0 R >> >> endobj\n'),
    type: 'application/pdf',
  },
  {
    name: 'PDF with /OpenAction /JS',
    body: pdf('1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n'),
    type: 'application/pdf',
  },
  {
    name: 'PDF with hex-escaped /J#61vaScript',
    body: pdf('1 0 obj << /Type /Catalog /OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> >> endobj\n'),
    type: 'application/pdf',
  },
  {
    name: 'PDF with /Launch',
    body: pdf('1 0 obj << /Type /Catalog /OpenAction << /S /Launch /F (cmd.exe) >> >> endobj\n'),
    type: 'application/pdf',
  },
  {
    name: 'PDF with an embedded file',
    body: pdf('1 0 obj << /Type /Catalog /Names << /EmbeddedFiles 5 0 R >> >> endobj\n'),
    type: 'application/pdf',
  },
  { name: 'PDF with an XFA form', body: pdf('1 0 obj << /Type /Catalog /AcroForm << /XFA 6 0 R >> >> endobj\n'), type: 'application/pdf' },
  { name: 'PDF with JavaScript hidden in a compressed object stream', body: objStmWithJs, type: 'application/pdf' },
  { name: 'PDF object-stream bomb', body: pdfBomb, type: 'application/pdf' },
  // Size.
  {
    name: 'JPEG just over the image limit',
    body: padTo(jpeg(), imageLimit + 1, [0xff, 0xd9]),
    type: 'image/jpeg',
    profileBody: padTo(jpeg(), PROFILE_PICTURE.maxBytes, [0xff, 0xd9]),
  },
  { name: 'PDF just over the PDF limit', body: padTo(pdf(), pdfLimit + 1, [...text('\n%%EOF\n')]), type: 'application/pdf' },
  ...PIXEL_BOMBS.map(([name, body]) => ({ name: `pixel bomb: ${name}`, body, type: 'image/png' })),
  // Path traversal in the claimed name: the name is not used, and nothing is stored.
  { name: 'path traversal name with HTML', body: text('<script>alert(1)</script>'), type: 'image/png', fileName: '../../../server/app.ts' },
  { name: 'absolute path name with NULs', body: new Uint8Array(64), type: 'image/jpeg', fileName: '/etc/passwd\0.jpg' },
];

let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_IMAGE_MB: String(IMAGE_LIMIT_MB), UPLOAD_MAX_PDF_MB: String(PDF_LIMIT_MB) });
  c = await roleClients(t);
});
afterAll(() => t.cleanup());

const storeDir = () => (t.deps.config.storage.driver === 'fs' ? t.deps.config.storage.dir : '');

/** Every file the store holds, relative to its folder. */
function storedFiles(): string[] {
  const dir = storeDir();
  if (!dir || !fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(dir, f)).isFile());
}

const GERMAN = /Datei|Bild|PDF|nicht|kein|groß|leer|JPEG|Anfrage/;

async function expectRefused(res: Response, label: string) {
  expect(res.status, label).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  const body = (await res.json()) as { error: { message: string } };
  expect(body.error.message, label).toMatch(GERMAN);
}

const headersFor = (attack: Attack, type = attack.type) => ({
  'content-type': type,
  ...(attack.fileName
    ? {
        'x-file-name': encodeURIComponent(attack.fileName),
        'content-disposition': `attachment; filename="${attack.fileName.replace(/\0/g, '')}"`,
      }
    : {}),
});

describe('malicious uploads', () => {
  it(`has at least 30 attacks (${ATTACKS.length})`, () => {
    expect(ATTACKS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ATTACKS.map((a) => a.name)).size).toBe(ATTACKS.length);
  });

  it('accepts the well-formed originals the attacks are built from (so refusals are for the attack, not a broken helper)', async () => {
    for (const [name, body] of [
      ['png', png()],
      ['gif', gif()],
      ['webp', webp()],
      ['jpeg', jpeg()],
      ['pdf', pdf()],
    ] as const) {
      const res = await c.admin.request('/api/files', {
        method: 'POST',
        body: body as Uint8Array<ArrayBuffer>,
        headers: { 'content-type': 'application/octet-stream' },
      });
      expect(res.status, name).toBe(200);
    }
    expect(
      (await c.user.request('/api/profile/picture', { method: 'PUT', body: jpeg(), headers: { 'content-type': 'image/jpeg' } })).status,
    ).toBe(200);
    expect((await c.user.request('/api/profile/picture', { method: 'DELETE' })).status).toBe(204);
    for (const file of storedFiles()) fs.rmSync(path.join(storeDir(), file));
  });

  it.each(ATTACKS)('content upload refuses: $name', async (attack) => {
    const res = await c.admin.request('/api/files', {
      method: 'POST',
      body: attack.body as Uint8Array<ArrayBuffer>,
      headers: headersFor(attack),
    });
    await expectRefused(res, attack.name);
    expect(storedFiles(), attack.name).toEqual([]);
  });

  it.each(ATTACKS)('profile picture refuses: $name', async (attack) => {
    const res = await c.otherUser.request('/api/profile/picture', {
      method: 'PUT',
      body: (attack.profileBody ?? attack.body) as Uint8Array<ArrayBuffer>,
      headers: headersFor(attack, 'image/jpeg'),
    });
    await expectRefused(res, attack.name);
    const rows = await t.deps.db.selectFrom('profile_picture').select('user_id').execute();
    expect(rows, attack.name).toEqual([]);
    expect((await c.otherUser.session())?.user, attack.name).toMatchObject({ image: null });
  });

  it('keeps the file store and the picture table empty after all attacks', async () => {
    expect(storedFiles()).toEqual([]);
    expect(await t.deps.db.selectFrom('profile_picture').select('user_id').execute()).toEqual([]);
  });

  it('serves nothing for traversal in the address', async () => {
    for (const name of [
      '..%2F..%2Fpackage.json',
      '..%5C..%5Cpackage.json',
      '%2e%2e%2fetc%2fpasswd',
      `${'a'.repeat(64)}.svg`,
      `${'a'.repeat(64)}.html`,
      `${'a'.repeat(64)}.pdf%00.html`,
    ]) {
      const res = await c.user.request(`/api/files/${name}`);
      // 404, or 400 where the NUL guard refuses the address before the route sees it.
      expect([400, 404], name).toContain(res.status);
    }
    expect((await c.user.request('/api/files/../../package.json')).status).not.toBe(200);
  });
});

describe('images above 40 megapixels (issue 19, item 8)', () => {
  const post = (body: Uint8Array) =>
    c.admin.request('/api/files', {
      method: 'POST',
      body: body as Uint8Array<ArrayBuffer>,
      headers: { 'content-type': 'application/octet-stream' },
    });

  it.each(PIXEL_BOMBS)('refuses a %s with 422 and a message naming the limit', async (_name, body) => {
    expect(body.length).toBeLessThan(2000);
    const res = await post(body);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: {
        code: 'IMAGE_TOO_LARGE',
        message:
          'Das Bild hat zu viele Pixel: erlaubt sind höchstens 40 Megapixel (z. B. 8000 × 5000 Pixel). Bitte verkleinern Sie es vor dem Hochladen.',
      },
    });
    expect(storedFiles()).toEqual([]);
  });

  it('accepts exactly 40 megapixels in every format, and refuses one row more', async () => {
    const atLimit = [
      pngSized(8000, 5000),
      jpegHead(8000, 5000),
      gifScreen(8000, 5000),
      webpLossless(8000, 5000),
      webpLossy(8000, 5000),
      webpExtended(8000, 5000),
    ];
    for (const body of atLimit) expect((await post(body)).status).toBe(200);
    expect((await post(pngSized(8000, 5001))).status).toBe(422);
    for (const file of storedFiles()) fs.rmSync(path.join(storeDir(), file));
  });
});
