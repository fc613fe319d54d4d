import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Back and forward return to where the page was scrolled, a new page starts at the top, a link
 * with #anker scrolls to its target. React Router's own ScrollRestoration needs its data router,
 * which the first screen does without (issue 21); this is the part the app needs. A reload keeps
 * the browser's own restoration.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const activeKey = useRef(location.key);

  useEffect(() => {
    const key = location.key;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // A scroll event can arrive after the next page took over: it is not this page's position.
        if (activeKey.current === key) positions.current.set(key, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    const isFirstRender = activeKey.current === location.key;
    activeKey.current = location.key;
    if (isFirstRender) return; // the page as loaded: the browser placed it
    if (navigationType === 'POP') {
      const saved = positions.current.get(location.key);
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
