/**
 * Uploaded pictures in sizes that fit the device (issue 22): a 2400 × 1600 photo went to phones at
 * 745 KB. The server makes a WebP of each width on first request (`/api/files/<name>?w=960`);
 * cards name them in `srcset` and the browser picks one.
 */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Photos get sizes; a GIF may move (kept as it is), a PDF is no picture. */
const RESIZABLE_UPLOAD = /^\/api\/files\/[a-f0-9]{64}\.(jpg|png|webp)$/;

export const isImageWidth = (value: number): value is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(value);

/** The `srcset` for an uploaded picture, or undefined for anything else (a foreign link, a GIF). */
export function imageSrcSet(src: string): string | undefined {
  if (!RESIZABLE_UPLOAD.test(src)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${src}?w=${w} ${w}w`).join(', ');
}

/** The file a sized request stands for: `…/<hash>.jpg?w=480` → `…/<hash>.jpg` (the offline fallback). */
export const originalImageUrl = (url: string) => url.replace(/\?.*$/, '');
