import type { Scene, Shape } from './scene';

// The scene as SVG text, for print and the station PDFs (the card draws React elements from the
// same scene). Every text is escaped: a sketch's labels come from the content.

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n = (value: number) => String(Math.round(value * 1000) / 1000);

function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : escape(v as string)}"`)
    .join('');
}

function shapeSvg(shape: Shape): string {
  switch (shape.type) {
    case 'rect':
      return `<rect${attrs({ x: shape.x, y: shape.y, width: shape.width, height: shape.height, rx: shape.rx, fill: shape.fill, stroke: shape.stroke, 'stroke-width': shape.strokeWidth, 'stroke-dasharray': shape.dash })}/>`;
    case 'circle':
      return `<circle${attrs({ cx: shape.cx, cy: shape.cy, r: shape.r, fill: shape.fill, stroke: shape.stroke, 'stroke-width': shape.strokeWidth })}/>`;
    case 'line':
      return `<line${attrs({ x1: shape.x1, y1: shape.y1, x2: shape.x2, y2: shape.y2, stroke: shape.stroke, 'stroke-width': shape.strokeWidth, 'stroke-dasharray': shape.dash, 'stroke-linecap': 'round' })}/>`;
    case 'path':
      return `<path${attrs({ d: shape.d, fill: shape.fill, stroke: shape.stroke, 'stroke-width': shape.strokeWidth, 'stroke-dasharray': shape.dash, 'stroke-linejoin': 'round' })}/>`;
    case 'text':
      return `<text${attrs({ x: shape.x, y: shape.y, 'font-size': shape.size, fill: shape.fill, 'text-anchor': shape.anchor, 'font-weight': shape.bold ? 'bold' : undefined, 'font-family': 'sans-serif' })}>${escape(shape.text)}</text>`;
    case 'group':
      return `<g transform="translate(${n(shape.x)} ${n(shape.y)}) rotate(${n(shape.rotation)})">${shape.children.map(shapeSvg).join('')}</g>`;
  }
}

/** A standalone SVG document; `label` is what a screen reader says (the sketch's description). */
export function sceneToSvg(scene: Scene, label: string, width?: string): string {
  const [x, y, w, h] = scene.viewBox;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${[x, y, w, h].map(n).join(' ')}"${width ? ` width="${escape(width)}"` : ''} role="img" aria-label="${escape(label)}"><title>${escape(label)}</title>${scene.shapes.map(shapeSvg).join('')}</svg>`;
}
