import { useEffect, useRef, type RefObject } from 'react';

/**
 * Puts `ref`'s element into the browser's full screen while mounted, where the browser can (not
 * on iPhone; nor without a tap, e.g. when coming back with the back button). Leaving the full
 * screen with the browser's own gesture or Esc calls `onLeave`.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>, onLeave: () => void): void {
  const leaveRef = useRef(onLeave);
  useEffect(() => {
    leaveRef.current = onLeave;
  }, [onLeave]);

  useEffect(() => {
    const element = ref.current;
    let entered = false;
    const onChange = () => {
      if (document.fullscreenElement) entered = true;
      else if (entered) leaveRef.current();
    };
    document.addEventListener('fullscreenchange', onChange);
    if (element && typeof element.requestFullscreen === 'function' && !document.fullscreenElement) {
      element.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
    }
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, [ref]);
}
