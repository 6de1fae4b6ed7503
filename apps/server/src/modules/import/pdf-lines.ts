import { IMPORT_MESSAGES } from '@vitae/schema';
import type { getDocumentProxy } from 'unpdf';
import { DomainError, InvalidInput, NothingToRead } from '../../lib/domain-errors.ts';
import { warn } from './content.ts';

/** Pages read, at most: a resume longer than this is cut (with a warning). */
export const PDF_MAX_PAGES = 10;
/** Text items read, at most: a PDF with more is refused as too complex. */
export const PDF_MAX_ITEMS = 20_000;
/** How long reading a PDF may take before it is refused as too complex. */
export const PDF_TIME_BUDGET_MS = 5_000;

/** A run of text drawn in one font, as placed on the page (PDF points, y up). */
export interface Piece {
  text: string;
  x0: number;
  x1: number;
  font: string;
  size: number;
  /** The http(s)/mailto target of a link annotation over it. */
  link?: string;
  /** Set bold or italic, by the font's own name or flags; undefined where the font could not be named. */
  bold?: boolean;
  italic?: boolean;
  /**
   * Text a parser reads but a person does not see (the ATS check's integrity findings): set in white or the page's
   * colour, too small to read (under 4 pt), marked hidden (Word's "hidden" font), or placed outside the page.
   */
  hidden?: 'white' | 'tiny' | 'vanish' | 'outside';
}

/** Pieces of one line close enough to be read as one phrase; a wide gap (a tab, a right-aligned date) ends it. */
export interface Segment {
  text: string;
  x0: number;
  x1: number;
  pieces: Piece[];
}

/** One line of text in reading order: one column's part of a baseline. */
export interface Line {
  page: number;
  y: number;
  x0: number;
  x1: number;
  /** The largest font size on the line. */
  size: number;
  /** The font most of the line is set in. */
  font: string;
  segments: Segment[];
  text: string;
  /** The right edge of the column the line is in (for telling a wrapped line from a short one). */
  right: number;
  /** Where a Word file keeps the line when not in the body: a page header, a footer or a text box. */
  origin?: 'header' | 'footer' | 'textbox';
}

export interface PdfText {
  lines: Line[];
  /** The font and size most text is set in. */
  bodyFont: string;
  bodySize: number;
  pages: number;
  totalPages: number;
}

interface RawItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
}

/**
 * Nothing in the file is executed or fetched: no eval (this pdf.js has no eval path left; the option is passed for
 * versions that do), no XFA forms, no fonts loaded or looked up on the system, no URL, no range requests.
 */
const PDF_OPTIONS: Parameters<typeof getDocumentProxy>[1] & { isEvalSupported: boolean } = {
  isEvalSupported: false,
  enableXfa: false,
  disableFontFace: true,
  useSystemFonts: false,
  disableRange: true,
  disableStream: true,
  disableAutoFetch: true,
  stopAtErrors: false,
  verbosity: 0,
};

/**
 * pdf.js 5+ moves font data with `ArrayBuffer.prototype.transferToFixedLength`, which Node 20 lacks: without it the
 * operator list (the one place pdf.js names a page's fonts) stops at the first text. A copy serves as well here.
 */
function ensureTransferToFixedLength() {
  const proto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: unknown };
  if (typeof proto.transferToFixedLength === 'function') return;
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length = this.byteLength) {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}

/** A font's style from its PostScript name ("ABCDEF+Arimo-Bold", "LMRoman10-Italic", "CMBX10") and flags. */
export function fontStyleOf(font: { name?: unknown; bold?: unknown; black?: unknown; italic?: unknown }) {
  const name = typeof font.name === 'string' ? font.name.replace(/^[A-Z]{6}\+/, '') : '';
  return {
    bold:
      Boolean(font.bold || font.black) ||
      /bold|black|heavy|semibold|demibold|extrabold|[-,]bd$|^cmbx|^cmb\d/i.test(name),
    italic: Boolean(font.italic) || /italic|oblique|[-,]it$|^cmti|^cmsl/i.test(name),
  };
}

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof getDocumentProxy>>['getPage']>>;

/**
 * Bold and italic of the fonts `ids` (pdf.js's ids, shared by all pages): the text content names only an id, so the
 * page's operator list is read once, which loads the fonts with their names. Fonts already known are not asked
 * again, so most files pay for one page.
 */
async function readFontStyles(page: PdfPage, ids: Iterable<string>, styles: Map<string, FontStyle | null>) {
  const missing = [...ids].filter((id) => !styles.has(id));
  if (missing.length === 0) return;
  try {
    await page.getOperatorList();
  } catch {
    // A page that cannot be drawn still has its text: its fonts are left unnamed.
  }
  for (const id of missing) {
    let style: FontStyle | null = null;
    try {
      if (page.commonObjs.has(id)) style = fontStyleOf(page.commonObjs.get(id) as Record<string, unknown>);
    } catch {
      style = null;
    }
    styles.set(id, style);
  }
}

interface FontStyle {
  bold: boolean;
  italic: boolean;
}

const tooComplex = () => new InvalidInput(IMPORT_MESSAGES.pdfTooComplex);

function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(tooComplex());
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const SAFE_LINK = /^(https?:|mailto:)/i;

/** A link annotation's target and rectangle, when it is a web or mail link. */
interface LinkBox {
  url: string;
  rect: [number, number, number, number];
}

/** Joins pieces into text: a space where the gap between two is wider than a thin space. */
function joinPieces(pieces: Piece[]): string {
  let text = '';
  let previous: Piece | undefined;
  for (const piece of pieces) {
    if (previous && piece.x0 - previous.x1 > piece.size * 0.15 && !/\s$/.test(text)) text += ' ';
    text += piece.text;
    previous = piece;
  }
  return text.replace(/\s+/g, ' ').trim();
}

function toSegments(pieces: Piece[]): Segment[] {
  const segments: Segment[] = [];
  let current: Piece[] = [];
  for (const piece of pieces) {
    const last = current.at(-1);
    if (last && piece.x0 - last.x1 > Math.max(piece.size, last.size) * 0.9) {
      segments.push(segmentOf(current));
      current = [];
    }
    current.push(piece);
  }
  if (current.length) segments.push(segmentOf(current));
  return segments;
}

const segmentOf = (pieces: Piece[]): Segment => ({
  text: joinPieces(pieces),
  x0: pieces[0]!.x0,
  x1: Math.max(...pieces.map((piece) => piece.x1)),
  pieces,
});

function lineOf(page: number, y: number, segments: Segment[]): Line {
  const pieces = segments.flatMap((segment) => segment.pieces);
  const chars = new Map<string, number>();
  for (const piece of pieces) chars.set(piece.font, (chars.get(piece.font) ?? 0) + piece.text.length);
  const font = [...chars].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  return {
    page,
    y,
    x0: segments[0]!.x0,
    x1: Math.max(...segments.map((segment) => segment.x1)),
    size: Math.max(...pieces.map((piece) => piece.size)),
    font,
    segments,
    text: segments.map((segment) => segment.text).join(' '),
    right: 0,
  };
}

/** Baselines of a page: pieces within a third of their size of one another, left to right. */
function baselines(pieces: Piece[], ys: number[]): { y: number; pieces: Piece[] }[] {
  const order = pieces.map((_, index) => index).sort((a, b) => ys[b]! - ys[a]! || pieces[a]!.x0 - pieces[b]!.x0);
  const rows: { y: number; pieces: Piece[] }[] = [];
  for (const index of order) {
    const piece = pieces[index]!;
    const y = ys[index]!;
    const row = rows.at(-1);
    if (row && Math.abs(row.y - y) <= Math.max(1, piece.size * 0.35)) row.pieces.push(piece);
    else rows.push({ y, pieces: [piece] });
  }
  for (const row of rows) row.pieces.sort((a, b) => a.x0 - b.x0);
  return rows;
}

const DATE_LIKE = /\b(19|20)\d{2}\b/;

/**
 * Where a page splits into two columns: an x that many segments start at and next to no segment crosses, with text
 * on both sides. A left strip of dates only (a timeline's gutter) is no column.
 */
function columnSplit(rows: Segment[][], width: number): number | null {
  const segments = rows.flat();
  if (segments.length < 12) return null;
  let best: { x: number; starts: number } | null = null;
  for (let x = width * 0.2; x <= width * 0.8; x += 2) {
    let crossing = 0;
    let starts = 0;
    let left = 0;
    for (const segment of segments) {
      if (segment.x0 < x - 1 && segment.x1 > x + 1) crossing++;
      else if (segment.x0 >= x && segment.x0 <= x + 8) starts++;
      else if (segment.x1 <= x) left++;
    }
    if (crossing > Math.max(3, segments.length * 0.04) || starts < 6 || left < 6) continue;
    if (!best || starts > best.starts) best = { x, starts };
  }
  if (!best) return null;
  const leftSegments = segments.filter((segment) => segment.x1 <= best.x);
  const leftRows = rows.filter((row) => row.every((segment) => segment.x1 <= best.x));
  const dates = leftSegments.filter((segment) => DATE_LIKE.test(segment.text)).length;
  // A gutter of dates beside the text is one column read line by line.
  if (dates >= leftSegments.length * 0.3) return null;
  // Both sides must hold lines of their own, not only a few right-aligned words: rows of the left side alone, or
  // (a side column beside the main one, row for row) rows with text on the left and rows of the right side alone.
  const withLeft = rows.filter((row) => row.some((segment) => segment.x1 <= best.x)).length;
  const rightOnly = rows.filter((row) => row.every((segment) => segment.x0 >= best.x - 1)).length;
  if (leftRows.length < 6 && (withLeft < 6 || rightOnly < 6)) return null;
  return best.x;
}

/** Lines of one page in reading order: the left column, then the right, when the page has two. */
function pageLines(page: number, pieces: Piece[], ys: number[], width: number): Line[] {
  const rows = baselines(pieces, ys).map((row) => ({ y: row.y, segments: toSegments(row.pieces) }));
  const split = columnSplit(
    rows.map((row) => row.segments),
    width,
  );
  const setRight = (lines: Line[]) => {
    const right = Math.max(0, ...lines.map((line) => line.x1));
    for (const line of lines) line.right = right;
    return lines;
  };
  if (split === null) return setRight(rows.map((row) => lineOf(page, row.y, row.segments)));

  const full: Line[] = [];
  const left: Line[] = [];
  const right: Line[] = [];
  for (const row of rows) {
    if (row.segments.some((segment) => segment.x0 < split - 1 && segment.x1 > split + 1)) {
      full.push(lineOf(page, row.y, row.segments));
      continue;
    }
    const leftPart = row.segments.filter((segment) => segment.x1 <= split + 1);
    const rightPart = row.segments.filter((segment) => segment.x1 > split + 1);
    if (leftPart.length) left.push(lineOf(page, row.y, leftPart));
    if (rightPart.length) right.push(lineOf(page, row.y, rightPart));
  }
  const top = Math.max(...[...left, ...right].map((line) => line.y));
  const above = full.filter((line) => line.y > top);
  const within = full.filter((line) => line.y <= top);
  setRight(above);
  setRight(left);
  setRight(right);
  setRight(within);
  const leftAndFull = [...left, ...within].sort((a, b) => b.y - a.y);
  return [...above, ...leftAndFull, ...right];
}

/** How much of a piece's height (baseline to cap height) a link's rectangle covers; 0 when it is beside it. */
function overlaps(piece: Piece, y: number, rect: LinkBox['rect']): number {
  const [x0, y0, x1, y1] = rect;
  const middle = (piece.x0 + piece.x1) / 2;
  if (middle < x0 - 1 || middle > x1 + 1) return 0;
  const bottom = y - piece.size * 0.2;
  const top = y + piece.size * 0.8;
  return Math.max(0, Math.min(top, y1 + 1) - Math.max(bottom, y0 - 1)) / piece.size;
}

/**
 * The text of a PDF as lines in reading order, read without running or fetching anything: no scripts, no XFA, no
 * fonts loaded. A damaged PDF is 400, a password-protected one 400, one past PDF_MAX_ITEMS or PDF_TIME_BUDGET_MS 400.
 */
export async function readPdfLines(bytes: Uint8Array, warnings: string[]): Promise<PdfText> {
  let destroy = () => {};
  const work = async (): Promise<PdfText> => {
    // unpdf (and the pdf.js it loads, ~2 MB) loads with the first PDF imported, not with every server.
    const { getDocumentProxy } = await import('unpdf');
    ensureTransferToFixedLength();
    let doc: Awaited<ReturnType<typeof getDocumentProxy>>;
    try {
      doc = await getDocumentProxy(new Uint8Array(bytes), PDF_OPTIONS);
    } catch (error) {
      if (error instanceof DomainError) throw error;
      const name = error instanceof Error ? error.name : '';
      if (name === 'PasswordException') throw new InvalidInput(IMPORT_MESSAGES.pdfEncrypted);
      throw new InvalidInput(IMPORT_MESSAGES.pdfDamaged);
    }
    destroy = () => {
      const task = (doc as { loadingTask?: { destroy?: () => Promise<void> } }).loadingTask;
      void Promise.resolve(task?.destroy?.()).catch(() => {});
    };
    try {
      const pages = Math.min(doc.numPages, PDF_MAX_PAGES);
      if (doc.numPages > PDF_MAX_PAGES) {
        warn(warnings, `Only the first ${PDF_MAX_PAGES} of the PDF's ${doc.numPages} pages were read.`);
      }
      const lines: Line[] = [];
      const fontStyles = new Map<string, FontStyle | null>();
      let items = 0;
      for (let number = 1; number <= pages; number++) {
        const page = await doc.getPage(number);
        const content = await page.getTextContent();
        items += content.items.length;
        if (items > PDF_MAX_ITEMS) throw tooComplex();
        await readFontStyles(page, new Set((content.items as RawItem[]).map((raw) => raw.fontName)), fontStyles);
        const links: LinkBox[] = [];
        for (const annotation of (await page.getAnnotations()) as Record<string, unknown>[]) {
          const url = typeof annotation.url === 'string' ? annotation.url : '';
          const rect = annotation.rect as LinkBox['rect'] | undefined;
          if (SAFE_LINK.test(url) && Array.isArray(rect) && rect.length === 4) links.push({ url, rect });
        }
        const pieces: Piece[] = [];
        const ys: number[] = [];
        for (const raw of content.items as RawItem[]) {
          if (typeof raw.str !== 'string' || !Array.isArray(raw.transform)) continue;
          const text = raw.str.replace(/\s+/g, ' ');
          if (text.trim() === '') continue;
          const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = raw.transform;
          // Rotated text (a watermark, a vertical label) is not part of the reading.
          if (Math.abs(b) > 0.01 || Math.abs(c) > 0.01 || a <= 0) continue;
          const size = Math.abs(d) || raw.height || 10;
          const piece: Piece = { text, x0: x, x1: x + (raw.width || 0), font: raw.fontName, size };
          const style = fontStyles.get(raw.fontName);
          if (style) Object.assign(piece, style);
          // The link over most of the piece: a line's rectangle may reach into the line below.
          let link: LinkBox | undefined;
          let best = 0.25;
          for (const box of links) {
            const cover = overlaps(piece, y, box.rect);
            if (cover > best) [link, best] = [box, cover];
          }
          if (link) piece.link = link.url;
          pieces.push(piece);
          ys.push(y);
        }
        const [, , width = 612] = page.view;
        lines.push(...pageLines(number, pieces, ys, width));
        page.cleanup();
      }
      const fonts = new Map<string, number>();
      const sizes = new Map<number, number>();
      for (const line of lines) {
        for (const piece of line.segments.flatMap((segment) => segment.pieces)) {
          fonts.set(piece.font, (fonts.get(piece.font) ?? 0) + piece.text.length);
          const size = Math.round(piece.size * 10) / 10;
          sizes.set(size, (sizes.get(size) ?? 0) + piece.text.length);
        }
      }
      return {
        lines,
        bodyFont: [...fonts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '',
        bodySize: [...sizes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10,
        pages,
        totalPages: doc.numPages,
      };
    } catch (error) {
      if (error instanceof DomainError) throw error;
      throw new InvalidInput(IMPORT_MESSAGES.pdfDamaged);
    } finally {
      destroy();
    }
  };
  return withTimeout(work(), PDF_TIME_BUDGET_MS, () => destroy());
}

/** Refused: no text at all (a scan, an image). */
export const noText = () => new NothingToRead(IMPORT_MESSAGES.pdfNoText);
