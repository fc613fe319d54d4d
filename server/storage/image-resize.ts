import type { ImageWidth } from '@core/domain/image-variants';

/**
 * Sized WebP copies of uploaded photos (issue 22), made on first request and kept in memory up to
 * a byte budget: they can always be made again from the original, so they are not stored (no
 * backup, no orphan clean-up, nothing to migrate), and browsers keep each for a year.
 * sharp is loaded on the first sized request, not at start-up (issue 21's start-up budget).
 */
export interface ImageResizer {
  /** The picture at most `width` wide (never enlarged), as WebP; null when it cannot be read. */
  variant(key: string, bytes: Uint8Array, width: ImageWidth): Promise<Uint8Array | null>;
}

export function createImageResizer(options: { maxCacheBytes?: number } = {}): ImageResizer {
  const maxBytes = options.maxCacheBytes ?? 32 * 1024 * 1024;
  // Map order is insertion order: re-inserting on use makes the first entry the least recently used.
  const cache = new Map<string, Uint8Array>();
  const pending = new Map<string, Promise<Uint8Array | null>>();
  let cached = 0;

  const remember = (id: string, out: Uint8Array) => {
    if (out.byteLength > maxBytes) return;
    cache.set(id, out);
    cached += out.byteLength;
    for (const [oldest, bytes] of cache) {
      if (cached <= maxBytes) break;
      cache.delete(oldest);
      cached -= bytes.byteLength;
    }
  };

  const make = async (bytes: Uint8Array, width: ImageWidth) => {
    const { default: sharp } = await import('sharp');
    // rotate() applies the camera's orientation before the metadata is dropped.
    const out = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  };

  return {
    async variant(key, bytes, width) {
      const id = `${key}@${width}`;
      const hit = cache.get(id);
      if (hit) {
        cache.delete(id);
        cache.set(id, hit);
        return hit;
      }
      // Two phones opening the same card at once share one resize.
      const running = pending.get(id);
      if (running) return running;
      const job = make(bytes, width)
        .then((out) => {
          remember(id, out);
          return out;
        })
        .catch(() => null)
        .finally(() => pending.delete(id));
      pending.set(id, job);
      return job;
    },
  };
}
