import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser } from './browser.ts';
import { callApi, newPage, signUp, toast } from './session.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A board column by its stage's label ("Offer (1)" names it). */
const column = (page: Page, stage: string) => page.getByRole('region', { name: new RegExp(`^${stage} \\(`) });

/** The application as the server holds it. */
async function stored(page: Page, id: string) {
  const answer = await callApi(page, 'GET', `/api/v1/users/applications/${id}`);
  return answer.body.data as { stage: string; closedReason: string | null; stageHistory: { stage: string }[] };
}

describe('applications: add from a pasted posting, then the board by pointer and by keyboard', () => {
  it('adds an application, drags its card to Offer, and closes another with "Move to…" and a reason', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signUp(page, `board-${Date.now()}@e2e.test`, 'Bea Board');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' }).click();
    await page.getByRole('heading', { name: 'Applications', level: 1 }).waitFor();

    const add = async (company: string, role: string) => {
      await page.goto('/applications');
      await page.getByRole('button', { name: 'Add application' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add application' });
      await dialog.getByLabel('Company').fill(company);
      await dialog.getByLabel('Role').fill(role);
      await dialog.getByLabel('Job posting').fill(`${role} at ${company}. Required: SQL and Excel.`);
      await dialog.getByRole('button', { name: 'Add' }).click();
      await page.waitForURL('**/applications/*');
      await page.getByRole('heading', { name: `${role} · ${company}` }).waitFor();
      return page.url().split('/').pop()!;
    };
    const dragged = await add('Acme', 'Analyst');
    const moved = await add('Beta', 'Clerk');

    await page.goto('/applications?view=board');
    await column(page, 'Saved').getByText('Acme').waitFor();
    await expectAccessible(page, 'applications board');

    // Pointer: HTML5 drag and drop from the card to the Offer column.
    await page.locator(`[data-application-id="${dragged}"]`).dragTo(column(page, 'Offer'));
    await column(page, 'Offer').getByText('Acme').waitFor();
    expect((await stored(page, dragged)).stage).toBe('offer');

    // Keyboard: "Move to…" → Closed asks for the reason first.
    await page.getByRole('button', { name: 'Move Beta – Clerk to…' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Closed' }).waitFor();
    for (
      let i = 0;
      i < 5 &&
      !(await page.getByRole('menuitem', { name: 'Closed' }).evaluate((item) => item === document.activeElement));
      i++
    ) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Close application' });
    await dialog.getByLabel('Reason').selectOption('withdrawn');
    await dialog.getByRole('button', { name: 'Close application' }).press('Enter');
    await toast(page, 'Stage changed.');
    await column(page, 'Closed').getByText('Beta').waitFor();
    const closed = await stored(page, moved);
    expect(closed.stage).toBe('closed');
    expect(closed.closedReason).toBe('withdrawn');
    expect(closed.stageHistory.map((change) => change.stage)).toEqual(['saved', 'closed']);
    await context.close();
  });
});
