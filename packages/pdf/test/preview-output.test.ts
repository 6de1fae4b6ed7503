import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Resvg } from '@resvg/resvg-js';
import { PNG } from 'pngjs';
import { createPdfRenderer, type PdfRenderer, PdfTooLargeError, prepareResume } from '../src/index.ts';
import { sampleResume } from '../src/sample-resume.ts';
import { hostileEverywhere, pastPageLimit } from './fixtures/resumes.ts';

const renderers: PdfRenderer[] = [];
function renderer() {
  const created = createPdfRenderer({ workers: 1, timeoutMs: 30_000 });
  renderers.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(renderers.splice(0).map((created) => created.close()));
});

const twoPages = {
  ...sampleResume,
  experience: [...sampleResume.experience, ...sampleResume.experience, ...sampleResume.experience],
};

function pdfFile(pdf: Uint8Array): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'vitae-preview-')), 'resume.pdf');
  writeFileSync(file, pdf);
  return file;
}

function pdfPages(pdf: Uint8Array): number {
  return Number(
    /Pages:\s+(\d+)/.exec(
      execFileSync('pdfinfo', [pdfFile(pdf)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
    )?.[1],
  );
}

/** Page `page` (1-based) of the PDF, `width` px wide, by poppler. */
function pdfPageImage(pdf: Uint8Array, page: number, width: number): PNG {
  const file = pdfFile(pdf);
  const out = `${file}-${page}`;
  execFileSync(
    'pdftoppm',
    [
      '-png',
      '-singlefile',
      '-f',
      String(page),
      '-l',
      String(page),
      '-scale-to-x',
      String(width),
      '-scale-to-y',
      '-1',
      file,
      out,
    ],
    { stdio: 'ignore' },
  );
  return PNG.sync.read(readFileSync(`${out}.png`));
}

/** Mean difference per channel (0-255) over the rows both images have, and how many rows that is. */
function imageDifference(a: PNG, b: PNG): number {
  const rows = Math.min(a.height, b.height);
  let sum = 0;
  for (let i = 0; i < rows * a.width * 4; i += 1) if (i % 4 !== 3) sum += Math.abs(a.data[i]! - b.data[i]!);
  return sum / (rows * a.width * 3);
}

/** The root viewBox of an SVG as four numbers. */
const viewBox = (svg: string) => /^<svg\b[^>]*\sviewBox="([^"]*)"/.exec(svg)![1]!.split(/\s+/).map(Number);

describe('SVG pages for the live preview', () => {
  it('answers the pages of the same document the PDF has, stacked in one SVG of page-sized frames', async () => {
    const pdfs = renderer();
    for (const content of [sampleResume, twoPages]) {
      const prepared = prepareResume('classic', content);
      const preview = await pdfs.renderSvg(prepared);
      const { pdf } = await pdfs.renderPrepared(prepared);
      expect(preview.pages).toBe(pdfPages(pdf));
      expect(preview.hash).toBe(prepared.hash);
      expect(preview.svg.startsWith('<svg')).toBe(true);
      // A4 in pt, exactly as the PDF has it (210 mm = 595.2756 pt).
      expect(preview.pageWidth).toBeCloseTo(595.2756, 3);
      expect(preview.pageHeight).toBeCloseTo(841.8898, 3);
      const [x, y, width, height] = viewBox(preview.svg);
      expect([x, y]).toEqual([0, 0]);
      expect(width).toBeCloseTo(preview.pageWidth, 6);
      expect(height).toBeCloseTo(preview.pages * preview.pageHeight, 6);
      expect(preview.svg).not.toMatch(/<script/i);
    }
    expect(pdfPages((await pdfs.renderPrepared(prepareResume('classic', twoPages))).pdf)).toBe(2);
  });

  it('draws page i at i * pageHeight of the stack, as the PDF draws it', async () => {
    const pdfs = renderer();
    const prepared = prepareResume('modern', twoPages);
    const preview = await pdfs.renderSvg(prepared);
    const { pdf } = await pdfs.renderPrepared(prepared);
    expect(preview.pages).toBe(2);
    const width = 300;
    const page = (index: number) => {
      const top = index * preview.pageHeight;
      const cut = preview.svg.replace(/^<svg\b[^>]*>/, (root) =>
        root
          .replace(/(?<=\s)viewBox="[^"]*"/, `viewBox="0 ${top} ${preview.pageWidth} ${preview.pageHeight}"`)
          .replace(/(?<=\s)height="[^"]*"/, `height="${preview.pageHeight}pt"`),
      );
      return PNG.sync.read(
        new Resvg(cut, { fitTo: { mode: 'width', value: width }, background: 'white' }).render().asPng(),
      );
    };
    const [first, second] = [page(0), page(1)];
    const [pdfFirst, pdfSecond] = [pdfPageImage(pdf, 1, width), pdfPageImage(pdf, 2, width)];
    // Each slice looks like its own page of the PDF (measured 3-6: anti-aliasing differs), far less like the other
    // one (~15) or a blank page (~16, what Typst's merged SVG drew as page 1 before placePageFills).
    expect(imageDifference(first, pdfFirst)).toBeLessThan(8);
    expect(imageDifference(second, pdfSecond)).toBeLessThan(8);
    expect(imageDifference(second, pdfFirst)).toBeGreaterThan(2 * imageDifference(second, pdfSecond));
    expect(imageDifference(first, pdfSecond)).toBeGreaterThan(2 * imageDifference(first, pdfFirst));
  });

  it('writes hostile text as text: no markup of the resume reaches the SVG', async () => {
    const preview = await renderer().renderSvg(prepareResume('classic', hostileEverywhere));
    expect(preview.svg).not.toMatch(/<script/i);
    expect(preview.svg).not.toMatch(/\son[a-z]+=/i);
  });

  it('refuses a resume past the page limit like the PDF does', async () => {
    const pdfs = renderer();
    await expect(pdfs.renderSvg(prepareResume('classic', pastPageLimit))).rejects.toBeInstanceOf(PdfTooLargeError);
  });

  it('lets a newer preview of the same slot replace a waiting older one, which answers the newer pages', async () => {
    const pdfs = renderer();
    const key = { owner: 'ann', slot: 'preview' };
    // The first render occupies the only worker; the next two wait, and the third replaces the second.
    const running = pdfs.renderSvg(prepareResume('classic', { ...sampleResume, fullName: 'First' }), key);
    const replaced = pdfs.renderSvg(prepareResume('classic', { ...sampleResume, fullName: 'Second' }), key);
    const newest = pdfs.renderSvg(prepareResume('classic', { ...sampleResume, fullName: 'Third' }), key);
    const [, second, third] = await Promise.all([running, replaced, newest]);
    expect(second.hash).toBe(third.hash);
    expect(third.hash).toBe(prepareResume('classic', { ...sampleResume, fullName: 'Third' }).hash);
    expect(pdfs.stats().superseded).toBe(1);
  });
});

describe('thumbnails', () => {
  it('draws the first page as a small PNG of the asked width, with the page proportions and ink on it', async () => {
    const pdfs = renderer();
    const prepared = prepareResume('modern', twoPages);
    const { png, hash } = await pdfs.renderThumbnail(prepared, 240);
    expect(hash).toBe(prepared.hash);
    expect(png.byteLength).toBeLessThan(40_000);
    const image = PNG.sync.read(Buffer.from(png));
    expect(image.width).toBe(240);
    expect(image.height).toBe(Math.round((240 * 841.8898) / 595.2756));
    // Not a blank page: a fair share of the pixels are dark (text).
    let dark = 0;
    for (let i = 0; i < image.data.length; i += 4) if (image.data[i]! < 128) dark += 1;
    expect(dark / (image.width * image.height)).toBeGreaterThan(0.01);
  });

  it('keeps the colours of the text (the accent of headings, dates and links), not only of shapes', async () => {
    const { png } = await renderer().renderThumbnail(prepareResume('creative', sampleResume), 240);
    const image = PNG.sync.read(Buffer.from(png));
    // Below the creative template's header band, the only strongly orange pixels are accent-coloured text.
    let accent = 0;
    for (let y = Math.round(image.height * 0.2); y < image.height; y += 1) {
      for (let x = 0; x < image.width; x += 1) {
        const i = (y * image.width + x) * 4;
        if (image.data[i]! > 150 && image.data[i + 1]! < 120 && image.data[i + 2]! < 80) accent += 1;
      }
    }
    expect(accent).toBeGreaterThan(50);
  });

  it('differs when the content does', async () => {
    const pdfs = renderer();
    const a = await pdfs.renderThumbnail(prepareResume('classic', sampleResume), 120);
    const b = await pdfs.renderThumbnail(prepareResume('classic', { ...sampleResume, summary: '' }), 120);
    expect(a.hash).not.toBe(b.hash);
    expect(Buffer.from(a.png).equals(Buffer.from(b.png))).toBe(false);
  });
});
