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
function markHeadings(pages: string[], title: string, headings: string[]): string[] {
  const wanted = new Set(headings.map(normalise));
  const name = normalise(title);
  let named = name === '';
  return pages.map((page) =>
    page.replace(/<div class="tsel"([^>]*)>([^<]*)<\/div>/g, (run, rest: string, text: string) => {
      const said = normalise(unescapeXml(text));
      if (!named && said === name) {
        named = true;
        return `<div class="tsel" role="heading" aria-level="1"${rest}>${text}</div>`;
      }
      return wanted.has(said) ? `<div class="tsel" role="heading" aria-level="2"${rest}>${text}</div>` : run;
    }),
  );
}

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';

export function splitRendererSvg(svg: string, title: string, headings: string[]): SplitPages {
  const clean = sanitise(svg);
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
  return {
    defs: `<svg ${SVG_NS} width="0" height="0" aria-hidden="true">${clean.slice(rootEnd, starts[0])}</svg>`,
    pageSvgs: markHeadings(pages, title, headings),
    pageWidth,
    pageHeight,
  };
}
