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
