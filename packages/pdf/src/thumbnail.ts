import { Resvg } from '@resvg/resvg-js';

/**
 * The first page of a compiled resume's plain SVG (pages stacked vertically) as a PNG `widthPx` wide, on white: the
 * root's viewBox is cut to the first page. The SVG's text is glyph outlines, so no font is needed; resvg never loads
 * anything the SVG links to.
 */
export function firstPagePng(svg: string, pageWidth: number, pageHeight: number, widthPx: number): Uint8Array {
  const firstPage = svg.replace(/^<svg\b[^>]*>/, (root) =>
    root
      .replace(/(?<=\s)viewBox="[^"]*"/, `viewBox="0 0 ${pageWidth} ${pageHeight}"`)
      .replace(/(?<=\s)width="[^"]*"/, `width="${pageWidth}pt"`)
      .replace(/(?<=\s)height="[^"]*"/, `height="${pageHeight}pt"`),
  );
  const png = new Resvg(firstPage, {
    fitTo: { mode: 'width', value: widthPx },
    background: 'white',
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
