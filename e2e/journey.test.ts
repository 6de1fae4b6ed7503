import { execFileSync } from 'node:child_process';
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ACCOUNT_MESSAGES } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, expectToastAccessible, launchBrowser } from './browser.ts';
import { newPage as openPage, PASSWORD as password, signIn, signOut, signUp, toast } from './session.ts';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const newPage = () => openPage(browser, baseUrl);

describe('a job seeker', () => {
  it('is sent to sign-in when signed out, and the public screens are accessible', async () => {
    const { context, page } = await newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Build Your Resume With AI' }).waitFor();
    await expectAccessible(page, 'landing');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.goto('/about-us');
    await page.getByRole('link', { name: 'Start Your Resume' }).waitFor();
    await expectAccessible(page, 'about-us');
    await page.goto('/dashboard');
    await page.waitForURL('**/auth/sign-in');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    await expectAccessible(page, 'sign-in');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // No GOOGLE_CLIENT_ID on this server: no Google button.
    expect(await page.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);
    await page.locator('input[name="email"]').fill('nobody@e2e.test');
    await page.locator('input[name="password"]').fill('not a password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await toast(page, 'Invalid User Credentials.');
    await expectToastAccessible(page);
    await context.close();
  });

  it('signs up, builds two resumes, previews, downloads, renames, retemplates and deletes', async () => {
    const { context, page } = await newPage();
    await signUp(page, `jane-${Date.now()}@e2e.test`, 'Jane Doe');
    await expectAccessible(page, 'dashboard');

    // A resume from the create tile, by keyboard alone.
    let focused = '';
    for (let i = 0; i < 15 && focused !== 'Create new resume'; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    }
    expect(focused).toBe('Create new resume');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Create New Resume' }).waitFor();
    await expectAccessible(page, 'create dialog');
    await page.keyboard.type('Full Stack Resume');
    await page.keyboard.press('Enter');
    await toast(page, 'Resume created successfully!');
    await page.waitForURL('**/dashboard/resume/*/edit');
    const editUrl = page.url();

    // Step 1: personal details; Save stores them at once (autosave would, a second later).
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await page.locator('input[name="fullName"]').fill('Jane Roe');
    await page.locator('input[name="jobTitle"]').fill('Frontend Engineer');
    await page.locator('input[name="address"]').fill('12 Main Street, Springfield');
    await page.locator('input[name="phone"]').fill('+1 555 0100');
    await page.locator('input[name="email"]').fill('jane@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Details updated');
    await page.getByRole('region', { name: 'Resume preview' }).getByLabel('Page 1 of 1').waitFor();
    await expectAccessible(page, 'editor');
    await next.click();

    // Step 2: summary, first from the offline AI's cards (the chosen card fills the field), then typed.
    await page.getByRole('button', { name: 'Generate from AI' }).click();
    const cards = page.getByRole('region', { name: 'AI summary suggestions' });
    await cards.getByText('Offline suggestions').waitFor();
    await expectAccessible(page, 'editor, summary suggestions');
    await cards.getByRole('button', { name: 'Use this summary: Mid-level' }).click();
    await expect.poll(() => page.locator('textarea[name="summary"]').inputValue()).not.toBe('');
    await page.locator('textarea[name="summary"]').fill('Frontend engineer who builds fast, accessible web apps.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Details updated successfully');
    await next.click();

    // Step 3: experience, with the rich-text work summary.
    await page.getByRole('button', { name: 'Add Experience' }).click();
    await page.getByRole('textbox', { name: 'Work Summary' }).waitFor();
    await expectAccessible(page, 'editor, experience step');
    await page.locator('input[name="title"]').fill('Senior Developer');
    await page.locator('input[name="companyName"]').fill('Acme Corp');
    await page.locator('input[name="city"]').fill('Springfield');
    await page.locator('input[name="state"]').fill('IL');
    await page.locator('input[name="startDate"]').fill('Jan 2020');
    await page.locator('input[name="endDate"]').fill('2023-06');
    await page.getByRole('button', { name: 'Generate bullet points from AI for Experience 1' }).click();
    // Generated bullets are offered, and only the chosen ones are added.
    const bullets = page.getByRole('dialog', { name: 'Choose bullet points' });
    await bullets.getByRole('button', { name: 'Select all' }).click();
    await bullets.getByRole('button', { name: 'Add selected' }).click();
    await page.getByRole('textbox', { name: 'Work Summary' }).locator('li').first().waitFor();
    await page.getByRole('textbox', { name: 'Work Summary' }).fill('Led the design system.');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Details updated !');
    await next.click();

    // Steps 4 to 10: one item each.
    const steps: { add: string; fields: Record<string, string>; message: string }[] = [
      {
        add: 'Add Education',
        fields: { universityName: 'State University', degree: 'BSc', major: 'Computer Science' },
        message: 'Education details updated!',
      },
      {
        add: 'Add Project',
        fields: { projectName: 'Vitae', projectLink: 'https://example.com/vitae' },
        message: 'Projects updated successfully!',
      },
      {
        add: 'Add Achievement',
        fields: { achievement: 'Employee of the year' },
        message: 'Achievements updated successfully!',
      },
      { add: 'Add Skill', fields: { name: 'TypeScript' }, message: 'Details updated !' },
      { add: 'Add Interest', fields: { interestName: 'Chess' }, message: 'Interests updated!' },
      {
        add: 'Add Certification',
        fields: { certificationOrExtraCurricularName: 'AWS Certified Developer' },
        message: 'Certifications & Extra-Curriculars updated!',
      },
      {
        add: 'Add Social Link',
        fields: { socialMediaName: 'LinkedIn', socialMediaLink: 'https://linkedin.com/in/janedoe' },
        message: 'Details updated !',
      },
    ];
    for (const step of steps) {
      await page.getByRole('button', { name: step.add }).click();
      for (const [name, value] of Object.entries(step.fields)) await page.locator(`input[name="${name}"]`).fill(value);
      await page.getByRole('button', { name: 'Save' }).click();
      await toast(page, step.message);
      await next.click();
    }

    // Step 11 goes to the view page; download resume.pdf and check it holds the name.
    await page.waitForURL('**/my-resume/*/view');
    await page.getByRole('heading', { name: 'Congrats! Your ultimate AI-generated resume is ready!' }).waitFor();
    await page
      .getByRole('region', { name: 'Resume preview' })
      .getByLabel(/^Page 1 of /)
      .waitFor();
    await expectAccessible(page, 'view');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Resume' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('resume.pdf');
    const file = await download.path();
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Jane Roe');
    expect(text).toContain('Acme Corp');

    // Rename and change the template from the editor; the preview refreshes.
    await page.goto(editUrl);
    await page.getByRole('button', { name: /Edit resume title/ }).click();
    await page.getByRole('dialog', { name: 'Edit Resume Title' }).waitFor();
    await expectAccessible(page, 'edit title dialog');
    await page
      .getByRole('dialog', { name: 'Edit Resume Title' })
      .locator('input[name="resumeTitle"]')
      .fill('Renamed Resume');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Resume title updated!');
    await page.getByRole('button', { name: 'Customize Template' }).click();
    await page.getByRole('dialog', { name: 'Customize Template' }).waitFor();
    await expectAccessible(page, 'customize template dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Modern' }).click();
    await toast(page, 'Template selected & saved!');
    await page.getByRole('button', { name: 'Latest Preview' }).click();
    await page.getByRole('region', { name: 'Resume preview' }).getByLabel('Page 1 of 1').waitFor();

    // A second resume, from a template.
    await page.getByRole('button', { name: 'Back to dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Compact' }).click();
    await page.getByRole('dialog', { name: 'Enter Resume Title' }).waitFor();
    await expectAccessible(page, 'template title dialog');
    await page.getByPlaceholder('e.g. Frontend Developer Resume').fill('From Template');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await toast(page, 'Resume created successfully!');
    await page.waitForURL('**/dashboard/resume/*/edit');

    // Delete it with the confirmation.
    await page.getByRole('button', { name: 'Back to dashboard' }).click();
    await page.getByRole('button', { name: 'Actions for From Template' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
    await confirm.getByText('This will permanently remove this resume.').waitFor();
    await expectAccessible(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Resume deleted successfully.');
    await page.getByRole('button', { name: 'Actions for From Template' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Actions for Renamed Resume' }).waitFor();

    // Log out from the avatar menu.
    await signOut(page);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await context.close();
  });
});

describe('the admin page', () => {
  it('lets the first account register a template folder and make another account admin, and refuses others', async () => {
    // Bob is an ordinary account: the admin page is not for him.
    const bob = await newPage();
    const bobEmail = `bob-${Date.now()}@e2e.test`;
    await signUp(bob.page, bobEmail, 'Bob');
    await bob.page.goto('/admin');
    await bob.page.getByRole('heading', { name: 'Not authorized' }).waitFor();
    await expectAccessible(bob.page, 'admin, not authorized');

    // The admin is the instance's first account (registered by global-setup): they sign in, not up.
    const { context, page } = await newPage();
    await signIn(page, adminEmail, adminPassword);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Classic' }).waitFor();
    await expectAccessible(page, 'admin');
    await page.getByRole('button', { name: 'Add New Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Template' });
    await dialog.waitFor();
    await expectAccessible(page, 'add template dialog');
    await dialog.getByRole('button', { name: 'Add Template' }).click();
    await toast(page, 'All fields are required.');
    await dialog.locator('input[name="folderName"]').fill('classic');
    await dialog.locator('input[name="name"]').fill('Classic again');
    await dialog.locator('textarea[name="description"]').fill('A second row for the classic folder.');
    await dialog.getByRole('button', { name: 'Add Template' }).click();
    // Every registry folder is registered at start: a second row for one is refused.
    await toast(page, 'Failed to add template');

    // An operator drops a new folder into TEMPLATES_DIR; the admin registers it from this page.
    const templatesDir = inject('templatesDir');
    await cp(path.join(templatesDir, 'classic'), path.join(templatesDir, 'classic-navy'), { recursive: true });
    await dialog.locator('input[name="folderName"]').fill('classic-navy');
    await dialog.locator('input[name="name"]').fill('Classic Navy');
    await dialog.locator('textarea[name="description"]').fill('The classic layout, registered from the admin page.');
    await dialog.getByRole('button', { name: 'Add Template' }).click();
    await toast(page, 'Template added.');
    await page.getByRole('heading', { name: 'Classic Navy' }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The Users tab: find Bob and make him admin.
    await page.getByRole('tab', { name: 'Users' }).click();
    const users = page.getByRole('table', { name: 'Users' });
    await users.getByRole('cell', { name: adminEmail, exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search users' }).fill(bobEmail);
    // The search applies once the typing pauses: then the table holds the header and Bob's row alone.
    await expect.poll(() => users.getByRole('row').count()).toBe(2);
    const makeAdmin = users.getByRole('button', { name: `Make ${bobEmail} admin`, exact: true });
    await makeAdmin.click();
    await toast(page, 'Role updated.');
    await users.getByRole('button', { name: `Remove admin role from ${bobEmail}`, exact: true }).waitFor();
    await expectAccessible(page, 'admin users');
    await context.close();

    // The new role counts at once: Bob's next visit shows him the admin page.
    await bob.page.reload();
    await bob.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await bob.context.close();
  });
});

describe('account settings', () => {
  it('changes the email with the password, downloads the data, and deletes the account', async () => {
    const { context, page } = await newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    const stamp = Date.now();
    const email = `carol-${stamp}@e2e.test`;
    const newEmail = `carol-new-${stamp}@e2e.test`;
    await signUp(page, email, 'Carol Doe');

    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await page.waitForURL('**/dashboard/account');
    await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // A new email asks for the current password, and is mailed a link: the address changes once it is opened
    // (accounts.test.ts opens it), so until then the account keeps the old one.
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByLabel('Email', { exact: true }).fill(newEmail);
    await profile.getByLabel('Current password', { exact: true }).fill(password);
    await expectAccessible(page, 'account settings');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await toast(page, ACCOUNT_MESSAGES.emailChangeSent(newEmail));
    await profile.getByLabel('Current password', { exact: true }).waitFor({ state: 'detached' });
    expect(await profile.getByLabel('Email', { exact: true }).inputValue()).toBe(email);

    // The export holds the address the account still has.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('region', { name: 'Your data' }).getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('vitae-export.json');
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      data: { user: { email: string }; resumes: unknown[] };
    };
    expect(exported.data.user.email).toBe(email);
    expect(exported.data.resumes).toEqual([]);

    // Deleting asks for the password, ends the session and shows sign-in.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await expectAccessible(page, 'delete account dialog');
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Delete account permanently' }).click();
    await page.waitForURL('**/auth/sign-in');
    await toast(page, 'Your account and all its resumes have been deleted.');
    await page.getByRole('heading', { name: 'Log in to your account' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    // The account is gone: its email and password sign in no more.
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await toast(page, 'Invalid User Credentials.');
    await context.close();
  });
});
