import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPagePng } from '../scripts/pdf-inspect.ts';
import { createPdfRenderer, type PdfRenderer } from '../src/index.ts';
import { sampleResume } from '../src/sample-resume.ts';

/**
 * Each template's first page, rendered from the sample and rasterised at a low resolution, against the committed
 * baseline in test/baselines. Refresh the baselines after a deliberate design change with
 * `UPDATE_BASELINES=1 npx vitest run --project packages packages/pdf/test/visual.test.ts`.
 */
const BASELINES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'baselines');
const UPDATE = process.env.UPDATE_BASELINES === '1';
const DPI = 50;
/** Share of pixels that may differ (anti-aliasing between poppler builds), and how different a pixel must be. */
const MAX_DIFFERENT_PIXELS = 0.003;
const PIXEL_THRESHOLD = 0.1;

let renderer: PdfRenderer;
beforeAll(() => {
  renderer = createPdfRenderer({ workers: 2, timeoutMs: 30_000 });
});
afterAll(async () => {
  await renderer.close();
});

const FOLDERS = ['academic', 'banded', 'classic', 'compact', 'creative', 'minimal', 'modern', 'timeline'];

describe.each(FOLDERS)('template %s', (folder) => {
  it('looks like its baseline on the first page', async () => {
    const actualPng = await firstPagePng(await renderer.render(folder, sampleResume), DPI);
    const baselineFile = path.join(BASELINES_DIR, `${folder}.png`);
    if (UPDATE) {
      await mkdir(BASELINES_DIR, { recursive: true });
      await writeFile(baselineFile, actualPng);
    }
    expect(existsSync(baselineFile), `no baseline ${baselineFile}: run with UPDATE_BASELINES=1`).toBe(true);

    const actual = PNG.sync.read(actualPng);
    const baseline = PNG.sync.read(await readFile(baselineFile));
    expect([actual.width, actual.height]).toEqual([baseline.width, baseline.height]);

    const diff = new PNG({ width: actual.width, height: actual.height });
    const different = pixelmatch(baseline.data, actual.data, diff.data, actual.width, actual.height, {
      threshold: PIXEL_THRESHOLD,
    });
    const share = different / (actual.width * actual.height);
    if (share > MAX_DIFFERENT_PIXELS) {
      const dir = await mkdtemp(path.join(tmpdir(), `vitae-visual-${folder}-`));
      await writeFile(path.join(dir, 'actual.png'), actualPng);
      await writeFile(path.join(dir, 'diff.png'), PNG.sync.write(diff));
      expect.fail(`${folder}: ${(share * 100).toFixed(2)}% of pixels differ from the baseline; see ${dir}`);
    }
  });
});
