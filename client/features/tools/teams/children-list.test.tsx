import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ChildrenList } from './children-list';
import { teamMakerActions, TYPED_SOURCE } from './team-store';
import { useTeamChildren } from './use-team-children';

function TypedNames() {
  return <ChildrenList data={useTeamChildren()} />;
}

afterEach(() => {
  localStorage.clear();
  teamMakerActions.setTypedNames('');
});

describe('team maker: pasted names', () => {
  it('reads "Name;M" / "Name;W" and tab columns, and names the lines it cannot read', async () => {
    teamMakerActions.setSource(TYPED_SOURCE);
    render(
      <MemoryRouter>
        <TypedNames />
      </MemoryRouter>,
    );
    const field = screen.getByLabelText(/^Namen, einer pro Zeile/);
    await userEvent.click(field);
    await userEvent.paste('Mia;W\nTom\tM\nLea;X\n;M\nJonas');
    const list = screen.getByRole('list', { name: 'Kinder' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent?.replace(/fehlt.*$/, ''))).toEqual(['MiaW', 'TomM', 'Jonas']);
    expect(screen.getByRole('status').textContent).toMatch(
      /Diese 2 Zeilen wurden nicht übernommen: Zeile 3 \(„Lea;X“\).*Zeile 4 \(„;M“\): kein Name/,
    );
  });
});
