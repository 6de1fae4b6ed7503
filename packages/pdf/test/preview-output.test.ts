import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { createPdfRenderer, type PdfRenderer, PdfTooLargeError, prepareResume, sampleResume } from '../src/index.ts';
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

function pdfPages(pdf: Uint8Array): number {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'vitae-preview-')), 'resume.pdf');
  writeFileSync(file, pdf);
  return Number(
    /Pages:\s+(\d+)/.exec(
      execFileSync('pdfinfo', [file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
    )?.[1],
  );
}

describe('SVG pages for the live preview', () => {
  it('answers the pages of the same document the PDF has, stacked in one SVG of page-sized groups', async () => {
    const pdfs = renderer();
    for (const content of [sampleResume, twoPages]) {
      const prepared = prepareResume('classic', content);
      const preview = await pdfs.renderSvg(prepared);
      const { pdf } = await pdfs.renderPrepared(prepared);
      expect(preview.pages).toBe(pdfPages(pdf));
      expect(preview.hash).toBe(prepared.hash);
      expect(preview.svg.startsWith('<svg')).toBe(true);
      // A4 in pt, whole points as typst.ts writes them.
      expect(preview.pageWidth).toBeCloseTo(596, 0);
      expect(preview.pageHeight).toBeCloseTo(842, 0);
      expect(preview.svg).toContain(
        `viewBox="0 0 ${preview.pageWidth.toFixed(3)} ${(preview.pageHeight * preview.pages).toFixed(3)}"`,
      );
      expect(preview.svg.match(/class="typst-page"/g)).toHaveLength(preview.pages);
      expect(preview.svg).not.toMatch(/<script/i);
    }
    expect(pdfPages((await pdfs.renderPrepared(prepareResume('classic', twoPages))).pdf)).toBe(2);
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
    const png = await pdfs.renderThumbnail(prepareResume('modern', twoPages), 240);
    expect(png.byteLength).toBeLessThan(60_000);
    const image = PNG.sync.read(Buffer.from(png));
    expect(image.width).toBe(240);
    expect(image.height).toBe(Math.round((240 * 842) / 596));
    // Not a blank page: a fair share of the pixels are dark (text).
    let dark = 0;
    for (let i = 0; i < image.data.length; i += 4) if (image.data[i]! < 128) dark += 1;
    expect(dark / (image.width * image.height)).toBeGreaterThan(0.01);
  });

  it('differs when the content does', async () => {
    const pdfs = renderer();
    const a = await pdfs.renderThumbnail(prepareResume('classic', sampleResume), 120);
    const b = await pdfs.renderThumbnail(prepareResume('classic', { ...sampleResume, summary: '' }), 120);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });
});
