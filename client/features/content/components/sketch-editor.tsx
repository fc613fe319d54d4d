import {
  addItem,
  anchorOf,
  changeGround,
  GROUNDS,
  itemName,
  moveItem,
  PATH_KINDS,
  PIECES,
  removeItem,
  renderSketch,
  rotateItem,
  snap,
  SNAP,
  TEAM_COLOURS,
  writeItem,
  ZONE_COLOURS,
  type NewItem,
  type PathKind,
  type Point,
  type SketchItem,
  type TeamColour,
  type ZoneColour,
} from '@core/domain/sketch';
import { Redo2, RotateCw, Trash2, Undo2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { SceneSvg } from '@client/components/markdown/sketch-figure';

// The visual sketch editor (issue 22): pieces from a palette, dragged on the ground, turned and
// deleted, paths drawn point by point, all on a half-metre grid, with undo and redo. It writes
// the sketch text an admin could also type (core/domain/sketch/edit.ts): one line per change,
// so comments and hand-written lines stay. Everything works by keyboard as well: each item is a
// button on the drawing (arrows move it, R turns it, Entf deletes it), and a path is drawn with
// a cross moved by the arrows.

/** Colour words as the German they stand for (the text writes „gruen“, the screen „Grün“). */
const COLOUR_LABELS: Record<ZoneColour, string> = { rot: 'Rot', blau: 'Blau', gelb: 'Gelb', gruen: 'Grün', grau: 'Grau' };

const metres = (n: number) => `${String(Math.round(n * 100) / 100).replace('.', ',')} m`;
const HISTORY = 100;

function PaletteButton({ onClick, children, pressed }: { onClick: () => void; children: ReactNode; pressed?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      {...(pressed !== undefined ? { 'aria-pressed': pressed } : {})}
      className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:border-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
    >
      {children}
    </button>
  );
}

function IconButton({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className="flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 hover:border-brand-600 disabled:opacity-40"
    >
      {children}
    </button>
  );
}

const STEPS = { ArrowLeft: [-1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowRight: [1, 0] } as const satisfies Record<string, [number, number]>;
/** A colour chooser: team colours for a child, zone colours for a zone or line. */
function ColourSelect<C extends ZoneColour>({
  label,
  value,
  colours,
  none,
  onChange,
}: {
  label: string;
  value: C | '';
  colours: readonly C[];
  /** The text of the empty choice; without it there is none. */
  none?: string;
  onChange: (colour: C | '') => void;
}) {
  return (
    <label className="text-sm font-semibold">
      {label}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value as C | '')}
        className="mt-1 block min-h-11 rounded-lg border-2 border-slate-300 bg-white px-2"
      >
        {none !== undefined && <option value="">{none}</option>}
        {colours.map((colour) => (
          <option key={colour} value={colour}>
            {COLOUR_LABELS[colour]}
          </option>
        ))}
      </select>
    </label>
  );
}

const TEAMS = Object.keys(TEAM_COLOURS) as TeamColour[];
const ZONES = Object.keys(ZONE_COLOURS) as ZoneColour[];

const ARROWS: Partial<Record<string, readonly [number, number]>> = STEPS;

export function SketchEditor({ source, onChange }: { source: string; onChange: (source: string) => void }) {
  const id = useId();
  const { sketch, scene, problems } = useMemo(() => renderSketch(source), [source]);
  const [past, setPast] = useState<string[]>([]);
  const [future, setFuture] = useState<string[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [drawing, setDrawing] = useState<{ path: PathKind; points: Point[]; cursor: Point } | null>(null);
  const [team, setTeam] = useState<TeamColour | ''>('rot');
  const [labelText, setLabelText] = useState('');
  const [status, setStatus] = useState('');
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ item: SketchItem; start: Point; origin: string; moved: boolean } | null>(null);
  const [shownWidth, setShownWidth] = useState(600);
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setShownWidth(element.clientWidth || 600));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const { width, height } = sketch.ground;
  const item = sketch.items.find((candidate) => candidate.line === selected);

  /** A change the admin made: kept for undo. */
  const commit = (next: string, message: string) => {
    if (next === source) return;
    setPast((list) => [...list.slice(-(HISTORY - 1)), source]);
    setFuture([]);
    onChange(next);
    setStatus(message);
  };
  const undo = () => {
    const previous = past.at(-1);
    if (previous === undefined) return;
    setPast((list) => list.slice(0, -1));
    setFuture((list) => [source, ...list]);
    onChange(previous);
    setStatus('Rückgängig gemacht.');
  };
  const redo = () => {
    const next = future[0];
    if (next === undefined) return;
    setFuture((list) => list.slice(1));
    setPast((list) => [...list, source]);
    onChange(next);
    setStatus('Wiederhergestellt.');
  };

  const add = (newItem: NewItem, what: string) => {
    const next = addItem(source, sketch, newItem);
    if (next === source) return;
    commit(next, `${what} hinzugefügt, in der Mitte des Feldes.`);
    // The new item is the text's last line: selected, so arrows or a drag place it at once.
    setSelected(next.replace(/\n+$/, '').split('\n').length);
  };

  const move = (target: SketchItem, dx: number, dy: number) => {
    const moved = moveItem(target, dx, dy, sketch.ground);
    const at = anchorOf(moved);
    commit(writeItem(source, moved), `${itemName(target)} bei ${metres(at.x)} von links, ${metres(at.y)} von oben.`);
  };
  const remove = (target: SketchItem) => {
    commit(removeItem(source, target), `${itemName(target)} gelöscht.`);
    setSelected(null);
  };
  const turn = (target: SketchItem) => {
    const turned = rotateItem(target, 15);
    if (turned.kind === 'piece') commit(writeItem(source, turned), `${itemName(target)} gedreht auf ${turned.rotation}°.`);
  };
  const change = (next: SketchItem, message: string) => commit(writeItem(source, next), message);

  /** The pointer's position in metres on the drawing. */
  const pointAt = (event: PointerEvent): Point | null => {
    const matrix = svg.current?.getScreenCTM();
    if (!matrix) return null;
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: p.x, y: p.y };
  };
  const onGround = (p: Point): Point => ({ x: Math.min(width, Math.max(0, snap(p.x))), y: Math.min(height, Math.max(0, snap(p.y))) });

  const startDrag = (event: PointerEvent, target: SketchItem) => {
    if (drawing) return;
    const start = pointAt(event);
    if (!start) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setSelected(target.line);
    drag.current = { item: target, start, origin: source, moved: false };
  };
  const dragTo = (event: PointerEvent) => {
    const current = drag.current;
    const p = current && pointAt(event);
    if (!current || !p) return;
    const moved = moveItem(current.item, snap(p.x - current.start.x), snap(p.y - current.start.y), sketch.ground);
    const next = writeItem(current.origin, moved);
    if (next !== source) {
      current.moved = true;
      onChange(next);
    }
  };
  const endDrag = () => {
    const current = drag.current;
    drag.current = null;
    if (!current?.moved) return;
    // One step of undo for the whole drag, not one per grid point.
    setPast((list) => [...list.slice(-(HISTORY - 1)), current.origin]);
    setFuture([]);
    setStatus(`${itemName(current.item)} verschoben.`);
  };

  const addPoint = (p: Point) => {
    if (!drawing) return;
    const points = [...drawing.points, p];
    setDrawing({ ...drawing, points, cursor: p });
    setStatus(`Punkt ${points.length} bei ${metres(p.x)} von links, ${metres(p.y)} von oben.`);
  };
  const finishPath = () => {
    if (!drawing) return;
    if (drawing.points.length >= 2) add({ kind: 'path', path: drawing.path, points: drawing.points }, PATH_KINDS[drawing.path].singular);
    setDrawing(null);
  };

  const onItemKey = (event: KeyboardEvent, target: SketchItem) => {
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      const step = event.shiftKey ? 4 * SNAP : SNAP;
      move(target, arrow[0] * step, arrow[1] * step);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove(target);
    } else if (event.key === 'r' || event.key === 'R') {
      event.preventDefault();
      turn(target);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setSelected(target.line);
    }
  };

  const onDrawingKey = (event: KeyboardEvent) => {
    if (!drawing) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      const step = event.shiftKey ? 4 * SNAP : SNAP;
      const cursor = onGround({ x: drawing.cursor.x + arrow[0] * step, y: drawing.cursor.y + arrow[1] * step });
      setDrawing({ ...drawing, cursor });
      setStatus(`Kreuz bei ${metres(cursor.x)} von links, ${metres(cursor.y)} von oben.`);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      addPoint(drawing.cursor);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finishPath();
    }
  };

  const onEditorKey = (event: KeyboardEvent) => {
    const mod = event.ctrlKey || event.metaKey;
    if (!mod) return;
    if (event.key.toLowerCase() === 'z' && !event.shiftKey) {
      event.preventDefault();
      undo();
    } else if (event.key.toLowerCase() === 'y' || (event.key.toLowerCase() === 'z' && event.shiftKey)) {
      event.preventDefault();
      redo();
    }
  };

  // The handles' size in metres: at least 44 px on the screen, whatever the drawing's scale.
  const pxPerMetre = shownWidth / scene.viewBox[2];
  const handle = Math.max(0.35, 22 / pxPerMetre);

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- undo/redo shortcuts for everything inside
    <div className="space-y-3" onKeyDown={onEditorKey}>
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm font-semibold">
          Feld
          <select
            value={sketch.ground.key ?? ''}
            onChange={(e) => commit(changeGround(source, e.target.value), `Feld: ${e.target.selectedOptions[0]?.text ?? ''}.`)}
            className="mt-1 block min-h-11 rounded-lg border-2 border-slate-300 bg-white px-2"
          >
            {sketch.ground.key === null && <option value="">eigene Größe ({metres(width)} × {metres(height)})</option>}
            {GROUNDS.map((ground) => (
              <option key={ground.key} value={ground.key}>
                {ground.label} ({metres(ground.width)} × {metres(ground.height)})
              </option>
            ))}
          </select>
        </label>
        <IconButton label="Rückgängig" onClick={undo} disabled={past.length === 0}>
          <Undo2 aria-hidden="true" className="size-5" />
        </IconButton>
        <IconButton label="Wiederherstellen" onClick={redo} disabled={future.length === 0}>
          <Redo2 aria-hidden="true" className="size-5" />
        </IconButton>
      </div>

      <div className="relative rounded-xl border border-slate-300 bg-white p-1">
        <SceneSvg scene={scene} className="block h-auto w-full" />
        {/* The interactive layer over the same coordinates: handles for items, the path being drawn. */}
        <svg
          ref={svg}
          viewBox={scene.viewBox.join(' ')}
          className={`absolute inset-1 h-[calc(100%-0.5rem)] w-[calc(100%-0.5rem)] touch-none ${drawing ? 'cursor-crosshair' : ''}`}
          role="group"
          aria-label={`Zeichenfläche ${sketch.ground.label}, ${metres(width)} × ${metres(height)}`}
          aria-describedby={`${id}-hilfe`}
          tabIndex={drawing ? 0 : -1}
          onKeyDown={onDrawingKey}
          onPointerDown={(event) => {
            if (!drawing) return;
            const p = pointAt(event);
            if (p) addPoint(onGround(p));
          }}
          onPointerMove={dragTo}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        >
          {!drawing &&
            sketch.items.map((target) => {
              const at = anchorOf(target);
              const active = target.line === selected;
              return (
                <circle
                  key={target.line}
                  cx={at.x}
                  cy={at.y}
                  r={handle}
                  role="button"
                  tabIndex={0}
                  aria-label={`${itemName(target)} bei ${metres(at.x)} von links, ${metres(at.y)} von oben`}
                  aria-pressed={active}
                  fill={active ? 'rgba(15,118,110,0.18)' : 'rgba(255,255,255,0.01)'}
                  stroke={active ? '#0f766e' : 'rgba(15,118,110,0.45)'}
                  strokeWidth={active ? 0.12 : 0.06}
                  strokeDasharray={active ? undefined : '0.2 0.15'}
                  className="cursor-grab focus:outline-none focus-visible:stroke-[0.2]"
                  onPointerDown={(event) => startDrag(event, target)}
                  onFocus={() => setSelected(target.line)}
                  onKeyDown={(event) => onItemKey(event, target)}
                />
              );
            })}
          {drawing && (
            <>
              {drawing.points.length > 0 && (
                <polyline
                  points={[...drawing.points, drawing.cursor].map((p) => `${p.x},${p.y}`).join(' ')}
                  fill="none"
                  stroke="#0f766e"
                  strokeWidth={0.1}
                  strokeDasharray="0.3 0.2"
                />
              )}
              {drawing.points.map((p, index) => (
                <circle key={index} cx={p.x} cy={p.y} r={0.25} fill="#0f766e" />
              ))}
              <path
                d={`M ${drawing.cursor.x - 0.5} ${drawing.cursor.y} h 1 M ${drawing.cursor.x} ${drawing.cursor.y - 0.5} v 1`}
                stroke="#b91c1c"
                strokeWidth={0.1}
              />
            </>
          )}
        </svg>
      </div>
      <p id={`${id}-hilfe`} className="text-xs text-slate-600">
        {drawing
          ? 'Tippen Sie die Punkte des Weges auf das Feld – oder Pfeiltasten bewegen das Kreuz, Eingabe setzt einen Punkt, Esc beendet den Weg.'
          : 'Ziehen Sie ein Teil an seinem Kreis. Mit der Tastatur: Tab wählt ein Teil, Pfeiltasten schieben es um 0,5 m (mit Umschalt um 2 m), R dreht es, Entf löscht es. Strg+Z macht rückgängig.'}
      </p>
      <p role="status" className="sr-only">
        {status}
      </p>
      {problems.length > 0 && (
        <ul role="alert" className="list-disc rounded-lg border border-amber-300 bg-amber-50 py-2 pr-3 pl-7 text-sm text-amber-900">
          {problems.map((problem) => (
            <li key={problem.message}>{problem.message}</li>
          ))}
        </ul>
      )}

      {drawing ? (
        <div className="flex flex-wrap gap-2">
          <PaletteButton onClick={finishPath}>
            {drawing.points.length >= 2 ? `${PATH_KINDS[drawing.path].singular} fertig (${drawing.points.length} Punkte)` : 'Abbrechen'}
          </PaletteButton>
        </div>
      ) : (
        item && (
          <section aria-label="Ausgewähltes Teil" className="space-y-2 rounded-xl bg-slate-50 p-3">
            <p className="font-bold">
              {itemName(item)} bei {metres(anchorOf(item).x)} / {metres(anchorOf(item).y)}
            </p>
            <div className="flex flex-wrap gap-2">
              {(Object.keys(STEPS) as (keyof typeof STEPS)[]).map((key) => (
                <IconButton
                  key={key}
                  label={{ ArrowLeft: 'Nach links', ArrowUp: 'Nach oben', ArrowDown: 'Nach unten', ArrowRight: 'Nach rechts' }[key]}
                  onClick={() => move(item, STEPS[key][0] * SNAP, STEPS[key][1] * SNAP)}
                >
                  <span aria-hidden="true" className="text-lg">
                    {{ ArrowLeft: '←', ArrowUp: '↑', ArrowDown: '↓', ArrowRight: '→' }[key]}
                  </span>
                </IconButton>
              ))}
              {item.kind === 'piece' && (
                <IconButton label="Um 15° drehen" onClick={() => turn(item)}>
                  <RotateCw aria-hidden="true" className="size-5" />
                </IconButton>
              )}
              <IconButton label="Löschen" onClick={() => remove(item)}>
                <Trash2 aria-hidden="true" className="size-5 text-red-700" />
              </IconButton>
            </div>
            {item.kind === 'child' && (
              <ColourSelect
                label="Team"
                value={item.team ?? ''}
                colours={TEAMS}
                none="ohne Team"
                onChange={(colour) => change({ ...item, team: colour || null }, 'Team geändert.')}
              />
            )}
            {(item.kind === 'zone' || item.kind === 'line') && (
              <ColourSelect
                label="Farbe"
                value={item.colour}
                colours={ZONES}
                onChange={(colour) => change({ ...item, colour: colour || 'grau' }, 'Farbe geändert.')}
              />
            )}
            {item.kind === 'zone' && (
              <div className="flex flex-wrap gap-2">
                {(['width', 'height'] as const).map((side) => (
                  <label key={side} className="text-sm font-semibold">
                    {side === 'width' ? 'Breite (m)' : 'Höhe (m)'}
                    <input
                      type="number"
                      min={SNAP}
                      max={side === 'width' ? width - item.at.x : height - item.at.y}
                      step={SNAP}
                      value={item[side]}
                      onChange={(e) => {
                        const value = snap(Number(e.target.value));
                        const limit = side === 'width' ? width - item.at.x : height - item.at.y;
                        if (value >= SNAP && value <= limit) change({ ...item, [side]: value }, `${side === 'width' ? 'Breite' : 'Höhe'} ${metres(value)}.`);
                      }}
                      className="mt-1 block min-h-11 w-28 rounded-lg border-2 border-slate-300 bg-white px-2"
                    />
                  </label>
                ))}
              </div>
            )}
            {(item.kind === 'zone' || item.kind === 'label' || item.kind === 'distance') && (
              <label className="block text-sm font-semibold">
                Beschriftung
                <input
                  value={item.kind === 'label' ? item.text : (item.kind === 'zone' ? item.label : item.text) ?? ''}
                  maxLength={60}
                  onChange={(e) => {
                    const text = e.target.value.replace(/["„“”]/g, '');
                    if (item.kind === 'label') {
                      if (text.trim()) change({ ...item, text }, 'Text geändert.');
                    } else if (item.kind === 'zone') change({ ...item, label: text.trim() ? text : null }, 'Beschriftung geändert.');
                    else change({ ...item, text: text.trim() ? text : null }, 'Beschriftung geändert.');
                  }}
                  className="mt-1 block min-h-11 w-full rounded-lg border-2 border-slate-300 bg-white px-2"
                />
              </label>
            )}
          </section>
        )
      )}

      {!drawing && (
        <div className="space-y-2">
          <p className="text-sm font-bold text-slate-700">Hinzufügen</p>
          <div className="flex flex-wrap gap-1.5" role="group" aria-label="Geräte hinzufügen">
            {PIECES.map((piece) => (
              <PaletteButton key={piece.key} onClick={() => add({ kind: 'piece', piece: piece.key }, piece.singular)}>
                {piece.singular}
              </PaletteButton>
            ))}
          </div>
          <div className="flex flex-wrap items-end gap-1.5" role="group" aria-label="Personen und Markierungen hinzufügen">
            <ColourSelect label="Team des Kindes" value={team} colours={TEAMS} none="ohne Team" onChange={setTeam} />
            <PaletteButton onClick={() => add({ kind: 'child', team: team || null }, 'Kind')}>Kind</PaletteButton>
            <PaletteButton onClick={() => add({ kind: 'catcher' }, 'Fänger/in')}>Fänger/in</PaletteButton>
            <PaletteButton onClick={() => add({ kind: 'teacher' }, 'Lehrkraft')}>Lehrkraft</PaletteButton>
            <PaletteButton onClick={() => add({ kind: 'station' }, 'Station')}>Station</PaletteButton>
            <PaletteButton onClick={() => add({ kind: 'zone' }, 'Zone')}>Zone</PaletteButton>
            <PaletteButton onClick={() => add({ kind: 'line' }, 'Linie')}>Linie</PaletteButton>
            <PaletteButton onClick={() => add({ kind: 'distance' }, 'Abstand')}>Abstand</PaletteButton>
          </div>
          <div className="flex flex-wrap items-end gap-1.5">
            <label className="text-sm font-semibold">
              Text
              <input
                value={labelText}
                maxLength={60}
                onChange={(e) => setLabelText(e.target.value)}
                className="mt-1 block min-h-11 w-44 rounded-lg border-2 border-slate-300 bg-white px-2"
              />
            </label>
            <PaletteButton
              onClick={() => {
                add({ kind: 'label', text: labelText.replace(/["„“”]/g, '') }, 'Text');
                setLabelText('');
              }}
            >
              Text hinzufügen
            </PaletteButton>
          </div>
          <div className="flex flex-wrap gap-1.5" role="group" aria-label="Weg zeichnen">
            {(Object.keys(PATH_KINDS) as PathKind[]).map((path) => (
              <PaletteButton
                key={path}
                onClick={() => {
                  setSelected(null);
                  setDrawing({ path, points: [], cursor: { x: snap(width / 2), y: snap(height / 2) } });
                  setStatus(`${PATH_KINDS[path].singular} zeichnen: Punkte auf das Feld tippen.`);
                  requestAnimationFrame(() => svg.current?.focus());
                }}
              >
                {PATH_KINDS[path].singular} zeichnen
              </PaletteButton>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
