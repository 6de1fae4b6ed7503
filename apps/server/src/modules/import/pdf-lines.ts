import { IMPORT_MESSAGES } from '@vitae/schema';
import type { getDocumentProxy } from 'unpdf';
import { DomainError, InvalidInput, NothingToRead } from '../../lib/domain-errors.ts';
import { warn } from './content.ts';
import { ensureTransferToFixedLength, markHidden, offPageText, pagePaint } from './pdf-paint.ts';

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
  /**
   * Set letter-spaced ("S K I L L S", CSS `letter-spacing`, Word's expanded spacing): the text holds the word joined,
   * as a person reads it; a parser reading the file plainly sees the letters apart (the ATS check's garbled text).
   */
  letterSpaced?: boolean;
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
  /** Images drawn on each page read (pdf-paint.ts), for telling a page whose text is in an image. */
  pageImages?: number[];
  /** Text painted outside the pages (pdf-paint.ts): not in `lines`, yet in the file for any parser to read. */
  offPage?: string[];
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

/** Whether a font (by its PostScript name) draws symbols rather than letters; see SYMBOL_FONT. */
export const isSymbolFont = (name: unknown) =>
  typeof name === 'string' && SYMBOL_FONT.test(name.replace(/^[A-Z]{6}\+/, ''));

/**
 * Fonts of symbols, not letters: TeX's math symbols (cmsy, lmsy: \textbullet), marvosym (moderncv's list marker),
 * Zapf Dingbats and pifont, Wingdings, Symbol, Font Awesome. Their glyphs often lack a ToUnicode entry, so pdf.js
 * gives the code as a letter ("{" for moderncv's bullet).
 */
const SYMBOL_FONT = /^(cmsy|lmsy|msam|msbm)|marvosym|dingbat|zapfding|pzdr|wingding|webding|^symbol|fontawesome|^fa-/i;

/**
 * A list marker drawn in a symbol font reads as "•": one glyph, not a letter or digit (letters of a symbol font are
 * icons: marvosym's phone is "H", which is left as it is for the reader's contact rules).
 */
function symbolBullet(text: string): string | null {
  const glyph = text.trim();
  if ([...glyph].length !== 1) return null;
  return /[\p{L}\p{N}]/u.test(glyph) ? null : '•';
}

/**
 * Letter-spaced text as pdf.js gives it in one item, "S K I L L S" (its own spaces between letters set apart):
 * letters one space apart, at least three, read as the word; two spaces or more are a word gap. null when the text
 * is no such run (an ordinary "A B" or "Vitamin C" stays as it is).
 */
export function joinSpacedLetters(text: string): string | null {
  const words = text.trim().split(/\s{2,}/);
  // A kerned pair ("TA" in "C O N TA C T") comes as one: pairs are let in among single letters.
  const letters = /^[\p{L}\p{N}&'’.-]{1,2}( [\p{L}\p{N}&'’.-]{1,2}){2,}$/u;
  const spaced = (word: string) => {
    const tokens = word.split(' ');
    return tokens.filter((token) => [...token].length === 1).length >= tokens.length * 0.75;
  };
  if (!words.every((word) => letters.test(word) && spaced(word) && /\p{L}/u.test(word))) return null;
  return words.map((word) => word.replace(/ /g, '')).join(' ');
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
      if (page.commonObjs.has(id)) {
        const font = page.commonObjs.get(id) as Record<string, unknown>;
        style = { ...fontStyleOf(font), symbol: isSymbolFont(font.name) };
      }
    } catch {
      style = null;
    }
    styles.set(id, style);
  }
}

interface FontStyle {
  bold: boolean;
  italic: boolean;
  symbol: boolean;
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
    const gap = last ? piece.x0 - last.x1 : 0;
    if (
      last &&
      (gap > Math.max(piece.size, last.size) * 0.9 ||
        (gap > piece.size * 0.45 && closingDates(pieces, piece)) ||
        (gap > piece.size * 0.6 && (contactItem(last) || contactItem(piece))))
    ) {
      segments.push(segmentOf(current));
      current = [];
    }
    current.push(piece);
  }
  if (current.length) segments.push(segmentOf(current));
  return segments;
}

/**
 * A piece that is one contact detail as a whole: an e-mail address, a phone number, a web address. A contact row set
 * with spaces instead of separators ("a@b.dev   +1 415 555 0199   San Francisco, CA") is split into parts there.
 */
function contactItem(piece: Piece): boolean {
  const text = piece.text.trim();
  return (
    /^[^\s@]+@[^\s@]+\.\w+$/.test(text) ||
    /^\+?[\d ()./-]{8,}$/.test(text) ||
    URL_LIKE.test(text) ||
    /^(https?:\/\/|www\.)\S+$/.test(text)
  );
}

/**
 * The row ends in dates from this piece on ("sept. 2012 – juin 2014" after a wider gap than a space): a row laid out
 * with the dates at the right that ran out of room keeps them a part of their own.
 */
function closingDates(pieces: Piece[], from: Piece): boolean {
  const rest = pieces.slice(pieces.indexOf(from)).map((piece) => piece.text.trim());
  const text = rest.join(' ');
  return DATE_LIKE.test(text) && text.split(/\s+/).length <= 6 && /^[\p{L}.]{0,10}\s*\d/u.test(text);
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

/**
 * Letter-spaced text drawn a glyph at a time (Word's expanded spacing, some PDF printers): runs of three or more
 * one-letter pieces of one font and size with even gaps are joined into words; a gap clearly wider than the run's
 * letter gap is a word gap and stays one.
 */
export function joinLetterPieces(pieces: Piece[]): Piece[] {
  const single = (piece: Piece) => [...piece.text.trim()].length === 1 && /[\p{L}\p{N}]/u.test(piece.text);
  const out: Piece[] = [];
  let index = 0;
  while (index < pieces.length) {
    let end = index;
    while (
      end + 1 < pieces.length &&
      single(pieces[index]!) &&
      single(pieces[end + 1]!) &&
      pieces[end + 1]!.font === pieces[index]!.font &&
      Math.abs(pieces[end + 1]!.size - pieces[index]!.size) < 0.1 &&
      pieces[end + 1]!.x0 - pieces[end]!.x1 < pieces[index]!.size * 0.8 &&
      pieces[end + 1]!.x0 - pieces[end]!.x1 > -pieces[index]!.size * 0.1
    ) {
      end++;
    }
    if (end - index < 2) {
      out.push(pieces[index]!);
      index++;
      continue;
    }
    const run = pieces.slice(index, end + 1);
    const gaps = run.slice(1).map((piece, i) => piece.x0 - run[i]!.x1);
    const letterGap = Math.min(...gaps);
    const size = run[0]!.size;
    let word: Piece[] = [run[0]!];
    const flush = () => {
      const first = word[0]!;
      const joined: Piece = { ...first, text: word.map((piece) => piece.text.trim()).join(''), x1: word.at(-1)!.x1 };
      // Letters set apart by more than a thin space are letter-spaced; glyphs drawn one by one but close are not.
      if (word.length >= 3 && letterGap > size * 0.08) joined.letterSpaced = true;
      out.push(joined);
    };
    for (const [i, gap] of gaps.entries()) {
      if (gap > letterGap * 1.6 + size * 0.12) {
        flush();
        word = [];
      }
      word.push(run[i + 1]!);
    }
    flush();
    index = end + 1;
  }
  return out;
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
  for (const row of rows) row.pieces = joinLetterPieces(row.pieces.sort((a, b) => a.x0 - b.x0));
  return rows;
}

const DATE_LIKE = /\b(19|20)\d{2}\b/;

/**
 * Where a page splits into two columns: an x that many segments start at and next to no segment crosses, with lines
 * of text (not only dates) on both sides. A side column from a Word or LibreOffice layout table or text box has its
 * own headings and shares baselines with the main column now and then; it may be on the left or the right. A left
 * strip of dates only (a timeline's gutter, moderncv's dates) is no column.
 */
function columnSplit(rows: Segment[][], width: number): number | null {
  const segments = rows.flat();
  if (segments.length < 12) return null;
  const textual = (segment: Segment) => /\p{L}{2,}/u.test(segment.text.replace(DATE_WORDS, ''));
  let best: { x: number; score: number } | null = null;
  for (let x = width * 0.2; x <= width * 0.8; x += 2) {
    let crossing = 0;
    let starts = 0;
    for (const segment of segments) {
      if (segment.x0 < x - 1 && segment.x1 > x + 1) crossing++;
      else if (segment.x0 >= x && segment.x0 <= x + 10) starts++;
    }
    if (crossing > Math.max(2, segments.length * 0.03) || starts < 6) continue;
    // Rows with text of their own on each side: right-aligned dates or a few words beside the text are no column.
    const leftRows = rows.filter((row) => row.some((segment) => segment.x1 <= x + 1 && textual(segment))).length;
    const rightRows = rows.filter((row) => row.some((segment) => segment.x0 >= x && textual(segment))).length;
    if (leftRows < 5 || rightRows < 5) continue;
    // The split nearest the right column's edge: the most segments start just after it, few cross it.
    const score = starts - crossing * 3;
    if (!best || score > best.score) best = { x, score };
  }
  if (!best) return null;
  const leftSegments = segments.filter((segment) => segment.x1 <= best.x + 1);
  const dates = leftSegments.filter((segment) => DATE_LIKE.test(segment.text)).length;
  // A gutter of dates beside the text is one column read line by line.
  if (dates >= leftSegments.length * 0.3) return null;
  // A column of labels ("Position", "Employer", "Dates" again for every entry, a form's or a table's first cells)
  // beside their values is one column read line by line: the labels repeat, a side column's lines do not.
  const short = leftSegments.filter((segment) => segment.text.trim().length <= 25);
  const counts = new Map<string, number>();
  for (const segment of short) {
    const key = segment.text
      .trim()
      .toLocaleLowerCase()
      .replace(/[:：]$/, '');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const repeated = [...counts.values()].filter((count) => count > 1).reduce((sum, count) => sum + count, 0);
  if (short.length >= leftSegments.length * 0.7 && repeated >= 6 && repeated >= short.length * 0.5) return null;
  return best.x;
}

/** Month names and "present" in the resume languages, left out when telling text from a date. */
const DATE_WORDS =
  /\b(present|current|today|now|heute|aktuell|actualidad|presente|aujourd’hui|aujourd'hui|actuel|oggi|attuale|jan\w*|feb\w*|f[eé]v\w*|m[aä]r\w*|apr\w*|avr\w*|may\w*|mai\w*|ma[iy]o|jun\w*|juin|jul\w*|juil\w*|aug\w*|ao[uû]t|sep\w*|oct\w*|okt\w*|nov\w*|dec\w*|d[eé]c\w*|dez\w*|ene\w*|abr\w*|ago\w*|dic\w*|gen\w*|giu\w*|lug\w*|set\w*|ott\w*)\b\.?/giu;

/** Lines of one page in reading order: the column holding the page's largest text (the name) first, the other after. */
function pageLines(page: number, pieces: Piece[], ys: number[], width: number, height = 792): Line[] {
  const rows = withDateGutter(baselines(pieces, ys));
  const lines = joinWrappedLinks(columnLines(page, rows, width));
  return page === 1 ? footerContactFirst(headerColumns(joinWrappedName(lines, width), width), height) : lines;
}

/**
 * The name line wrapped onto a second line at the same size (moderncv banking's centred "Name | Title" running out
 * of room): read as one line, "Name | Title" as the reader splits it.
 */
function joinWrappedName(lines: Line[], width: number): Line[] {
  const [first, second] = lines;
  if (!first || !second) return lines;
  const centre = (line: Line) => (line.x0 + line.x1) / 2;
  const lastPiece = first.segments.at(-1)!.pieces.at(-1)!;
  const wrapped =
    Math.abs(first.size - second.size) < 0.2 &&
    first.size >= 16 &&
    second.segments.length === 1 &&
    second.segments[0]!.pieces[0]!.font === lastPiece.font &&
    first.y - second.y <= first.size * 1.4 &&
    Math.abs(centre(first) - centre(second)) < width * 0.05;
  if (!wrapped) return lines;
  const pieces = [...first.segments.at(-1)!.pieces, ...second.segments[0]!.pieces];
  const segment: Segment = { ...segmentOf(pieces), text: `${first.segments.at(-1)!.text} ${second.text}` };
  const segments = [...first.segments.slice(0, -1), segment];
  const line = { ...first, segments, text: segments.map((s) => s.text).join(' '), x1: Math.max(first.x1, second.x1) };
  return [line, ...lines.slice(2)];
}

/**
 * A gutter of dates left of the text (moderncv's \cventry, a timeline): pieces ending before the left edge most
 * text starts at, on rows whose text starts there, mostly dates. Each is read with its row as the row's last part,
 * as a right-aligned date would be, and a date wrapped onto the next row ("2019–" over "aujourd'hui") is joined.
 */
function withDateGutter(rows: { y: number; pieces: Piece[] }[]): { y: number; segments: Segment[] }[] {
  const plain = () => rows.map((row) => ({ y: row.y, segments: toSegments(row.pieces) }));
  // Where the text may start: where most rows start, or where a part starts after a wide gap (a layout table's
  // second cell, Word's resume templates with the dates in the first cell).
  const starts = new Map<number, number>();
  for (const row of rows) {
    for (const [index, piece] of row.pieces.entries()) {
      const before = row.pieces[index - 1];
      if (before && piece.x0 - before.x1 < piece.size * 0.9) continue;
      const x = Math.round(piece.x0);
      starts.set(x, (starts.get(x) ?? 0) + 1);
    }
  }
  const gutterAt = (edge: number) => (row: { pieces: Piece[] }) => {
    const inGutter = row.pieces.filter((piece) => piece.x1 <= edge - 2);
    const rest = row.pieces.filter((piece) => piece.x1 > edge - 2);
    return inGutter.length && rest.length && Math.abs(rest[0]!.x0 - edge) <= 2 ? inGutter : [];
  };
  let gutters: Piece[][] | null = null;
  for (const [edge] of [...starts].sort((a, b) => b[1] - a[1]).slice(0, 4)) {
    const found = rows.map(gutterAt(edge));
    const used = found.filter((gutter) => gutter.length);
    const dated = used.filter((gutter) => DATE_LIKE.test(gutter.map((piece) => piece.text).join(' '))).length;
    // Mostly dates, and the text's own rows start at the edge too (bullets, headings, paragraphs under the entry).
    const own = rows.filter((row) => row.pieces[0]!.x0 >= edge - 2 && row.pieces[0]!.x0 <= edge + 8).length;
    if (dated >= 2 && dated >= used.length * 0.5 && own >= 2) {
      gutters = found;
      break;
    }
  }
  if (!gutters) return plain();
  const out: { y: number; segments: Segment[]; gutter?: Segment }[] = [];
  for (const [index, row] of rows.entries()) {
    const gutter = gutters[index]!;
    if (gutter.length === 0) {
      out.push({ y: row.y, segments: toSegments(row.pieces) });
      continue;
    }
    const rest = row.pieces.filter((piece) => !gutter.includes(piece));
    const previous = out.at(-1);
    const text = joinPieces(gutter);
    // A date's second half wrapped under its first: it belongs to the row above.
    if (
      previous?.gutter &&
      !DATE_LIKE.test(text) &&
      previous.y - row.y <= gutter[0]!.size * 1.6 &&
      /[–—-]\s*$/.test(previous.gutter.text)
    ) {
      previous.gutter.pieces.push(...gutter);
      previous.gutter.text = `${previous.gutter.text} ${text}`.replace(/([–—-])\s+/, '$1 ').trim();
      out.push({ y: row.y, segments: toSegments(rest) });
      continue;
    }
    const segment = segmentOf(gutter);
    out.push({ y: row.y, segments: [...toSegments(rest), segment], gutter: segment });
  }
  return out.map(({ y, segments }) => ({ y, segments }));
}

/**
 * A header with the name (and title) on the left and contact details set flush right beside it (moderncv classic,
 * many Word templates): the left lines are read first, then the right ones, so that the title follows the name.
 */
function headerColumns(lines: Line[], width: number): Line[] {
  const top = lines[0];
  if (!top) return lines;
  const end = headerEnd(lines);
  if (end < 2 || end > 8) return lines;
  const header = lines.slice(0, end);
  const edge = Math.max(...header.map((line) => line.x1));
  const flushRight = (segment: Segment) => segment.x0 >= width * 0.5 && segment.x1 >= edge - 3;
  const rightRows = header.filter((line) => line.segments.some(flushRight)).length;
  const leftRows = header.filter((line) => line.segments.some((segment) => !flushRight(segment))).length;
  if (rightRows < 2 || leftRows < 1) return lines;
  const left: Line[] = [];
  const right: Line[] = [];
  for (const line of header) {
    const l = line.segments.filter((segment) => !flushRight(segment));
    const r = line.segments.filter(flushRight);
    if (l.length) left.push({ ...lineOf(line.page, line.y, l), right: line.right, origin: line.origin });
    if (r.length) right.push({ ...lineOf(line.page, line.y, r), right: line.right, origin: line.origin });
  }
  return [...left, ...right, ...lines.slice(end)];
}

const URL_LIKE = /^(https?:\/\/|www\.)?[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+\/\S*$/u;

/**
 * A link wrapped in a narrow column ("linkedin.com/in/sarah-" over "dubois-dev"): the next line of the same column,
 * one word, is the link's end when both lie under one link annotation or the first breaks after "-", "/", "." or "_".
 */
function joinWrappedLinks(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    const firstLink = previous?.segments[0]?.pieces[0]?.link;
    const link = line.segments[0]?.pieces[0]?.link;
    if (
      previous &&
      previous.segments.length === 1 &&
      line.segments.length === 1 &&
      URL_LIKE.test(previous.text) &&
      !/\s/.test(line.text) &&
      !/@/.test(line.text) &&
      Math.abs(previous.x0 - line.x0) <= 2 &&
      Math.abs(previous.size - line.size) < 0.5 &&
      previous.page === line.page &&
      previous.y - line.y > 0 &&
      previous.y - line.y <= line.size * 1.7 &&
      (firstLink ? firstLink === link : /[-/._]$/.test(previous.text))
    ) {
      const pieces = [...previous.segments[0]!.pieces, ...line.segments[0]!.pieces];
      const segment: Segment = {
        text: previous.text + line.text,
        x0: previous.x0,
        x1: Math.max(previous.x1, line.x1),
        pieces,
      };
      out[out.length - 1] = { ...previous, x1: segment.x1, segments: [segment], text: segment.text };
      continue;
    }
    out.push(line);
  }
  return out;
}

/** How many lines the page's header holds: the top lines close under one another, before the first wide gap. */
function headerEnd(lines: Line[]): number {
  let end = 1;
  while (end < lines.length && lines[end - 1]!.y - lines[end]!.y <= Math.max(lines[end - 1]!.size, 11) * 2.2) end++;
  return Math.min(end, lines.length);
}

const CONTACT_LIKE = /@|\+?\d[\d ().-]{7,}\d/;

/**
 * Contact details in the first page's footer (moderncv casual): read right after the header, where a reader looks for
 * them, and marked as the footer's. Only a short block set apart at the bottom of the page and holding an e-mail
 * address or a phone number moves.
 */
function footerContactFirst(lines: Line[], height: number): Line[] {
  if (lines.length < 6) return lines;
  const byY = [...lines].sort((a, b) => b.y - a.y);
  let cut = -1;
  for (let index = byY.length - 1; index >= Math.max(1, byY.length - 3); index--) {
    const line = byY[index]!;
    if (line.y > height * 0.15) break;
    if (byY[index - 1]!.y - line.y > Math.max(line.size, byY[index - 1]!.size) * 3) {
      cut = index;
      break;
    }
  }
  if (cut < 0) return lines;
  const footer = byY.slice(cut);
  if (!footer.some((line) => CONTACT_LIKE.test(line.text))) return lines;
  const rest = lines.filter((line) => !footer.includes(line));
  const end = headerEnd(rest);
  if (end > 8) return lines;
  const moved = footer.map((line) => ({ ...line, origin: 'footer' as const }));
  return [...rest.slice(0, end), ...moved, ...rest.slice(end)];
}

function columnLines(page: number, rows: { y: number; segments: Segment[] }[], width: number): Line[] {
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
  // A side column on the left (contact, skills) beside a main column that holds the name: the name comes first.
  const largest = (lines: Line[]) => Math.max(0, ...lines.map((line) => line.size));
  const rightFirst = largest(above) < largest(right) && largest(right) > largest(left) * 1.15;
  return rightFirst ? [...above, ...right, ...leftAndFull] : [...above, ...leftAndFull, ...right];
}

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
      const pageImages: number[] = [];
      const offPage: string[] = [];
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
          let text = raw.str.replace(/\s+/g, ' ');
          if (text.trim() === '') continue;
          const style = fontStyles.get(raw.fontName);
          const spaced = joinSpacedLetters(raw.str);
          const bullet = style?.symbol ? symbolBullet(text) : null;
          if (bullet) text = bullet;
          else if (spaced) text = spaced;
          const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = raw.transform;
          // Rotated text (a watermark, a vertical label) is not part of the reading.
          if (Math.abs(b) > 0.01 || Math.abs(c) > 0.01 || a <= 0) continue;
          const size = Math.abs(d) || raw.height || 10;
          const piece: Piece = { text, x0: x, x1: x + (raw.width || 0), font: raw.fontName, size };
          if (style) Object.assign(piece, { bold: style.bold, italic: style.italic });
          if (spaced && !bullet) piece.letterSpaced = true;
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
        // What a person cannot see (white, invisible, tiny, off the page) is marked for the ATS check.
        const paint = await pagePaint(page).catch(() => null);
        markHidden(pieces, ys, page.view, paint);
        pageImages.push(paint?.images ?? 0);
        offPage.push(...offPageText(paint, page.view));
        const [, , width = 612, height = 792] = page.view;
        lines.push(...pageLines(number, pieces, ys, width, height));
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
        pageImages,
        offPage,
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
