import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHideOnScroll } from './use-hide-on-scroll';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useHideOnScroll', () => {
  it('hides on scroll down, shows on scroll up, and always shows near the top', () => {
    scrollTo(0);
    const { result } = renderHook(() => useHideOnScroll());
    expect(result.current).toBe(false);

    scrollTo(300);
    expect(result.current).toBe(true);

    scrollTo(250);
    expect(result.current).toBe(false);

    scrollTo(400);
    expect(result.current).toBe(true);

    scrollTo(20);
    expect(result.current).toBe(false);
  });

  it('ignores tiny movements so the dock does not flicker', () => {
    scrollTo(200);
    const { result } = renderHook(() => useHideOnScroll());
    scrollTo(204);
    expect(result.current).toBe(false);
    scrollTo(300);
    expect(result.current).toBe(true);
    scrollTo(296);
    expect(result.current).toBe(true);
  });
});
