import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../lib/i18n/i18n-provider.tsx';

/** The id of every screen's `<main>`: the skip link's target. */
const MAIN_ID = 'main';

/** Moves the keyboard focus to the screen's `<main>`, so the next Tab starts past the header. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>): void {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  // Not a navigation: the address keeps no #main (a mailed link's screen reads its token from the fragment, and the
  // router would treat a new fragment as a visit).
  event.preventDefault();
  // Focusable from script only, never a Tab stop of its own.
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

/**
 * "Skip to main content" (docs/accessibility.md): the first Tab stop of every screen, hidden until it has the focus,
 * then shown over the page's top left corner.
 *
 * A new screen shown by the app (not loaded by the browser) also starts from the top: when the control that had the
 * focus went with the old screen, the focus is put just before the skip link, so the next Tab reaches it, as after a
 * page load (the browser would go on from where the old control was, past the link). A screen that gives the focus
 * to a control of its own keeps it.
 */
export function SkipLink() {
  const { pathname } = useLocation();
  const t = useT();
  const top = useRef<HTMLSpanElement>(null);
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (document.activeElement === null || document.activeElement === document.body) {
      top.current?.focus({ preventScroll: true });
    }
  }, [pathname]);
  return (
    <>
      <span ref={top} tabIndex={-1} className="outline-none" data-focus-start="" />
      <a
        href={`#${MAIN_ID}`}
        onClick={skipToMain}
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[100] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-medium focus:text-violet-800 focus:shadow-lg focus:outline-none focus:ring-2 focus:ring-violet-600"
      >
        {t('app.skipToMain')}
      </a>
    </>
  );
}
