import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ContentItem } from '@core/schemas/content';
import { CollapsibleCard } from './content-card';

// The markdown renderer arrives when the test says so: on a slow phone it is a chunk of its own,
// loaded when the first card opens.
const renderer = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});
vi.mock('@client/components/markdown/markdown', async () => {
  await renderer.arrived;
  return { Markdown: ({ text }: { text: string }) => <p>{text}</p> };
});

const card: ContentItem = {
  id: 'c1',
  collection: 'fangspiele',
  clickableHeader: 'Schwänzchenjagd',
  contentHeader: 'Alle jagen, alle werden gejagt',
  category: null,
  sections: [{ id: 's1', content: 'Jedes Kind steckt sich ein Parteiband hinten in den Hosenbund.' }],
  isNew: false,
  pdfLink: null,
  tags: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('CollapsibleCard', () => {
  it('shows its buttons only with the text: the text arriving later must not push them away under a tap', async () => {
    render(<CollapsibleCard item={card} initiallyOpen={false} actions={<button type="button">Stern</button>} />);
    fireEvent.click(screen.getByRole('button', { name: /Schwänzchenjagd/ }));

    expect(screen.getByText('Wird geladen …')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stern' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Drucken' })).toBeNull();

    renderer.arrive();
    expect(await screen.findByRole('button', { name: 'Stern' })).toBeTruthy();
    expect(screen.getByText(/Parteiband hinten in den Hosenbund/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Drucken' })).toBeTruthy();
    expect(screen.queryByText('Wird geladen …')).toBeNull();
  });
});
