import { useCallback, useState, type RefCallback } from 'react';

/**
 * A ref for an element and whether it has come near the viewport yet (then it stays true): for work worth doing only
 * for what the user may see. Without IntersectionObserver (jsdom), everything counts as seen.
 */
export function useInView<T extends Element>(rootMargin = '200px'): [RefCallback<T>, boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setSeen(true);
          observer.disconnect();
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [rootMargin],
  );
  return [ref, seen];
}
