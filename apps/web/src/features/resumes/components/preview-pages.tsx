import { useEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/utils.ts';
import type { ResumePreview } from '../api/preview-resume.ts';

/** Zoom as a share of the panel's width: 1 fits a page to it. */
export const ZOOM_LEVELS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
export const FIT_ZOOM = 1;

export function zoomIn(zoom: number): number {
  return ZOOM_LEVELS.find((level) => level > zoom) ?? zoom;
}

export function zoomOut(zoom: number): number {
  return [...ZOOM_LEVELS].reverse().find((level) => level < zoom) ?? zoom;
}

/** A blob URL of the SVG; a data URL where there are no blob URLs (jsdom), revoking which does nothing. */
function svgUrl(svg: string): string {
  if (typeof URL.createObjectURL !== 'function') return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  return URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
}

function revoke(url: string): void {
  if (url.startsWith('blob:')) URL.revokeObjectURL(url);
}

interface ShownPages {
  preview: ResumePreview;
  url: string;
}

/**
 * One blob URL for the render's SVG, swapped in once the browser has decoded it (no blank frame between two
 * renders), revoked when replaced or unmounted. The pages and the URL change together.
 */
function useShownPages(preview: ResumePreview | undefined): ShownPages | undefined {
  const [shown, setShown] = useState<ShownPages>();
  const shownHash = useRef<string>(undefined);

  useEffect(() => {
    if (!preview || preview.hash === shownHash.current) return;
    let cancelled = false;
    let delivered = false;
    const url = svgUrl(preview.svg);
    const show = () => {
      if (cancelled) return;
      delivered = true;
      shownHash.current = preview.hash;
      setShown({ preview, url });
    };
    const probe = new Image();
    probe.src = url;
    const decoded = typeof probe.decode === 'function' ? probe.decode() : Promise.resolve();
    decoded.then(show, show);
    return () => {
      cancelled = true;
      // Once shown, the URL is revoked when it is replaced (below), not while it is on screen.
      if (!delivered) revoke(url);
    };
  }, [preview]);

  const url = shown?.url;
  useEffect(() => {
    if (!url) return;
    return () => revoke(url);
  }, [url]);

  return shown;
}

/**
 * The render's pages, each a frame of the page's proportions that shows one page of the same stacked SVG image:
 * crisp at any zoom. `zoom` 1 fits the pages to the width; more scrolls inside `PreviewPages`' scroll container.
 */
export function PreviewPages({
  preview,
  zoom,
  busy,
  className,
}: {
  preview: ResumePreview | undefined;
  zoom: number;
  busy: boolean;
  className?: string;
}) {
  const shown = useShownPages(preview);
  if (!shown) return null;
  const { pages, pageWidth, pageHeight } = shown.preview;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);

  return (
    <div
      aria-busy={busy}
      data-testid="preview-pages"
      className={cn('mx-auto flex flex-col gap-6', className)}
      style={{ width: `${zoom * 100}%` }}
    >
      {numbers.map((page) => (
        <div key={page}>
          {/* Only the page dims while a newer one is drawn: the caption keeps its contrast. */}
          <div
            className={cn(
              'relative overflow-hidden bg-white shadow-md ring-1 ring-black/5 transition-opacity',
              busy && 'opacity-60',
            )}
            style={{ aspectRatio: `${pageWidth} / ${pageHeight}` }}
          >
            <img
              src={shown.url}
              alt={`Page ${page} of ${pages}`}
              draggable={false}
              className="absolute left-0 block w-full max-w-none select-none"
              style={{ top: `${(1 - page) * 100}%`, height: `${pages * 100}%`, width: '100%' }}
            />
          </div>
          <p aria-hidden className="mt-1.5 text-center text-xs text-gray-600">
            Page {page} of {pages}
          </p>
        </div>
      ))}
    </div>
  );
}
