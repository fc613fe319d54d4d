import { describe, expect, it } from 'vitest';
import { jpegHead } from '../test/fixtures';
import { readJpegSize } from './jpeg';

describe('readJpegSize', () => {
  it('reads width and height from the frame header', () => {
    expect(readJpegSize(jpegHead(300, 200))).toEqual({ width: 300, height: 200 });
  });

  it('rejects files that only claim to be JPEG', () => {
    expect(readJpegSize(new TextEncoder().encode('<svg onload="alert(1)">'))).toBeNull();
    expect(readJpegSize(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(readJpegSize(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
    expect(readJpegSize(new Uint8Array([]))).toBeNull();
  });

  it('rejects a truncated segment', () => {
    expect(readJpegSize(jpegHead(300, 200).slice(0, 24))).toBeNull();
  });
});
