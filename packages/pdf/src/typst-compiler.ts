import path from 'node:path';
import { NodeCompiler, type NodeTypstDocument } from '@myriaddreamin/typst-ts-node-compiler';
import { fontFiles } from './fonts.ts';
import { TEMPLATES_DIR } from './registry.ts';
import { templateHasSideColumn } from './template-files.ts';
import type { LetterData } from './letter-data.ts';
import type { TemplateData } from './template-data.ts';

/**
 * Typst memoises work across compiles. Every EVICT_EVERY compiles, what no compile used since the last EVICT_MAX_AGE
 * evictions goes: what renders reuse (parsed templates, fonts, the layout of unchanged sections) stays for every
 * template used in the last ~30 compiles, and old content goes. Evicting after every compile with an age of 3 cost
 * 0.1-0.4 ms each time and, with four templates in turn, dropped each template before its next use: 10 ms renders
 * instead of 4 (and more memory, not less).
 */
const EVICT_EVERY = 10;
const EVICT_MAX_AGE = 3;

/**
 * The resume's JSON, as a file that exists only in the compiler's memory (`mapShadow`), at the templates folder's
 * root: shared.typ reads it as `json("/resume.json")`. Passed as `sys.inputs` instead, each new content built Typst's
 * standard library again: compiles took ~0.5 ms longer and a worker's memory grew ~2.5x faster.
 */
const RESUME_FILE = 'resume.json';

/** Every cover letter's Typst entry, beside shared.typ: one layout for all templates (src/letter-data.ts). */
export const LETTER_ENTRY_FILE = 'letter.typ';

export class TypstCompileError extends Error {
  override readonly name = 'TypstCompileError';
}

/** A compiled resume: its PDF, or none when it has more pages than allowed. */
export interface CompiledResume {
  pages: number;
  /** Absent when `pages` is over the limit asked for: the PDF is not written then. */
  pdf?: Uint8Array;
}

/** A compiled resume as SVG: every page stacked vertically in one document, or none past the page limit. */
export interface CompiledPreview {
  pages: number;
  /** One page's size in pt (every page of a resume has its template's size). */
  pageWidth: number;
  pageHeight: number;
  /** Absent when `pages` is over the limit asked for. */
  svg?: string;
}

export interface ResumeTypstCompiler {
  /** Lays the document out and answers its page count, writing nothing. */
  countPages(folder: string, data: TemplateData): number;
  /** Compiles `<templatesDir>/<folder>/template.typ` with the data as `/resume.json`. Synchronous and CPU-bound. */
  compile(folder: string, data: TemplateData): Uint8Array;
  /** `compile`, but writes the PDF only when the document has at most `maxPages` pages. */
  compileWithin(folder: string, data: TemplateData, maxPages: number): CompiledResume;
  /**
   * The same document as one plain SVG (Typst's own SVG export, pages stacked vertically, text as glyph outlines,
   * colours as attributes), within `maxPages`.
   */
  compileSvgWithin(folder: string, data: TemplateData, maxPages: number): CompiledPreview;
  /** A cover letter (`letter.typ` with the data as `/resume.json`) as a PDF, within `maxPages`. */
  compileLetterWithin(data: LetterData, maxPages: number): CompiledResume;
  /** The same letter as SVG pages, within `maxPages`. */
  compileLetterSvgWithin(data: LetterData, maxPages: number): CompiledPreview;
}

/**
 * The size in pt of a plain SVG of stacked pages, from its root's viewBox (`0 0 width height`, pages end to end with
 * no gap between them).
 */
function stackSize(svg: string): { width: number; height: number } {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const [x, y, width = 0, height = 0] = (/\sviewBox="([^"]*)"/.exec(root)?.[1] ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (x !== 0 || y !== 0 || !(width > 0 && height > 0))
    throw new TypstCompileError('Typst wrote an SVG without its size');
  return { width, height };
}

/**
 * A page's background in Typst's merged plain SVG: a rectangle at the origin written just before the group that
 * moves the page down to its place, so every page's background is drawn over the first page (a two-page resume
 * showed a blank first page). Moved into its page's group, it is drawn where the page is.
 */
const MISPLACED_PAGE_FILL =
  /(<path class="typst-shape"[^>]*\sd="M 0 0v [\d.]+ h [\d.]+ v -[\d.]+ Z "\/>)(\s*)(<g transform="matrix\(1 0 0 1 0 [\d.]+\)">)/g;

function placePageFills(svg: string): string {
  return svg.replace(MISPLACED_PAGE_FILL, '$3$2$1');
}

/**
 * Typst indents its SVG for reading: a seventh of a page's bytes. Text is glyph outlines (`<use>`), never character
 * data, so the whitespace between elements means nothing and goes (~0.4 ms a page).
 */
const unindent = (svg: string): string => svg.replace(/\n\s*/g, '');

function describeDiagnostics(diagnostics: unknown[]): string {
  return diagnostics
    .map((diagnostic) => {
      if (typeof diagnostic !== 'object' || diagnostic === null) return String(diagnostic);
      const { message, path: file, range } = diagnostic as { message?: unknown; path?: unknown; range?: unknown };
      const where = range === undefined ? '' : JSON.stringify(range);
      return [file, where, message].filter((part) => part !== undefined && part !== '').join(' ');
    })
    .join('; ');
}

/**
 * One long-lived Typst compiler rooted at the templates folder (templates may read files only below it). Reusing it
 * keeps fonts loaded and parsed templates cached; each worker process owns one.
 */
export function createResumeTypstCompiler(templatesDir: string = TEMPLATES_DIR): ResumeTypstCompiler {
  const compiler = NodeCompiler.create({ workspace: templatesDir, fontArgs: [{ fontPaths: fontFiles() }] });
  const resumeFile = path.join(templatesDir, RESUME_FILE);
  let compiles = 0;
  const sideColumns = new Map<string, boolean>();
  const hasSideColumn = (folder: string): boolean => {
    let known = sideColumns.get(folder);
    if (known === undefined) {
      known = templateHasSideColumn(folder, templatesDir);
      sideColumns.set(folder, known);
    }
    return known;
  };

  /** Lays the document out and hands it to `write`; the page count decides whether writing it is worth it. */
  function withDocument<T>(
    folder: string,
    data: TemplateData,
    write: (document: NodeTypstDocument, pages: number) => T,
  ): T {
    return withEntry(`template "${folder}"`, path.join(folder, 'template.typ'), data, write, (document, layOut) =>
      // Past one page, a template's side column is laid out as one column (templateHasSideColumn says why).
      document.numOfPages > 1 && !data.design.oneColumn && hasSideColumn(folder)
        ? layOut({ ...data, design: { ...data.design, oneColumn: true } })
        : document,
    );
  }

  /** Compiles `entry` (below the templates folder) with `data` as `/resume.json`, and hands it to `write`. */
  function withEntry<T, Data>(
    what: string,
    entry: string,
    data: Data,
    write: (document: NodeTypstDocument, pages: number) => T,
    again: (document: NodeTypstDocument, layOut: (data: Data) => NodeTypstDocument) => NodeTypstDocument = (document) =>
      document,
  ): T {
    const fail = (detail: string, cause?: unknown) =>
      new TypstCompileError(`Typst could not compile ${what}: ${detail}`, { cause });
    const layOut = (laidOut: Data): NodeTypstDocument => {
      compiler.mapShadow(resumeFile, Buffer.from(JSON.stringify(laidOut)));
      const result = compiler.compile({ mainFilePath: path.join(templatesDir, entry) });
      if (result.result) return result.result;
      const diagnostics = result.takeDiagnostics();
      throw fail(diagnostics ? describeDiagnostics(compiler.fetchDiagnostics(diagnostics)) : 'no diagnostics');
    };
    try {
      // Layout first: the page count decides whether the output is worth writing (about a fifth of a render).
      const document = again(layOut(data), layOut);
      return write(document, document.numOfPages);
    } catch (error) {
      throw error instanceof TypstCompileError ? error : fail(String(error), error);
    } finally {
      if (++compiles % EVICT_EVERY === 0) compiler.evictCache(EVICT_MAX_AGE);
    }
  }

  const writePdf =
    (maxPages: number) =>
    (document: NodeTypstDocument, pages: number): CompiledResume =>
      pages > maxPages ? { pages } : { pages, pdf: new Uint8Array(compiler.pdf(document)) };

  const writeSvg =
    (maxPages: number) =>
    (document: NodeTypstDocument, pages: number): CompiledPreview => {
      if (pages > maxPages) return { pages, pageWidth: 0, pageHeight: 0 };
      // plainSvg, not typst.ts's svg(): that one sizes pages to whole points and colours text through CSS variables,
      // which renderers without CSS (resvg, for thumbnails) draw black.
      const svg = unindent(placePageFills(compiler.plainSvg(document)));
      const { width, height } = stackSize(svg);
      return { pages, pageWidth: width, pageHeight: height / pages, svg };
    };

  const compileWithin = (folder: string, data: TemplateData, maxPages: number): CompiledResume =>
    withDocument(folder, data, writePdf(maxPages));

  const compileSvgWithin = (folder: string, data: TemplateData, maxPages: number): CompiledPreview =>
    withDocument(folder, data, writeSvg(maxPages));

  return {
    countPages: (folder, data) => withDocument(folder, data, (_document, pages) => pages),
    compile: (folder, data) => compileWithin(folder, data, Number.POSITIVE_INFINITY).pdf!,
    compileWithin,
    compileSvgWithin,
    compileLetterWithin: (data, maxPages) => withEntry('the cover letter', LETTER_ENTRY_FILE, data, writePdf(maxPages)),
    compileLetterSvgWithin: (data, maxPages) =>
      withEntry('the cover letter', LETTER_ENTRY_FILE, data, writeSvg(maxPages)),
  };
}
