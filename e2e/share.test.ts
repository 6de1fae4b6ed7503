import { readFile } from 'node:fs/promises';
import { SHARE_MESSAGES, TRASH_MESSAGES } from '@vitae/schema';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser } from './browser.ts';
import { createResume, newPage, signUp, toast } from './session.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const saveStatus = (page: Page) => page.locator('[role="status"][aria-live="polite"]').first();
const shareDialog = (page: Page) => page.getByRole('dialog', { name: 'Share resume' });
const firstPage = (page: Page) => page.getByRole('img', { name: 'Page 1 of 1' });

describe('sharing a resume by a public link, and Trash', () => {
  it('shares a resume with anyone, behind a password, then turns the link off', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signUp(page, `share-${Date.now()}@e2e.test`, 'Sam Share');
    await createResume(page, 'Shared CV');
    await page.locator('input[name="jobTitle"]').fill('Link Engineer');
    await expect.poll(() => saveStatus(page).textContent(), { timeout: 10_000 }).toBe('Saved');

    // The owner turns the link on from the editor and reads it.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = shareDialog(page);
    await dialog.getByRole('switch', { name: 'Public link' }).click();
    const field = dialog.getByRole('textbox', { name: 'Public link' });
    await field.waitFor();
    const link = await field.inputValue();
    expect(link).toMatch(/\/r\/[A-Za-z0-9_-]{32}$/);
    await dialog.getByText('Viewed 0 times · Downloaded 0 times').waitFor();
    await expectAccessible(page, 'share dialog');

    // Anyone, with no account, sees the pages and downloads the PDF.
    const anonymous = await newPage(browser, baseUrl);
    const visitor = anonymous.page;
    await visitor.goto(link);
    await firstPage(visitor).waitFor();
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await expectAccessible(visitor, 'public resume page');
    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

    // The owner sets a password: the visitor is asked for it.
    await dialog.getByLabel('Password (optional)').fill('let me in');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, SHARE_MESSAGES.enabled);
    expect(await field.inputValue()).toBe(link);

    await visitor.reload();
    await visitor.getByRole('heading', { name: 'Protected resume' }).waitFor();
    await expectAccessible(visitor, 'public resume password form');
    const password = visitor.getByLabel('Password', { exact: true });
    await password.fill('not it');
    await visitor.getByRole('button', { name: 'Open resume' }).click();
    await visitor.getByRole('alert').getByText(SHARE_MESSAGES.wrongPassword).waitFor();
    expect(await firstPage(visitor).count()).toBe(0);
    await password.fill('let me in');
    await visitor.getByRole('button', { name: 'Open resume' }).click();
    await firstPage(visitor).waitFor();

    // The owner turns the link off: the visitor's reload finds nothing.
    await dialog.getByRole('switch', { name: 'Public link' }).click();
    await toast(page, SHARE_MESSAGES.disabled);
    await field.waitFor({ state: 'detached' });
    // The address of a link that is off answers 404, with the app's page saying so.
    const gone = await visitor.reload();
    expect(gone?.status()).toBe(404);
    await visitor.getByRole('heading', { name: 'Link not found' }).waitFor();
    await visitor.getByText(SHARE_MESSAGES.notFound).waitFor();
    expect(await firstPage(visitor).count()).toBe(0);

    await anonymous.context.close();
    await context.close();
  });

  it('a deleted resume is in Trash and comes back to the list when restored', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signUp(page, `trash-${Date.now()}@e2e.test`, 'Tia Trash');
    await createResume(page, 'Binned CV');
    await page.goto('/dashboard/');
    const card = page.getByRole('heading', { name: 'Binned CV' });
    await card.waitFor();

    await page.getByRole('button', { name: 'Actions for Binned CV' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    // The deletion is sent once its Undo window is over.
    const sent = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().includes('/delete-resume/'),
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await card.waitFor({ state: 'detached' });
    expect((await sent).status()).toBe(200);

    await page.getByRole('button', { name: 'Trash', exact: true }).click();
    const trash = page.getByRole('dialog', { name: 'Trash' });
    const restore = trash.getByRole('button', { name: 'Restore Binned CV' });
    await restore.waitFor();
    await trash.getByText(/^Deleted for good on /).waitFor();
    await expectAccessible(page, 'trash dialog');
    await restore.click();
    await toast(page, TRASH_MESSAGES.restored);
    await trash.getByText('No resumes in Trash.').waitFor();
    await trash.getByRole('button', { name: 'Done' }).click();
    await card.waitFor();
    await context.close();
  });
});
