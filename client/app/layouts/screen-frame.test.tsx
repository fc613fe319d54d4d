import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { ScrollRestoration } from './scroll-restoration';

let navigate: NavigateFunction;
function Navigator() {
  const navigateHere = useNavigate();
  useEffect(() => {
    navigate = navigateHere;
  });
  return null;
}

const scrollTo = vi.fn();
function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

beforeEach(() => {
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => vi.unstubAllGlobals());

describe('ScrollRestoration', () => {
  it('starts a new page at the top and brings back and forward to where the page was', async () => {
    render(
      <MemoryRouter initialEntries={['/spielesammlung']}>
        <ScrollRestoration />
        <Navigator />
      </MemoryRouter>,
    );
    // The page as loaded is left where the browser put it.
    expect(scrollTo).not.toHaveBeenCalled();

    scrollPageTo(840);
    await act(nextFrame);
    await act(() => navigate('/spielesammlung/fangspiele'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollPageTo(120);
    await act(nextFrame);
    await act(() => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 840);
    await act(() => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });
});

function Broken(): never {
  throw new Error('kaputt');
}

describe('ScreenErrorBoundary', () => {
  it('shows the error page in place of a failing screen and clears it on another address', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { getByRole, queryByRole, rerender } = render(
      <ScreenErrorBoundary resetKey="/kaputt">
        <Broken />
      </ScreenErrorBoundary>,
    );
    expect(getByRole('alert').textContent).toContain('Etwas ist schiefgelaufen');
    expect(getByRole('button', { name: 'Seite neu laden' })).toBeTruthy();

    rerender(
      <ScreenErrorBoundary resetKey="/tools">
        <h1>Tools</h1>
      </ScreenErrorBoundary>,
    );
    expect(queryByRole('alert')).toBeNull();
    expect(getByRole('heading', { name: 'Tools' })).toBeTruthy();
  });

  it('names a failed code download as such (a new release or no connection)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Missing(): never {
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    const { getByRole } = render(
      <ScreenErrorBoundary resetKey="/">
        <Missing />
      </ScreenErrorBoundary>,
    );
    expect(getByRole('alert').textContent).toContain('Vielleicht gibt es eine neue Version oder keine Verbindung.');
  });
});
