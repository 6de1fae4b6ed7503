import { describe, expect, it } from 'vitest';
import { flattenGlyphs, inlineSafeSvg, splitPages } from './preview-svg.ts';

const ROOT =
  '<svg class="typst-doc" viewBox="0 0 100 400" width="100pt" height="400pt" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">';
const A = '<symbol id="gA" overflow="visible"><path d="M 0 0m 1 0 l 2 5 h 1 Z "/></symbol>';
const B = '<symbol id="gB" overflow="visible"><path d="M 0 0m 0 0 v 4 h 3 v -4 Z "/></symbol>';
const use = (id: string, x: string, fill = '#000000', extra = '') =>
  `<use xlink:href="#${id}" x="${x}" y="0" fill="${fill}" fill-rule="nonzero"${extra}/>`;
const text = (...uses: string[]) => `<g class="typst-text" transform="matrix(1 0 0 -1 0 10)">${uses.join('')}</g>`;
const doc = (body: string, defs = `${A}${B}`) => `${ROOT}${body}<defs id="glyph">${defs}</defs></svg>`;

describe('flattenGlyphs', () => {
  it('draws a run of same-coloured glyphs as one path, each outline moved to its place, and drops their symbols', () => {
    const flat = flattenGlyphs(doc(text(use('gA', '0'), use('gB', '4.5'), use('gA', '9'))));
    expect(flat).toBe(
      doc(
        text(
          '<path fill="#000000" fill-rule="nonzero" d="M 0 0m 1 0 l 2 5 h 1 Z M 4.5 0m 0 0 v 4 h 3 v -4 Z M 9 0m 1 0 l 2 5 h 1 Z "/>',
        ),
        '',
      ),
    );
  });

  it('starts a new path where the colour changes, keeping the order of the glyphs', () => {
    const flat = flattenGlyphs(doc(text(use('gA', '0'), use('gB', '4', '#1d4ed8'), use('gA', '8'))));
    expect(flat.match(/<path fill="[^"]+"/g)).toEqual([
      '<path fill="#000000"',
      '<path fill="#1d4ed8"',
      '<path fill="#000000"',
    ]);
  });

  it('leaves a <use> it cannot merge in place, and the symbol it needs', () => {
    const flat = flattenGlyphs(doc(text(use('gA', '0'), use('gB', '4', '#000000', ' transform="scale(2)"'))));
    expect(flat).toContain(use('gB', '4', '#000000', ' transform="scale(2)"'));
    expect(flat).toContain(B);
    expect(flat).not.toContain(A);
    expect(flat).toContain('<path fill="#000000" fill-rule="nonzero" d="M 0 0m 1 0 l 2 5 h 1 Z "/>');
  });

  it('keeps glyphs whose outline has absolute points as they were', () => {
    const absolute = '<symbol id="gA" overflow="visible"><path d="M 0 0L 3 3 Z "/></symbol>';
    const svg = doc(text(use('gA', '0'), use('gA', '5')), absolute);
    expect(flattenGlyphs(svg)).toBe(svg);
  });

  it('leaves an SVG without glyph symbols as it is', () => {
    const svg = doc('<rect width="10" height="10" fill="#fff"/>', '');
    expect(flattenGlyphs(svg)).toBe(svg);
  });
});

describe('inlineSafeSvg', () => {
  it('keeps drawing and takes the links out, their drawing kept', () => {
    const svg = doc(`<a xlink:href="https://example.com/in/me">${text(use('gA', '0'))}</a>`);
    expect(inlineSafeSvg(svg)).toBe(doc(text(use('gA', '0'))));
  });

  it('accepts an embedded raster image', () => {
    const svg = doc('<image xlink:href="data:image/png;base64,iVBORw0KGgo=" width="10" height="10"/>');
    expect(inlineSafeSvg(svg)).toBe(svg);
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['a foreign object', '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>'],
    ['a style sheet', '<style>path{fill:url(https://evil.test/x)}</style>'],
    ['an event handler', '<rect width="1" height="1" onclick="alert(1)"/>'],
    ['a javascript: reference', '<use xlink:href="javascript:alert(1)"/>'],
    ['an outside image', '<image href="https://evil.test/pixel.png" width="1" height="1"/>'],
    ['an SVG image', '<image href="data:image/svg+xml;base64,PHN2Zz4=" width="1" height="1"/>'],
  ])('refuses an SVG with %s', (_, element) => {
    expect(inlineSafeSvg(doc(element))).toBeUndefined();
  });
});

describe('splitPages', () => {
  const pageOne = '<path class="typst-shape" fill="#ffffff" d="M 0 0v 200 h 100 v -200 Z "/><g><rect id="one"/></g>';
  const pageTwo =
    '<g transform="matrix(1 0 0 1 0 200)"><path class="typst-shape" fill="#ffffff" d="M 0 0v 200 h 100 v -200 Z "/><g><rect id="two"/></g></g>';
  const stacked = `${ROOT}${pageOne}${pageTwo}<defs id="glyph">${A}</defs></svg>`;

  it('gives each page its own drawing, the shared definitions and its place in the stack', () => {
    const [first, second, ...more] = splitPages(stacked, 2, 100, 200);
    expect(more).toEqual([]);
    const open =
      '<svg width="100%" height="100%" aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">';
    expect(first).toBe(
      `${open.replace('<svg', '<svg viewBox="0 0 100 200"')}${pageOne}<defs id="glyph">${A}</defs></svg>`,
    );
    expect(second).toBe(
      `${open.replace('<svg', '<svg viewBox="0 200 100 200"')}${pageTwo}<defs id="glyph">${A}</defs></svg>`,
    );
  });

  it('answers nothing for what is not an SVG', () => {
    expect(splitPages('<html></html>', 1, 100, 200)).toEqual([]);
  });
});
