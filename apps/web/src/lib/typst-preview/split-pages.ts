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
export interface SplitPages {
  /** An `<svg>` holding the glyphs every page uses, drawn nowhere. */
  defs: string;
  pageSvgs: string[];
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

/** The text runs that read as the name (the first one) or a section title, marked as headings. */
function markHeadings(svg: string, title: string, headings: string[]): string {
  const wanted = new Set(headings.map(normalise));
  const name = normalise(title);
  let named = name === '';
  return svg.replace(/<div class="tsel"([^>]*)>([^<]*)<\/div>/g, (run, rest: string, text: string) => {
    const said = normalise(unescapeXml(text));
    if (!named && said === name) {
      named = true;
      return `<div class="tsel" role="heading" aria-level="1"${rest}>${text}</div>`;
    }
    return wanted.has(said) ? `<div class="tsel" role="heading" aria-level="2"${rest}>${text}</div>` : run;
  });
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
const parsedOutlines = new Map<string, Outline | null>();
const PARSED_OUTLINES_MAX = 20_000;

/**
 * Each run of glyphs (a `<use>` of an outline in the defs per letter) drawn as ONE path: Chromium builds a shadow
 * tree for every `<use>`, ~2,000 a page, and draws a page several times slower (docs/decisions/0002). A run with a
 * glyph that cannot be moved so (an outline with other commands) stays as it is.
 */
function mergeGlyphRuns(svg: string): string {
  const outlines = new Map<string, Outline>();
  for (const [, id, d] of svg.matchAll(GLYPH)) {
    let outline = parsedOutlines.get(d!);
    if (outline === undefined) {
      outline = parseOutline(d!) ?? null;
      if (parsedOutlines.size >= PARSED_OUTLINES_MAX) parsedOutlines.clear();
      parsedOutlines.set(d!, outline);
    }
    if (outline) outlines.set(id!, outline);
  }
  // A space is used but never defined (it draws nothing); anything else defined must stay a `<use>`.
  const defined = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id!));
  const mergeable = (id: string) => outlines.has(id) || !defined.has(id);
  return svg.replace(USE_RUN, (run) => {
    const uses = [...run.matchAll(USE)];
    if (!uses.every(([, , , id]) => mergeable(id!))) return run;
    const d = uses.map(([, x, y, id]) => {
      const outline = outlines.get(id!);
      return outline?.rest ? `M${round(outline.x + Number(x))} ${round(outline.y + Number(y))}${outline.rest}` : '';
    });
    return `<path class="outline_glyph" d="${d.join('')}"/>`;
  });
}

export function splitRendererSvg(svg: string, title: string, headings: string[]): SplitPages {
  // Sanitised first: the merged runs are written here, from numbers only.
  const clean = mergeGlyphRuns(markHeadings(sanitise(svg), title, headings));
  const rootEnd = clean.indexOf('>') + 1;
  const starts: number[] = [];
  for (let at = clean.indexOf(PAGE_OPEN, rootEnd); at >= 0; at = clean.indexOf(PAGE_OPEN, at + PAGE_OPEN.length))
    starts.push(at);
  if (rootEnd <= 0 || starts.length === 0) throw new Error('The renderer drew no page');
  const end = clean.lastIndexOf('</svg>');
  let pageWidth = 0;
  let pageHeight = 0;
  const pages = starts.map((start, index) => {
    const body = clean.slice(start, starts[index + 1] ?? end);
    const open = body.slice(0, body.indexOf('>') + 1);
    const width = Number(attribute(open, 'data-page-width'));
    const height = Number(attribute(open, 'data-page-height'));
    const top = Number(/translate\(\s*[-\d.]+\s*,\s*([-\d.]+)\s*\)/.exec(attribute(open, 'transform') ?? '')?.[1] ?? 0);
    if (index === 0) {
      pageWidth = width;
      pageHeight = height;
    }
    // role="none": the drawing is no picture to a screen reader; its text layer is what is read.
    return `<svg ${SVG_NS} role="none" viewBox="0 ${top} ${width} ${height}" width="100%" height="100%">${body}</svg>`;
  });
  // Only the outlines a page still refers to stay defined: merged runs carry their own.
  const referenced = new Set<string>();
  for (const page of pages)
    if (page.includes('<use')) for (const [, id] of page.matchAll(/href="#([^"]+)"/g)) referenced.add(id!);
  const defs = clean.slice(rootEnd, starts[0]).replace(GLYPH, (glyph, id: string) => (referenced.has(id) ? glyph : ''));
  return {
    defs: `<svg ${SVG_NS} width="0" height="0" aria-hidden="true">${defs}</svg>`,
    pageSvgs: pages,
    pageWidth,
    pageHeight,
  };
}
