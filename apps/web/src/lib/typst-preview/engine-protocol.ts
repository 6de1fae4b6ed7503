/**
 * The messages between the editor and the preview engine's Web Worker (docs/architecture.md, "The live preview").
 * The worker compiles the draft with Typst in the browser and answers its pages as SVG, or says why the server
 * must draw this one instead.
 */
import type { PreviewTemplate } from '@vitae/schema';

/** The draft drawn: every page's SVG (glyph outlines and a transparent text layer), with the glyphs they share. */
export interface EnginePages {
  pages: number;
  pageWidth: number;
  pageHeight: number;
  /** Identifies what was drawn: the same draft and template give the same hash. */
  hash: string;
  /** An `<svg>` of the glyphs every page uses, drawn nowhere by itself (HTML, like the pages). */
  defs: string;
  /** One `<svg>` per page, in order, safe to set as HTML: drawing and a text layer whose headings are marked. */
  pageSvgs: string[];
  /** Milliseconds spent compiling and drawing, in the worker. */
  workerMs: number;
}

export type ToWorker = { type: 'start' } | { type: 'render'; id: number; template: PreviewTemplate; body: unknown };

/**
 * `fallback`: the worker will not draw this draft; the server does (an invalid draft's exact 400, a long one's 422,
 * a font the browser cannot have). `failed`: the engine broke; the editor stops using it for this page.
 */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'broken'; reason: string }
  | { type: 'rendered'; id: number; pages: EnginePages }
  | { type: 'fallback'; id: number; reason: string };
