import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { arabicSampleResume } from '@vitae/pdf/rtl-sample-resumes';
import { sampleResume } from '@vitae/pdf/sample-resume';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { callApi, createResume, newPage, signUp } from './session.ts';

/**
 * The live preview drawn in the browser (docs/architecture.md, "The live preview"): Typst compiled by the preview
 * engine in a Web Worker. Typing redraws the pages with no request to the server, on loopback and on a phone's
 * network; the pages carry a text layer (selectable, found, read with headings); and for every template the pages
 * are the download's: same page count, same text on each page.
 */
const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const { _id: _sampleId, ...sample } = sampleResume as typeof sampleResume & { _id?: string };
const previewRegion = (page: Page) => page.getByRole('region', { name: 'Resume preview' });
/** Pages the engine drew (the server's are pictures, `img`): groups named by their page, holding text. */
const enginePage = (page: Page, name: string | RegExp = /^Page 1 of \d+$/) =>
  previewRegion(page).getByRole('group', { name });
const renderOf = (page: Page) => enginePage(page).getAttribute('data-render');
const resumeIdOf = (editUrl: string) => /resume\/([^/?]+)\/edit/.exec(editUrl)![1]!;

/** The sample with its jobs and projects repeated: two pages or more in every template. */
const longer = {
  ...sample,
  experience: [...sample.experience, ...sample.experience, ...sample.experience],
  projects: [...sample.projects, ...sample.projects],
};

/** Signs up, creates a resume holding `content` and opens its editor once the engine drew the pages. */
async function editorWithSample(page: Page, email: string, content: object = sample): Promise<string> {
  await signUp(page, email, sample.fullName);
  const resumeId = resumeIdOf(await createResume(page, 'Engine'));
  expect((await callApi(page, 'PATCH', `/api/v1/users/update-resume-details/${resumeId}`, content)).status).toBe(200);
  await page.reload();
  await enginePage(page).waitFor({ timeout: 60_000 });
  return resumeId;
}

/** Counts the live preview's requests to the server (the engine should make none while typing). */
function countPreviewRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/users/preview-resume')) count++;
  });
  return () => count;
}

/**
 * Characters of a text without its spaces, sorted: what a page says, whatever order its columns are read in. Marks of
 * direction do not count: pdftotext wraps right-to-left lines in some of its own (docs/right-to-left.md).
 */
const letters = (text: string) => [...text.replace(/[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g, '')].sort().join('');

/**
 * For every template: the engine's pages of the resume `resumeId` (open in `page`) are the download's, the same count
 * (at least `minPages`) and the same text on each page.
 */
async function expectEachTemplateAsDownloaded(page: Page, resumeId: string, { minPages }: { minPages: number }) {
  const listed = await callApi(page, 'GET', '/api/v1/admin/get-all-template');
  const templates = listed.body.data as { _id: string; name: string; folderName: string }[];
  expect(templates.length).toBeGreaterThanOrEqual(8);
  const dir = await mkdtemp(path.join(tmpdir(), 'engine-e2e-'));

  for (const template of templates) {
    const stored = (await callApi(page, 'GET', `/api/v1/users/get-user-resume/${resumeId}`)).body.data as Record<
      string,
      unknown
    >;
    const moved = await callApi(page, 'PATCH', `/api/v1/users/update-resume-details/${resumeId}`, {
      templateId: template._id,
    });
    expect(moved.status, template.folderName).toBe(200);
    await page.reload();
    await enginePage(page).waitFor({ timeout: 30_000 });

    const frames = previewRegion(page).getByRole('group', { name: /^Page \d+ of \d+$/ });
    const pages = await frames.count();
    const previewText = await frames.evaluateAll((all) =>
      all.map((frame) => [...frame.querySelectorAll('.tsel')].map((run) => run.textContent).join(' ')),
    );

    const generated = await callApi(page, 'POST', '/api/v1/users/generate-resume', {
      ...stored,
      templateId: template._id,
    });
    expect(generated.status, template.folderName).toBe(200);
    const { resumeUrl, pageCount } = generated.body.data as { resumeUrl: string; pageCount: number };
    const pdf = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return [...new Uint8Array(await response.arrayBuffer())];
    }, resumeUrl);
    const file = path.join(dir, `${template.folderName}.pdf`);
    await writeFile(file, Buffer.from(pdf));

    expect(pages, `${template.folderName}: pages`).toBe(pageCount);
    expect(pages, `${template.folderName}: pages to compare`).toBeGreaterThanOrEqual(minPages);
    for (let number = 1; number <= pages; number++) {
      // -raw: in content order, and a line-ending hyphen kept (the default mode joins such words without it).
      const pdfText = execFileSync('pdftotext', ['-raw', '-f', String(number), '-l', String(number), file, '-'], {
        encoding: 'utf8',
      });
      if (letters(previewText[number - 1]!) !== letters(pdfText))
        console.log('DIFF', template.folderName, number, '\nPREVIEW:', previewText[number - 1], '\nPDF:', pdfText);
      expect(letters(previewText[number - 1]!), `${template.folderName}: page ${number}`).toBe(letters(pdfText));
    }
  }
}

describe('the live preview drawn in the browser', () => {
  it('redraws the pages while typing, with no request to the server, on loopback and on a slow network', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await editorWithSample(page, `engine-typing-${Date.now()}@e2e.test`);
    const previewRequests = countPreviewRequests(page);

    const jobTitle = page.locator('input[name="jobTitle"]');
    const before = await renderOf(page);
    await jobTitle.fill('Staff Engineer and Typesetter');
    await expect.poll(() => renderOf(page), { timeout: 10_000 }).not.toBe(before);
    await enginePage(page).getByText('Staff Engineer and Typesetter').waitFor();

    // A phone's network (150 ms, 1.6 Mbit/s down, 750 kbit/s up): still redrawn, still no request.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 93_750,
    });
    const throttled = await renderOf(page);
    await jobTitle.pressSequentially(' on the Road', { delay: 30 });
    await expect.poll(() => renderOf(page), { timeout: 10_000 }).not.toBe(throttled);
    await enginePage(page).getByText('Staff Engineer and Typesetter on the Road').waitFor();
    expect(previewRequests()).toBe(0);
    await context.close();
  });

  it('pages whose text can be selected, found and read by a screen reader, with the name and section headings', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await editorWithSample(page, `engine-text-${Date.now()}@e2e.test`);
    const first = enginePage(page, 'Page 1 of 1');

    // Found by its text, as the browser's find would.
    await first.getByText('Senior software engineer with eight years', { exact: false }).waitFor();
    // Selected and copied: the selection across the name's run reads the name.
    const name = first.getByRole('heading', { level: 1, name: sample.fullName });
    await name.selectText();
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(sample.fullName);

    // A screen reader's tree of the preview: its name, the page, the name and the sections as headings.
    const tree = await previewRegion(page).ariaSnapshot();
    expect(tree).toContain('region "Resume preview"');
    expect(tree).toContain('group "Page 1 of 1"');
    expect(tree).toContain(`heading "${sample.fullName}" [level=1]`);
    for (const section of ['Summary', 'Experience', 'Education', 'Skills'])
      expect(tree).toContain(`heading "${section}" [level=2]`);
    await context.close();
  });

  it('shows exactly what downloads, for every template: the same pages with the same text', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    const resumeId = await editorWithSample(page, `engine-templates-${Date.now()}@e2e.test`, longer);
    await expectEachTemplateAsDownloaded(page, resumeId, { minPages: 2 });
    await context.close();
  });

  it('draws an Arabic resume right to left in every template, as it downloads', async () => {
    // The engine fetches Amiri for Arabic text and lays the pages out as the server does (docs/right-to-left.md).
    const { context, page } = await newPage(browser, baseUrl);
    const resumeId = await editorWithSample(page, `engine-arabic-${Date.now()}@e2e.test`, arabicSampleResume);
    const first = enginePage(page, 'Page 1 of 1');
    await first.getByRole('heading', { level: 1, name: arabicSampleResume.fullName }).waitFor();
    await first.getByRole('heading', { level: 2, name: 'الخبرة المهنية' }).waitFor();
    await expectEachTemplateAsDownloaded(page, resumeId, { minPages: 1 });
    await context.close();
  });
});
