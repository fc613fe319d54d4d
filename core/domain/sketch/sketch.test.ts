import { describe, expect, it } from 'vitest';
import { flattenScene, parseSketch, renderSketch, replaceSketchSource, sceneToSvg, SKETCH_LIMITS, type SketchItem } from './index';
import { appendLine, groundLine, itemLine, replaceLine, sketchNumber } from './write';

const brennball = `feld: halle
# Brennball: Malstationen in den Ecken, Abwurf in der Mitte
matte 1,5 1 drehung=0
matte 25,5 1
matte 25,5 14
kasten 13,5 7,5 teile=3 drehung=90
reifen 3 12
kind 3 12 team=rot nr=1
kind 8 4 team=blau
faenger 20 6
lehrkraft 13,5 13
zone 0 0 5 4 farbe=gruen text="Mal 1"
lauf 3 12 -> 1,5 1 -> 25,5 1 -> 25,5 14
pass 8 4 -> 13,5 7,5
abstand 3 12 13,5 12
text 13,5 0,8 „Abwurf“`;

describe('parsing a sketch', () => {
  it('reads pieces, people, zones, paths, texts and distances with German decimals and quotes', () => {
    const { sketch, problems } = parseSketch(brennball);
    expect(problems).toEqual([]);
    expect(sketch.ground).toMatchObject({ key: 'halle', width: 27, height: 15 });
    expect(sketch.items.map((i) => i.kind)).toEqual([
      'piece',
      'piece',
      'piece',
      'piece',
      'piece',
      'child',
      'child',
      'catcher',
      'teacher',
      'zone',
      'path',
      'path',
      'distance',
      'label',
    ]);
    expect(sketch.items[3]).toMatchObject({ kind: 'piece', at: { x: 13.5, y: 7.5 }, rotation: 90, parts: 3 });
    expect(sketch.items[10]).toMatchObject({
      kind: 'path',
      path: 'lauf',
      points: [
        { x: 3, y: 12 },
        { x: 1.5, y: 1 },
        { x: 25.5, y: 1 },
        { x: 25.5, y: 14 },
      ],
    });
    expect(sketch.items.at(-1)).toMatchObject({ kind: 'label', text: 'Abwurf' });
  });

  it('takes umlauts or their spelling and the synonyms of a piece', () => {
    const { sketch, problems } = parseSketch('hütchen 1 1\nhuetchen 2 2\npylone 3 3\nFänger 4 4\nfeld halle');
    expect(problems).toEqual([{ line: 5, message: 'Zeile 5: „feld“ steht in der ersten Zeile der Skizze.' }]);
    expect(sketch.items.map((i) => (i.kind === 'piece' ? i.piece.key : i.kind))).toEqual(['huetchen', 'huetchen', 'huetchen', 'catcher']);
  });

  it('names an unknown piece with its line and what the sketch knows', () => {
    const { problems } = parseSketch('feld: halle\n\nschaukel 3 3');
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/^Zeile 3: „schaukel“ kennt die Skizze nicht\. Stücke: huetchen, reifen/);
  });

  it('refuses a piece outside its ground, turned pieces measured as turned', () => {
    expect(parseSketch('reifen 30 5').problems.map((p) => p.message)).toEqual([
      'Zeile 1: Reifen liegt außerhalb des Feldes (Halle, 27 × 15 m).',
    ]);
    // A Langbank 3,5 m long: along the wall it fits at 1,8 m from the corner, turned across it does not fit at y = 1.
    expect(parseSketch('langbank 1,8 0,2').problems).toEqual([]);
    expect(parseSketch('langbank 1,8 1 drehung=90').problems.map((p) => p.message)).toEqual([
      'Zeile 1: Langbank liegt außerhalb des Feldes (Halle, 27 × 15 m).',
    ]);
    expect(parseSketch('feld: 10 x 5\nlauf 1 1 -> 12 1').problems.map((p) => p.message)).toEqual([
      'Zeile 2: Der Laufweg liegt außerhalb des Feldes (Feld, 10 × 5 m).',
    ]);
  });

  it('explains wrong numbers, options and values', () => {
    const messages = parseSketch(
      ['kasten 3', 'kasten 3 3 teile=12', 'kind 3 3 team=lila', 'reifen 3 3 farbe=rot', 'lauf 3 3', 'station 0 4 4', 'feld: mond'].join(
        '\n',
      ),
    ).problems.map((p) => p.message);
    expect(messages).toEqual([
      'Zeile 1: Kasten braucht eine Position: „kasten 3 5“.',
      'Zeile 2: teile ist eine ganze Zahl von 1 bis 8.',
      'Zeile 3: team=lila gibt es nicht. Möglich: rot, blau, gelb, gruen.',
      'Zeile 4: „farbe=“ passt hier nicht (möglich: drehung).',
      'Zeile 5: Ein Laufweg braucht mindestens zwei Punkte: „lauf 3 5 -> 10 5“.',
      'Zeile 6: Die Nummer einer Station ist eine ganze Zahl von 1 bis 99.',
      'Zeile 7: „feld“ steht in der ersten Zeile der Skizze.',
    ]);
  });

  it('draws what it can read and keeps to its limits', () => {
    const many = Array.from({ length: SKETCH_LIMITS.items + 5 }, (_, i) => `huetchen ${1 + (i % 20)} ${1 + Math.floor(i / 20) / 2}`).join(
      '\n',
    );
    const { sketch, problems } = parseSketch(many);
    expect(sketch.items).toHaveLength(SKETCH_LIMITS.items);
    expect(problems.map((p) => p.message)).toEqual([
      `Zeile ${SKETCH_LIMITS.items + 1}: Eine Skizze hat höchstens ${SKETCH_LIMITS.items} Teile.`,
    ]);
    expect(parseSketch('x'.repeat(SKETCH_LIMITS.characters + 1)).problems).toHaveLength(1);
  });
});

describe('rendering a sketch', () => {
  it('describes the set-up for a screen reader, from the pieces', () => {
    expect(renderSketch(brennball).description).toBe(
      'Aufbauskizze: Halle, 27 × 15 m. Geräte und Material: 3 Matten, 1 Kasten (3-teilig) und 1 Reifen. ' +
        'Personen: 1 Kind in Team Rot, 1 Kind in Team Blau, 1 Fänger/in und die Lehrkraft. Zonen: „Mal 1“ (links oben). ' +
        'Wege: 1 Laufweg und 1 Pass. Abstände: 10,5 m. Beschriftung: „Abwurf“.',
    );
  });

  it('has a legend entry for each kind of thing drawn, once', () => {
    expect(renderSketch(brennball).legend.map((e) => e.label)).toEqual([
      'Matte',
      'Kasten',
      'Reifen',
      'Kind, Team Rot',
      'Kind, Team Blau',
      'Fänger/in',
      'Lehrkraft',
      'Mal 1 (grün)',
      'Laufweg',
      'Pass',
      'Abstand',
    ]);
  });

  it('draws to scale: the ground is the viewBox, a piece sits where the text puts it', () => {
    const { scene } = renderSketch('feld: halbe-halle\nkasten 5 6 drehung=90');
    expect(scene.viewBox).toEqual([-0.6, -0.6, 14.7, 16.2]);
    expect(scene.shapes.at(-1)).toMatchObject({ type: 'group', x: 5, y: 6, rotation: 90 });
    expect(renderSketch('kasten 5 6 teile=4 drehung=90').scene.shapes.at(-1)).toMatchObject({ type: 'text', text: '4', x: 5 });
  });

  it('writes SVG with every text escaped', () => {
    const svg = sceneToSvg(renderSketch('text 5 5 "<script>alert(1)</script>"').scene, 'Skizze "A" & <B>');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(svg).toContain('aria-label="Skizze &quot;A&quot; &amp; &lt;B&gt;"');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="-0.6 -0.6 28.2 16.2"')).toBe(true);
  });
});

describe('a sketch without groups (for the station PDFs)', () => {
  it('turns and moves each piece into absolute metres', () => {
    const flat = flattenScene(renderSketch('feld: 10 x 10\nlangbank 5 5 drehung=90').scene);
    const bench = flat.at(-1);
    // 3,5 m × 0,3 m, turned upright around (5, 5).
    expect(bench).toMatchObject({ kind: 'path', d: 'M 5.15 3.25 L 5.15 6.75 L 4.85 6.75 L 4.85 3.25 Z', fill: '#b45309' });
  });

  it('draws circles as arcs and keeps texts upright at their point', () => {
    const flat = flattenScene(renderSketch('feld: 10 x 10\nkasten 5 5 teile=3 drehung=180\nreifen 2 2').scene);
    expect(flat.find((s) => s.kind === 'text')).toMatchObject({ kind: 'text', text: '3', x: 5, y: 5.22 });
    expect(flat.at(-1)).toMatchObject({ kind: 'path', d: 'M 1.55 2 A 0.45 0.45 0 1 0 2.45 2 A 0.45 0.45 0 1 0 1.55 2 Z' });
  });
});

describe('writing a sketch back (the visual editor)', () => {
  const withoutLine = (items: SketchItem[]) => items.map(({ line: _line, ...rest }) => rest);

  it('writes every item as a statement that reads back as the same item', () => {
    const { sketch } = parseSketch(brennball);
    const written = [groundLine(sketch.ground), ...sketch.items.map(itemLine)].join('\n');
    const again = parseSketch(written);
    expect(again.problems).toEqual([]);
    expect(again.sketch.ground).toEqual(sketch.ground);
    expect(withoutLine(again.sketch.items)).toEqual(withoutLine(sketch.items));
    expect(itemLine(sketch.items[3] as SketchItem)).toBe('kasten 13,5 7,5 drehung=90 teile=3');
    expect(itemLine(sketch.items[0] as SketchItem)).toBe('matte 1,5 1');
  });

  it('writes metres with a comma and at most two decimals, a free ground with its size', () => {
    expect(sketchNumber(7.5)).toBe('7,5');
    expect(sketchNumber(3)).toBe('3');
    expect(sketchNumber(1 / 3)).toBe('0,33');
    expect(sketchNumber(-0.001)).toBe('0');
    expect(groundLine({ key: null, label: 'Feld', width: 20, height: 12.5, surface: 'frei' })).toBe('feld: 20 x 12,5');
  });

  it('keeps quote characters out of a label, so the line still reads', () => {
    const line = itemLine({ kind: 'label', line: 1, at: { x: 1, y: 2 }, text: 'Das „Tor“' });
    expect(line).toBe('text 1 2 "Das Tor"');
    expect(parseSketch(`feld: halle\n${line}`).sketch.items[0]).toMatchObject({ kind: 'label', text: 'Das Tor' });
  });

  it('replaces, removes and appends single lines and leaves comments alone', () => {
    const source = 'feld: halle\n# Aufbau\nhuetchen 1 1\nball 2 2';
    expect(replaceLine(source, 3, 'huetchen 4 4')).toBe('feld: halle\n# Aufbau\nhuetchen 4 4\nball 2 2');
    expect(replaceLine(source, 4, null)).toBe('feld: halle\n# Aufbau\nhuetchen 1 1');
    expect(replaceLine(source, 9, null)).toBe(source);
    expect(appendLine(`${source}\n\n`, 'reifen 3 3')).toBe(`${source}\nreifen 3 3`);
    expect(appendLine('', 'feld: halle')).toBe('feld: halle');
  });
});

describe('writing a sketch back into its card', () => {
  it('replaces the text of the n-th sketch block only', () => {
    const markdown = 'Vorher\n\n```skizze\nfeld: halle\n```\n\nDazwischen\n\n```skizze\nfeld: klassenraum\nball 1 1\n```\nNachher';
    expect(replaceSketchSource(markdown, 1, 'feld: klassenraum\nball 2 2')).toBe(
      'Vorher\n\n```skizze\nfeld: halle\n```\n\nDazwischen\n\n```skizze\nfeld: klassenraum\nball 2 2\n```\nNachher',
    );
    expect(replaceSketchSource(markdown, 0, 'feld: halbe-halle\n\n')).toContain('```skizze\nfeld: halbe-halle\n```\n\nDazwischen');
    expect(replaceSketchSource(markdown, 5, 'x')).toBe(markdown);
  });
});
