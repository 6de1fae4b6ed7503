import type { Piece } from './pdf-lines.ts';

/**
 * How a PDF page paints its text, for the ATS check's integrity findings (docs/ats-check.md, Integrity): which text
 * is filled in white (or near it, on a white page) or drawn invisible (rendering mode 3), read from pdf.js's operator
 * list; which is too small to read (under 4 pt) or placed outside the page, from where pdf.js puts it; and how many
 * images the page draws. It marks `Piece.hidden`; reading order and fields are not changed.
 */

/** Text smaller than this (in points) is not meant to be read by a person. */
export const TINY_TEXT_PT = 4;
/** A fill this light (relative luminance, 0–1) does not show on a white page. */
const NEAR_WHITE = 0.92;

// pdf.js 6 transfers font data with ArrayBuffer.prototype.transferToFixedLength, which Node 20 lacks: without it the
// operator list stops at the first text. A copy does what the transfer does (only the original is not detached).
// Only reader processes load this module.
if (!('transferToFixedLength' in ArrayBuffer.prototype)) {
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

/** What the operator list says of a page: each painted character (spaces left out) and whether it shows. */
export interface PagePaint {
  chars: string;
  /** Per character of `chars`: why it does not show, or null. */
  hidden: (Piece['hidden'] | null)[];
  images: number;
}

const luminance = (hex: string) => {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return 0;
  const [r, g, b] = match.slice(1).map((part) => parseInt(part, 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

interface Glyph {
  unicode?: string;
  isSpace?: boolean;
}

/** The page's painted text and images, from its operator list (the content stream as pdf.js runs it). */
export async function pagePaint(page: {
  getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[] }>;
}): Promise<PagePaint> {
  const { getResolvedPDFJS } = await import('unpdf');
  const { OPS } = await getResolvedPDFJS();
  const list = await page.getOperatorList();
  const paint: PagePaint = { chars: '', hidden: [], images: 0 };
  let fill = '#000000';
  let invisible = false;
  const stack: { fill: string; invisible: boolean }[] = [];
  const show = (glyphs: unknown) => {
    if (!Array.isArray(glyphs)) return;
    const why = invisible ? 'vanish' : luminance(fill) > NEAR_WHITE ? 'white' : null;
    for (const glyph of glyphs as (Glyph | number)[]) {
      if (typeof glyph !== 'object' || glyph === null || glyph.isSpace || !glyph.unicode) continue;
      for (const char of glyph.unicode.replace(/\s+/g, '')) {
        paint.chars += char;
        paint.hidden.push(why);
      }
    }
  };
  list.fnArray.forEach((op, index) => {
    const args = list.argsArray[index] as unknown[] | null;
    switch (op) {
      case OPS.save:
        stack.push({ fill, invisible });
        break;
      case OPS.restore:
        ({ fill, invisible } = stack.pop() ?? { fill, invisible });
        break;
      case OPS.setFillRGBColor:
        if (typeof args?.[0] === 'string') fill = args[0];
        break;
      case OPS.setFillColorN:
      case OPS.setFillColor:
        // A pattern or a colour pdf.js could not turn into RGB: taken as showing.
        fill = '#000000';
        break;
      case OPS.setTextRenderingMode:
        invisible = args?.[0] === 3 || args?.[0] === 7;
        break;
      case OPS.showText:
      case OPS.showSpacedText:
        show(args?.[0]);
        break;
      case OPS.nextLineShowText:
        show(args?.[0]);
        break;
      case OPS.nextLineSetSpacingShowText:
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
 * Marks the pieces of a page that a person does not see: painted white or invisible (matched to the operator list's
 * characters in order), smaller than TINY_TEXT_PT, or outside the page's box `view` ([x0, y0, x1, y1]).
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
    const marks = paint.hidden.slice(at, at + chars.length);
    const white = marks.filter((mark) => mark === 'white').length;
    const vanish = marks.filter((mark) => mark === 'vanish').length;
    if (vanish * 2 > chars.length) piece.hidden = 'vanish';
    else if (white * 2 > chars.length) piece.hidden = 'white';
  });
}
