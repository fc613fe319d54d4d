import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MenuGrid } from './menu-grid';

const renderGrid = (entries: Parameters<typeof MenuGrid>[0]['entries']) =>
  render(
    <MemoryRouter>
      <MenuGrid entries={entries} label="Bereiche" />
    </MemoryRouter>,
  );

describe('MenuGrid', () => {
  it('shows cards in German order with links', () => {
    renderGrid([
      { title: 'Zirkeltraining', href: '/z' },
      { title: 'Übungen', href: '/u' },
      { title: 'Aufwärmen', href: '/a' },
    ]);
    const links = within(screen.getByRole('list', { name: 'Bereiche' })).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Aufwärmen', 'Übungen', 'Zirkeltraining']);
    expect(links[0]?.getAttribute('href')).toBe('/a');
  });

  it("marks new entries with 'NEU'", () => {
    renderGrid([
      { title: 'Alt', href: '/alt' },
      { title: 'Frisch', href: '/frisch', isNew: true },
    ]);
    expect(screen.getByRole('link', { name: /Frisch/ }).textContent).toContain('NEU');
    expect(screen.getByRole('link', { name: /Alt/ }).textContent).not.toContain('NEU');
  });

  it("groups entries under 'Ab Klasse' headings", () => {
    renderGrid([
      { title: 'Volleyball', href: '/v', group: 'Ab Klasse 3' },
      { title: 'Rollbrett', href: '/r', group: 'Ab Klasse 1' },
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Ab Klasse 1', 'Ab Klasse 3']);
    expect(within(screen.getByRole('list', { name: 'Ab Klasse 3' })).getByRole('link').textContent).toBe('Volleyball');
  });

  it('uses one column for one card and 2/3 columns for many', () => {
    const { unmount } = renderGrid([{ title: 'Allein', href: '/x' }]);
    expect(screen.getByRole('list').className).toMatch(/grid-cols-1 md:grid-cols-1/);
    unmount();
    renderGrid(['A', 'B', 'C', 'D'].map((t) => ({ title: t, href: `/${t}` })));
    expect(screen.getByRole('list').className).toMatch(/grid-cols-2 md:grid-cols-3/);
  });
});
