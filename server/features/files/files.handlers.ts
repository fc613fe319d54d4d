import { isImageWidth } from '@core/domain/image-variants';
import { auditAfter } from '../../audit/audit-log';
import { apiError } from '../../http/api-error';
import { readBodyUpTo } from '../../http/read-body';
import { createRouter } from '../../http/router';
import { detectUploadKind, MIME_BY_EXT } from '../../storage/file-type';
import { createImageResizer } from '../../storage/image-resize';
import { MAX_IMAGE_PIXELS, readImageSize, TOO_MANY_PIXELS_MESSAGE } from '../../storage/image-size';
import { contentKey, KEY_PATTERN } from '../../storage/storage';
import { checkUpload, UPLOAD_PROBLEM_MESSAGES } from '../../storage/upload-check';
import { getFileRoute, uploadRoute } from './files.routes';

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`.replace('.', ',');

export function filesRouter(resizer = createImageResizer()) {
  const router = createRouter();
  router.openapi(uploadRoute, async (c) => {
    const { files, config, logger, db } = c.get('deps');
    const { maxImageBytes, maxPdfBytes } = config.storage;
    const bytes = await readBodyUpTo(c.req.raw.body, Math.max(maxImageBytes, maxPdfBytes));
    if (bytes === 'too-large') {
      return apiError(
        c,
        413,
        'FILE_TOO_LARGE',
        `Die Datei ist zu groß (Bilder höchstens ${mb(maxImageBytes)}, PDFs höchstens ${mb(maxPdfBytes)}).`,
      );
    }
    if (bytes.length === 0) return apiError(c, 400, 'EMPTY_FILE', 'Die Datei ist leer.');
    const type = detectUploadKind(bytes);
    if (!type) return apiError(c, 400, 'UNSUPPORTED_FILE', UPLOAD_PROBLEM_MESSAGES.unsupported);
    const limit = type.kind === 'image' ? maxImageBytes : maxPdfBytes;
    if (bytes.length > limit) {
      return apiError(c, 413, 'FILE_TOO_LARGE', `${type.kind === 'image' ? 'Bilder' : 'PDFs'} dürfen höchstens ${mb(limit)} groß sein.`);
    }
    const checked = checkUpload(bytes);
    if (!checked.ok) return apiError(c, 400, 'UNSAFE_FILE', UPLOAD_PROBLEM_MESSAGES[checked.problem]);
    if (type.kind === 'image') {
      // A small file can claim a huge canvas; every browser showing the card would decode it.
      const size = readImageSize(bytes, type.mime);
      if (!size || size.width === 0 || size.height === 0) return apiError(c, 400, 'UNSAFE_FILE', UPLOAD_PROBLEM_MESSAGES.malformed);
      if (size.width * size.height > MAX_IMAGE_PIXELS) return apiError(c, 422, 'IMAGE_TOO_LARGE', TOO_MANY_PIXELS_MESSAGE);
    }
    const key = contentKey(bytes, type.ext);
    const existed = await files.exists(key);
    if (!existed) await files.put(key, bytes, type.mime);
    logger.info({ key, size: bytes.length, by: c.get('user').id, created: !existed }, 'file uploaded');
    // The upload carries no file name (the body is the bytes), so the stored name labels it.
    await auditAfter(db, logger, c.get('user'), {
      action: 'file.upload',
      targetType: 'file',
      targetId: key,
      targetLabel: key,
      details: { kind: type.kind, size: String(bytes.length), created: String(!existed) },
    });
    return c.json({ url: `/api/files/${key}`, kind: type.kind, size: bytes.length, created: !existed }, 200);
  });

  router.openapi(getFileRoute, async (c) => {
    const { name } = c.req.valid('param');
    const { w } = c.req.valid('query');
    if (!KEY_PATTERN.test(name)) return apiError(c, 404, 'NOT_FOUND', 'Diese Datei gibt es nicht.');
    const width = w === undefined ? null : Number(w);
    if (width !== null && !isImageWidth(width)) {
      return apiError(c, 400, 'BAD_WIDTH', 'Diese Bildbreite gibt es nicht (480, 960 oder 1600 Pixel).');
    }
    const bytes = await c.get('deps').files.get(name);
    if (!bytes) return apiError(c, 404, 'NOT_FOUND', 'Diese Datei gibt es nicht.');
    const ext = name.split('.').pop() as string;
    // The name is the content's hash, so the file behind it (and each size of it) never changes.
    const headers = { 'Cache-Control': 'private, max-age=31536000, immutable', 'Content-Disposition': 'inline' };
    // A GIF may move and a PDF is no picture: both go out as they are, whatever width is asked.
    if (width !== null && /^(jpg|png|webp)$/.test(ext)) {
      const sized = await resizer.variant(name, bytes, width);
      if (sized) return c.body(sized as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Type': 'image/webp' });
      c.get('deps').logger.warn({ key: name, width }, 'image could not be resized; the original goes out');
    }
    return c.body(new Uint8Array(bytes), 200, { ...headers, 'Content-Type': MIME_BY_EXT[ext] ?? 'application/octet-stream' });
  });

  return router;
}
