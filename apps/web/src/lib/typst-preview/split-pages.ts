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

/** An element of an SVG read as text: where its start tag begins and where it ends, its children. */
interface Element {
  start: number;
  end: number;
  children: Element[];
}

/** The element tree of `raw` (its first level under a root spanning it), code blanked out, as offsets into `raw`. */
function elementsOf(raw: string): Element {
  const root: Element = { start: 0, end: raw.length, children: [] };
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
  return root;
}

const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const LEFT_TO_RIGHT = /[\p{L}\p{N}]/u;
const TRANSLATE = /^<g transform="translate\(\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*\)"/;
/** How far (pt) a run may sit from the first run of its line: lines are at least ~12 pt apart. */
const LINE_TOLERANCE = 3;

/** A run of text in a group, where it is drawn (its items' translations added up) and what it says. */
interface Leaf {
  x: number;
  y: number;
  text: string;
}

const RUN_OPEN = '<h5:div class="tsel"';
const RUN_CLOSE = '</h5:div>';

/**
 * The runs under each element of `raw`, each at its place in the element's coordinates: a run's place is that of the
 * nearest item (a group translated into place) holding it and no other run. Worked out once, from the leaves up.
 */
function leavesIn(raw: string): (element: Element) => Leaf[] {
  const known = new Map<Element, Leaf[]>();
  const leaves = (element: Element): Leaf[] => {
    const kept = known.get(element);
    if (kept) return kept;
    const tagEnd = raw.indexOf('>', element.start) + 1;
    let found: Leaf[];
    if (raw.startsWith(RUN_OPEN, element.start)) {
      found = [{ x: 0, y: 0, text: unescapeXml(raw.slice(tagEnd, element.end - RUN_CLOSE.length)) }];
    } else {
      const inner = element.children.flatMap(leaves);
      const at = TRANSLATE.exec(raw.slice(element.start, tagEnd));
      const [x, y] = at ? [Number(at[1]), Number(at[2])] : [0, 0];
      found =
        inner.length === 1 && at
          ? [{ x, y, text: inner[0]!.text }]
          : inner.map((leaf) => ({ x: x + leaf.x, y: y + leaf.y, text: leaf.text }));
    }
    known.set(element, found);
    return found;
  };
  return leaves;
}

/**
 * Where a right-to-left line's runs read from: `R` right to left (Arabic or Hebrew letters, or a sign: a separator
 * between two fields, "·", "|", ":", "–"), `L` left to right (other letters and digits), `N` a space.
 */
const levelOf = (text: string) =>
  RIGHT_TO_LEFT.test(text) ? 'R' : LEFT_TO_RIGHT.test(text) ? 'L' : /^\s*$/.test(text) ? 'N' : 'R';

/**
 * The order a right-to-left line's units (drawn left to right) are read in: right to left, but a left-to-right
 * stretch ("Acme Corp", "+966 55 123 4567") from its left; a space goes with its neighbours when both are left to
 * right. A sign between two left-to-right units is taken for a separator of two fields of the right-to-left line
 * ("layla@example.com · +966 55 123 4567" reads e-mail first: shared.typ sets them apart with direction marks).
 */
function readingOrder(levels: string[]): number[] {
  const resolved = levels.map((level, at) => {
    if (level !== 'N') return level;
    const before = levels.slice(0, at).findLast((other) => other !== 'N');
    const after = levels.slice(at + 1).find((other) => other !== 'N');
    return before === 'L' && after === 'L' ? 'L' : 'R';
  });
  const stretches: number[][] = [];
  resolved.forEach((level, at) => {
    const last = stretches.at(-1);
    if (last && resolved[last[0]!] === level) last.push(at);
    else stretches.push([at]);
  });
  return stretches.reverse().flatMap((stretch) => (resolved[stretch[0]!] === 'L' ? stretch : stretch.reverse()));
}

/**
 * A right-to-left resume's text runs in reading order. The renderer writes the runs of a line in the order they are
 * drawn, from left to right (a line holding runs of both directions as nested groups): a screen reader, the browser's
 * find and a selection would read a right-to-left line's words backwards. Within each group, its children that lie
 * on one line (a run, or a group of runs on one line) are put in reading order (readingOrder); their own children
 * too. What is drawn does not change: each child is placed by its own transform, and children with no text or
 * spanning lines stay where they are.
 */
function inReadingOrder(raw: string): string {
  const leavesOf = leavesIn(raw);
  const rewrite = (element: Element): string => {
    const { children } = element;
    if (children.length === 0) return raw.slice(element.start, element.end);
    const texts = children.map(rewrite);
    const units = children.map((child, index) => {
      const leaves = leavesOf(child);
      const ys = leaves.map((leaf) => leaf.y);
      if (leaves.length === 0 || Math.max(...ys) - Math.min(...ys) >= LINE_TOLERANCE) return undefined;
      const x = Math.min(...leaves.map((leaf) => leaf.x));
      const text = [...leaves]
        .sort((a, b) => a.x - b.x)
        .map((leaf) => leaf.text)
        .join('');
      return { index, x, y: Math.min(...ys), text };
    });
    const placed = units.filter((unit) => unit !== undefined).sort((a, b) => a.y - b.y);
    const lines: (typeof placed)[] = [];
    for (const unit of placed) {
      const line = lines.at(-1);
      if (line && unit.y - line[0]!.y < LINE_TOLERANCE) line.push(unit);
      else lines.push([unit]);
    }
    const order = children.map((_, index) => index);
    for (const line of lines) {
      const drawn = [...line].sort((a, b) => a.x - b.x);
      const slots = line.map((unit) => unit.index).sort((a, b) => a - b);
      readingOrder(drawn.map((unit) => levelOf(unit.text))).forEach((from, to) => {
        order[slots[to]!] = drawn[from]!.index;
      });
    }
    let out = raw.slice(element.start, children[0]!.start);
    order.forEach((from, slot) => {
      out += texts[from]! + raw.slice(children[slot]!.end, children[slot + 1]?.start ?? element.end);
    });
    return out;
  };
  return rewrite(elementsOf(raw));
}

/**
 * A group holding a line whose runs together read as the name or a section title (in a right-to-left resume each
 * word of a line is a run of its own): marked as the heading, so its runs read as one.
 */
function markLineHeadings(
  svg: string,
  title: string,
  headings: string[],
  nameWanted: boolean,
): { svg: string; named: boolean } {
  const wanted = new Set(headings.map(normalise));
  const name = normalise(title);
  let named = !nameWanted || name === '';
  // Most blocks hold neither: their text, in reading order, is looked through once.
  const said = normalise(
    [...svg.matchAll(/<div class="tsel"[^>]*>([^<]*)<\/div>/g)].map(([, text]) => unescapeXml(text!)).join(''),
  );
  if (!(!named && said.includes(name)) && ![...wanted].some((heading) => heading !== '' && said.includes(heading)))
    return { svg, named: false };
  const marks: { at: number; level: string }[] = [];
  const visit = (element: Element) => {
    const body = svg.slice(element.start, element.end);
    const runs = [...body.matchAll(/<div class="tsel"([^>]*)>([^<]*)<\/div>/g)];
    if (runs.length < 2 || runs.some(([, attributes]) => attributes!.includes('role='))) {
      if (runs.length > 0) element.children.forEach(visit);
      return;
    }
    const said = normalise(runs.map(([, , text]) => unescapeXml(text!)).join(''));
    if (!named && said === name) {
      named = true;
      marks.push({ at: element.start, level: '1' });
    } else if (wanted.has(said)) marks.push({ at: element.start, level: '2' });
    else element.children.forEach(visit);
  };
  elementsOf(svg).children.forEach(visit);
  let out = svg;
  for (const { at, level } of marks.sort((a, b) => b.at - a.at)) {
    const open = out.indexOf('<g', at) === at ? at + 2 : -1;
    if (open > 0) out = `${out.slice(0, open)} role="heading" aria-level="${level}"${out.slice(open)}`;
  }
  return { svg: out, named: nameWanted && named && name !== '' };
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
  const root = elementsOf(raw);
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

function drawPart(
  raw: string,
  glyphs: Glyphs,
  title: string,
  headings: string[],
  nameWanted: boolean,
  rightToLeft: boolean,
): DrawnPart {
  const cacheKey = `${nameWanted ? 1 : 0}${rightToLeft ? 1 : 0}\u0000${title}\u0000${headings.join('\u0001')}\u0000${raw}`;
  const known = drawnParts.get(cacheKey);
  if (known) return known;
  // Sanitised first: the merged runs are written here, from numbers only.
  let marked = markHeadings(sanitise(rightToLeft ? inReadingOrder(raw) : raw), title, headings, nameWanted);
  if (rightToLeft) {
    const lines = markLineHeadings(marked.svg, title, headings, nameWanted && !marked.named);
    marked = { svg: lines.svg, named: marked.named || lines.named };
  }
  const svg = mergeGlyphRuns(marked.svg, glyphs);
  const drawn = { key: hashOf(svg), svg, named: marked.named };
  drawnParts.set(cacheKey, drawn);
  return drawn;
}

/** The page drawn as one SVG (tests, and anything that does not patch). */
export const pageSvg = ({ head, parts, tail }: PageDrawing): string =>
  head + parts.map((part) => part.svg).join('') + tail;

/**
 * The renderer's SVG cut into pages (SplitPages), `title` (the name) and `headings` marked as headings; for a
 * right-to-left resume (`rightToLeft`) the text runs of each line are put in reading order (inReadingOrder).
 */
export function splitRendererSvg(
  svg: string,
  title: string,
  headings: string[],
  { rightToLeft = false }: { rightToLeft?: boolean } = {},
): SplitPages {
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
      const drawn = drawPart(part, glyphs, title, headings, nameWanted, rightToLeft);
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
