import { useLayoutEffect, useMemo, useRef } from 'react';
import { useDelayedFlag } from '../../lib/use-delayed-flag.ts';
import { cn } from '../../lib/utils.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import type { ResumePreview } from '../../lib/resumes/preview-resume.ts';
import { flattenGlyphs, inlineSafeSvg, splitPages } from '../../lib/resumes/preview-svg.ts';
import type { PageDrawing } from '../../lib/typst-preview/engine-protocol.ts';
import { type DrawnFrame, patchPage } from '../../lib/typst-preview/patch-page.ts';

/** How long a render runs before the pages under it dim. */
const DIM_AFTER_MS = 300;

/** Zoom as a share of the panel's width: 1 fits a page to it. */
export const ZOOM_LEVELS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
export const FIT_ZOOM = 1;

export function zoomIn(zoom: number): number {
  return ZOOM_LEVELS.find((level) => level > zoom) ?? zoom;
}

export function zoomOut(zoom: number): number {
  return [...ZOOM_LEVELS].reverse().find((level) => level < zoom) ?? zoom;
}

/**
 * How a render's pages are drawn: the engine's pages with their text layer (`text`), inline SVG per page (the
 * server's), or (a server SVG that is not only drawing) as an image.
 */
type DrawnPages = { text: PageDrawing[]; defs: string } | { inline: string[] } | { image: string };

function drawPages({ svg, pages, pageWidth, pageHeight, drawn }: ResumePreview): DrawnPages {
  // Made safe by the engine (lib/typst-preview/split-pages.ts).
  if (drawn) return { text: drawn.drawings, defs: drawn.defs };
  const drawing = inlineSafeSvg(svg);
  const inline = drawing === undefined ? [] : splitPages(flattenGlyphs(drawing), pages, pageWidth, pageHeight);
  if (inline.length === pages) return { inline };
  // A browser runs no script and follows no link inside an image.
  return { image: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` };
}

/**
 * A page the preview engine drew: patched in the commit that brings it, so only the blocks that changed are parsed,
 * laid out and painted again (lib/typst-preview/patch-page.ts).
 */
function EngineDrawing({ drawing }: { drawing: PageDrawing }) {
  const frame = useRef<HTMLDivElement>(null);
  const drawn = useRef<DrawnFrame | undefined>(undefined);
  useLayoutEffect(() => {
    if (frame.current) drawn.current = patchPage(frame.current, drawing, drawn.current);
  }, [drawing]);
  return <div ref={frame} className="absolute inset-0" />;
}

/**
 * The render's pages, each a frame of the page's proportions holding that page as inline SVG: crisp at any zoom, and
 * drawn in the commit that brings the render (the previous pages stay on screen until then). `zoom` 1 fits the pages
 * to the width; more scrolls inside `PreviewPages`' scroll container.
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
  const t = useT();
  const drawn = useMemo(() => (preview ? drawPages(preview) : undefined), [preview]);
  // The pages dim only for a render that takes a while: drawn in the browser, one takes a few tens of milliseconds,
  // and dimming (and lighting) every page for it would flicker and repaint them all (docs/architecture.md).
  const dimmed = useDelayedFlag(busy, DIM_AFTER_MS);
  if (!preview || !drawn) return null;
  const { pages, pageWidth, pageHeight, hash } = preview;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);

  return (
    <div
      aria-busy={busy}
      data-testid="preview-pages"
      className={cn('mx-auto flex flex-col gap-6', className)}
      style={{ width: `${zoom * 100}%` }}
    >
      {'text' in drawn && (
        <div className="absolute h-0 w-0 overflow-hidden" dangerouslySetInnerHTML={{ __html: drawn.defs }} />
      )}
      {numbers.map((page) => (
        <div key={page}>
          {/* Only the page dims while a newer one is drawn: the caption keeps its contrast. */}
          <div
            // Pages with a text layer are read as text (a group named by its page); the server's are pictures.
            role={'text' in drawn ? 'group' : 'img'}
            aria-label={t('design.preview.pageOf', { page, pages })}
            data-render={hash}
            className={cn(
              'paper relative overflow-hidden bg-white shadow-md ring-1 ring-black/5 transition-opacity',
              'text' in drawn ? 'typst-pages' : 'select-none',
              dimmed && 'opacity-60',
            )}
            style={{ aspectRatio: `${pageWidth} / ${pageHeight}` }}
          >
            {'text' in drawn ? (
              <EngineDrawing drawing={drawn.text[page - 1]!} />
            ) : 'inline' in drawn ? (
              <div className="absolute inset-0" dangerouslySetInnerHTML={{ __html: drawn.inline[page - 1]! }} />
            ) : (
              <img
                src={drawn.image}
                alt=""
                draggable={false}
                className="absolute left-0 block w-full max-w-none"
                style={{ top: `${(1 - page) * 100}%`, height: `${pages * 100}%`, width: '100%' }}
              />
            )}
          </div>
          <p aria-hidden className="mt-1.5 text-center text-xs text-gray-600">
            {t('design.preview.pageOf', { page, pages })}
          </p>
        </div>
      ))}
    </div>
  );
}
