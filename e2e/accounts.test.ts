import { ACCOUNT_MESSAGES, MESSAGES } from '@vitae/schema';
import { generateSync } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startMailbox, type Mailbox } from '../apps/server/test/helpers/mailbox.ts';
import { startApp, type RunningApp } from './app.ts';
import { expectAccessible, launchBrowser } from './browser.ts';
import {
  callApi,
  newPage as openPage,
  onDashboard,
  PASSWORD,
  signIn,
  signOut,
  signUp,
  submitLogin,
  tabTo,
  toast,
} from './session.ts';

// This file's own app: it mails over SMTP to a mailbox in this process, and its links and passkeys are for the
// origin the browser opens. That is http://localhost, a secure context as WebAuthn needs (127.0.0.1 may not be one).
let mailbox: Mailbox;
let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  mailbox = await startMailbox();
  app = await startApp({
    hostName: 'localhost',
    env: (baseUrl) => ({ SMTP_URL: mailbox.url, MAIL_FROM: 'Vitae <no-reply@e2e.test>', PUBLIC_URL: baseUrl }),
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await mailbox?.close();
});

const newPage = () => openPage(browser, app.baseUrl);
let accounts = 0;
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${++accounts}@e2e.test`;
/** The link starting with `page` in the next mail to `to` with this subject (mails may take a while on a busy machine). */
const mailedLink = async (to: string, subject: string, page: string) =>
  linkIn(await mailbox.next(to, { subject, timeoutMs: 30_000 }), `${app.baseUrl}/${page}#token=`);
const currentEmail = async (page: Page) =>
  ((await callApi(page, 'GET', '/api/v1/users/current-user')).body.data as { email: string }).email;

describe('forgot password', () => {
  it('answers the same for any address, mails a link that sets a new password, by keyboard too', async () => {
    const email = uniqueEmail('fay');
    const unknown = uniqueEmail('nobody');
    const { context, page } = await newPage();
    await signUp(page, email, 'Fay Forgetful');
    await signOut(page);

    // An address with no account: the page answers as for any other.
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await expectAccessible(page, 'forgot password');
    await page.getByLabel('Email', { exact: true }).fill(unknown);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const answer = page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.resetLinkSent });
    await answer.waitFor();

    // The account's address, from the sign-in page with the keyboard alone.
    await page.goto('/auth/sign-in');
    await page.getByRole('heading', { name: 'Log in to your account' }).waitFor();
    await tabTo(page, page.getByRole('link', { name: 'Forgot password?' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/forgot-password');
    await tabTo(page, page.getByLabel('Email', { exact: true }));
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await answer.waitFor();

    const link = await mailedLink(email, 'Reset your Vitae password', 'reset-password');
    expect(mailbox.received.some((mail) => mail.to.includes(unknown))).toBe(false);

    // The link opens the page; the new password is typed twice.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    // The token leaves the address bar once read.
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    await expectAccessible(page, 'reset password');
    const newPassword = 'a brand new password';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill('not the same password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(MESSAGES.passwordsDoNotMatch).waitFor();
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL('**/auth/sign-in');
    await toast(page, ACCOUNT_MESSAGES.passwordReset);

    // The old password fails, the new one signs in.
    await submitLogin(page, email, PASSWORD);
    await toast(page, 'Invalid User Credentials.');
    await signIn(page, email, newPassword);
    expect(await currentEmail(page)).toBe(email);

    // The link worked once: a second use is refused, and the page offers a new link.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('yet another password');
    await page.getByLabel('Confirm new password', { exact: true }).fill('yet another password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('link', { name: 'Send a new link' }).waitFor();
    await page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.resetTokenInvalid }).waitFor();
    await context.close();
  });
});

describe('sessions', () => {
  it('lists each sign-in and signs another one out from the account page', async () => {
    const email = uniqueEmail('sam');
    const first = await newPage();
    await signUp(first.page, email, 'Sam Sessions');
    const second = await newPage();
    await signIn(second.page, email, PASSWORD);

    await first.page.goto('/account');
    const sessions = first.page.getByRole('region', { name: 'Active sessions' }).getByRole('listitem');
    await expect.poll(() => sessions.count()).toBe(2);
    const thisDevice = sessions.filter({ hasText: 'This device' });
    expect(await thisDevice.count()).toBe(1);
    expect(await thisDevice.getByRole('button', { name: 'Sign out', exact: true }).count()).toBe(0);
    await expectAccessible(first.page, 'account page');
    await sessions.filter({ hasNotText: 'This device' }).getByRole('button', { name: 'Sign out', exact: true }).click();
    await toast(first.page, ACCOUNT_MESSAGES.sessionEnded);
    await expect.poll(() => sessions.count()).toBe(1);

    // The other browser is signed out: its next API call is refused, and a reload lands on sign-in.
    await expect.poll(async () => (await callApi(second.page, 'GET', '/api/v1/users/current-user')).status).toBe(401);
    await second.page.reload();
    await second.page.waitForURL('**/auth/sign-in');
    await second.page.getByRole('heading', { name: 'Log in to your account' }).waitFor();
    expect(await currentEmail(first.page)).toBe(email);
    await first.context.close();
    await second.context.close();
  });
});

describe('two-factor sign-in', () => {
  it('turns on with an authenticator code, then asks for a code (keyboard alone) or a recovery code once', async () => {
    const email = uniqueEmail('toni');
    const { context, page } = await newPage();
    await signUp(page, email, 'Toni Totp');
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const setup = section.getByRole('form', { name: 'Set up two-factor sign-in' });
    const secret = ((await setup.locator('code').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectAccessible(page, 'two-factor setup');
    await setup.getByLabel('Authentication code').fill(generateSync({ secret }));
    await setup.getByRole('button', { name: 'Turn on', exact: true }).click();
    const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    const recoveryCodes = await codes.allTextContents();
    await expectAccessible(page, 'recovery codes');
    await section.getByRole('button', { name: 'Done' }).click();
    await section.getByRole('button', { name: 'Turn off' }).waitFor();
    await signOut(page);

    // The password, then the authenticator's code, all from the keyboard. The step used to turn it on is spent:
    // the code is the next step's.
    await page.getByRole('heading', { name: 'Log in to your account' }).waitFor();
    await tabTo(page, page.getByLabel('Email', { exact: true }));
    await page.keyboard.type(email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    const code = page.getByLabel('Authentication code');
    await code.waitFor();
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    expect(await code.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectAccessible(page, 'two-factor step');
    await page.keyboard.type(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.keyboard.press('Enter');
    await onDashboard(page);
    expect(await currentEmail(page)).toBe(email);

    // A recovery code passes the step once.
    await signOut(page);
    await submitLogin(page, email, PASSWORD);
    await code.fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await onDashboard(page);
    await signOut(page);
    await submitLogin(page, email, PASSWORD);
    await code.fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await toast(page, ACCOUNT_MESSAGES.twoFactorCodeWrong);
    expect(page.url()).toMatch(/\/auth\/sign-in$/);
    await context.close();
  });
});

describe('passkeys', () => {
  it('adds a passkey on the account page and signs in with it alone', async () => {
    const email = uniqueEmail('pat');
    const { context, page } = await newPage();
    // Chromium's virtual authenticator: a platform passkey that verifies the user at once.
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await signUp(page, email, 'Pat Passkey');
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Passkeys' });
    await section.getByText('No passkeys yet.').waitFor();
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await toast(page, ACCOUNT_MESSAGES.passkeyAdded);
    await section.getByRole('list', { name: 'Your passkeys' }).getByText('Passkey 1', { exact: true }).waitFor();
    await signOut(page);

    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await onDashboard(page);
    expect(await currentEmail(page)).toBe(email);
    await context.close();
  });
});

describe('a change of email address', () => {
  it('waits for the link mailed to the new address, then changes', async () => {
    const email = uniqueEmail('ed');
    const newEmail = uniqueEmail('ed-new');
    const { context, page } = await newPage();
    await signUp(page, email, 'Ed Address');
    await page.goto('/account');
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByLabel('Email', { exact: true }).fill(newEmail);
    await profile.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await toast(page, ACCOUNT_MESSAGES.emailChangeSent(newEmail));
    await expect.poll(() => profile.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    expect(await currentEmail(page)).toBe(email);

    const link = await mailedLink(newEmail, 'Confirm your new email address for Vitae', 'verify-email');
    await page.goto(link);
    await page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.emailChanged }).waitFor();
    await expectAccessible(page, 'verify email');
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.getByRole('heading', { name: 'My Resumes' }).waitFor();
    expect(await currentEmail(page)).toBe(newEmail);
    await context.close();
  });
});
