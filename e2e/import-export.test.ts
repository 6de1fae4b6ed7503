import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser } from './browser.ts';
import { callApi, newPage, signUp, storedResume } from './session.ts';

const baseUrl = inject('baseUrl');
/** Word files made by LibreOffice, shared with the server's import tests (their sources and make.sh beside them). */
const DOCX_FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server/test/fixtures/docx');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface StoredResume {
  _id: string;
  resumeTitle: string;
  fullName: string;
  jobTitle: string;
  email: string;
  phone: string;
  summary: string;
  experience: { title: string; companyName: string; startDate: string; workSummary: string }[];
  skills: unknown[];
}

const CONTENT = {
  fullName: 'Iris Import',
  jobTitle: 'Data Engineer',
  email: 'iris@example.com',
  phone: '+1 555 0100',
  summary: 'Moves data from one place to another, carefully.',
  experience: [{ title: 'Engineer', companyName: 'Pipes Inc', startDate: '2021-03', workSummary: 'Built pipelines.' }],
};

/** A resume made through the API with some content; answers its id. */
async function resumeWithContent(page: Page, title: string, email: string): Promise<string> {
  const created = await callApi(page, 'POST', '/api/v1/users/create-user-resume', { resumeTitle: title, email });
  expect(created.status).toBe(201);
  const id = (created.body.data as { _id: string })._id;
  const updated = await callApi(page, 'PATCH', `/api/v1/users/update-resume-details/${id}`, CONTENT);
  expect(updated.status, updated.body.message).toBe(200);
  return id;
}

const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import a resume' });

async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await importDialog(page).getByRole('group', { name: 'Drop a file here to import it' }).waitFor();
}

/** The resume id of the editor the page is on. */
const editorId = (page: Page) => /\/dashboard\/resume\/([^/]+)\/edit/.exec(page.url())?.[1] ?? '';

describe('import and export from the web app', () => {
  it('exports a resume as a Vitae file from its card and imports it back as a new, equal resume', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    const email = `export-${Date.now()}@e2e.test`;
    await signUp(page, email, 'Iris Import');
    const originalId = await resumeWithContent(page, 'Round Trip CV', email);
    await page.goto('/dashboard/');

    await page.getByRole('button', { name: 'Actions for Round Trip CV' }).click();
    await page.getByRole('menuitem', { name: 'Export' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export resume' });
    await exportDialog.waitFor();
    await expectAccessible(page, 'export dialog');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportDialog.getByRole('button', { name: 'Vitae (for re-import)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const file = await download.path();
    const exported = JSON.parse(await readFile(file, 'utf8')) as { format: string; resume: { resumeTitle: string } };
    expect(exported.format).toBe('vitae');
    expect(exported.resume.resumeTitle).toBe('Round Trip CV');
    await page.keyboard.press('Escape');
    await exportDialog.waitFor({ state: 'detached' });

    await openImport(page);
    await expectAccessible(page, 'import dialog');
    await importDialog(page).getByLabel('Resume file').setInputFiles(file);
    await page.waitForURL('**/dashboard/resume/*/edit');
    const importedId = editorId(page);
    expect(importedId).not.toBe(originalId);
    await page.getByRole('group', { name: 'Show' }).waitFor();

    const [original, imported] = await Promise.all([
      storedResume<StoredResume>(page, originalId),
      storedResume<StoredResume>(page, importedId),
    ]);
    const { _id: _a, ...originalFields } = original;
    const { _id: _b, ...importedFields } = imported;
    for (const field of ['resumeTitle', 'fullName', 'jobTitle', 'email', 'phone', 'summary'] as const) {
      expect(importedFields[field], field).toEqual(originalFields[field]);
    }
    expect(imported.experience).toEqual(original.experience);
    expect(imported.experience[0]).toMatchObject({ companyName: 'Pipes Inc', startDate: '2021-03' });
    await context.close();
  });

  it('imports a Word file (.docx) from the dashboard and opens it in the editor with its name', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signUp(page, `docx-${Date.now()}@e2e.test`, 'Maya Okafor');
    await openImport(page);
    await importDialog(page).getByLabel('Resume file').setInputFiles(path.join(DOCX_FIXTURES, 'google-docs.docx'));
    await page.waitForURL('**/dashboard/resume/*/edit');
    const name = page.locator('input[name="fullName"]');
    await name.waitFor();
    expect(await name.inputValue()).toBe('Maya Okafor');
    const imported = await storedResume<StoredResume>(page, editorId(page));
    expect(imported).toMatchObject({ resumeTitle: 'Maya Okafor (imported)', jobTitle: 'Marketing Manager' });
    expect(imported.experience[0]).toMatchObject({ title: 'Marketing Manager', companyName: 'Lakeshore Foods' });
    await context.close();
  });

  it('imports a JSON Resume file with a year-only date and shows the warnings banner until dismissed', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signUp(page, `jsonresume-${Date.now()}@e2e.test`, 'Jo Json');
    const jsonResume = {
      basics: { name: 'Jo Json', label: 'Analyst', email: 'jo@example.com', summary: 'Counts things.' },
      work: [{ name: 'Numbers Ltd', position: 'Analyst', startDate: '2020' }],
    };
    await openImport(page);
    await importDialog(page)
      .getByLabel('Resume file')
      .setInputFiles({
        name: 'resume.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(jsonResume)),
      });
    await page.waitForURL('**/dashboard/resume/*/edit');
    const banner = page.getByRole('region', { name: /^Imported with \d+ warnings?$/ });
    await banner.waitFor();
    expect(await banner.getByRole('listitem').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('2020')]),
    );
    await expectAccessible(page, 'import warnings banner');

    const imported = await storedResume<StoredResume>(page, editorId(page));
    expect(imported.fullName).toBe('Jo Json');
    expect(imported.experience[0]).toMatchObject({ companyName: 'Numbers Ltd', title: 'Analyst' });

    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('group', { name: 'Show' }).waitFor();
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  it('exports a resume as a PDF and imports that PDF back, read without AI, with the warning to check it', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    const email = `pdf-${Date.now()}@e2e.test`;
    await signUp(page, email, 'Iris Import');
    await resumeWithContent(page, 'PDF Round Trip', email);
    await page.goto('/dashboard/');

    await page.getByRole('button', { name: 'Actions for PDF Round Trip' }).click();
    await page.getByRole('menuitem', { name: 'Export' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export resume' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportDialog.getByRole('button', { name: 'PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await page.keyboard.press('Escape');
    await exportDialog.waitFor({ state: 'detached' });

    await openImport(page);
    await importDialog(page)
      .getByLabel('Resume file')
      .setInputFiles(await download.path());
    await page.waitForURL('**/dashboard/resume/*/edit');
    const banner = page.getByRole('region', { name: /^Imported with \d+ warnings?$/ });
    await banner.getByText('PDF', { exact: false }).first().waitFor();

    const imported = await storedResume<StoredResume>(page, editorId(page));
    expect(imported).toMatchObject({
      fullName: CONTENT.fullName,
      jobTitle: CONTENT.jobTitle,
      email: CONTENT.email,
      phone: CONTENT.phone,
    });
    expect(imported.summary).toContain('Moves data from one place to another');
    expect(imported.experience[0]).toMatchObject({ title: 'Engineer', companyName: 'Pipes Inc', startDate: '2021-03' });
    await context.close();
  });

  it('a file that is not a resume shows the server’s message in the dialog and creates nothing', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signUp(page, `refused-${Date.now()}@e2e.test`, 'Rita Refused');
    await openImport(page);
    await importDialog(page)
      .getByLabel('Resume file')
      .setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":"world"}') });
    await importDialog(page).getByRole('alert').getByText('This file cannot be imported.', { exact: false }).waitFor();
    expect(page.url()).toMatch(/\/dashboard\/?$/);
    const list = await callApi(page, 'GET', '/api/v1/users/user-resumes/');
    expect(list.body.data).toEqual([]);
    await context.close();
  });
});
