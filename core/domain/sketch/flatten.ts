import type { Scene, Shape } from './scene';

// The scene without groups: every outline as an SVG path in absolute metres, texts at absolute
// points. For drawing surfaces that take paths but no SVG (the station PDFs).

export type FlatShape =
  | { kind: 'path'; d: string; fill: string; stroke: string | null; strokeWidth: number; dash: number[] | null }
  | { kind: 'text'; x: number; y: number; text: string; size: number; fill: string; anchor: 'start' | 'middle' | 'end'; bold: boolean };

interface Transform {
  x: number;
  y: number;
  cos: number;
  sin: number;
}

const IDENTITY: Transform = { x: 0, y: 0, cos: 1, sin: 0 };
const r3 = (n: number) => Math.round(n * 1000) / 1000;

function apply(t: Transform, x: number, y: number): [number, number] {
  return [r3(t.x + t.cos * x - t.sin * y), r3(t.y + t.sin * x + t.cos * y)];
}

function compose(outer: Transform, group: Extract<Shape, { type: 'group' }>): Transform {
  const angle = (group.rotation * Math.PI) / 180;
  const [x, y] = apply(outer, group.x, group.y);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return { x, y, cos: outer.cos * cos - outer.sin * sin, sin: outer.sin * cos + outer.cos * sin };
}

/** Our paths use M, L, Q, T and Z with absolute coordinate pairs: each pair is moved as a point. */
function transformPath(d: string, t: Transform): string {
  const tokens = d.match(/[MLQTZ]|-?\d*\.?\d+(?:e-?\d+)?/gi) ?? [];
  const out: string[] = [];
  let pending: number | null = null;
  for (const token of tokens) {
    if (/^[A-Z]$/i.test(token)) {
      out.push(token);
      continue;
    }
    const value = Number(token);
    if (pending === null) pending = value;
    else {
      out.push(...apply(t, pending, value).map(String));
      pending = null;
    }
  }
  return out.join(' ');
}

const dashOf = (dash: string | undefined) => (dash ? dash.split(/\s+/).map(Number) : null);

function flattenShape(shape: Shape, t: Transform, out: FlatShape[]): void {
  switch (shape.type) {
    case 'group':
      for (const child of shape.children) flattenShape(child, compose(t, shape), out);
      return;
    case 'rect': {
      const corners = [
        [shape.x, shape.y],
        [shape.x + shape.width, shape.y],
        [shape.x + shape.width, shape.y + shape.height],
        [shape.x, shape.y + shape.height],
      ].map(([x, y]) => apply(t, x as number, y as number).join(' '));
      out.push({
        kind: 'path',
        d: `M ${corners.join(' L ')} Z`,
        fill: shape.fill,
        stroke: shape.stroke ?? null,
        strokeWidth: shape.strokeWidth ?? 0,
        dash: dashOf(shape.dash),
      });
      return;
    }
    case 'circle': {
      const [cx, cy] = apply(t, shape.cx, shape.cy);
      const r = r3(shape.r);
      out.push({
        kind: 'path',
        d: `M ${r3(cx - r)} ${cy} A ${r} ${r} 0 1 0 ${r3(cx + r)} ${cy} A ${r} ${r} 0 1 0 ${r3(cx - r)} ${cy} Z`,
        fill: shape.fill,
        stroke: shape.stroke ?? null,
        strokeWidth: shape.strokeWidth ?? 0,
        dash: null,
      });
      return;
    }
    case 'line': {
      const [x1, y1] = apply(t, shape.x1, shape.y1);
      const [x2, y2] = apply(t, shape.x2, shape.y2);
      out.push({
        kind: 'path',
        d: `M ${x1} ${y1} L ${x2} ${y2}`,
        fill: 'none',
        stroke: shape.stroke,
        strokeWidth: shape.strokeWidth,
        dash: dashOf(shape.dash),
      });
      return;
    }
    case 'path':
      out.push({
        kind: 'path',
        d: transformPath(shape.d, t),
        fill: shape.fill,
        stroke: shape.stroke ?? null,
        strokeWidth: shape.strokeWidth ?? 0,
        dash: dashOf(shape.dash),
      });
      return;
    case 'text': {
      const [x, y] = apply(t, shape.x, shape.y);
      out.push({
        kind: 'text',
        x,
        y,
        text: shape.text,
        size: shape.size,
        fill: shape.fill,
        anchor: shape.anchor,
        bold: shape.bold ?? false,
      });
      return;
    }
  }
}

export function flattenScene(scene: Scene): FlatShape[] {
  const out: FlatShape[] = [];
  for (const shape of scene.shapes) flattenShape(shape, IDENTITY, out);
  return out;
}
