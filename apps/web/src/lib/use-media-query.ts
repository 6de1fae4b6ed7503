import { useCallback, useSyncExternalStore } from 'react';

/** Whether the media query matches now, following changes (false where there is no matchMedia, as in jsdom). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's `lg` breakpoint: the editor shows the form and the preview side by side from here. */
export const WIDE_SCREEN = '(min-width: 64rem)';
