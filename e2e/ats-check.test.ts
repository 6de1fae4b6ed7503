import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser } from './browser.ts';
import { callApi, newPage, signUp } from './session.ts';

// The one app of the e2e run (global-setup.ts): the check, the public checker and the exports are all its own.
const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A resume with a job whose bullets name no figure: findings a parser's check ties to fields. */
const CONTENT = {
  fullName: 'Cora Check',
  jobTitle: 'Data Engineer',
  address: 'Lisbon, Portugal',
  email: 'cora@example.com',
  phone: '+351 555 0100',
  summary: 'Data engineer who moves data from one place to another, carefully.',
  experience: [
    {
      title: 'Data Engineer',
      companyName: 'Pipes Inc',
      city: 'Lisbon',
      startDate: '2021-03',
      currentlyWorking: true,
      workSummary: '<ul><li>Responsible for the pipelines</li><li>Pipelines and more pipelines</li></ul>',
    },
  ],
  skills: [{ name: 'SQL' }, { name: 'Python' }],
};

/** Signs up, makes a resume with CONTENT through the API and answers its id. */
async function resumeWithContent(page: Page, title: string): Promise<string> {
  await signUp(page, `ats-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`, CONTENT.fullName);
  const created = await callApi(page, 'POST', '/api/v1/users/create-user-resume', { resumeTitle: title });
  expect(created.status, created.body.message).toBe(201);
  const id = (created.body.data as { _id: string })._id;
  const updated = await callApi(page, 'PATCH', `/api/v1/users/update-resume-details/${id}`, CONTENT);
  expect(updated.status, updated.body.message).toBe(200);
  return id;
}

/** The resume exported as the app writes it (`pdf` or `docx`), as the bytes of the file. */
async function exported(page: Page, id: string, format: 'pdf' | 'docx'): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ id, format }) => {
      const response = await fetch(`/api/v1/users/export-resume/${id}?format=${format}`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      if (!response.ok) throw new Error(`export ${format} answered ${response.status}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { id, format },
  );
  return Buffer.from(base64, 'base64');
}

const checkPane = (page: Page) => page.getByRole('region', { name: 'ATS check' });

describe('the ATS check', () => {
  it('Check shows the draft’s report beside the pages; a finding opens its step with the field focused', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    const id = await resumeWithContent(page, 'Checked CV');
    await page.goto(`/dashboard/resume/${id}/edit`);
    await page.getByRole('form', { name: 'Personal Details' }).waitFor();
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(`/api/v1/users/ats-check/${id}`), {
        timeout: 60_000,
      }),
      page.getByRole('button', { name: 'Check', exact: true }).click(),
    ]);
    expect(answer.status()).toBe(200);
    const pane = checkPane(page);
    await pane.getByRole('heading', { name: /^Score: \d+ of 100$/ }).waitFor({ timeout: 30_000 });
    for (const part of ['Parse fidelity', 'Completeness', 'Writing']) {
      await pane.getByRole('meter', { name: part }).waitFor();
    }
    // The facts the resume holds are read back from the app's own PDF.
    await expect.poll(() => pane.getByRole('row', { name: /Full Name/ }).textContent()).toContain('Found');
    expect(await pane.getByRole('region', { name: 'Text read from the PDF file' }).textContent()).toContain(
      'Pipes Inc',
    );
    // The pages stay beside the report.
    await page
      .getByRole('region', { name: 'Resume preview' })
      .getByLabel(/^Page 1 of/)
      .waitFor();
    // The switch shows the Word file's report (what is read from it: the public checker's test below).
    await pane.getByRole('button', { name: 'Word' }).click();
    await pane.getByRole('region', { name: 'Text read from the Word file' }).waitFor();
    await pane.getByRole('button', { name: 'PDF' }).click();
    await expectAccessible(page, 'Check pane');

    // A finding about the job's bullets (no figure, no verb) leads to the experience step, its Work Summary focused.
    const finding = pane.getByRole('button', { name: / — go to Experience 1 · Work Summary$/ }).first();
    await finding.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('button', { name: 'Edit', exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.getByRole('form', { name: 'Professional Experience' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? ''), { timeout: 10_000 })
      .toBe('experience-0-workSummary');
    expect(await page.getByRole('textbox', { name: 'Work Summary' }).textContent()).toContain(
      'Responsible for the pipelines',
    );

    // Typing is checked again (debounced) while Edit is shown: the newest words are in the report on return.
    const rechecked = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/v1/users/ats-check/${id}`) &&
        (response.request().postData() ?? '').includes('cut costs by 40%'),
      { timeout: 60_000 },
    );
    await page.keyboard.press('Control+End');
    await page.keyboard.type(', cut costs by 40%');
    expect((await rechecked).status()).toBe(200);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect
      .poll(() => pane.getByRole('region', { name: 'Text read from the PDF file' }).textContent(), { timeout: 30_000 })
      .toContain('cut costs by 40%');
    await context.close();
  });

  describe('the public checker, without an account', () => {
    const files: Partial<Record<'pdf' | 'docx', Buffer>> = {};
    beforeAll(async () => {
      // The app's own PDF and Word export of a resume, made by an account; the checker is then used without one.
      const { context, page } = await newPage(browser, baseUrl);
      const id = await resumeWithContent(page, 'Public CV');
      files.pdf = await exported(page, id, 'pdf');
      files.docx = await exported(page, id, 'docx');
      await context.close();
    });

    const mimeTypes = {
      pdf: 'application/pdf',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    };

    it.each(['pdf', 'docx'] as const)('reads the app’s %s export: text, fields found and findings', async (format) => {
      const { context, page } = await newPage(browser, baseUrl);
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'ATS Checker' }).click();
      await page.getByRole('heading', { name: 'ATS resume checker' }).waitFor();
      await expectAccessible(page, 'public ATS checker');
      const fileName = `cora.${format}`;
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/v1/public/ats-check'), { timeout: 60_000 }),
        page
          .getByLabel(/Choose a resume to check/)
          .setInputFiles({ name: fileName, mimeType: mimeTypes[format], buffer: files[format]! }),
      ]);
      expect(answer.status(), await answer.text()).toBe(200);
      const report = page.getByRole('region', { name: `What a parser reads from ${fileName}` });
      await report.waitFor({ timeout: 30_000 });
      expect(await report.getByRole('row', { name: /Full Name/ }).textContent()).toContain('Cora Check');
      await report.getByRole('columnheader', { name: 'Where' }).waitFor();
      expect(await report.getByRole('row', { name: /Email/ }).first().textContent()).toContain('cora@example.com');
      await report.getByRole('heading', { name: /^Findings \(\d+\)$/ }).waitFor();
      await report.getByRole('heading', { name: /^Score: \d+ of 100$/ }).waitFor();
      expect(await report.getByRole('region', { name: 'Text read from the file' }).textContent()).toContain(
        'Pipes Inc',
      );
      await expectAccessible(page, `public ATS checker report of a ${format}`);
      await context.close();
    });
  });
});
