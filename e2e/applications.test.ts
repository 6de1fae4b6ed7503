import { readFile } from 'node:fs/promises';
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
    // Closed is the menu's last item: End moves there (ArrowDown presses would race the menu's first focus).
    await page.keyboard.press('End');
    await expect
      .poll(() => page.getByRole('menuitem', { name: 'Closed' }).evaluate((item) => item === document.activeElement))
      .toBe(true);
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

/** A resume whose words meet part of POSTING: SQL and Python are shown, Tableau is not. */
const RESUME = {
  fullName: 'Jo Journey',
  jobTitle: 'Data Analyst',
  email: 'jo@example.com',
  phone: '+44 20 5550 0100',
  address: 'Leeds, UK',
  summary: '<p>Analyst who turns messy data into decisions.</p>',
  experience: [
    {
      title: 'Data Analyst',
      companyName: 'Northwind Traders',
      city: 'Leeds',
      startDate: '2019-01',
      currentlyWorking: true,
      workSummary:
        '<ul><li>Organised the team calendar</li><li>Built weekly revenue reports in SQL and Python for 12 regions</li></ul>',
    },
  ],
  education: [
    {
      universityName: 'University of Leeds',
      degree: 'BSc',
      major: 'Mathematics',
      startDate: '2014-09',
      endDate: '2017-06',
    },
  ],
  skills: [{ name: 'Excel' }, { name: 'Python' }, { name: 'SQL' }],
};

const POSTING = `Data Analyst — Contoso Health

Requirements:
- 3+ years of experience as a data analyst
- Strong SQL and Python
- Bachelor's degree in a quantitative field

Nice to have:
- Tableau`;

describe('applications: from a pasted posting to a tailored resume and a letter', () => {
  it('shows the match with evidence, tailors and accepts one proposal, writes a letter and downloads it', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signUp(page, `journey-${Date.now()}@e2e.test`, RESUME.fullName);
    const created = await callApi(page, 'POST', '/api/v1/users/create-user-resume', { resumeTitle: 'Analyst CV' });
    expect(created.status, created.body.message).toBe(201);
    const resumeId = (created.body.data as { _id: string })._id;
    const filled = await callApi(page, 'PATCH', `/api/v1/users/update-resume-details/${resumeId}`, RESUME);
    expect(filled.status, filled.body.message).toBe(200);

    // Add it from the pasted posting.
    await page.goto('/applications');
    await page.getByRole('button', { name: 'Add application' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add application' });
    await dialog.getByLabel('Company').fill('Contoso Health');
    await dialog.getByLabel('Role').fill('Data Analyst');
    await dialog.getByLabel('Job posting').fill(POSTING);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('heading', { name: 'Data Analyst · Contoso Health' }).waitFor();
    const applicationId = page.url().split('/').pop()!;

    // The match: counts, statuses in words, and the resume's words as evidence.
    const match = page.getByRole('region', { name: 'Job match' });
    await match.getByRole('button', { name: 'Match', exact: true }).click();
    const requirements = match.getByRole('list', { name: 'Requirements' });
    await requirements.waitFor();
    await expect.poll(() => match.getByRole('status').textContent()).toMatch(/Required: \d+ of \d+ met/);
    const sql = match.getByRole('list', { name: 'Evidence for SQL' });
    await expect.poll(() => sql.textContent()).toContain('SQL');
    const tableau = requirements.getByRole('listitem').filter({ hasText: 'Tableau' }).first();
    expect(await tableau.getAttribute('data-status')).toBe('not_shown');
    await expectAccessible(page, 'application with its match');

    // Tailor: a copy linked to its master, proposals accepted one by one.
    const tailoring = page.getByRole('region', { name: 'Tailoring' });
    await tailoring.getByRole('button', { name: 'Tailor for this application' }).click();
    const proposals = tailoring.getByRole('list', { name: 'Proposed changes' });
    await proposals.waitFor({ timeout: 30_000 });
    const accept = proposals.getByRole('button', { name: /^Accept: / }).first();
    const label = (await accept.getAttribute('aria-label'))!.replace(/^Accept: /, '');
    await accept.click();
    await tailoring.getByRole('button', { name: `Undo: ${label}` }).waitFor();
    const stored = await callApi(page, 'GET', `/api/v1/users/applications/${applicationId}/tailor`);
    const state = stored.body.data as { variant: { _id: string; masterId: string }; decisions: Record<string, string> };
    expect(state.variant.masterId).toBe(resumeId);
    expect(Object.values(state.decisions)).toContain('accepted');
    const master = await callApi(page, 'GET', `/api/v1/users/get-user-resume/${resumeId}`);
    expect((master.body.data as { skills: { name: string }[] }).skills.map((skill) => skill.name)).toEqual([
      'Excel',
      'Python',
      'SQL',
    ]);

    // A letter for this application: drafted offline, inserted, downloaded as PDF and Word.
    await page.getByRole('button', { name: 'Write a cover letter' }).click();
    const create = page.getByRole('dialog', { name: 'New cover letter' });
    await create.getByLabel('Resume').selectOption(resumeId);
    await create.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL('**/cover-letters/*');
    await page.getByRole('button', { name: 'Draft' }).click();
    await page.getByRole('menuitem', { name: 'Draft offline' }).click();
    const proposed = page.getByRole('dialog', { name: 'Offline draft' });
    await expect
      .poll(() => proposed.getByRole('region', { name: 'Proposed letter' }).textContent())
      .toContain('Contoso Health');
    await proposed.getByRole('button', { name: 'Insert' }).click();
    const letterId = page.url().split('/').pop()!;
    for (const [button, extension] of [
      ['Download PDF', 'pdf'],
      ['Download Word', 'docx'],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: button }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${extension}$`));
      const bytes = await readFile(await download.path());
      expect(bytes.length).toBeGreaterThan(1000);
    }
    // The downloads saved the inserted draft first: the stored letter holds it.
    const letter = await callApi(page, 'GET', `/api/v1/users/cover-letters/${letterId}`);
    expect((letter.body.data as { body: string; applicationId: string }).body).toContain('Contoso Health');
    expect((letter.body.data as { applicationId: string }).applicationId).toBe(applicationId);
    await context.close();
  });
});
