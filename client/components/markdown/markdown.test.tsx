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
