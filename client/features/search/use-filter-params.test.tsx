import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
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
});
