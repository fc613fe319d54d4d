import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, safeUrl } from '@client/components/markdown/markdown';

describe('safeUrl', () => {
  it('keeps own paths, https and mailto links', () => {
    expect(safeUrl('/api/files/abc.pdf', 'href')).toBe('/api/files/abc.pdf');
    expect(safeUrl('https://www.dosb.de', 'href')).toBe('https://www.dosb.de');
    expect(safeUrl('mailto:sport@schule.de', 'href')).toBe('mailto:sport@schule.de');
  });

  it('drops script, vbscript and non-image data links', () => {
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>', '//evil.example']) {
      expect(safeUrl(bad, 'href'), bad).toBe('');
    }
  });

  it('allows images only from our server or as raster data', () => {
    expect(safeUrl('/api/files/bild.jpg', 'src')).toBe('/api/files/bild.jpg');
    expect(safeUrl('data:image/png;base64,iVBORw0KGgo=', 'src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(safeUrl('data:image/svg+xml;base64,PHN2Zz4=', 'src')).toBe('');
    expect(safeUrl('https://evil.example/pixel.png', 'src')).toBe('');
  });
});

describe('Markdown', () => {
  it('does not render raw HTML and opens external links safely', () => {
    const { container } = render(<Markdown text={'<img src=x onerror="alert(1)">\n\n[DOSB](https://www.dosb.de)'} />);
    expect(container.querySelector('img')).toBeNull();
    const link = container.querySelector('a');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.getAttribute('target')).toBe('_blank');
  });

  it('turns three or more blank lines into a spacer and spaces out a Quellen heading', () => {
    const { container } = render(<Markdown text={'Oben\n\n\n\nUnten\n\n## Quellen\nBuch'} />);
    expect(container.querySelectorAll('[data-spacer]')).toHaveLength(1);
    const heading = [...container.querySelectorAll('h4')].find((h) => h.textContent === 'Quellen');
    expect(heading?.className).toContain('mt-10');
  });
});

describe('pictures in cards', () => {
  const hash = 'b'.repeat(64);

  it('let the device pick a size of an uploaded photo, and zoom into the original', () => {
    const { getByRole } = render(<Markdown text={`![Aufbau der Stationen](/api/files/${hash}.jpg)`} />);
    const picture = getByRole('img', { name: 'Aufbau der Stationen' });
    expect(picture.getAttribute('src')).toBe(`/api/files/${hash}.jpg`);
    expect(picture.getAttribute('srcset')).toBe(
      `/api/files/${hash}.jpg?w=480 480w, /api/files/${hash}.jpg?w=960 960w, /api/files/${hash}.jpg?w=1600 1600w`,
    );
    expect(picture.getAttribute('sizes')).toContain('100vw');
    expect(picture.getAttribute('loading')).toBe('lazy');
  });

  it('keep a GIF as it is', () => {
    const { getByRole } = render(<Markdown text={`![Bewegung](/api/files/${hash}.gif)`} />);
    expect(getByRole('img', { name: 'Bewegung' }).hasAttribute('srcset')).toBe(false);
  });
});

describe('numbered lists', () => {
  it('keep their numbers when a list goes on after a sketch or a paragraph', () => {
    const { container } = render(<Markdown text={'1. Erwärmen\n2. Aufbauen\n\nDazwischen ein Satz.\n\n3. Spielen\n4. Abbauen'} />);
    const lists = container.querySelectorAll('ol');
    expect(lists).toHaveLength(2);
    expect(lists[0]?.getAttribute('start')).toBeNull();
    expect(lists[1]?.getAttribute('start')).toBe('3');
  });
});

describe('a set-up sketch in a card', () => {
  const card = [
    '## Aufbau',
    '```skizze',
    'feld: halle',
    'huetchen 3 5',
    'kind 5 5 team=rot',
    'zone 0 0 4 15 farbe=gruen text="Gefängnis"',
    '```',
    'Weiter im Text.',
  ].join('\n');

  it('draws the ```skizze block as a picture with its description and legend', () => {
    const { container, getByRole } = render(<Markdown text={card} />);
    const picture = getByRole('img');
    expect(picture.tagName.toLowerCase()).toBe('svg');
    expect(picture.getAttribute('aria-label')).toBe(
      'Aufbauskizze: Halle, 27 × 15 m. Geräte und Material: 1 Hütchen. Personen: 1 Kind in Team Rot. Zonen: „Gefängnis“ (links).',
    );
    expect([...container.querySelectorAll('[aria-label="Legende"] li')].map((li) => li.textContent)).toEqual([
      'Hütchen',
      'Kind, Team Rot',
      'Gefängnis (grün)',
    ]);
    expect(container.querySelector('pre')).toBeNull();
    expect(container.textContent).toContain('Weiter im Text.');
  });

  it('says which lines it could not draw, and draws the rest', () => {
    const { getByRole, getAllByRole } = render(<Markdown text={'```skizze\nhuetchen 3 5\nschaukel 4 4\n```'} />);
    expect(getByRole('alert').textContent).toContain('Zeile 2: „schaukel“ kennt die Skizze nicht.');
    expect(getAllByRole('img')).toHaveLength(1);
  });

  it('keeps other code blocks as code', () => {
    const { container } = render(<Markdown text={'```\nhuetchen 3 5\n```'} />);
    expect(container.querySelector('pre')?.textContent).toBe('huetchen 3 5\n');
    expect(container.querySelector('svg')).toBeNull();
  });
});
