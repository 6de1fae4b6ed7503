import { MESSAGES } from '@vitae/schema';
import { loadCatalogue } from '@vitae/schema/i18n-catalogues';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { newPage, PASSWORD, signUp } from './session.ts';

const baseUrl = inject('baseUrl');
const german = await loadCatalogue('de');
const arabic = await loadCatalogue('ar');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const languageOf = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
const switcher = (page: Page) => page.getByRole('banner').getByRole('combobox');

describe('the interface in German and in Arabic', () => {
  it('follows the browser at first, switches from the header, mirrors for Arabic; the server answers in it', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'de-DE' });
    const page = await context.newPage();
    try {
      // The browser says German: the first screen is German, before any choice.
      await page.goto('/about-us');
      await page.getByRole('banner').getByRole('link', { name: german['header.login'] }).waitFor();
      expect(await languageOf(page)).toEqual({ lang: 'de', dir: 'ltr' });
      expect(await switcher(page).getAttribute('aria-label')).toBeNull(); // named by its label, in German
      expect(await page.getByRole('combobox', { name: german['header.language'] }).count()).toBe(1);

      await switcher(page).selectOption('ar');
      await page.getByRole('banner').getByRole('link', { name: arabic['header.login'] }).waitFor();
      expect(await languageOf(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      // Mirrored: the brand, first in the header, now stands at the right, the links at the left.
      const width = page.viewportSize()!.width;
      const brand = (await page.getByRole('banner').getByRole('link', { name: 'Vitae' }).boundingBox())!;
      const login = (await page.getByRole('banner').getByRole('link', { name: arabic['header.login'] }).boundingBox())!;
      expect(brand.x).toBeGreaterThan(width / 2);
      expect(login.x).toBeLessThan(brand.x);

      // Kept on this device: a reload is still Arabic, whatever the browser says.
      await page.reload();
      await page.getByRole('banner').getByRole('link', { name: arabic['header.login'] }).waitFor();
      expect(await languageOf(page)).toEqual({ lang: 'ar', dir: 'rtl' });

      // The server answers a visitor in the interface's language.
      const answer = await page.evaluate(async () => {
        const response = await fetch('/api/v1/users/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': document.documentElement.lang },
          body: '{}',
        });
        return (await response.json()) as { message: string };
      });
      expect(answer.message).toBe(arabic.credentialsRequired);
      expect(answer.message).not.toBe(MESSAGES.credentialsRequired);
    } finally {
      await context.close();
    }
  });

  it('signed in, the choice is saved on the account and follows it to another browser', async () => {
    const email = `languages-${Date.now()}@e2e.test`;
    const first = await newPage(browser, baseUrl);
    try {
      await signUp(first.page, email, 'Layla Haddad');
      await switcher(first.page).selectOption('de');
      await first.page.locator('[data-sonner-toast]', { hasText: german['account.languageSaved'] }).waitFor();
      await first.page.getByRole('link', { name: german['header.applications'] }).waitFor();
    } finally {
      await first.context.close();
    }
    // Another browser, English by default: signing in brings the account's German.
    const second = await newPage(browser, baseUrl);
    try {
      await second.page.goto('/auth/sign-in');
      await second.page.locator('input[name="email"]').fill(email);
      await second.page.locator('input[name="password"]').fill(PASSWORD);
      await second.page.locator('input[name="password"]').press('Enter');
      await second.page.getByRole('link', { name: german['header.applications'] }).waitFor();
      expect(await languageOf(second.page)).toEqual({ lang: 'de', dir: 'ltr' });
    } finally {
      await second.context.close();
    }
  });
});
