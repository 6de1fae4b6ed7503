import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { newPage, PASSWORD, storedResume, toast } from './session.ts';

/**
 * The whole path from sign-up to a downloaded PDF with the keyboard alone (docs/accessibility.md): no click, no
 * `locator.fill` and no `locator.focus`, only `page.keyboard`. Locators only read the page (where the focus is, what a
 * field holds). Every Tab stop on the way must show where the focus is.
 */

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** How the focused element shows its focus, read from its computed style: an outline, or a ring (a box shadow). */
async function focusIndicator(page: Page): Promise<{ element: string; outline: string; ring: string | null }> {
  return page.evaluate(async () => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) {
      return { element: String(element?.tagName), outline: 'none', ring: null };
    }
    // The ring as it ends up: a control with `transition` fades it in.
    await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => {})));
    const style = getComputedStyle(element);
    const transparent = (color: string) => /^rgba\(.*,\s*0\)$|^transparent$|\/\s*0\)$/.test(color.trim());
    const outline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && !transparent(style.outlineColor)
        ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
        : 'none';
    // Tailwind's focus ring is a box shadow with no offset and no blur, spread 1 px or more, in a visible colour
    // (a plain shadow has a blur; the ring's placeholders are transparent).
    const shadows = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/);
    const ring =
      shadows.find((shadow) => {
        const lengths = /(-?[\d.]+)px (-?[\d.]+)px (-?[\d.]+)px (-?[\d.]+)px/.exec(shadow);
        if (!lengths) return false;
        const [, x, y, blur, spread] = lengths.map(Number);
        const color = shadow.replace(lengths[0], '').trim();
        return x === 0 && y === 0 && blur === 0 && spread! >= 1 && !transparent(color);
      }) ?? null;
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return {
      element: `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> ${name}`,
      outline,
      ring,
    };
  });
}

/** The focused element shows that it has the focus. */
async function expectFocusVisible(page: Page): Promise<void> {
  const shown = await focusIndicator(page);
  expect(shown.outline !== 'none' || shown.ring !== null, `no visible focus on ${shown.element}`).toBe(true);
}

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** One press of Tab (Shift+Tab going back), then the focus must be visible where it landed. */
async function tab(page: Page, back = false): Promise<void> {
  await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  await expectFocusVisible(page);
}

/** Tab (or Shift+Tab) until `target` has the focus, checking the focus is visible at every stop on the way. */
async function tabTo(page: Page, target: Locator, { back = false, limit = 40 } = {}): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < limit; i++) {
    await tab(page, back);
    if (await hasFocus(target)) return;
  }
  throw new Error(`${limit} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${target.toString()}`);
}

/** Tab and Shift+Tab never leave the open dialog: past its last control the focus comes back to its first. */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  const stops = await dialog.evaluate(
    (element) =>
      element.querySelectorAll('button:not([disabled]), a[href], input:not([disabled]), textarea, select, [tabindex]')
        .length,
  );
  for (const back of [false, true]) {
    for (let i = 0; i < stops + 2; i++) {
      await tab(page, back);
      expect(
        await dialog.evaluate((element) => element.contains(document.activeElement)),
        'the focus left the dialog',
      ).toBe(true);
    }
  }
}

/** Escape closes the dialog and gives the focus back to the control that opened it. */
async function expectEscapeReturnsFocus(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => hasFocus(opener)).toBe(true);
  await expectFocusVisible(page);
}

/** The first Tab stop is "Skip to main content", shown when focused, and Enter moves the focus to <main id="main">. */
async function expectSkipLinkFirst(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  const link = page.getByRole('link', { name: 'Skip to main content' });
  expect(await hasFocus(link), 'the first Tab stop is the skip link').toBe(true);
  await expectFocusVisible(page);
  const box = await link.boundingBox();
  expect(box, 'the focused skip link is on screen').not.toBeNull();
  expect(box!.width).toBeGreaterThan(40);
  expect(box!.height).toBeGreaterThan(16);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  expect(new URL(page.url()).hash).toBe('');
}

describe('the keyboard alone', () => {
  it('signs up, creates a resume, fills two steps, reorders, changes the template and downloads the PDF', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Sign-in: the skip link first, then the way to "Sign up" and the form.
    await page.goto('/auth/sign-in');
    await page.getByRole('heading', { name: 'Log in to your account' }).waitFor();
    await expectSkipLinkFirst(page);
    // From <main>, the next Tab is the card's first link.
    await tab(page);
    expect(await hasFocus(page.getByRole('main').getByRole('link', { name: 'Vitae' }))).toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'Sign up' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    await tabTo(page, page.getByLabel('Full name'), { back: true });
    await page.keyboard.type('Kim Keys');
    await tab(page);
    expect(await hasFocus(page.getByLabel('Email'))).toBe(true);
    await page.keyboard.type(`keys-${Date.now()}@e2e.test`);
    await tab(page);
    expect(await hasFocus(page.getByLabel('Password'))).toBe(true);
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/');
    await page.getByRole('heading', { name: 'My Resumes' }).waitFor();

    // The dashboard: the skip link again; "Create new resume" opens a dialog that holds the focus, and Escape gives it
    // back to the tile.
    await expectSkipLinkFirst(page);
    const tile = page.getByRole('button', { name: 'Create new resume' });
    await tabTo(page, tile);
    await page.keyboard.press('Enter');
    const create = page.getByRole('dialog', { name: 'Create New Resume' });
    await create.waitFor();
    await expect.poll(() => create.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectFocusTrapped(page, create);
    await expectEscapeReturnsFocus(page, create, tile);
    await page.keyboard.press('Enter');
    await create.waitFor();
    await expect
      .poll(() => create.getByRole('textbox').evaluate((element) => element === document.activeElement))
      .toBe(true);
    await page.keyboard.type('Keyboard Resume');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/resume/*/edit');
    const resumeId = /resume\/([^/?]+)\/edit/.exec(page.url())![1]!;

    // Step 1, personal details: the first two fields.
    await page.getByText('Step 1 of', { exact: false }).waitFor();
    await tabTo(page, page.locator('input[name="fullName"]'), { limit: 60 });
    await page.keyboard.type('Kim Keys');
    await tab(page);
    expect(await hasFocus(page.locator('input[name="jobTitle"]'))).toBe(true);
    await page.keyboard.type('Keyboard Engineer');
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await tabTo(page, next, { back: true });
    await page.keyboard.press('Enter');
    await page.getByText('Step 2 of', { exact: false }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByText('Step 3 of', { exact: false }).waitFor();

    // Step 3, experience: two jobs added with "Add", their titles typed.
    const add = page.getByRole('button', { name: 'Add Experience' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const items = page.locator('[data-item-key]');
    await expect.poll(() => items.count()).toBe(2);
    // The jobs come before the list's buttons: back from Add, the second job first.
    await tabTo(page, page.locator('#experience-1-title'), { back: true });
    await page.keyboard.type('Second Job');
    await tab(page);
    await page.keyboard.type('Beta Ltd');
    await tabTo(page, page.locator('#experience-0-title'), { back: true });
    await page.keyboard.type('First Job');
    await tab(page);
    await page.keyboard.type('Alpha Ltd');

    // Reorder: the second job's Move up; the focus stays with the moved job.
    await tabTo(page, items.nth(1).locator('[data-action="up"]'));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#experience-0-title').inputValue()).toBe('Second Job');
    expect(await page.locator('#experience-1-title').inputValue()).toBe('First Job');
    expect(await items.nth(0).evaluate((item) => item.contains(document.activeElement))).toBe(true);
    await expectFocusVisible(page);
    // Autosave stores the order shown.
    await expect
      .poll(
        async () =>
          (await storedResume<{ experience: { title: string }[] }>(page, resumeId)).experience.map((job) => job.title),
        { timeout: 15_000 },
      )
      .toEqual(['Second Job', 'First Job']);

    // The template: Customize Template holds the focus, Escape gives it back, then Modern is chosen.
    const customize = page.getByRole('button', { name: 'Customize Template' });
    await tabTo(page, customize, { back: true, limit: 80 });
    await page.keyboard.press('Enter');
    const gallery = page.getByRole('dialog', { name: 'Customize Template' });
    await gallery.waitFor();
    await expectFocusTrapped(page, gallery);
    await expectEscapeReturnsFocus(page, gallery, customize);
    await page.keyboard.press('Enter');
    await gallery.waitFor();
    const modern = gallery.getByRole('button', { name: 'Modern' });
    await tabTo(page, modern);
    await page.keyboard.press('Enter');
    await toast(page, 'Template selected & saved!');
    await gallery.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(customize)).toBe(true);
    const templates = (await page.evaluate(async () => {
      const response = await fetch('/api/v1/admin/get-all-template');
      return response.json();
    })) as { data: { _id: string; name: string }[] };
    const modernId = templates.data.find((template) => template.name === 'Modern')?._id;
    expect(modernId).toBeTruthy();
    await expect
      .poll(async () => (await storedResume<{ templateId: string }>(page, resumeId)).templateId)
      .toBe(modernId);

    // Download PDF, from the preview panel.
    const download = page.getByRole('region', { name: 'Resume preview' }).getByRole('button', { name: 'Download PDF' });
    await tabTo(page, download, { limit: 120 });
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.keyboard.press('Enter'),
    ]);
    expect(file.suggestedFilename()).toBe('resume.pdf');
    const pdf = await readFile(await file.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await context.close();
  });
});
