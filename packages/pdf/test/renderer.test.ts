import { afterEach, describe, expect, it } from 'vitest';
import {
  createPdfRenderer,
  PdfInvalidContentError,
  PdfQueueFullError,
  type PdfRenderer,
  type PdfRendererOptions,
  PdfRendererClosedError,
  PdfTimeoutError,
  PdfTooLargeError,
  PdfUnknownTemplateError,
  prepareResume,
  toTemplateData,
} from '../src/index.ts';
import { LIMITS } from '@vitae/schema';
import { sampleResume } from '../src/sample-resume.ts';
import { createResumeTypstCompiler } from '../src/typst-compiler.ts';
import { fiftyExperiences, pastPageLimit } from './fixtures/resumes.ts';

const renderers: PdfRenderer[] = [];
function renderer(options: PdfRendererOptions = {}) {
  const created = createPdfRenderer({ workers: 1, timeoutMs: 30_000, ...options });
  renderers.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(renderers.splice(0).map((created) => created.close()));
});

const withName = (fullName: string) => ({ ...sampleResume, fullName });

describe('createPdfRenderer', () => {
  it('renders identical content once and serves the same bytes from the cache', async () => {
    const pdfs = renderer();
    const first = await pdfs.render('classic', sampleResume);
    const second = await pdfs.render('classic', sampleResume);

    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(pdfs.stats()).toMatchObject({ completed: 1, cacheHits: 1, cacheEntries: 1 });
  });

  it('treats content that normalises the same as identical (spaces, keys outside the resume)', async () => {
    const pdfs = renderer();
    await pdfs.render('classic', sampleResume);
    const padded = { ...withName(`  ${sampleResume.fullName}  `), resumeTitle: 'Mine', templateId: null };
    await pdfs.render('classic', padded);
    expect(pdfs.stats()).toMatchObject({ completed: 1, cacheHits: 1 });
  });

  it('compiles once for concurrent identical renders', async () => {
    const pdfs = renderer();
    const results = await Promise.all([1, 2, 3].map(() => pdfs.render('modern', sampleResume)));
    expect(new Set(results.map((pdf) => Buffer.from(pdf).toString('base64'))).size).toBe(1);
    expect(pdfs.stats()).toMatchObject({ completed: 1, cacheHits: 2 });
  });

  it('renders again for another template or other content', async () => {
    const pdfs = renderer();
    const classic = await pdfs.render('classic', sampleResume);
    const modern = await pdfs.render('modern', sampleResume);
    const renamed = await pdfs.render('classic', withName('Someone Else'));
    expect(Buffer.from(modern).equals(Buffer.from(classic))).toBe(false);
    expect(Buffer.from(renamed).equals(Buffer.from(classic))).toBe(false);
    expect(pdfs.stats()).toMatchObject({ completed: 3, cacheHits: 0 });
  });

  it('hands out copies, so a caller changing its bytes cannot spoil the cache', async () => {
    const pdfs = renderer();
    const first = await pdfs.render('compact', sampleResume);
    const original = Buffer.from(first);
    first.fill(0);
    expect(Buffer.from(await pdfs.render('compact', sampleResume)).equals(original)).toBe(true);
  });

  it('produces the same bytes as a compile on the main thread (rendering is deterministic)', async () => {
    const fromWorker = await renderer().render('creative', sampleResume);
    const direct = createResumeTypstCompiler().compile('creative', toTemplateData(sampleResume));
    expect(Buffer.from(fromWorker).equals(Buffer.from(direct))).toBe(true);
  });

  it('rejects with PdfQueueFullError when the worker is busy and the queue is full', async () => {
    const pdfs = renderer({ workers: 1, maxQueue: 1 });
    await pdfs.ready();
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => pdfs.render('classic', withName(`Person ${n}`))));

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected']);
    for (const result of results.slice(2)) {
      expect(result.status === 'rejected' && result.reason).toBeInstanceOf(PdfQueueFullError);
    }
  });

  it('rejects with PdfTimeoutError when a render overruns and replaces the worker', async () => {
    // 1 ms is far below any compile of fifty entries.
    const pdfs = renderer({ timeoutMs: 1 });
    await pdfs.ready();
    await expect(pdfs.render('classic', fiftyExperiences)).rejects.toBeInstanceOf(PdfTimeoutError);
    expect(pdfs.stats()).toMatchObject({ timedOut: 1, replaced: 1, workers: 1, cacheEntries: 0 });
  });

  it('refuses a document past the page limit with PdfTooLargeError naming its pages, and does not compile it twice', async () => {
    const pdfs = renderer();
    const refusal = await pdfs.render('classic', pastPageLimit).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PdfTooLargeError);
    expect(refusal).toMatchObject({ code: 'PDF_TOO_LARGE', measure: 'pages', limit: LIMITS.pdfMaxPages });
    expect((refusal as PdfTooLargeError).actual).toBeGreaterThan(LIMITS.pdfMaxPages);
    await expect(pdfs.render('classic', pastPageLimit)).rejects.toMatchObject({
      actual: (refusal as PdfTooLargeError).actual,
    });
    expect(pdfs.stats()).toMatchObject({ completed: 1, cacheEntries: 0 });
    // Twelve pages or fewer render.
    expect(
      Buffer.from(await pdfs.render('classic', fiftyExperiences))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('refuses more than LIMITS.pdfMaxTextBytes of text before rendering anything', async () => {
    const pdfs = renderer();
    const long = 'x'.repeat(LIMITS.longText);
    const tooMuchText = {
      ...sampleResume,
      experience: Array.from({ length: 30 }, () => ({ ...sampleResume.experience[0]!, workSummary: long })),
      projects: Array.from({ length: 30 }, () => ({ projectName: 'P', projectLink: '', description: long })),
    };
    await expect(pdfs.render('classic', tooMuchText)).rejects.toMatchObject({
      code: 'PDF_TOO_LARGE',
      measure: 'textBytes',
      limit: LIMITS.pdfMaxTextBytes,
    });
    expect(() => prepareResume('classic', tooMuchText)).toThrow(PdfTooLargeError);
    expect(pdfs.stats()).toMatchObject({ completed: 0, failed: 0 });
  });

  it('renders only the newest waiting content of an owner’s slot and answers the replaced render with it', async () => {
    const pdfs = renderer({ workers: 1 });
    await pdfs.ready();
    const prepared = (fullName: string) => prepareResume('classic', withName(fullName));
    const key = { owner: 'user-1', slot: 'resume-1' };
    const [first, older, newer] = [prepared('First'), prepared('Older'), prepared('Newer')];
    const results = await Promise.all([
      pdfs.renderPrepared(first, key),
      pdfs.renderPrepared(older, key),
      pdfs.renderPrepared(newer, key),
    ]);
    expect(results.map((result) => result.hash)).toEqual([first.hash, newer.hash, newer.hash]);
    expect(Buffer.from(results[1]!.pdf).equals(Buffer.from(results[2]!.pdf))).toBe(true);
    expect(pdfs.stats()).toMatchObject({ completed: 2, superseded: 1 });
  });

  it('runs one render per owner at a time and lets another owner’s render go first', async () => {
    const pdfs = renderer({ workers: 1 });
    await pdfs.ready();
    const finished: string[] = [];
    const render = (owner: string, slot: string, fullName: string) =>
      pdfs
        .renderPrepared(prepareResume('classic', withName(fullName)), { owner, slot })
        .then(() => finished.push(fullName));
    await Promise.all([
      ...[1, 2, 3, 4].map((n) => render('flooder', `resume-${n}`, `Flood ${n}`)),
      render('light', 'resume', 'Light'),
    ]);
    expect(finished).toEqual(['Flood 1', 'Light', 'Flood 2', 'Flood 3', 'Flood 4']);
  });

  it('rejects unknown or malformed template names with PdfUnknownTemplateError', async () => {
    const pdfs = renderer();
    for (const folder of ['nope', '../classic', 'classic/../modern', 'Classic', '', '.']) {
      await expect(pdfs.render(folder, sampleResume), folder).rejects.toBeInstanceOf(PdfUnknownTemplateError);
    }
    expect(pdfs.stats().completed).toBe(0);
  });

  it('rejects content that breaks the resume schema with PdfInvalidContentError', async () => {
    const pdfs = renderer();
    await expect(pdfs.render('classic', withName('x'.repeat(301)))).rejects.toBeInstanceOf(PdfInvalidContentError);
    // A free-text date renders as written (older rows); a date that is not text at all is refused.
    const badDate = {
      ...sampleResume,
      experience: [{ ...sampleResume.experience[0]!, startDate: 2021 as unknown as string }],
    };
    await expect(pdfs.render('classic', badDate)).rejects.toThrow(/experience\.0\.startDate/);
  });

  it('rejects renders after close with PdfRendererClosedError', async () => {
    const pdfs = renderer();
    await pdfs.close();
    await expect(pdfs.render('classic', sampleResume)).rejects.toBeInstanceOf(PdfRendererClosedError);
  });
});
