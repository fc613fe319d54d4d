import { act, lazy, startTransition, Suspense, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { afterAdoption, beginAdoption, endAdoption, useHydrated } from './use-hydrated';

/** What a part shows: the prerendered state, or this device's data once adopted. */
function DeviceBadge({ renders }: { renders: boolean[] }) {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <span>{hydrated ? 'Vom Gerät' : 'Wird geladen'}</span>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  endAdoption();
  document.body.innerHTML = '';
});

/** The prerender's HTML in a container, adopted by React like client/main.tsx does. */
async function adopt(ui: React.ReactElement, onRecoverableError: (error: unknown) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  beginAdoption();
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, ui, { onRecoverableError });
    });
  });
  return container;
}

describe('useHydrated', () => {
  it('is false in the prerender and while React adopts the page, then true without a redraw of the HTML', async () => {
    const serverRenders: boolean[] = [];
    expect(renderToString(<DeviceBadge renders={serverRenders} />)).toContain('Wird geladen');
    expect(serverRenders).toEqual([false]);

    const renders: boolean[] = [];
    const recoverable = vi.fn();
    const container = await adopt(<DeviceBadge renders={renders} />, recoverable);
    expect(container.textContent).toBe('Vom Gerät');
    expect(renders[0]).toBe(false);
    expect(renders.at(-1)).toBe(true);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('matches the HTML in a Suspense boundary React adopts after the adoption has ended', async () => {
    // React adopts a boundary's content after the rest, at its lowest priority: the adoption may
    // already be over then (the screen's mark ended it), and the part must still draw the HTML first.
    let release: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const renders: boolean[] = [];
    const Late = lazy(async () => {
      await gate;
      return { default: () => <DeviceBadge renders={renders} /> };
    });
    const ServerLate = () => <DeviceBadge renders={[]} />;
    const EndsAdoption = () => {
      useEffect(endAdoption, []);
      return null;
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Suspense fallback={null}>
        <ServerLate />
      </Suspense>,
    );
    document.body.append(container);
    const recoverable = vi.fn();
    beginAdoption();
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(
          container,
          <>
            <Suspense fallback={null}>
              <Late />
            </Suspense>
            <EndsAdoption />
          </>,
          { onRecoverableError: recoverable },
        );
      });
    });
    await act(async () => {
      release?.();
      await gate;
    });
    expect(renders[0]).toBe(false);
    expect(container.textContent).toBe('Vom Gerät');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('is true at once for a part drawn fresh (a screen opened later)', () => {
    const renders: boolean[] = [];
    render(<DeviceBadge renders={renders} />);
    expect(screen.getByText('Vom Gerät')).toBeTruthy();
    expect(renders).toEqual([true]);
  });
});

describe('afterAdoption', () => {
  it('waits while a page is being adopted and resolves when the screen has been', async () => {
    const asked = vi.fn();
    beginAdoption();
    const request = afterAdoption().then(asked);
    await Promise.resolve();
    await Promise.resolve();
    expect(asked).not.toHaveBeenCalled();
    endAdoption();
    await request;
    expect(asked).toHaveBeenCalledOnce();
  });

  it('resolves at once when nothing is being adopted', async () => {
    const asked = vi.fn();
    await afterAdoption().then(asked);
    expect(asked).toHaveBeenCalledOnce();
  });
});
