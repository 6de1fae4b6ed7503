import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

export const PASSWORD = 'correct horse battery';

/**
 * A fresh browser context (its own storage and cookies) on the app, with downloads and page errors reported.
 * `serverPreview`: the editor's live preview is always drawn by the server (its request path is what the test
 * watches), never by the browser's preview engine (lib/typst-preview/engine.ts, ENGINE_SETTING).
 */
export async function newPage(
  browser: Browser,
  baseUrl: string,
  { serverPreview = false }: { serverPreview?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, acceptDownloads: true });
  context.setDefaultTimeout(15_000);
  if (serverPreview) await context.addInitScript(() => localStorage.setItem('vitae:preview-engine', 'server'));
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  return { context, page };
}

/** Waits for the dashboard a sign-in or sign-up leads to. */
export async function onDashboard(page: Page): Promise<void> {
  await page.waitForURL('**/dashboard/');
  await page.getByRole('heading', { name: 'My Resumes' }).waitFor();
}

/** Signs up through the sign-in page's form and waits for the dashboard. */
export async function signUp(page: Page, email: string, fullName: string): Promise<void> {
  await page.goto('/auth/sign-in');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.locator('input[name="fullName"]').fill(fullName);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await onDashboard(page);
}

/** Submits the sign-in page's login form, without waiting for what comes of it. */
export async function submitLogin(page: Page, email: string, secret: string): Promise<void> {
  await page.goto('/auth/sign-in');
  await page.getByRole('heading', { name: 'Log in to your account' }).waitFor();
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(secret);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Logs in through the sign-in page's form. */
export async function signIn(page: Page, email: string, secret: string): Promise<void> {
  await submitLogin(page, email, secret);
  await onDashboard(page);
}

/** Logs out from the avatar menu and waits for sign-in. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL('**/auth/sign-in');
}

/** Presses Tab until `target` has the focus; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 20): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${limit} presses of Tab did not reach ${target.toString()}`);
}

/** Waits for a toast with this text. */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor();

/** From the dashboard: creates a resume with the create tile and waits for its editor; answers the editor's URL. */
export async function createResume(page: Page, title: string): Promise<string> {
  await page.getByRole('button', { name: 'Create new resume' }).click();
  await page.getByRole('dialog', { name: 'Create New Resume' }).waitFor();
  await page.keyboard.type(title);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard/resume/*/edit');
  return page.url();
}

/** Calls the API as the signed-in page does (its access token). */
export async function callApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('accessToken')}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? null : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { data: unknown; message: string } };
    },
    { method, path, body },
  );
}

/** The resume as the server holds it. */
export async function storedResume<T = Record<string, unknown>>(page: Page, resumeId: string): Promise<T> {
  return (await callApi(page, 'GET', `/api/v1/users/get-user-resume/${resumeId}`)).body.data as T;
}
