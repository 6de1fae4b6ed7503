/**
 * The browser's part of a live preview redraw, alone: in Debian's Chromium (1440 × 900, pages 600 px wide), from
 * having the render's SVG to the frame after its pages are on screen, three ways:
 *   - image: the stacked SVG as one blob image, decoded off screen, then shown (the editor until 2026-11-25);
 *   - inline: the stacked SVG split into one inline SVG per page, glyphs still `<use>` of symbols;
 *   - shipped: `apps/web/.../preview-svg.ts` in the page (links out, glyph runs merged into paths, split), timed
 *     with its own work, then inline.
 * Resumes: the sample (one page) and a long one (the sample's experience ×4, projects ×3), compact template.
 *
 *   npx tsx bench/preview-draw.ts            (ROUNDS=15 by default; the first round is a warm-up)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { createPdfRenderer, prepareResume } from '@vitae/pdf';
import { sampleResume } from '@vitae/pdf/sample-resume';
import type * as PreviewSvg from '../apps/web/src/lib/resumes/preview-svg.ts';
import { launchBrowser } from '../e2e/chromium.ts';
import { median, ms } from './lib.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 15);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

declare global {
  interface Window {
    previewSvg: typeof PreviewSvg;
  }
}

// The shipped module, bundled for the page as the web app bundles it.
const moduleScript = buildSync({
  entryPoints: [path.join(root, 'apps/web/src/lib/resumes/preview-svg.ts')],
  bundle: true,
  format: 'iife',
  globalName: 'previewSvg',
  write: false,
  target: 'es2022',
}).outputFiles[0]!.text;

const { _id: _sampleId, ...sample } = sampleResume as typeof sampleResume & { _id?: string };
const long = {
  ...sample,
  experience: [...sample.experience, ...sample.experience, ...sample.experience, ...sample.experience],
  projects: [...sample.projects, ...sample.projects, ...sample.projects],
};

const renderer = createPdfRenderer();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.setContent('<div id="box" style="width:600px"></div>');
  await page.addScriptTag({ content: moduleScript });
  // tsx names the functions of the evaluated callback with a helper the page lacks.
  await page.addScriptTag({ content: 'window.__name = (fn) => fn;' });
  console.log(`machine: ${process.arch}; node ${process.version}; ${new Date().toISOString()}; ${ROUNDS} rounds`);

  for (const [label, content] of [
    ['sample', sample],
    ['long', long],
  ] as const) {
    const render = await renderer.renderSvg(prepareResume('compact', content as never));
    const times: Record<'image' | 'inline' | 'shipped' | 'shippedWork', number[]> = {
      image: [],
      inline: [],
      shipped: [],
      shippedWork: [],
    };
    for (let round = 0; round < ROUNDS; round++) {
      const result = await page.evaluate(async ({ svg, pages, pageWidth, pageHeight }) => {
        const box = document.getElementById('box')!;
        const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        const frames = (inner: string[]) =>
          inner
            .map((html) => `<div style="position:relative;aspect-ratio:${pageWidth}/${pageHeight}">${html}</div>`)
            .join('');
        const { flattenGlyphs, inlineSafeSvg, splitPages } = window.previewSvg;

        box.innerHTML = '';
        await nextFrame();
        let start = performance.now();
        const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
        const image = new Image();
        image.src = url;
        await image.decode();
        box.innerHTML = frames(
          Array.from(
            { length: pages },
            (_, index) =>
              `<img src="${url}" style="position:absolute;left:0;width:100%;top:${-index * 100}%;height:${pages * 100}%">`,
          ),
        );
        await nextFrame();
        const imageMs = performance.now() - start;
        URL.revokeObjectURL(url);

        box.innerHTML = '';
        await nextFrame();
        start = performance.now();
        box.innerHTML = frames(splitPages(svg, pages, pageWidth, pageHeight));
        await nextFrame();
        const inlineMs = performance.now() - start;

        box.innerHTML = '';
        await nextFrame();
        start = performance.now();
        const drawn = splitPages(flattenGlyphs(inlineSafeSvg(svg)!), pages, pageWidth, pageHeight);
        const shippedWork = performance.now() - start;
        box.innerHTML = frames(drawn);
        await nextFrame();
        const shippedMs = performance.now() - start;
        return { imageMs, inlineMs, shippedMs, shippedWork };
      }, render);
      if (round === 0) continue;
      times.image.push(result.imageMs);
      times.inline.push(result.inlineMs);
      times.shipped.push(result.shippedMs);
      times.shippedWork.push(result.shippedWork);
    }
    console.log(
      `${label}: ${render.pages} page(s), SVG ${(render.svg.length / 1024).toFixed(0)} KiB; median of ${ROUNDS - 1}: ` +
        `image ${ms(median(times.image))}, inline ${ms(median(times.inline))}, ` +
        `shipped ${ms(median(times.shipped))} (of which preview-svg.ts ${ms(median(times.shippedWork))})`,
    );
  }
} finally {
  await browser.close();
  await renderer.close();
}
