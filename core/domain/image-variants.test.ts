import { describe, expect, it } from 'vitest';
import { imageSrcSet, isImageWidth, originalImageUrl } from './image-variants';

const hash = 'a'.repeat(64);

describe('image variants', () => {
  it('offers three widths for an uploaded photo', () => {
    expect(imageSrcSet(`/api/files/${hash}.jpg`)).toBe(
      `/api/files/${hash}.jpg?w=480 480w, /api/files/${hash}.jpg?w=960 960w, /api/files/${hash}.jpg?w=1600 1600w`,
    );
    expect(imageSrcSet(`/api/files/${hash}.webp`)).toContain('?w=480 480w');
  });

  it('leaves GIFs (they may move), PDFs and foreign pictures as they are', () => {
    expect(imageSrcSet(`/api/files/${hash}.gif`)).toBeUndefined();
    expect(imageSrcSet(`/api/files/${hash}.pdf`)).toBeUndefined();
    expect(imageSrcSet('https://example.org/bild.jpg')).toBeUndefined();
    expect(imageSrcSet(`/api/files/${hash}.jpg?w=480`)).toBeUndefined();
  });

  it('knows only its widths and finds the original of a sized address', () => {
    expect([480, 960, 1600].every(isImageWidth)).toBe(true);
    expect(isImageWidth(500)).toBe(false);
    expect(originalImageUrl(`/api/files/${hash}.png?w=960`)).toBe(`/api/files/${hash}.png`);
  });
});
