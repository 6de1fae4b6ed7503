/**
 * typst.ts's renderer draws a document as ONE SVG: a `<style>` for its own viewer, the glyphs' `<defs>`, one
 * `<g class="typst-page">` per page (translated down the stack), a `<script>` for its viewer. The editor draws each
 * page in its own frame from HTML (the browser's HTML parser is many times faster than parsing XML and walking it),
 * so the pages are cut apart here, as text, in the Web Worker:
 *  - only drawing and the text layer are kept: any element outside ALLOWED_TAGS refuses the whole document (the
 *    server draws it instead), scripts and styles are dropped (the app's stylesheet scopes what the text layer
 *    needs), event handlers, outside links and foreign styles are taken out, links are drawn as their content;
 *  - the text layer's `h5:div`s become plain `div`s (the HTML parser puts them in the HTML namespace inside a
 *    foreignObject), and the runs that are the candidate's name or a section title become headings.
 */
import { createLru } from '@vitae/schema/lru-cache';
import type { PageDrawing, PagePart } from './engine-protocol.ts';

export interface SplitPages {
  /** An `<svg>` holding the glyphs every page uses, drawn nowhere. */
  defs: string;
  pages: PageDrawing[];
  pageWidth: number;
  pageHeight: number;
}

const PAGE_OPEN = '<g class="typst-page"';
const ALLOWED_TAGS = new Set([
  'svg',
  'g',
  'path',
  'use',
  'defs',
  'clipPath',
  'rect',
  'foreignObject',
  'h5:div',
  'image',
  'a',
  'style',
  'script',
]);
const FONT_SIZE_ONLY = /^\s*font-size:\s*[\d.]+px;?\s*$/;
const SAFE_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,/;

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(x?)([\da-f]+);/gi, (_, hex: string, code: string) =>
      String.fromCodePoint(parseInt(code, hex ? 16 : 10)),
    )
    .replace(/&amp;/g, '&');

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/** The attributes of one start tag, without handlers, outside links or styles other than a text run's size. */
function cleanTag(tag: string, name: string): string {
  // Most tags (a group, a glyph, a run's path) hold nothing to take out: they are left as they are, unparsed.
  if (!/\s(?:on|target|style|[\w:]*href="(?!#))/i.test(tag)) return tag;
  return tag.replace(/\s([\w:-]+)="([^"]*)"/g, (whole, attr: string, value: string) => {
    const local = attr.replace(/^.*:/, '').toLowerCase();
    if (local.startsWith('on') || local === 'target') return '';
    if (local === 'href' && !value.startsWith('#') && !(name === 'image' && SAFE_IMAGE.test(value))) return '';
    if (local === 'style' && !FONT_SIZE_ONLY.test(value)) return '';
    return whole;
  });
}

/** Throws on anything that is not drawing or text: the caller hands the draft to the server. */
function sanitise(svg: string): string {
  const withoutCode = svg.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<style\b[\s\S]*?<\/style>/g, '');
  return withoutCode.replace(/<(\/?)([A-Za-z][\w:.-]*)([^>]*)>/g, (tag, close: string, name: string, rest: string) => {
    if (!ALLOWED_TAGS.has(name) || name === 'script' || name === 'style')
      throw new Error(`The renderer drew an unexpected <${name}>`);
    if (name === 'a') return close ? '</g>' : '<g>';
    if (name === 'h5:div') return close ? '</div>' : `<div${cleanTag(rest, 'div')}>`;
    return close ? tag : `<${name}${cleanTag(rest, name)}>`;
  });
}

/**
 * The text runs that read as a section title, and (while `nameWanted`: the name is not marked on an earlier page) the
 * first that reads as the name, marked as headings; `named` says whether the name was marked here.
 */
function markHeadings(
  svg: string,
  title: string,
  headings: string[],
  nameWanted: boolean,
): { svg: string; named: boolean } {
  const wanted = new Set(headings.map(normalise));
  const name = normalise(title);
  let named = !nameWanted || name === '';
  const marked = svg.replace(/<div class="tsel"([^>]*)>([^<]*)<\/div>/g, (run, rest: string, text: string) => {
    const said = normalise(unescapeXml(text));
    if (!named && said === name) {
      named = true;
      return `<div class="tsel" role="heading" aria-level="1"${rest}>${text}</div>`;
    }
    return wanted.has(said) ? `<div class="tsel" role="heading" aria-level="2"${rest}>${text}</div>` : run;
  });
  return { svg: marked, named: nameWanted && named && name !== '' };
}

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';

const GLYPH = /<path id="([^"]+)" class="outline_glyph" d="([^"]*)"[^>]*\/>/g;
const USE_RUN = /(?:<use x="-?[\d.]+" y="-?[\d.]+" href="#[^"]+"\/>)+/g;
const USE = /<use x="(-?[\d.]+)" y="(-?[\d.]+)" href="#([^"]+)"\/>/g;
/** Coordinate pairs each absolute command takes (the renderer writes outlines with these only). */
const PAIRS: Record<string, number> = { M: 1, L: 1, C: 3, Q: 2, Z: 0 };

/** An outline made relative to its first point, so placing it is one absolute move: `M x y` + `rest`. */
interface Outline {
  x: number;
  y: number;
  rest: string;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The outline, relative; none when it has a command other than absolute M/L/C/Q/Z or does not start with M. */
function parseOutline(d: string): Outline | undefined {
  const tokens = d.match(/[A-Za-z]|-?[\d.]+(?:e-?\d+)?/g) ?? [];
  if (tokens.length === 0) return { x: 0, y: 0, rest: '' };
  if (tokens[0] !== 'M') return undefined;
  let at = 0;
  const number = () => Number(tokens[at++]);
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let first: { x: number; y: number } | undefined;
  let rest = '';
  while (at < tokens.length) {
    const command = tokens[at++]!;
    const pairs = PAIRS[command];
    if (pairs === undefined) return undefined;
    if (command === 'Z') {
      rest += 'z';
      x = startX;
      y = startY;
      continue;
    }
    const points: number[] = [];
    for (let i = 0; i < pairs; i++) points.push(number(), number());
    if (points.some(Number.isNaN)) return undefined;
    if (command === 'M') {
      if (first) rest += `m${round(points[0]! - x)} ${round(points[1]! - y)}`;
      else first = { x: points[0]!, y: points[1]! };
      x = startX = points[0]!;
      y = startY = points[1]!;
      continue;
    }
    rest += command.toLowerCase() + points.map((value, i) => round(value - (i % 2 === 0 ? x : y))).join(' ');
    x = points[points.length - 2]!;
    y = points[points.length - 1]!;
  }
  return { ...first!, rest };
}

/** Outlines parsed by earlier renders (the same glyphs come back every render), by their path data. */
const parsedOutlines = createLru<string, Outline | false>({ max: 20_000 });

/** The glyphs' outlines the renderer defined, by id, and every id it defined there. */
interface Glyphs {
  outlines: Map<string, Outline>;
  defined: Set<string>;
}

function glyphsOf(defs: string): Glyphs {
  const outlines = new Map<string, Outline>();
  for (const [, id, d] of defs.matchAll(GLYPH)) {
    let outline = parsedOutlines.get(d!);
    if (outline === undefined) {
      outline = parseOutline(d!) ?? false;
      parsedOutlines.set(d!, outline);
    }
    if (outline) outlines.set(id!, outline);
  }
  return { outlines, defined: new Set([...defs.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id!)) };
}

/**
 * Runs merged by earlier renders, by the run: glyph ids name a glyph's outline (the renderer derives them from it),
 * so the same run is the same path, and a keystroke changes one line of the thousands a document has.
 */
const mergedRuns = createLru<string, string>({
  max: 20_000,
  maxBytes: 8_000_000,
  sizeOf: (merged, run) => merged.length + run.length,
});

/**
 * Each run of glyphs (a `<use>` of an outline in the defs per letter) drawn as ONE path: Chromium builds a shadow
 * tree for every `<use>`, ~2,000 a page, and draws a page several times slower (docs/decisions/0002). A run with a
 * glyph that cannot be moved so (an outline with other commands) stays as it is.
 */
function mergeGlyphRuns(page: string, { outlines, defined }: Glyphs): string {
  // A space is used but never defined (it draws nothing); anything else defined must stay a `<use>`.
  const inPage = new Set([...page.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id!));
  const mergeable = (id: string) => outlines.has(id) || !(defined.has(id) || inPage.has(id));
  return page.replace(USE_RUN, (run) => {
    const known = mergedRuns.get(run);
    if (known !== undefined) return known;
    const uses = [...run.matchAll(USE)];
    let merged = run;
    if (uses.every(([, , , id]) => mergeable(id!))) {
      const d = uses.map(([, x, y, id]) => {
        const outline = outlines.get(id!);
        return outline?.rest ? `M${round(outline.x + Number(x))} ${round(outline.y + Number(y))}${outline.rest}` : '';
      });
      merged = `<path class="outline_glyph" d="${d.join('')}"/>`;
    }
    // A run left as it is (an id defined in this page) is not kept: whether it merges depends on the page.
    if (merged !== run) mergedRuns.set(run, merged);
    return merged;
  });
}

/** FNV-1a, 2 x 32 bits: names what was drawn (a render, a part of a page), not a security hash. */
export function hashOf(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** One page's drawing raw from the renderer, cut as the editor patches it (PageDrawing). */
interface RawPage {
  head: string;
  parts: string[];
  tail: string;
}

const TID = / data-tid="[^"]*"/g;
const CODE = /<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>/g;
const TAG = /<(\/?)[A-Za-z][^>]*>/g;

/**
 * Cuts a page into the blocks Typst laid out on it: the children of its first group that has more than one (the
 * page's group holds one group holding the blocks), each as it stands in the text, so what lies between them stays.
 */
function cutPage(raw: string): RawPage {
  interface Element {
    start: number;
    end: number;
    children: Element[];
  }
  const root: Element = { start: 0, end: 0, children: [] };
  const open: Element[] = [root];
  for (const match of raw.replace(CODE, (code) => ' '.repeat(code.length)).matchAll(TAG)) {
    const [tag, close] = match;
    const at = match.index;
    if (close) {
      const element = open.length > 1 ? open.pop()! : undefined;
      if (element) element.end = at + tag.length;
      continue;
    }
    const element: Element = { start: at, end: at + tag.length, children: [] };
    open[open.length - 1]!.children.push(element);
    if (!tag.endsWith('/>')) open.push(element);
  }
  let container = root;
  while (container.children.length === 1 && container.children[0]!.children.length > 0)
    container = container.children[0]!;
  const blocks = container.children;
  if (container === root || blocks.length === 0) return { head: raw, parts: [], tail: '' };
  return {
    head: raw.slice(0, blocks[0]!.start),
    parts: blocks.map((block, index) => raw.slice(block.start, blocks[index + 1]?.start ?? block.end)),
    tail: raw.slice(blocks[blocks.length - 1]!.end),
  };
}

/** Pages cut by the last renders, by what the renderer drew for them: a keystroke changes one page of several. */
const cutPages = createLru<string, RawPage>({ max: 12, maxBytes: 6_000_000, sizeOf: (_, raw) => 2 * raw.length });

/** A block of a page made safe, its headings marked and its glyph runs merged; `key` names what it draws. */
interface DrawnPart extends PagePart {
  named: boolean;
}

/** Blocks drawn by the last renders: a keystroke changes one block (a line, a paragraph) of the dozens a page has. */
const drawnParts = createLru<string, DrawnPart>({
  max: 4_000,
  // Characters, about a byte each: a few versions of a long resume (three pages: ~2.7 million).
  maxBytes: 12_000_000,
  sizeOf: (drawn, key) => drawn.svg.length + key.length,
});
let lastGlyphs: { defs: string; glyphs: Glyphs } | undefined;

function drawPart(raw: string, glyphs: Glyphs, title: string, headings: string[], nameWanted: boolean): DrawnPart {
  const cacheKey = `${nameWanted ? 1 : 0}\u0000${title}\u0000${headings.join('\u0001')}\u0000${raw}`;
  const known = drawnParts.get(cacheKey);
  if (known) return known;
  // Sanitised first: the merged runs are written here, from numbers only.
  const marked = markHeadings(sanitise(raw), title, headings, nameWanted);
  const svg = mergeGlyphRuns(marked.svg, glyphs);
  const drawn = { key: hashOf(svg), svg, named: marked.named };
  drawnParts.set(cacheKey, drawn);
  return drawn;
}

/** The page drawn as one SVG (tests, and anything that does not patch). */
export const pageSvg = ({ head, parts, tail }: PageDrawing): string =>
  head + parts.map((part) => part.svg).join('') + tail;

export function splitRendererSvg(svg: string, title: string, headings: string[]): SplitPages {
  const rootEnd = svg.indexOf('>') + 1;
  const starts: number[] = [];
  for (let at = svg.indexOf(PAGE_OPEN, rootEnd); at >= 0; at = svg.indexOf(PAGE_OPEN, at + PAGE_OPEN.length))
    starts.push(at);
  if (rootEnd <= 0 || starts.length === 0) throw new Error('The renderer drew no page');
  sanitise(svg.slice(0, rootEnd));
  const cleanDefs = sanitise(svg.slice(rootEnd, starts[0]));
  if (lastGlyphs?.defs !== cleanDefs) lastGlyphs = { defs: cleanDefs, glyphs: glyphsOf(cleanDefs) };
  const { glyphs } = lastGlyphs;
  const end = svg.lastIndexOf('</svg>');
  let pageWidth = 0;
  let pageHeight = 0;
  let nameWanted = true;
  const pages = starts.map((start, index): PageDrawing => {
    // The renderer names every group by a hash of its content (for its own viewer): the page's groups would change
    // name with any change in them, and the editor's patching (PageDrawing) keys the blocks itself.
    const raw = svg.slice(start, starts[index + 1] ?? end).replace(TID, '');
    let cut = cutPages.get(raw);
    if (!cut) {
      cut = cutPage(raw);
      cutPages.set(raw, cut);
    }
    const head = sanitise(cut.head);
    const seen = new Set<string>();
    const parts = cut.parts.map((part): PagePart => {
      const drawn = drawPart(part, glyphs, title, headings, nameWanted);
      if (drawn.named) nameWanted = false;
      // Two blocks drawing the same (the same line twice at one place) still need a node each.
      let key = drawn.key;
      for (let n = 2; seen.has(key); n++) key = `${drawn.key}~${n}`;
      seen.add(key);
      return { key, svg: drawn.svg };
    });
    const open = head.slice(0, head.indexOf('>') + 1);
    const width = Number(attribute(open, 'data-page-width'));
    const height = Number(attribute(open, 'data-page-height'));
    const top = Number(/translate\(\s*[-\d.]+\s*,\s*([-\d.]+)\s*\)/.exec(attribute(open, 'transform') ?? '')?.[1] ?? 0);
    if (index === 0) {
      pageWidth = width;
      pageHeight = height;
    }
    return {
      // role="none": the drawing is no picture to a screen reader; its text layer is what is read.
      head: `<svg ${SVG_NS} role="none" viewBox="0 ${top} ${width} ${height}" width="100%" height="100%">${head}`,
      parts,
      tail: `${sanitise(cut.tail)}</svg>`,
    };
  });
  // Only the outlines a page still refers to stay defined: merged runs carry their own.
  const referenced = new Set<string>();
  for (const { head, parts, tail } of pages)
    for (const text of [head, ...parts.map((part) => part.svg), tail])
      if (text.includes('<use')) for (const [, id] of text.matchAll(/href="#([^"]+)"/g)) referenced.add(id!);
  const defs = cleanDefs.replace(GLYPH, (glyph, id: string) => (referenced.has(id) ? glyph : ''));
  return {
    defs: `<svg ${SVG_NS} width="0" height="0" aria-hidden="true">${defs}</svg>`,
    pages,
    pageWidth,
    pageHeight,
  };
}
