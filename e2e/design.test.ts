import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser } from './browser.ts';
import { callApi, createResume, newPage, signUp, storedResume } from './session.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Design {
  accentColor?: string;
  fontFamily?: string;
  pageSize?: 'A4' | 'Letter';
  sectionOrder?: string[];
  hiddenSections?: string[];
}

const previewRegion = (page: Page) => page.getByRole('region', { name: 'Resume preview' });
const firstPage = (page: Page) => previewRegion(page).getByRole('img', { name: /^Page 1 of \d+$/ });
const firstPageRender = (page: Page) => firstPage(page).getAttribute('data-render');
const designPanel = (page: Page) => page.getByRole('region', { name: 'Design' });
const sectionRow = (page: Page, name: string) =>
  designPanel(page).getByRole('list', { name: 'Order and headings' }).getByRole('listitem', { name, exact: true });
const resumeIdOf = (editUrl: string) => /resume\/([^/?]+)\/edit/.exec(editUrl)![1]!;
const run = (command: string, args: string[]) =>
  execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** Content with a distinct word in each section, so the PDF's text shows their order. */
const CONTENT = {
  fullName: 'Dana Design',
  jobTitle: 'Layout Engineer',
  summary: 'Sets type for a living.',
  experience: [{ title: 'Staff Typesetter', companyName: 'Kerning Co', startDate: '2020-01', endDate: '2023-06' }],
  skills: [{ name: 'Quantumknitting' }],
  interests: [{ interestName: 'Chessboxing' }],
};

/** A new resume with CONTENT, open in the editor (loaded after the content was written). */
async function resumeWithContent(page: Page, email: string): Promise<string> {
  await signUp(page, email, 'Dana Design');
  const editUrl = await createResume(page, 'Designed Resume');
  const resumeId = resumeIdOf(editUrl);
  const written = await callApi(page, 'PATCH', `/api/v1/users/update-resume-details/${resumeId}`, CONTENT);
  expect(written.status).toBe(200);
  await page.reload();
  await page.locator('input[name="jobTitle"]').waitFor();
  expect(await page.locator('input[name="jobTitle"]').inputValue()).toBe('Layout Engineer');
  return resumeId;
}

describe('the Design panel', () => {
  it('changes font, colour, paper and section order in the draft: saved, redrawn, and in the PDF', async () => {
    const { context, page } = await newPage(browser, baseUrl, { serverPreview: true });
    const resumeId = await resumeWithContent(page, `design-${Date.now()}@e2e.test`);

    // A new resume starts on the paper of the browser's locale.
    const locale = await page.evaluate(() => navigator.language);
    const localPaper = /[-_](US|CA)\b/i.test(locale) ? 'Letter' : 'A4';
    expect((await storedResume<{ design: Design }>(page, resumeId)).design).toEqual({ pageSize: localPaper });
    const otherPaper = localPaper === 'A4' ? 'Letter' : 'A4';

    await firstPage(page).waitFor();
    const before = await firstPageRender(page);
    const ratioBefore = await firstPage(page).evaluate((frame: HTMLElement) => frame.style.aspectRatio);

    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Design' }).click();
    await designPanel(page).waitFor();
    await expectAccessible(page, 'design panel, style');

    // The font: the preview redraws with it.
    await designPanel(page).getByRole('combobox', { name: 'Font', exact: true }).selectOption({ label: 'EB Garamond' });
    await expect.poll(() => firstPageRender(page), { timeout: 10_000 }).not.toBe(before);
    const withFont = await firstPageRender(page);
    // The accent colour, by keyboard: focus a swatch and choose it with Space.
    await designPanel(page).getByRole('radio', { name: 'Teal accent colour' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => firstPageRender(page), { timeout: 10_000 }).not.toBe(withFont);
    // The paper: the page frame takes the other page's proportions.
    await designPanel(page).getByRole('combobox', { name: 'Paper size' }).selectOption(otherPaper);
    await expect
      .poll(() => firstPage(page).evaluate((frame: HTMLElement) => frame.style.aspectRatio), { timeout: 10_000 })
      .not.toBe(ratioBefore);

    // Sections, by keyboard alone: Skills up above Experience, then Interests hidden.
    await designPanel(page).getByRole('tab', { name: 'Sections' }).click();
    await expectAccessible(page, 'design panel, sections');
    const beforeOrder = await firstPageRender(page);
    await sectionRow(page, 'Skills').getByRole('button', { name: 'Move up' }).focus();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Enter');
    // Focus stayed on the moved row's Move up.
    expect(
      await page.evaluate(() => document.activeElement?.closest('li')?.querySelector('p')?.textContent ?? null),
    ).toBe('Skills');
    const headings = await designPanel(page)
      .getByRole('list', { name: 'Order and headings' })
      .getByRole('listitem')
      .evaluateAll((rows) => rows.map((row) => row.querySelector('p')?.textContent));
    expect(headings.slice(0, 3)).toEqual(['Summary', 'Skills', 'Experience']);
    await sectionRow(page, 'Interests').getByRole('switch', { name: 'Show Interests' }).focus();
    await page.keyboard.press('Space');
    expect(
      await sectionRow(page, 'Interests').getByRole('switch', { name: 'Show Interests' }).getAttribute('aria-checked'),
    ).toBe('false');
    await expect.poll(() => firstPageRender(page), { timeout: 10_000 }).not.toBe(beforeOrder);

    // (a) Saved: the resume on the server has the whole design.
    const expected: Design = {
      accentColor: '#0f766e',
      fontFamily: 'eb-garamond',
      pageSize: otherPaper,
      sectionOrder: [
        'summary',
        'skills',
        'experience',
        'education',
        'projects',
        'achievements',
        'interests',
        'certificationsOrExtraCurriculars',
        'social',
      ],
      hiddenSections: ['interests'],
    };
    await expect
      .poll(async () => (await storedResume<{ design: Design }>(page, resumeId)).design, { timeout: 10_000 })
      .toEqual(expected);

    // (c) The PDF: its paper, its font, the sections in the new order and the hidden one left out.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      previewRegion(page).getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const file = await download.path();
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(run('pdfinfo', [file]))!;
    expect([Math.round(Number(size[1])), Math.round(Number(size[2]))]).toEqual(
      otherPaper === 'Letter' ? [612, 792] : [595, 842],
    );
    expect(run('pdffonts', [file])).toMatch(/EBGaramond/i);
    const text = run('pdftotext', [file, '-']);
    expect(text).toContain('Staff Typesetter');
    expect(text.indexOf('Quantumknitting')).toBeGreaterThan(-1);
    expect(text.indexOf('Quantumknitting')).toBeLessThan(text.indexOf('Staff Typesetter'));
    expect(text).not.toContain('Chessboxing');
    await context.close();
  });

  it('adds a section of the user’s own, which the PDF draws; the template gallery shows the resume itself', async () => {
    const { context, page } = await newPage(browser, baseUrl, { serverPreview: true });
    const resumeId = await resumeWithContent(page, `custom-${Date.now()}@e2e.test`);
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Design' }).click();
    await designPanel(page).getByRole('tab', { name: 'Sections' }).click();
    await designPanel(page).getByRole('button', { name: 'Add section' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a section' });
    await dialog.getByRole('textbox', { name: 'Section title' }).fill('Volunteering');
    await dialog.getByRole('button', { name: 'Add' }).click();
    const card = designPanel(page).getByRole('form', { name: 'Volunteering' });
    await card.getByRole('textbox', { name: 'Title', exact: true }).fill('Soup kitchen shifts');
    await card.getByRole('textbox', { name: 'Location' }).fill('Leipzig');
    // To the top, by keyboard.
    const moveUp = sectionRow(page, 'Volunteering').getByRole('button', { name: 'Move up' });
    await moveUp.focus();
    while (await moveUp.isEnabled()) await page.keyboard.press('Enter');
    await expectAccessible(page, 'design panel with a section of my own');

    type Stored = { customSections: { id: string; title: string }[]; design: Design };
    await expect
      .poll(async () => (await storedResume<Stored>(page, resumeId)).customSections.map((each) => each.title), {
        timeout: 10_000,
      })
      .toEqual(['Volunteering']);
    const stored = await storedResume<Stored>(page, resumeId);
    expect(stored.customSections[0]!.id).toMatch(/^custom-[a-z0-9]+$/);
    await expect
      .poll(async () => (await storedResume<Stored>(page, resumeId)).design.sectionOrder?.[0], { timeout: 10_000 })
      .toBe(stored.customSections[0]!.id);

    const generated = await callApi(page, 'POST', '/api/v1/users/generate-resume', {
      ...(await storedResume(page, resumeId)),
    });
    expect(generated.status).toBe(200);
    const { resumeUrl } = generated.body.data as { resumeUrl: string };
    const pdf = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return [...new Uint8Array(await response.arrayBuffer())];
    }, resumeUrl);
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'design-e2e-')), 'custom.pdf');
    await writeFile(file, Buffer.from(pdf));
    const text = run('pdftotext', [file, '-']);
    expect(text).toContain('Soup kitchen shifts');
    expect(text.indexOf('Soup kitchen shifts')).toBeLessThan(text.indexOf('Sets type for a living.'));

    // The gallery: each template's card shows this resume drawn in it; the current one is pressed.
    await designPanel(page).getByRole('button', { name: 'Customize Template' }).click();
    const gallery = page.getByRole('dialog', { name: 'Customize Template' });
    await gallery.locator('[data-preview]').first().waitFor();
    const cards = await gallery.locator('[data-preview]').count();
    expect(cards).toBeGreaterThan(1);
    // Cards are drawn once they come into view: scroll through them all.
    for (let index = 0; index < cards; index += 1) {
      await gallery.locator('[data-preview]').nth(index).scrollIntoViewIfNeeded();
    }
    await expect.poll(() => gallery.locator('[data-preview="resume"]').count(), { timeout: 30_000 }).toBe(cards);
    expect(await gallery.locator('[aria-pressed="true"]').count()).toBe(1);
    await gallery.locator('[aria-pressed="true"]').getByText('Current').waitFor();
    await expectAccessible(page, 'template gallery');
    await context.close();
  });

  it('stays usable on a phone: Design is a view of its own', async () => {
    const { context, page } = await newPage(browser, baseUrl, { serverPreview: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page, `phone-design-${Date.now()}@e2e.test`, 'Pia Phone');
    await createResume(page, 'Phone Design');
    await page.locator('input[name="fullName"]').waitFor();
    await page.getByRole('button', { name: 'Design', exact: true }).click();
    await designPanel(page).getByRole('combobox', { name: 'Font', exact: true }).waitFor();
    expect(await previewRegion(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await designPanel(page).getByRole('tab', { name: 'Sections' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'design panel on a phone');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await firstPage(page).waitFor();
    await context.close();
  });
});
