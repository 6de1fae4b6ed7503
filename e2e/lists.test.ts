import type { Browser, Locator, Page } from 'playwright-core';
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

const experienceForm = (page: Page) => page.getByRole('form', { name: 'Professional Experience' });
const item = (page: Page, n: number) =>
  experienceForm(page).getByRole('group', { name: `Experience ${n}`, exact: true });
const titles = (page: Page) =>
  experienceForm(page)
    .getByRole('textbox', { name: 'Position Title' })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first();

/** A mouse drag in small steps, the way a hand moves (Chromium starts an HTML drag only after some movement). */
async function drag(page: Page, handle: Locator, target: Locator) {
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + 40, to.y + 20, { steps: 12 });
  await page.mouse.up();
}

type Job = { title: string; workSummary: string; startDate: string; endDate: string };
const stored = (page: Page, resumeId: string) => storedResume<{ experience: Job[] }>(page, resumeId);

/** A new resume at the experience step with these jobs typed in. */
async function withJobs(page: Page, email: string, jobs: string[]) {
  await signUp(page, email, 'Lisa Lists');
  const editUrl = await createResume(page, 'Lists Resume');
  const resumeId = /resume\/([^/?]+)\/edit/.exec(editUrl)![1]!;
  await page.goto(editUrl.replace(/\/edit.*$/, '/edit?step=3'));
  await experienceForm(page).waitFor();
  for (const [index, title] of jobs.entries()) {
    await page.getByRole('button', { name: 'Add Experience' }).click();
    await item(page, index + 1)
      .getByRole('textbox', { name: 'Position Title' })
      .fill(title);
    await item(page, index + 1)
      .getByRole('textbox', { name: 'Company Name' })
      .fill(`${title} Ltd`);
  }
  return resumeId;
}

async function saveAndRead(page: Page, resumeId: string) {
  await experienceForm(page).getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Details updated !').waitFor();
  return stored(page, resumeId);
}

describe('section lists in the editor', () => {
  it('reorders by keyboard alone, then by dragging the handle, and saves the order', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    const resumeId = await withJobs(page, `order-${Date.now()}@e2e.test`, ['Alpha', 'Beta', 'Gamma']);
    await expectAccessible(page, 'experience list with item actions');

    // Tab to the third item's Move up and press it twice with the keyboard.
    await item(page, 3).getByRole('button', { name: 'Move up' }).focus();
    await page.keyboard.press('Enter');
    expect(await titles(page)).toEqual(['Alpha', 'Gamma', 'Beta']);
    await page.keyboard.press('Enter');
    expect(await titles(page)).toEqual(['Gamma', 'Alpha', 'Beta']);
    // Move up is disabled at the top: focus went to the handle, whose arrow keys move the item on.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Reorder Experience 1');
    await page.keyboard.press('ArrowDown');
    expect(await titles(page)).toEqual(['Alpha', 'Gamma', 'Beta']);

    // The handle drags too: the last item dropped on the first takes its place (a tall window holds all three).
    await page.setViewportSize({ width: 1280, height: 2400 });
    await drag(page, item(page, 3).getByRole('button', { name: 'Reorder Experience 3' }), item(page, 1));
    expect(await titles(page)).toEqual(['Beta', 'Alpha', 'Gamma']);
    await drag(page, item(page, 1).getByRole('button', { name: 'Reorder Experience 1' }), item(page, 2));
    expect(await titles(page)).toEqual(['Alpha', 'Beta', 'Gamma']);
    await item(page, 2).getByRole('button', { name: 'Move down' }).click();

    const saved = await saveAndRead(page, resumeId);
    expect(saved.experience.map((job) => job.title)).toEqual(['Alpha', 'Gamma', 'Beta']);
    await context.close();
  });

  it('removes a middle item and brings it back with Undo', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    const resumeId = await withJobs(page, `remove-${Date.now()}@e2e.test`, ['Alpha', 'Beta', 'Gamma']);
    await item(page, 2).getByRole('button', { name: 'Remove', exact: true }).click();
    expect(await titles(page)).toEqual(['Alpha', 'Gamma']);
    await toast(page, 'Experience 2 removed.').getByRole('button', { name: 'Undo' }).click();
    expect(await titles(page)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await item(page, 2).getByRole('textbox', { name: 'Company Name' }).inputValue()).toBe('Beta Ltd');
    const saved = await saveAndRead(page, resumeId);
    expect(saved.experience.map((job) => job.title)).toEqual(['Alpha', 'Beta', 'Gamma']);
    await context.close();
  });

  it('refuses an end date before the start on the field, and the server refuses it too', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    const resumeId = await withJobs(page, `dates-${Date.now()}@e2e.test`, ['Alpha']);
    const start = item(page, 1).getByRole('textbox', { name: 'Start Date' });
    const end = item(page, 1).getByRole('textbox', { name: 'End Date' });
    await start.fill('Mar 2022');
    await end.fill('2021-01');
    await end.press('Tab');
    expect(await start.inputValue()).toBe('Mar 2022');
    expect(await end.inputValue()).toBe('Jan 2021');
    const message = 'End date must be after the start date';
    await item(page, 1).getByText(message).waitFor();
    expect(await end.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'date rule message');

    // The server says the same to a client that skips the form, and stores nothing.
    const answer = await callApi(page, 'PATCH', `/api/v1/users/update-resume-details/${resumeId}`, {
      experience: [{ title: 'Alpha', startDate: '2022-03', endDate: '2021-01' }],
    });
    const refused = { status: answer.status, message: answer.body.message };
    expect(refused).toEqual({ status: 400, message });

    // The picker chooses a later month: the message goes, and the months are saved.
    await item(page, 1).getByRole('button', { name: 'Choose month' }).nth(1).click();
    await page.getByRole('button', { name: 'Next year' }).click();
    await page.getByRole('button', { name: 'Next year' }).click();
    await page.getByRole('button', { name: 'June', exact: true }).click();
    expect(await end.inputValue()).toBe('Jun 2023');
    expect(await item(page, 1).getByText(message).count()).toBe(0);
    const saved = await saveAndRead(page, resumeId);
    expect(saved.experience[0]).toMatchObject({ startDate: '2022-03', endDate: '2023-06' });
    await context.close();
  });

  it("adds the ticked AI bullets after the user's words, and Ctrl+Z in the text or Undo takes them back", async () => {
    const { context, page } = await newPage(browser, baseUrl);
    const resumeId = await withJobs(page, `bullets-${Date.now()}@e2e.test`, ['Nurse']);
    const summary = item(page, 1).getByRole('textbox', { name: 'Work Summary' });
    await summary.click();
    await page.keyboard.type('Cared for 30 patients a shift.');

    await item(page, 1).getByRole('button', { name: 'Generate bullet points from AI for Experience 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose bullet points' });
    await dialog.waitFor();
    await expectAccessible(page, 'bullet points dialog');
    const offered = await dialog.getByRole('checkbox').count();
    expect(offered).toBeGreaterThan(1);
    const [first, second] = [dialog.getByRole('checkbox').nth(0), dialog.getByRole('checkbox').nth(1)];
    const chosen = [await first.evaluate((box) => box.closest('label')!.textContent!.trim())];
    await first.check();
    await dialog.getByRole('button', { name: 'Add selected' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await second.count()).toBe(0);

    await expect.poll(() => summary.textContent()).toContain(chosen[0]);
    expect(await summary.textContent()).toContain('Cared for 30 patients a shift.');
    expect(await summary.locator('li').count()).toBe(1);

    // Ctrl+Z in the text takes the bullet back, the user's words stay.
    await summary.click();
    await page.keyboard.press('Control+z');
    await expect.poll(() => summary.locator('li').count()).toBe(0);
    expect(await summary.textContent()).toContain('Cared for 30 patients a shift.');

    // Again, then the toast's Undo.
    await item(page, 1).getByRole('button', { name: 'Generate bullet points from AI for Experience 1' }).click();
    await dialog.getByRole('checkbox').nth(0).check();
    await dialog.getByRole('button', { name: 'Add selected' }).click();
    await expect.poll(() => summary.locator('li').count()).toBe(1);
    await toast(page, 'work summary').getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => summary.locator('li').count()).toBe(0);

    const saved = await saveAndRead(page, resumeId);
    expect(saved.experience[0]!.workSummary).toContain('Cared for 30 patients a shift.');
    expect(saved.experience[0]!.workSummary).not.toContain('<li>');
    await context.close();
  });
});
