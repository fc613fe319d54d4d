// Aufbauskizzen (issue 22): the text in a card's ```skizze block → a drawing to scale, its legend
// and a description for screen readers. Pure functions: the card, print, the editor preview and
// the station PDFs all use them.
import { describeSketch, sketchLegend, type LegendEntry } from './describe';
import { parseSketch, type Sketch, type SketchProblem } from './parse';
import { sketchScene, type Scene } from './scene';

export { GROUNDS, PATH_KINDS, PIECES, TEAM_COLOURS, ZONE_COLOURS, type PathKind, type TeamColour, type ZoneColour } from './catalogue';
export { itemName, parseSketch, SKETCH_LIMITS, type Point, type Sketch, type SketchItem, type SketchProblem } from './parse';
export { addItem, anchorOf, changeGround, moveItem, removeItem, rotateItem, snap, SNAP, writeItem, type NewItem } from './edit';
export { sceneToSvg } from './svg';
export type { LegendEntry } from './describe';
export type { Scene, Shape } from './scene';

export { replaceSketchSource, SKETCH_BLOCK, SKETCH_FENCE, sketchSources, withoutSketches } from './fence';

export interface RenderedSketch {
  sketch: Sketch;
  scene: Scene;
  description: string;
  legend: LegendEntry[];
  /** Lines that could not be drawn, in German with their line number; what could be drawn is. */
  problems: SketchProblem[];
}

export function renderSketch(source: string): RenderedSketch {
  const { sketch, problems } = parseSketch(source);
  return { sketch, scene: sketchScene(sketch), description: describeSketch(sketch), legend: sketchLegend(sketch), problems };
}
export { flattenScene, type FlatShape } from './flatten';
export { appendLine, groundLine, itemLine, replaceLine, sketchNumber } from './write';
