import type { Piece } from './pdf-lines.ts';

/**
 * How a PDF page paints its text, for the ATS check's integrity findings (docs/ats-check.md, Integrity): which text
 * is filled in white (or near it, on a white page) or drawn invisible (rendering mode 3), read from pdf.js's operator
 * list; which is too small to read (under 4 pt) or placed outside the page, from where pdf.js puts it; and how many
 * images the page draws. It marks `Piece.hidden`; reading order and fields are not changed.
 */

/** Text smaller than this (in points) is not meant to be read by a person. */
export const TINY_TEXT_PT = 4;
/** A filled area of a page, in page coordinates, and its colour: what text drawn over it is seen against. */
interface Fill {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  colour: string;
}

/** What the operator list says of a page: each painted character (spaces left out), how, and over what. */
export interface PagePaint {
  chars: string;
  /** Per character of `chars`: its fill colour (#rrggbb). */
  colours: string[];
  /** Per character: drawn invisible (rendering mode 3 or 7). */
  invisible: boolean[];
  /** Per character: how many of `fills` were painted before it. */
  fillsBefore: number[];
  fills: Fill[];
  /** Each run of text shown, where it starts on the page (text matrix through the CTM). */
  runs: { x: number; y: number; text: string }[];
  images: number;
}

const luminance = (hex: string) => {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return 0;
  const [r, g, b] = match
    .slice(1)
    .map((part) => parseInt(part, 16) / 255)
    .map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG's contrast ratio of two colours: 1 (none) to 21 (black on white). */
export const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** Text this close to its background's colour is not seen (light grey on white is about 1.2). */
const UNSEEN_CONTRAST = 1.3;

interface Glyph {
  unicode?: string;
  isSpace?: boolean;
}

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `m` applied first, then `ctm`: the new current transformation matrix. */
const times = (m: Matrix, ctm: Matrix): Matrix => [
  m[0] * ctm[0] + m[1] * ctm[2],
  m[0] * ctm[1] + m[1] * ctm[3],
  m[2] * ctm[0] + m[3] * ctm[2],
  m[2] * ctm[1] + m[3] * ctm[3],
  m[4] * ctm[0] + m[5] * ctm[2] + ctm[4],
  m[4] * ctm[1] + m[5] * ctm[3] + ctm[5],
];

const asMatrix = (value: unknown): Matrix | null =>
  value && typeof value === 'object' && 'length' in value && (value as ArrayLike<number>).length >= 6
    ? (Array.from(value as ArrayLike<number>).slice(0, 6) as Matrix)
    : null;

/**
 * pdf.js 6 transfers font data with ArrayBuffer.prototype.transferToFixedLength, which Node 20 lacks: without it the
 * operator list (the one place pdf.js names a page's fonts and paints) stops at the first text. A copy does what the
 * transfer does (only the original is not detached). Installed when the first PDF is read, so only the processes
 * that read PDFs (the import's readers) get it.
 */
export function ensureTransferToFixedLength(): void {
  if ('transferToFixedLength' in ArrayBuffer.prototype) return;
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

/** The page's painted text and filled areas and its images, from its operator list (the content as pdf.js runs it). */
export async function pagePaint(page: {
  getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[] }>;
}): Promise<PagePaint> {
  ensureTransferToFixedLength();
  const { getResolvedPDFJS } = await import('unpdf');
  const { OPS } = await getResolvedPDFJS();
  const FILLS = new Set<number>([
    OPS.fill,
    OPS.eoFill,
    OPS.fillStroke,
    OPS.eoFillStroke,
    OPS.closeFillStroke,
    OPS.closeEOFillStroke,
  ]);
  const list = await page.getOperatorList();
  const paint: PagePaint = {
    chars: '',
    colours: [],
    invisible: [],
    fillsBefore: [],
    fills: [],
    runs: [],
    images: 0,
  };
  let state = { colour: '#000000', invisible: false, ctm: IDENTITY };
  const stack: (typeof state)[] = [];
  // The text matrix and line matrix (PDF 32000-1, 9.4.2), for where each run starts; advances within a line are not
  // followed, so a run's start is its line's until the next move.
  let tm: Matrix = IDENTITY;
  let tlm: Matrix = IDENTITY;
  let leading = 0;
  const moveTo = (tx: number, ty: number) => {
    tlm = times([1, 0, 0, 1, tx, ty], tlm);
    tm = tlm;
  };
  const show = (glyphs: unknown) => {
    if (!Array.isArray(glyphs)) return;
    const [, , , , x, y] = times(tm, state.ctm);
    let text = '';
    for (const glyph of glyphs as (Glyph | number)[]) {
      if (typeof glyph === 'object' && glyph !== null && glyph.unicode) text += glyph.isSpace ? ' ' : glyph.unicode;
    }
    if (text.trim()) paint.runs.push({ x, y, text });
    for (const glyph of glyphs as (Glyph | number)[]) {
      if (typeof glyph !== 'object' || glyph === null || glyph.isSpace || !glyph.unicode) continue;
      for (const char of glyph.unicode.replace(/\s+/g, '')) {
        paint.chars += char;
        paint.colours.push(state.colour);
        paint.invisible.push(state.invisible);
        paint.fillsBefore.push(paint.fills.length);
      }
    }
  };
  const fillArea = (minMax: unknown) => {
    if (!minMax || typeof minMax !== 'object' || !('length' in minMax)) return;
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = Array.from(minMax as ArrayLike<number>);
    const [a, b, c, d, e, f] = state.ctm;
    const xs = [x0 * a + y0 * c + e, x1 * a + y0 * c + e, x0 * a + y1 * c + e, x1 * a + y1 * c + e];
    const ys = [x0 * b + y0 * d + f, x1 * b + y0 * d + f, x0 * b + y1 * d + f, x1 * b + y1 * d + f];
    const area = { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
    // A rule or a border is no background.
    if (area.x1 - area.x0 < 4 || area.y1 - area.y0 < 4) return;
    paint.fills.push({ ...area, colour: state.colour });
  };
  list.fnArray.forEach((op, index) => {
    const args = list.argsArray[index] as unknown[] | null;
    switch (op) {
      case OPS.save:
        stack.push(state);
        break;
      case OPS.restore:
        state = stack.pop() ?? state;
        break;
      case OPS.transform: {
        const matrix = asMatrix(args);
        if (matrix) state = { ...state, ctm: times(matrix, state.ctm) };
        break;
      }
      case OPS.paintFormXObjectBegin: {
        stack.push(state);
        const matrix = asMatrix(args?.[0]);
        if (matrix) state = { ...state, ctm: times(matrix, state.ctm) };
        break;
      }
      case OPS.paintFormXObjectEnd:
        state = stack.pop() ?? state;
        break;
      case OPS.setFillRGBColor:
        if (typeof args?.[0] === 'string') state = { ...state, colour: args[0] };
        break;
      case OPS.setFillColorN:
      case OPS.setFillColor:
        // A pattern or a colour pdf.js could not turn into RGB: taken as showing.
        state = { ...state, colour: '#000000' };
        break;
      case OPS.setTextRenderingMode:
        state = { ...state, invisible: args?.[0] === 3 || args?.[0] === 7 };
        break;
      case OPS.constructPath:
        if (typeof args?.[0] === 'number' && FILLS.has(args[0])) fillArea(args[2]);
        break;
      case OPS.beginText:
        tm = IDENTITY;
        tlm = IDENTITY;
        break;
      case OPS.setTextMatrix: {
        const matrix = asMatrix(args?.[0]) ?? asMatrix(args);
        if (matrix) tm = tlm = matrix;
        break;
      }
      case OPS.moveText:
        moveTo(Number(args?.[0]) || 0, Number(args?.[1]) || 0);
        break;
      case OPS.setLeadingMoveText:
        leading = -(Number(args?.[1]) || 0);
        moveTo(Number(args?.[0]) || 0, Number(args?.[1]) || 0);
        break;
      case OPS.setLeading:
        leading = Number(args?.[0]) || 0;
        break;
      case OPS.nextLine:
        moveTo(0, -leading);
        break;
      case OPS.showText:
      case OPS.showSpacedText:
        show(args?.[0]);
        break;
      case OPS.nextLineShowText:
        moveTo(0, -leading);
        show(args?.[0]);
        break;
      case OPS.nextLineSetSpacingShowText:
        moveTo(0, -leading);
        show(args?.[2]);
        break;
      case OPS.paintImageXObject:
      case OPS.paintInlineImageXObject:
      case OPS.paintImageXObjectRepeat:
      case OPS.paintInlineImageXObjectGroup:
        paint.images++;
        break;
    }
  });
  return paint;
}

/**
 * Marks the pieces of a page that a person does not see: painted in (nearly) the colour of what is under them (white
 * on a white page, the band's colour on a band) or invisible, matched to the operator list's characters in order;
 * smaller than TINY_TEXT_PT; or outside the page's box `view` ([x0, y0, x1, y1]).
 */
export function markHidden(pieces: Piece[], ys: number[], view: number[], paint: PagePaint | null): void {
  const [left = 0, bottom = 0, right = 612, top = 792] = view;
  let cursor = 0;
  pieces.forEach((piece, index) => {
    const y = ys[index]!;
    if (piece.x1 < left || piece.x0 > right || y < bottom - piece.size || y > top) {
      piece.hidden = 'outside';
      return;
    }
    if (piece.size < TINY_TEXT_PT) {
      piece.hidden = 'tiny';
      return;
    }
    if (!paint) return;
    const chars = piece.text.replace(/\s+/g, '');
    if (!chars) return;
    let at = paint.chars.indexOf(chars, cursor);
    if (at < 0) at = paint.chars.indexOf(chars);
    if (at < 0) return;
    cursor = at + chars.length;
    const middle = at + Math.floor(chars.length / 2);
    if (paint.invisible[middle]) {
      piece.hidden = 'vanish';
      return;
    }
    const x = (piece.x0 + piece.x1) / 2;
    const midY = y + piece.size * 0.3;
    const under = paint.fills
      .slice(0, paint.fillsBefore[middle] ?? 0)
      .findLast((fill) => x >= fill.x0 && x <= fill.x1 && midY >= fill.y0 && midY <= fill.y1);
    if (contrast(paint.colours[middle] ?? '#000000', under?.colour ?? '#ffffff') < UNSEEN_CONTRAST) {
      piece.hidden = 'white';
    }
  });
}

/**
 * Text painted outside the page's box `view` ([x0, y0, x1, y1]): pdf.js leaves it out of the text it reads, but a
 * parser reading the content stream gets it, and a person never sees it. Runs start within 2 pt of the box count as on
 * it.
 */
export function offPageText(paint: PagePaint | null, view: number[]): string[] {
  if (!paint) return [];
  const [left = 0, bottom = 0, right = 612, top = 792] = view;
  return paint.runs
    .filter(
      (run) => run.x > right + 2 || run.x < left - 2 - run.text.length * 8 || run.y < bottom - 2 || run.y > top + 2,
    )
    .map((run) => run.text.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
