import { useEffect, useState } from 'react';

/** Scrolling less than this many pixels does not toggle, so a shaky thumb does not flicker the dock. */
const THRESHOLD = 8;

/**
 * True while the user scrolls down (the dock slides away to free the small screen), false as
 * soon as they scroll up again or are back near the top.
 */
export function useHideOnScroll(topZone = 56): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= topZone) {
        setHidden(false);
      } else if (y > lastY + THRESHOLD) {
        setHidden(true);
      } else if (y < lastY - THRESHOLD) {
        setHidden(false);
      } else {
        return;
      }
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [topZone]);

  return hidden;
}
