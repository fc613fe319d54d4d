/** Spec §5/§9: round 1:1 crop, zoom 1–3 in 0.1 steps, at most 300 px, JPEG 0.9, under 100 KB. */
export const PROFILE_PICTURE = {
  maxSide: 300,
  jpegQuality: 0.9,
  minZoom: 1,
  maxZoom: 3,
  zoomStep: 0.1,
  /** "100 KB or more" is blocked. */
  maxBytes: 100 * 1024,
  tooLargeMessage: 'Bild ist nach Zuschneiden mehr als 100KB groß. Bitte das original Bild komprimieren und nochmal versuchen.',
} as const;

export function isPictureSmallEnough(bytes: number): boolean {
  return bytes < PROFILE_PICTURE.maxBytes;
}
