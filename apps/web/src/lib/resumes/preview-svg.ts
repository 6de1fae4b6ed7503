/**
 * The preview's pages as inline SVG, drawn fast. Typst's plain SVG draws each glyph as a `<use>` of a `<symbol>`;
 * Chromium builds a shadow tree per `<use>` (2,000 on a page), which made a page cost 70-90 ms to show. Here each
 * run of glyphs of one colour becomes one `<path>`: the same outlines, 4x faster to show (bench/BENCHMARKS.md).
 */

const GLYPH_SYMBOL = /<symbol id="([^"]+)"[^>]*><path d="M 0 0([^"]*)"\s*\/><\/symbol>/g;
/** Relative commands only after the first move, so moving the first point moves the whole outline. */
const RELATIVE_PATH = /^[\s\d.eE+,\-mlhvcsqtazZ]*$/;
const TEXT_RUN = /(<g class="typst-text"[^>]*>)((?:<use\b[^>]*\/>)+)(<\/g>)/g;
const USE = /<use\b([^>]*)\/>/g;
const ATTRIBUTE = /\s([\w:-]+)="([^"]*)"/g;
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

function attributesOf(tag: string): Map<string, string> {
  return new Map([...tag.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!, value!]));
}

/** Typst's own form of a placed glyph; any other `<use>` goes the slower, general way. */
const TYPST_USE = /^<use xlink:href="#([^"]+)" x="([^"]+)" y="([^"]+)" fill="([^"]+)" fill-rule="([^"]+)"\/>$/;

/** One glyph placed by a `<use>`, if it can join a path: a known outline, at numeric x/y, with only a fill. */
function placedGlyph(use: string, outlines: Map<string, string>) {
  const typst = TYPST_USE.exec(use);
  if (typst) {
    const [, id, x, y, fill, rule] = typst;
    const outline = outlines.get(id!);
    if (outline !== undefined && NUMBER.test(x!) && NUMBER.test(y!))
      return { paint: `fill="${fill}" fill-rule="${rule}"`, d: `M ${x} ${y}${outline}` };
  }
  const attributes = attributesOf(use);
  const href = attributes.get('xlink:href') ?? attributes.get('href') ?? '';
  const outline = outlines.get(href.slice(1));
  const x = attributes.get('x') ?? '0';
  const y = attributes.get('y') ?? '0';
  const known = new Set(['xlink:href', 'href', 'x', 'y', 'fill', 'fill-rule']);
  if (!href.startsWith('#') || outline === undefined || !NUMBER.test(x) || !NUMBER.test(y)) return undefined;
  if ([...attributes.keys()].some((name) => !known.has(name))) return undefined;
  return {
    paint: `fill="${attributes.get('fill') ?? '#000000'}" fill-rule="${attributes.get('fill-rule') ?? 'nonzero'}"`,
    d: `M ${x} ${y}${outline}`,
  };
}

/** The SVG with each run of same-coloured glyphs drawn as one path; anything else is left as it was. */
export function flattenGlyphs(svg: string): string {
  const outlines = new Map<string, string>();
  for (const [, id, rest] of svg.matchAll(GLYPH_SYMBOL)) if (RELATIVE_PATH.test(rest!)) outlines.set(id!, rest!);
  if (outlines.size === 0) return svg;
  const stillUsed = new Set<string>();
  const flattened = svg.replace(TEXT_RUN, (_, open: string, uses: string, close: string) => {
    const parts: string[] = [];
    let run: { paint: string; d: string } | undefined;
    const endRun = () => {
      if (run) parts.push(`<path ${run.paint} d="${run.d}"/>`);
      run = undefined;
    };
    for (const [use] of uses.matchAll(USE)) {
      const glyph = placedGlyph(use, outlines);
      if (!glyph) {
        endRun();
        parts.push(use);
        const href = /href="#([^"]+)"/.exec(use);
        if (href) stillUsed.add(href[1]!);
        continue;
      }
      if (run?.paint === glyph.paint) run.d += glyph.d;
      else {
        endRun();
        run = { ...glyph };
      }
    }
    endRun();
    return open + parts.join('') + close;
  });
  // The outlines now drawn in place leave the definitions; those a `<use>` still needs stay.
  return flattened.replace(GLYPH_SYMBOL, (symbol, id: string) =>
    outlines.has(id) && !stillUsed.has(id) ? '' : symbol,
  );
}

/** Elements Typst's SVG export draws with; anything else (a script, a foreign object, a style sheet) is refused. */
const DRAWING_ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'use',
  'symbol',
  'defs',
  'rect',
  'image',
  'clipPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'mask',
]);
const ELEMENT = /<([A-Za-z][\w:-]*)/g;
const LINK_TAG = /<\/?a\b[^>]*>/g;
const EVENT_HANDLER = /\son[a-z]+\s*=/i;
const REFERENCE = /\s(?:xlink:)?href="([^"]*)"/g;
const SAFE_REFERENCE = /^(?:#[\w.-]+|data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]*)$/;

/**
 * The SVG for inlining into the page, without its links (a preview is for looking at, not for leaving the editor),
 * or undefined if it holds anything but drawing: the server's own render, checked all the same.
 */
export function inlineSafeSvg(svg: string): string | undefined {
  const drawing = svg.replace(LINK_TAG, '');
  for (const [, name] of drawing.matchAll(ELEMENT)) if (!DRAWING_ELEMENTS.has(name!)) return undefined;
  if (EVENT_HANDLER.test(drawing)) return undefined;
  for (const [, target] of drawing.matchAll(REFERENCE)) if (!SAFE_REFERENCE.test(target!)) return undefined;
  return drawing;
}

const TAG = /<(\/?)([A-Za-z][\w:-]*)[^>]*?(\/?)>/g;
const PAGE_OFFSET = /^<g transform="matrix\(1 0 0 1 0 ([\d.]+)\)">$/;

/**
 * The stacked SVG as one SVG per page (1-based order), each holding only its page's drawing and the shared
 * definitions, its viewBox that page's place in the stack. Typst moves page 2 on down by a group of its own; what is
 * not in one is page 1's.
 */
export function splitPages(svg: string, pages: number, pageWidth: number, pageHeight: number): string[] {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0];
  const end = svg.lastIndexOf('</svg>');
  if (!root || end < 0) return [];
  const body = svg.slice(root.length, end);
  const drawings: string[][] = Array.from({ length: pages }, () => []);
  const shared: string[] = [];
  let depth = 0;
  let start = 0;
  let page = 0;
  for (const tag of body.matchAll(TAG)) {
    const [text, closing, name, selfClosing] = tag;
    if (depth === 0 && !closing) {
      start = tag.index;
      const offset = PAGE_OFFSET.exec(text);
      page = name === 'defs' ? -1 : offset ? Math.round(Number(offset[1]) / pageHeight) : 0;
    }
    if (closing) depth -= 1;
    else if (!selfClosing) depth += 1;
    if (depth === 0) {
      const element = body.slice(start, tag.index + text.length);
      if (page < 0) shared.push(element);
      else drawings[Math.min(page, pages - 1)]!.push(element);
    }
  }
  const open = root
    .replace(/\s(?:viewBox|width|height|class)="[^"]*"/g, '')
    .replace(/^<svg/, '<svg width="100%" height="100%" aria-hidden="true" focusable="false"');
  return drawings.map(
    (drawing, index) =>
      `${open.replace(/^<svg/, `<svg viewBox="0 ${index * pageHeight} ${pageWidth} ${pageHeight}"`)}${drawing.join('')}${shared.join('')}</svg>`,
  );
}
