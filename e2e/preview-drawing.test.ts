import { Resvg } from '@resvg/resvg-js';
import { createPdfRenderer, type PdfRenderer, prepareResume, readTemplateRegistry } from '@vitae/pdf';
import { sampleResume } from '@vitae/pdf/sample-resume';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenGlyphs, inlineSafeSvg, splitPages } from '../apps/web/src/lib/resumes/preview-svg.ts';

/**
 * The editor draws each preview page from Typst's SVG rewritten (glyph runs merged into paths, links taken out, one
 * SVG per page): every page must look exactly as Typst drew it. Both are rasterised by resvg at 2x and compared.
 */
const WIDTH_PX = 1190;

const raster = (svg: string) =>
  new Resvg(svg, {
    fitTo: { mode: 'width', value: WIDTH_PX },
    background: 'white',
    font: { loadSystemFonts: false },
  }).render().pixels;

/**
 * Typst's page `page` (1-based) as drawn: the stacked SVG's root cut to that page, sized as the editor sizes it (in
 * pt, resvg's scale differs in its last bits and a hairline's edge changes shade).
 */
function typstPage(svg: string, page: number, pageWidth: number, pageHeight: number): string {
  return svg.replace(/^<svg\b[^>]*>/, (root) =>
    root
      .replace(/\sviewBox="[^"]*"/, ` viewBox="0 ${(page - 1) * pageHeight} ${pageWidth} ${pageHeight}"`)
      .replace(/\swidth="[^"]*"/, ' width="100%"')
      .replace(/\sheight="[^"]*"/, ' height="100%"'),
  );
}

const { _id: _sampleId, ...sample } = sampleResume as typeof sampleResume & { _id?: string };
const threePages = {
  ...sample,
  experience: [...sample.experience, ...sample.experience, ...sample.experience, ...sample.experience],
  projects: [...sample.projects, ...sample.projects, ...sample.projects],
};

let renderer: PdfRenderer;
beforeAll(() => {
  renderer = createPdfRenderer();
});
afterAll(() => renderer.close());

describe('the preview pages the editor draws', async () => {
  const templates = [...(await readTemplateRegistry()).keys()];

  it('covers every template', () => {
    expect(templates.length).toBeGreaterThanOrEqual(4);
  });

  it.each(
    templates.flatMap((template) => [
      [template, 'the sample', sample] as const,
      [template, 'a long resume', threePages] as const,
    ]),
  )('%s, %s: every page looks as Typst drew it', async (template, _, content) => {
    const { svg, pages, pageWidth, pageHeight } = await renderer.renderSvg(prepareResume(template, content as never));
    const safe = inlineSafeSvg(svg);
    expect(safe, 'Typst drew only drawing').toBeDefined();
    const drawn = splitPages(flattenGlyphs(safe!), pages, pageWidth, pageHeight);
    expect(drawn).toHaveLength(pages);
    // Merged: no glyph is drawn through <use> any more.
    expect(drawn.join('')).not.toContain('<use');
    for (let page = 1; page <= pages; page++) {
      const expected = raster(typstPage(svg, page, pageWidth, pageHeight));
      const actual = raster(drawn[page - 1]!);
      expect(actual.length).toBe(expected.length);
      let differing = 0;
      let largest = 0;
      let ink = 0;
      for (let index = 0; index < expected.length; index++) {
        const difference = Math.abs(actual[index]! - expected[index]!);
        if (difference > 0) differing += 1;
        largest = Math.max(largest, difference);
        if (expected[index]! < 128) ink += 1;
      }
      // A blank page would match a blank page: there is text on each.
      expect(ink, `page ${page} has ink`).toBeGreaterThan(1000);
      // Anti-aliasing of merged outlines may move a few edge pixels by a shade, nothing more (academic's small caps:
      // 3 pixels by up to 60 of 255, measured).
      expect(differing / expected.length, `page ${page}: share of differing bytes`).toBeLessThan(1e-4);
      expect(largest, `page ${page}: largest difference`).toBeLessThanOrEqual(64);
    }
  });
});
