import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Router, useLocation, type Navigator, type To } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFilterParams } from './use-filter-params';

function Filters() {
  const { setFilter, clearFilters } = useFilterParams();
  const location = useLocation();
  return (
    <>
      <button
        onClick={() => {
          // Chosen faster than the page draws again.
          setFilter('klasse', '2');
          setFilter('ort', 'Halle');
          setFilter('material', 'ohne');
        }}
      >
        drei Filter
      </button>
      <button onClick={() => clearFilters()}>alle weg</button>
      <output>{location.search}</output>
    </>
  );
}

describe('useFilterParams', () => {
  it('keeps every filter chosen before the page draws again, and the search text beside them', () => {
    render(
      <MemoryRouter initialEntries={['/suche?q=ball']}>
        <Filters />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'drei Filter' }));
    const query = new URLSearchParams(screen.getByRole('status').textContent ?? '');
    expect(Object.fromEntries(query)).toEqual({ q: 'ball', klasse: '2', ort: 'Halle', material: 'ohne' });

    fireEvent.click(screen.getByRole('button', { name: 'alle weg' }));
    expect(screen.getByRole('status').textContent).toBe('?q=ball');
  });

  it('keeps a filter chosen while the page shows an earlier one of several on their way', () => {
    // The router draws navigations as transitions: a render may show the first of two queries
    // asked for while the second is still on its way, and a third filter chosen then must keep
    // the second. This router draws an address only when the test says so.
    const asked: string[] = [];
    const navigator: Navigator = {
      createHref: (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`),
      go: () => undefined,
      push: () => undefined,
      replace: (to: To) => void asked.push(typeof to === 'string' ? to : (to.search ?? '')),
    };
    function ThreeFilters() {
      const { setFilter } = useFilterParams();
      return (
        <>
          <button onClick={() => setFilter('klasse', '2')}>klasse</button>
          <button onClick={() => setFilter('ort', 'Halle')}>ort</button>
          <button onClick={() => setFilter('material', 'ohne')}>material</button>
        </>
      );
    }
    const page = (search: string) => (
      <Router location={`/suche${search}`} navigator={navigator}>
        <ThreeFilters />
      </Router>
    );
    const { rerender } = render(page(''));
    fireEvent.click(screen.getByRole('button', { name: 'klasse' }));
    fireEvent.click(screen.getByRole('button', { name: 'ort' }));
    // The first query is drawn, the second not yet.
    act(() => rerender(page(asked[0] as string)));
    fireEvent.click(screen.getByRole('button', { name: 'material' }));
    expect(Object.fromEntries(new URLSearchParams(asked.at(-1)))).toEqual({ klasse: '2', ort: 'Halle', material: 'ohne' });

    // A query the filters did not ask for (a link, the back button) is the one they build on.
    act(() => rerender(page('?q=ball')));
    fireEvent.click(screen.getByRole('button', { name: 'ort' }));
    expect(Object.fromEntries(new URLSearchParams(asked.at(-1)))).toEqual({ q: 'ball', ort: 'Halle' });
  });
});
