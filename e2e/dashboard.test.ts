import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser } from './browser.ts';
import { createResume, newPage, signUp } from './session.ts';

const baseUrl = inject('baseUrl');

/** The web app's undo time for a deletion (features/resume-list/api/delete-resume.ts), and a margin past it. */
const UNDO_MS = 5000;
const PAST_UNDO_MS = UNDO_MS + 1500;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const actionsFor = (page: Page, title: string) => page.getByRole('button', { name: `Actions for ${title}` });
const deletedToast = (page: Page) => page.locator('[data-sonner-toast]', { hasText: 'Resume deleted successfully.' });
const isDelete = (request: Request) =>
  request.method() === 'DELETE' && request.url().includes('/api/v1/users/delete-resume/');

/** A new account with resumes of these titles, on the dashboard. */
async function dashboardWith(page: Page, email: string, titles: string[]) {
  await signUp(page, email, 'Dana Dashboard');
  for (const title of titles) {
    await createResume(page, title);
    await page.goto('/dashboard/');
    await actionsFor(page, title).waitFor();
  }
}

/** The titles the server lists for the signed-in user. */
async function storedTitles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/users/user-resumes/', {
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return ((await response.json()) as { data: { resumeTitle: string }[] }).data.map((resume) => resume.resumeTitle);
  });
}

/** Card menu → Delete → the confirmation's Delete. */
async function confirmDelete(page: Page, title: string) {
  await actionsFor(page, title).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
  await confirm.getByText('This will permanently remove this resume.').waitFor();
  await expectAccessible(page, 'delete confirmation');
  await confirm.getByRole('button', { name: 'Delete' }).click();
}

describe('the dashboard: delete with undo, rename', () => {
  it('Undo after a confirmed delete keeps the resume: nothing is sent, and it is there after a reload', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await dashboardWith(page, `undo-${Date.now()}@e2e.test`, ['Keep Me', 'Other CV']);
    const deletes: Request[] = [];
    page.on('request', (request) => {
      if (isDelete(request)) deletes.push(request);
    });

    await confirmDelete(page, 'Keep Me');
    await actionsFor(page, 'Keep Me').waitFor({ state: 'detached' });
    await deletedToast(page).getByText('Keep Me').waitFor();
    await deletedToast(page).getByRole('button', { name: 'Undo' }).click();
    await actionsFor(page, 'Keep Me').waitFor();

    // Past the undo time, still nothing was sent.
    await page.waitForTimeout(PAST_UNDO_MS);
    expect(deletes).toHaveLength(0);
    await page.reload();
    await actionsFor(page, 'Keep Me').waitFor();
    expect((await storedTitles(page)).sort()).toEqual(['Keep Me', 'Other CV']);
    await context.close();
  });

  it('a confirmed delete without Undo is sent once the undo time is up, and the resume is gone', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await dashboardWith(page, `delete-${Date.now()}@e2e.test`, ['Drop Me', 'Other CV']);
    const deletes: Request[] = [];
    page.on('request', (request) => {
      if (isDelete(request)) deletes.push(request);
    });

    await confirmDelete(page, 'Drop Me');
    await actionsFor(page, 'Drop Me').waitFor({ state: 'detached' });
    // The keyboard is not lost with the card: it is on the other card's actions.
    await expect
      .poll(() => actionsFor(page, 'Other CV').evaluate((button) => button === document.activeElement))
      .toBe(true);
    // Gone from the page at once, but not from the server while it can still be undone.
    await deletedToast(page).getByRole('button', { name: 'Undo' }).waitFor();
    expect(deletes).toHaveLength(0);
    expect((await storedTitles(page)).sort()).toEqual(['Drop Me', 'Other CV']);

    const answered = await page.waitForResponse((response) => isDelete(response.request()), { timeout: 15_000 });
    expect(answered.status()).toBe(200);
    expect(deletes).toHaveLength(1);
    await deletedToast(page).waitFor({ state: 'detached' });
    await page.reload();
    await actionsFor(page, 'Other CV').waitFor();
    await expect.poll(() => actionsFor(page, 'Drop Me').count()).toBe(0);
    expect(await storedTitles(page)).toEqual(['Other CV']);
    await context.close();
  });

  it('renames from the card with the same rule and message as creating a resume', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await dashboardWith(page, `rename-${Date.now()}@e2e.test`, ['First Title']);

    await actionsFor(page, 'First Title').click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Resume Title' });
    const input = dialog.getByRole('textbox', { name: 'Resume title' });
    await expect.poll(() => input.inputValue()).toBe('First Title');
    for (const refused of ['   ', 'x'.repeat(101)]) {
      await input.fill(refused);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Please enter a valid resume title.').waitFor();
      await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    }
    await expectAccessible(page, 'rename dialog with its message');
    expect(await storedTitles(page)).toEqual(['First Title']);

    await input.fill('  Second Title  ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.locator('[data-sonner-toast]', { hasText: 'Resume title updated!' }).waitFor();
    await actionsFor(page, 'Second Title').waitFor();
    await page.reload();
    await actionsFor(page, 'Second Title').waitFor();
    expect(await storedTitles(page)).toEqual(['Second Title']);
    await context.close();
  });
});
