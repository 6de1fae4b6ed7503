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
  /** Every page, in order: drawing and a text layer whose headings are marked, safe to set as HTML. */
  drawings: PageDrawing[];
  /** Milliseconds spent compiling and drawing, in the worker. */
  workerMs: number;
}

/**
 * One page as the editor patches it (lib/typst-preview/patch-page.ts): `head` + each part's `svg` + `tail` is the
 * page's `<svg>`. The parts are the blocks Typst laid out on the page; a part's `key` names what it draws, so a
 * redraw replaces only the blocks whose key is new, and the browser lays out and paints only those again.
 */
export interface PageDrawing {
  head: string;
  parts: PagePart[];
  tail: string;
}

export interface PagePart {
  key: string;
  svg: string;
}

/**
 * The pages as the worker sends them: a part that was in the last pages it sent comes as its key only (the editor
 * keeps those, engine.ts), so a keystroke sends the blocks it changed, not the document.
 */
export interface SentPages extends Omit<EnginePages, 'drawings'> {
  drawings: (Omit<PageDrawing, 'parts'> & { parts: { key: string; svg?: string }[] })[];
}

/** `resend`: the editor lost the parts it keeps; the next pages are sent whole. */
export type ToWorker =
  { type: 'start' } | { type: 'resend' } | { type: 'render'; id: number; template: PreviewTemplate; body: unknown };

/**
 * `fallback`: the worker will not draw this draft; the server does (an invalid draft's exact 400, a long one's 422,
 * a font the browser cannot have). `failed`: the engine broke; the editor stops using it for this page.
 */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'broken'; reason: string }
  | { type: 'rendered'; id: number; pages: SentPages }
  | { type: 'fallback'; id: number; reason: string };
