import { useEffect, useState } from 'react';

/**
 * `flag`, but turned on only once it has stayed on for `delayMs` (turned off at once): for a sign of waiting that
 * would only flicker when the wait is short.
 */
export function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [flag, delayMs]);
  return flag && shown;
}
