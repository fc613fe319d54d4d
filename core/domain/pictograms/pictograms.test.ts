import { describe, expect, it } from 'vitest';
import { isPictogramKey, PICTOGRAM_KEYS, PICTOGRAMS, pictogramSvg, type PictogramShape } from './pictograms';

/** The points a path passes through (end points of M, L, Q and the extremes of our ellipses). */
function pointsOf(d: string): [number, number][] {
  const points: [number, number][] = [];
  for (const [, command, args] of d.matchAll(/([MLQA])\s*([^MLQAZ]*)/g)) {
    const n = (args as string)
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (command === 'A') points.push([n[5] as number, n[6] as number]);
    else points.push([n.at(-2) as number, n.at(-1) as number]);
  }
  return points;
}

describe('station pictograms', () => {
  it('draw every picture inside its 100 × 100 box, with a caption', () => {
    for (const key of PICTOGRAM_KEYS) {
      const { caption, shapes } = PICTOGRAMS[key];
      expect(caption.length, key).toBeGreaterThan(2);
      for (const shape of shapes as PictogramShape[]) {
        expect(shape.fill ?? shape.stroke, `${key}: a shape that draws nothing`).toBeTruthy();
        for (const [x, y] of pointsOf(shape.d)) {
          expect(Number.isFinite(x) && Number.isFinite(y), `${key}: ${shape.d}`).toBe(true);
          expect(x >= 0 && x <= 100 && y >= 0 && y <= 100, `${key}: (${x}, ${y}) outside the box`).toBe(true);
        }
      }
    }
  });

  it('render as an SVG picture named by its caption', () => {
    const svg = pictogramSvg('huepfen', 96);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 100 100" width="96" height="96" role="img" aria-label="hüpfen">/);
    expect(svg.match(/<path /g)?.length).toBe(PICTOGRAMS.huepfen.shapes.length);
    expect(svg).toContain('stroke-dasharray');
  });

  it('know their names', () => {
    expect(isPictogramKey('klettern')).toBe(true);
    expect(isPictogramKey('schaukeln')).toBe(false);
    expect(isPictogramKey('toString')).toBe(false);
  });
});
