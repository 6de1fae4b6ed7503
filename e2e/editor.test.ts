import { execFileSync } from 'node:child_process';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser } from './browser.ts';
import { createResume, newPage, signUp, storedResume } from './session.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PREVIEW_PATH = '/api/v1/users/preview-resume';
const PATCH_PATTERN = '**/api/v1/users/update-resume-details/**';

const previewRegion = (page: Page) => page.getByRole('region', { name: 'Resume preview' });
const firstPage = (page: Page) => previewRegion(page).getByRole('img', { name: /^Page 1 of \d+$/ });
const firstPageRender = (page: Page) => firstPage(page).getAttribute('data-render');
/** Whether a page frame holds its drawing: glyph paths in an SVG as wide as the frame. */
const drawnPage = (frame: Element) => {
  const svg = frame.querySelector('svg');
  return {
    paths: (svg?.querySelectorAll('path').length ?? 0) > 10,
    width: Boolean(svg) && Math.abs(svg!.getBoundingClientRect().width - frame.getBoundingClientRect().width) < 1,
  };
};
const resumeIdOf = (editUrl: string) => /resume\/([^/?]+)\/edit/.exec(editUrl)![1]!;
const saveStatus = (page: Page) => page.locator('[role="status"][aria-live="polite"]').first();

const isPreviewRequest = (request: Request, containing: string) =>
  request.method() === 'POST' &&
  request.url().endsWith(PREVIEW_PATH) &&
  (request.postData() ?? '').includes(containing);

async function waitForSaved(page: Page): Promise<void> {
  await expect.poll(() => saveStatus(page).textContent(), { timeout: 10_000 }).toBe('Saved');
}

describe('the editor: live preview and autosave', () => {
  it('redraws the pages while typing and after a template change, with no click, and downloads those pages', async () => {
    const { context, page } = await newPage(browser, baseUrl, { serverPreview: true });
    await signUp(page, `live-${Date.now()}@e2e.test`, 'Lena Live');
    await createResume(page, 'Live Resume');
    await firstPage(page).waitFor();
    const before = await firstPageRender(page);

    // Type: a preview of the typed text is asked for and painted without any click.
    const asked = page.waitForRequest((request) => isPreviewRequest(request, 'Principal Typist'));
    await page.locator('input[name="jobTitle"]').pressSequentially('Principal Typist', { delay: 20 });
    await asked;
    await expect.poll(() => firstPageRender(page), { timeout: 10_000 }).not.toBe(before);
    // Drawn inline: the page holds the glyphs' paths and has the size of its frame.
    await expect.poll(() => firstPage(page).evaluate(drawnPage)).toEqual({ paths: true, width: true });
    await expectAccessible(page, 'editor with live preview');

    // A template change redraws with the new template.
    const redrawn = await firstPageRender(page);
    await page.getByRole('button', { name: 'Customize Template' }).click();
    const modern = page.getByRole('dialog', { name: 'Customize Template' }).getByRole('button', { name: 'Modern' });
    const templateId = await page.evaluate(async () => {
      const response = await fetch('/api/v1/admin/get-all-template', {
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      const body = (await response.json()) as { data: { _id: string; name: string }[] };
      return body.data.find((template) => template.name === 'Modern')!._id;
    });
    const askedModern = page.waitForRequest((request) => isPreviewRequest(request, templateId));
    await modern.click();
    await askedModern;
    await expect.poll(() => firstPageRender(page), { timeout: 10_000 }).not.toBe(redrawn);

    // Download PDF gives the pages the preview shows.
    await page.keyboard.press('Escape');
    const shownPages = await previewRegion(page)
      .getByRole('img', { name: /^Page \d+ of \d+$/ })
      .count();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      previewRegion(page).getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const file = await download.path();
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBe(shownPages);
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).toContain('Principal Typist');

    // The dashboard card shows this resume's own first page, drawn by the server.
    await page.getByRole('button', { name: 'Back to dashboard' }).click();
    await page.waitForURL('**/dashboard');
    const thumbnail = page.locator('article img[src*="/api/v1/users/resume-thumbnail/"]').first();
    await thumbnail.waitFor();
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
        timeout: 10_000,
      })
      .toBe(240);

    // Duplicate it from the dashboard: the copy has the same words.
    await page.getByRole('button', { name: 'Actions for Live Resume' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await page.getByRole('link', { name: 'Edit Live Resume (copy)' }).click();
    await page.waitForURL('**/dashboard/resume/*/edit');
    await expect.poll(() => page.locator('input[name="jobTitle"]').inputValue()).toBe('Principal Typist');
    await context.close();
  });

  it('shows a refused save, keeps the text, and saves it on Retry', async () => {
    const { context, page } = await newPage(browser, baseUrl, { serverPreview: true });
    // Time flows as usual until the test pauses it: then no backoff retry can race the Retry click.
    await context.clock.install();
    await signUp(page, `refused-${Date.now()}@e2e.test`, 'Rita Refused');
    const editUrl = await createResume(page, 'Refused Resume');
    const resumeId = resumeIdOf(editUrl);
    await page.route(PATCH_PATTERN, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, data: null, message: 'Something went wrong.', success: false }),
      }),
    );
    await page.locator('input[name="address"]').fill('1 Unsaved Road');
    await expect.poll(() => saveStatus(page).textContent(), { timeout: 10_000 }).toContain("Couldn't save");
    await saveStatus(page).getByRole('button', { name: 'Retry' }).waitFor();
    expect(await page.locator('input[name="address"]').inputValue()).toBe('1 Unsaved Road');
    const kept = await page.evaluate((id) => localStorage.getItem(`vitae.draft.${id}`), resumeId);
    expect(JSON.parse(kept!)).toMatchObject({ fields: { address: '1 Unsaved Road' } });
    await expectAccessible(page, 'editor with a failed save');

    // With the page's timers paused, a backoff retry still in flight fails and leaves Retry as the only way to save.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
    await new Promise((settled) => setTimeout(settled, 500));
    await expect.poll(() => saveStatus(page).textContent()).toContain("Couldn't save");
    await page.unroute(PATCH_PATTERN);
    await saveStatus(page).getByRole('button', { name: 'Retry' }).click();
    await waitForSaved(page);
    await page.clock.resume();
    expect((await storedResume<{ address: string }>(page, resumeId)).address).toBe('1 Unsaved Road');
    expect(await page.evaluate((id) => localStorage.getItem(`vitae.draft.${id}`), resumeId)).toBeNull();
    await context.close();
  });

  it('keeps an unsaved draft across a crash of the tab, and restores it when asked; the step survives a reload', async () => {
    const { context, page: crashed } = await newPage(browser, baseUrl, { serverPreview: true });
    await signUp(crashed, `reload-${Date.now()}@e2e.test`, 'Rob Reload');
    await createResume(crashed, 'Reload Resume');
    const next = crashed.getByRole('button', { name: 'Next', exact: true });
    await next.click();
    await next.click();
    await crashed.waitForURL('**/edit?step=3');
    await crashed.getByRole('form', { name: 'Professional Experience' }).waitFor();

    // The network drops, for every page of this browser, until the draft is offered: the edit stays on the device.
    await context.route(PATCH_PATTERN, (route) => route.abort('internetdisconnected'));
    await crashed.getByRole('button', { name: 'Add Experience' }).click();
    await crashed.locator('input[name="title"]').fill('Night Shift Lead');
    await expect.poll(() => saveStatus(crashed).textContent(), { timeout: 10_000 }).toContain("Couldn't save");
    // The tab crashes: no pagehide save. (A page that unloads normally saves once more with a keepalive request,
    // which neither a route handler nor offline emulation reliably holds back once the page is gone; CI saw it
    // reach the server, and then there was rightly no draft left to offer.)
    const editUrl = crashed.url();
    const cdp = await context.newCDPSession(crashed);
    const crash = crashed.waitForEvent('crash');
    // Chromium answers nothing to Page.crash: the renderer is gone.
    void cdp.send('Page.crash').catch(() => {});
    await crash;
    await crashed.close();
    const page = await context.newPage();
    await page.goto(editUrl);
    expect(page.url()).toMatch(/\/edit\?step=3$/);

    const dialog = page.getByRole('alertdialog', { name: 'Unsaved changes found' });
    try {
      await dialog.waitFor();
    } catch (error) {
      // Say what the page showed instead, what the device kept and what the server has: a failure here is a race.
      const seen = await page.evaluate(async (id) => {
        const response = await fetch(`/api/v1/users/get-user-resume/${id}`, {
          headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
        });
        return {
          url: location.href,
          text: document.body.innerText.slice(0, 600),
          draft: localStorage.getItem(`vitae.draft.${id}`),
          server: await response.text(),
        };
      }, resumeIdOf(page.url()));
      throw new Error(`No "Unsaved changes found" dialog after the crash: ${JSON.stringify(seen)}`, { cause: error });
    }
    await context.unroute(PATCH_PATTERN);
    expect(page.url()).toMatch(/\/edit\?step=3$/);
    await expectAccessible(page, 'restore draft dialog');
    await dialog.getByRole('button', { name: 'Restore my changes' }).click();
    await page.getByRole('form', { name: 'Professional Experience' }).waitFor();
    expect(await page.locator('input[name="title"]').inputValue()).toBe('Night Shift Lead');
    await waitForSaved(page);
    await page.reload();
    await page.getByRole('form', { name: 'Professional Experience' }).waitFor();
    expect(await page.locator('input[name="title"]').inputValue()).toBe('Night Shift Lead');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await context.close();
  });

  it('keeps the step and a draft the server cannot take yet across a reload, and restores it when asked', async () => {
    const { context, page } = await newPage(browser, baseUrl, { serverPreview: true });
    await signUp(page, `reload-${Date.now()}@e2e.test`, 'Rhea Reload');
    await createResume(page, 'Reload Resume');
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await next.click();
    await next.click();
    await page.waitForURL('**/edit?step=3');
    const form = page.getByRole('form', { name: 'Professional Experience' });
    await form.waitFor();
    await page.getByRole('button', { name: 'Add Experience' }).click();
    await page.locator('input[name="title"]').fill('Night Shift Lead');
    await form.getByRole('textbox', { name: 'Start Date' }).fill('Mar 2022');
    const end = form.getByRole('textbox', { name: 'End Date' });
    await end.fill('2021-01');
    await end.press('Tab');
    // An end before its start is refused (by the form and by the server): the experience stays on this device,
    // also through the save the page makes as it unloads.
    await form.getByText('End date must be after the start date').waitFor();
    await page.reload();
    expect(page.url()).toMatch(/\/edit\?step=3$/);
    const dialog = page.getByRole('alertdialog', { name: 'Unsaved changes found' });
    await dialog.waitFor();
    expect((await storedResume<{ experience: unknown[] }>(page, resumeIdOf(page.url()))).experience).toEqual([]);
    await dialog.getByRole('button', { name: 'Restore my changes' }).click();
    await form.waitFor();
    expect(await page.locator('input[name="title"]').inputValue()).toBe('Night Shift Lead');
    expect(await end.inputValue()).toBe('Jan 2021');
    await form.getByText('End date must be after the start date').waitFor();
    await context.close();
  });

  it('offers a conflict from a second tab to the user instead of overwriting it', async () => {
    const { context, page } = await newPage(browser, baseUrl, { serverPreview: true });
    await signUp(page, `tabs-${Date.now()}@e2e.test`, 'Tess Tabs');
    const editUrl = await createResume(page, 'Two Tabs');
    await page.locator('input[name="jobTitle"]').waitFor();

    const other = await context.newPage();
    await other.goto(editUrl);
    await other.locator('input[name="jobTitle"]').fill('Written in the other tab');
    await waitForSaved(other);
    await other.close();

    await page.locator('input[name="phone"]').fill('+1 555 0199');
    const dialog = page.getByRole('alertdialog', { name: 'This resume was changed elsewhere' });
    await dialog.waitFor({ timeout: 10_000 });
    await dialog.getByText('Phone').waitFor();
    await expectAccessible(page, 'conflict dialog');
    await dialog.getByRole('button', { name: 'Load the other version' }).click();
    expect(await page.locator('input[name="jobTitle"]').inputValue()).toBe('Written in the other tab');
    expect(await page.locator('input[name="phone"]').inputValue()).toBe('');
    await context.close();
  });

  it('shows the pages on a phone behind a Preview button', async () => {
    const { context, page } = await newPage(browser, baseUrl, { serverPreview: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page, `phone-${Date.now()}@e2e.test`, 'Pia Phone');
    await createResume(page, 'Phone Resume');
    await page.locator('input[name="fullName"]').waitFor();
    expect(await previewRegion(page).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await firstPage(page).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'editor preview on a phone');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.locator('input[name="fullName"]').waitFor();
    await context.close();
  });
});
