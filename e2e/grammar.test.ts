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

const summaryBox = (page: Page) => page.getByRole('textbox', { name: 'Add Summary' });
const grammarCheck = (page: Page) => page.getByRole('region', { name: 'Grammar check' });
const suggestions = (page: Page) => grammarCheck(page).getByRole('list', { name: 'Grammar suggestions' });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first();

/** The summary the server holds for this resume. */
async function storedSummary(page: Page, resumeId: string): Promise<string> {
  return (await storedResume<{ summary: string }>(page, resumeId)).summary;
}

/** A new account and resume, the resume patched with `content` first, open at the summary step. */
async function atSummaryStep(page: Page, email: string, content: Record<string, unknown> = {}) {
  await signUp(page, email, 'Gina Grammar');
  const editUrl = await createResume(page, 'Grammar Resume');
  const resumeId = /resume\/([^/?]+)\/edit/.exec(editUrl)![1]!;
  if (Object.keys(content).length > 0) {
    const patched = await callApi(page, 'PATCH', `/api/v1/users/update-resume-details/${resumeId}`, content);
    expect(patched.status).toBe(200);
  }
  await page.goto(editUrl.replace(/\/edit.*$/, '/edit?step=2'));
  await summaryBox(page).waitFor();
  return resumeId;
}

/** Saves the step and waits until the server has it. */
async function saveSummary(page: Page) {
  await page.getByRole('form', { name: 'Summary' }).getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Details updated successfully').waitFor();
}

describe('grammar suggestions in the summary', () => {
  it('accepts one suggestion and ignores another; the server stores exactly that', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    const resumeId = await atSummaryStep(page, `accept-${Date.now()}@e2e.test`);
    const text = 'I has a apple and I manage teams across three regions.';
    await summaryBox(page).fill(text);

    const accept = suggestions(page).getByRole('button', { name: 'Accept: has → have' });
    await accept.waitFor();
    await grammarCheck(page).getByRole('heading', { name: '2 problems found' }).waitFor();
    // Nothing changed by itself.
    expect(await summaryBox(page).inputValue()).toBe(text);
    await expectAccessible(page, 'grammar suggestions');

    await accept.click();
    expect(await summaryBox(page).inputValue()).toBe('I have a apple and I manage teams across three regions.');
    await suggestions(page).getByRole('button', { name: 'Ignore: a → an' }).click();
    await grammarCheck(page).getByRole('heading', { name: 'No problems found' }).waitFor();
    expect(await summaryBox(page).inputValue()).toBe('I have a apple and I manage teams across three regions.');

    await saveSummary(page);
    expect(await storedSummary(page, resumeId)).toBe('I have a apple and I manage teams across three regions.');
    await context.close();
  });

  it("flags only the planted misspelling among professional terms and the resume's own words; Add to dictionary keeps it unflagged", async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await atSummaryStep(page, `terms-${Date.now()}@e2e.test`, { skills: [{ name: 'Qorvantix' }] });
    const text =
      'At Qorvantix I reconciled GAAP accounts in NetSuite for the BLS survey and improved managment of the monthly close.';
    await summaryBox(page).fill(text);

    await grammarCheck(page).getByRole('heading', { name: '1 problem found' }).waitFor();
    const entries = suggestions(page).getByRole('listitem');
    expect(await entries.count()).toBe(1);
    expect(await entries.first().locator('p').first().textContent()).toBe('“managment” → “management”');
    for (const term of ['Qorvantix', 'GAAP', 'NetSuite', 'BLS']) {
      expect(
        await suggestions(page)
          .getByRole('button', { name: new RegExp(term) })
          .count(),
      ).toBe(0);
    }

    await suggestions(page).getByRole('button', { name: 'Add to dictionary: managment' }).click();
    await grammarCheck(page).getByRole('heading', { name: 'No problems found' }).waitFor();
    expect(await summaryBox(page).inputValue()).toBe(text);
    const dictionary = await callApi(page, 'GET', '/api/v1/ai/dictionary');
    expect(dictionary.body.data).toEqual({ words: ['managment'] });

    // Checked again after more typing, the word stays unflagged; a new misspelling is caught.
    await summaryBox(page).press('End');
    await summaryBox(page).pressSequentially(' Recieved two awards.');
    await suggestions(page)
      .getByRole('button', { name: /^Accept: Recieved → / })
      .waitFor();
    expect(
      await suggestions(page)
        .getByRole('button', { name: /managment/ })
        .count(),
    ).toBe(0);
    await context.close();
  });

  it('takes back an AI summary with Ctrl+Z in the text and with the Undo of its toast', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    const resumeId = await atSummaryStep(page, `undo-${Date.now()}@e2e.test`, { jobTitle: 'Store Manager' });
    const mine = 'Store manager with twelve years in retail, leading teams of twenty.';
    await summaryBox(page).fill(mine);

    await page.getByRole('button', { name: 'Generate from AI' }).click();
    const cards = page.getByRole('region', { name: 'AI summary suggestions' });
    await cards.waitFor();
    await cards.getByText('Choosing a suggestion replaces your summary.', { exact: false }).waitFor();
    expect(await summaryBox(page).inputValue()).toBe(mine);
    await expectAccessible(page, 'AI summary suggestions');

    const replace = cards.getByRole('button', { name: 'Replace my summary with the Mid-level summary' });
    await replace.click();
    const suggested = await summaryBox(page).inputValue();
    expect(suggested).not.toBe(mine);
    expect(suggested.length).toBeGreaterThan(20);

    // Ctrl+Z in the text: the browser's own undo brings the user's words back.
    await summaryBox(page).click();
    await page.keyboard.press('Control+z');
    await expect.poll(() => summaryBox(page).inputValue()).toBe(mine);

    // Chosen again, then the toast's Undo.
    await replace.click();
    await expect.poll(() => summaryBox(page).inputValue()).toBe(suggested);
    await toast(page, 'Your summary was replaced with the suggestion.').getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => summaryBox(page).inputValue()).toBe(mine);

    await saveSummary(page);
    expect(await storedSummary(page, resumeId)).toBe(mine);
    await context.close();
  });

  it('takes back an accepted correction with Ctrl+Z and with the Undo of its toast', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    const resumeId = await atSummaryStep(page, `undo-fix-${Date.now()}@e2e.test`);
    const text = 'I has a apple and I manage teams across three regions.';
    await summaryBox(page).fill(text);

    const accept = suggestions(page).getByRole('button', { name: 'Accept: has → have' });
    await accept.click();
    expect(await summaryBox(page).inputValue()).toBe('I have a apple and I manage teams across three regions.');
    await summaryBox(page).click();
    await page.keyboard.press('Control+z');
    await expect.poll(() => summaryBox(page).inputValue()).toBe(text);

    // The text is checked again, so the suggestion is back; accepted again, the toast's Undo takes it back.
    await accept.click();
    expect(await summaryBox(page).inputValue()).toBe('I have a apple and I manage teams across three regions.');
    await toast(page, 'Changed "has" to "have".').getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => summaryBox(page).inputValue()).toBe(text);

    await saveSummary(page);
    expect(await storedSummary(page, resumeId)).toBe(text);
    await context.close();
  });
});
