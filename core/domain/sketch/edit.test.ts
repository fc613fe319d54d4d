import { describe, expect, it } from 'vitest';
import { addItem, anchorOf, changeGround, moveItem, removeItem, rotateItem, snap, writeItem, type NewItem } from './edit';
import { parseSketch, type SketchItem } from './parse';

const source = `feld: halle
# Aufbau für Brennball
kasten 13,5 7,5 teile=3
kind 3 12 team=rot
zone 0 0 5 4 farbe=gruen text="Mal 1"
lauf 3 12 -> 10 12`;
const { sketch } = parseSketch(source);
const item = (kind: SketchItem['kind']) => sketch.items.find((i) => i.kind === kind) as SketchItem;

describe('the visual editor’s changes to a sketch text', () => {
  it('snaps to the half-metre grid', () => {
    expect([snap(3.24), snap(3.26), snap(-0.2), snap(7.75)]).toEqual([3, 3.5, -0, 8]);
  });

  it('moves an item by rewriting only its own line; comments stay', () => {
    const moved = writeItem(source, moveItem(item('child'), 2, -1.5, sketch.ground));
    expect(moved.split('\n')).toEqual([
      'feld: halle',
      '# Aufbau für Brennball',
      'kasten 13,5 7,5 teile=3',
      'kind 5 10,5 team=rot',
      'zone 0 0 5 4 farbe=gruen text="Mal 1"',
      'lauf 3 12 -> 10 12',
    ]);
  });

  it('moves every point of a path and a zone with its corner', () => {
    expect(moveItem(item('path'), 1, 1, sketch.ground)).toMatchObject({
      points: [
        { x: 4, y: 13 },
        { x: 11, y: 13 },
      ],
    });
    expect(moveItem(item('zone'), 2, 0, sketch.ground)).toMatchObject({ at: { x: 2, y: 0 }, width: 5, height: 4 });
    expect(anchorOf(item('zone'))).toEqual({ x: 2.5, y: 2 });
  });

  it('stops a move at the edge of the ground instead of drawing off it', () => {
    expect(moveItem(item('zone'), -3, -3, sketch.ground)).toMatchObject({ at: { x: 0, y: 0 } });
    // A 1,5 m box at 13,5: its edge reaches the wall at x = 26,25.
    expect(moveItem(item('piece'), 100, 0, sketch.ground)).toMatchObject({ at: { x: 26.25, y: 7.5 } });
    const moved = writeItem(source, moveItem(item('piece'), 100, 100, sketch.ground));
    expect(parseSketch(moved).problems).toEqual([]);
  });

  it('turns pieces in steps and leaves people alone', () => {
    expect(rotateItem(item('piece'), 15)).toMatchObject({ rotation: 15 });
    expect(rotateItem(rotateItem(item('piece'), -15), 0)).toMatchObject({ rotation: 345 });
    expect(rotateItem(item('child'), 90)).toBe(item('child'));
    expect(writeItem(source, rotateItem(item('piece'), 90)).split('\n')[2]).toBe('kasten 13,5 7,5 drehung=90 teile=3');
  });

  it('deletes one line, adds new items in the middle, numbers stations on', () => {
    expect(removeItem(source, item('child')).split('\n')).toHaveLength(5);
    const withCone = addItem(source, sketch, { kind: 'piece', piece: 'huetchen' });
    expect(withCone.split('\n').at(-1)).toBe('huetchen 13,5 7,5');
    const one = addItem(source, sketch, { kind: 'station' });
    const two = addItem(one, parseSketch(one).sketch, { kind: 'station' });
    expect(two.split('\n').slice(-2)).toEqual(['station 1 13,5 7,5', 'station 2 13,5 7,5']);
    expect(addItem(source, sketch, { kind: 'label', text: '  ' })).toBe(source);
    expect(addItem(source, sketch, { kind: 'path', path: 'pass', points: [{ x: 1, y: 1 }] })).toBe(source);
    expect(addItem('', parseSketch('').sketch, { kind: 'teacher' })).toBe('feld: halle\nlehrkraft 13,5 7,5');
    // Every kind of new item reads back without a problem.
    let all = source;
    const additions: NewItem[] = [
      { kind: 'child', team: 'blau' },
      { kind: 'catcher' },
      { kind: 'zone' },
      { kind: 'line' },
      { kind: 'distance' },
      { kind: 'label', text: 'Mittellinie' },
      {
        kind: 'path',
        path: 'wurf',
        points: [
          { x: 1, y: 1 },
          { x: 5, y: 2 },
        ],
      },
    ];
    for (const add of additions) all = addItem(all, parseSketch(all).sketch, add);
    expect(parseSketch(all).problems).toEqual([]);
    expect(parseSketch(all).sketch.items).toHaveLength(sketch.items.length + 7);
  });

  it('changes the ground in its own line, or puts one first', () => {
    expect(changeGround(source, 'halbe-halle').split('\n')[0]).toBe('feld: halbe-halle');
    expect(changeGround('ball 1 1', 'klassenraum')).toBe('feld: klassenraum\nball 1 1');
    expect(changeGround(source, 'mond')).toBe(source);
  });
});
