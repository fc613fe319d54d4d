import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleClients } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { jpegHead } from '../../test/fixtures';

let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_IMAGE_MB: '0.01', UPLOAD_MAX_PDF_MB: '0.02' });
  c = await roleClients(t);
});
afterAll(() => t.cleanup());

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const upload = (client: (typeof c)['admin'], body: Uint8Array<ArrayBuffer>, type = 'application/octet-stream') =>
  client.request('/api/files', { method: 'POST', body, headers: { 'content-type': type } });

describe('uploads', () => {
  it('stores a PDF and an image once per content and serves them to signed-in users', async () => {
    const first = await upload(c.admin, pdf, 'application/pdf');
    expect(first.status).toBe(200);
    const stored = (await first.json()) as { url: string; kind: string; created: boolean };
    expect(stored).toMatchObject({ kind: 'pdf', created: true });
    expect(stored.url).toMatch(/^\/api\/files\/[a-f0-9]{64}\.pdf$/);

    const again = (await (await upload(c.admin, pdf)).json()) as { url: string; created: boolean };
    expect(again).toMatchObject({ url: stored.url, created: false });

    const served = await c.user.request(stored.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf);
    expect((await c.visitor.request(stored.url)).status).toBe(401);

    const image = (await (await upload(c.admin, jpegHead(40, 30), 'image/png')).json()) as { url: string; kind: string };
    expect(image.url).toMatch(/\.jpg$/); // the bytes decide, not the claimed type
    expect(image.kind).toBe('image');
  });

  it('refuses files by their bytes: HTML, SVG, scripts and executables, even with an image name or type', async () => {
    const refused = [
      new TextEncoder().encode('<!doctype html><script>alert(1)</script>'),
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
      new TextEncoder().encode('#!/bin/sh\nrm -rf /'),
      new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]), // Windows executable
      new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0x02]), // ELF
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]), // zip
    ];
    for (const body of refused) {
      const res = await upload(c.admin, body, 'image/jpeg');
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/kein Bild/);
    }
    expect((await upload(c.admin, new Uint8Array(), 'image/jpeg')).status).toBe(400);
  });

  it('enforces the size limits per kind', async () => {
    const bigImage = new Uint8Array(11 * 1024);
    bigImage.set(jpegHead(10, 10));
    const res = await upload(c.admin, bigImage);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/Bilder dürfen höchstens/);
    const hugePdf = new Uint8Array(30 * 1024);
    hugePdf.set(pdf);
    expect((await upload(c.admin, hugePdf)).status).toBe(413);
  });

  it('lets only admins upload', async () => {
    expect((await upload(c.user, pdf)).status).toBe(403);
    expect((await upload(c.visitor, pdf)).status).toBe(401);
  });

  it('answers 404 for names that are not ours', async () => {
    for (const name of ['..%2F..%2Fpackage.json', 'abc.pdf', `${'a'.repeat(64)}.svg`, `${'b'.repeat(64)}.pdf`]) {
      expect((await c.user.request(`/api/files/${name}`)).status, name).toBe(404);
    }
  });
});

describe('pictures in sizes (issue 22)', () => {
  const png = async (width: number, height: number) => {
    const { default: sharp } = await import('sharp');
    const out = await sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } })
      .png({ palette: true, compressionLevel: 9 }) // small enough for this app's 10 KB upload limit
      .toBuffer();
    return new Uint8Array(out);
  };
  const stored = async (width: number, height: number) => {
    const res = await upload(c.admin, (await png(width, height)) as Uint8Array<ArrayBuffer>);
    expect(res.status).toBe(200);
    return ((await res.json()) as { url: string }).url;
  };
  const widthOf = async (res: Response) => {
    const { default: sharp } = await import('sharp');
    return (await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width;
  };

  it('serves a photo as WebP at the asked width, never enlarged, cached like the original', async () => {
    const url = await stored(2000, 1000);
    const small = await c.user.request(`${url}?w=480`);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect(small.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(await widthOf(small)).toBe(480);
    expect(await widthOf(await c.user.request(`${url}?w=1600`))).toBe(1600);
    // The same size again comes from memory, byte for byte.
    const first = new Uint8Array(await (await c.user.request(`${url}?w=960`)).arrayBuffer());
    expect(new Uint8Array(await (await c.user.request(`${url}?w=960`)).arrayBuffer())).toEqual(first);

    const narrow = await stored(600, 400);
    expect(await widthOf(await c.user.request(`${narrow}?w=1600`))).toBe(600);
    // Without a width: the original, as uploaded.
    const original = await c.user.request(url);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(await widthOf(original)).toBe(2000);
  });

  it('refuses other widths, keeps GIFs and PDFs as they are, and asks who is looking', async () => {
    const url = await stored(800, 600);
    const odd = await c.user.request(`${url}?w=500`);
    expect(odd.status).toBe(400);
    expect(((await odd.json()) as { error: { message: string } }).error.message).toBe(
      'Diese Bildbreite gibt es nicht (480, 960 oder 1600 Pixel).',
    );
    expect((await c.user.request(`${url}?w=abc`)).status).toBe(400);
    expect((await c.visitor.request(`${url}?w=480`)).status).toBe(401);

    const gif = new Uint8Array([...new TextEncoder().encode('GIF89a'), 2, 0, 2, 0, 0, 0, 0, 0x3b]);
    const gifUpload = await upload(c.admin, gif);
    expect(gifUpload.status).toBe(200);
    const { url: gifUrl } = (await gifUpload.json()) as { url: string };
    const moving = await c.user.request(`${gifUrl}?w=480`);
    expect(moving.headers.get('content-type')).toBe('image/gif');
    expect(new Uint8Array(await moving.arrayBuffer())).toEqual(gif);
    const { url: pdfUrl } = (await (await upload(c.admin, pdf)).json()) as { url: string };
    const res = await c.user.request(`${pdfUrl}?w=480`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
  });
});
