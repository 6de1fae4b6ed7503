import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultExperienceItem, type Resume } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import { editorPath, fakeResume, installFakeApi } from '../../test/fake-api.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

// The fake reads back every fact but a company written in lower case, and notes a summary with no figure
// (test/fake-ats-check.ts).
const resume: Resume = fakeResume({
  fullName: 'Jane Doe',
  jobTitle: 'Engineer',
  address: '1 Main St',
  phone: '555 0100',
  email: 'jane@example.com',
  summary: 'An engineer who ships.',
  experience: [{ ...defaultExperienceItem, title: 'Developer', companyName: 'acme', startDate: '2020-01' }],
});
const checkPath = `/api/v1/users/ats-check/${resume._id}`;

async function openCheck() {
  const fake = installFakeApi({ resumes: [resume] });
  signIn();
  renderApp(editorPath(resume));
  await screen.findByRole('form', { name: 'Personal Details' }, { timeout: 5000 });
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
  const pane = await screen.findByRole('region', { name: 'ATS check' });
  await within(pane).findByRole('heading', { name: /^Score: \d+ of 100$/ });
  return { fake, pane: within(pane) };
}

describe('the Check pane', () => {
  it('sits beside Edit and Design and shows the draft’s report: score with its parts, findings, facts, readability, text', async () => {
    const { fake, pane } = await openCheck();
    expect(screen.getByRole('button', { name: 'Check' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-pressed', 'false');
    // The draft is sent as preview-resume takes it.
    expect(fake.callsTo('POST', checkPath)[0]!.body).toMatchObject({ fullName: 'Jane Doe', summary: resume.summary });
    for (const part of ['Parse fidelity', 'Completeness', 'Writing']) {
      expect(pane.getByRole('meter', { name: part })).toBeInTheDocument();
    }
    expect(pane.getByRole('heading', { name: 'Errors (1)' })).toBeInTheDocument();
    expect(pane.getByRole('heading', { name: 'Notes (1)' })).toBeInTheDocument();
    const company = pane.getByRole('row', { name: /Experience 1 · Company Name/ });
    expect(company).toHaveTextContent('Not found');
    expect(pane.getByRole('row', { name: /Full Name/ })).toHaveTextContent('Found');
    expect(pane.getByRole('heading', { name: 'Readability' })).toBeInTheDocument();
    expect(pane.getByRole('region', { name: 'Text read from the PDF file' })).toHaveTextContent('Jane Doe');
    await userEvent.click(pane.getByRole('button', { name: 'Word' }));
    expect(pane.getByRole('button', { name: 'Word' })).toHaveAttribute('aria-pressed', 'true');
    expect(pane.getByRole('region', { name: 'Text read from the Word file' })).toHaveTextContent('Jane Doe');
  });

  it('a finding about experience.0.companyName opens the experience step with the Company Name input focused', async () => {
    const { pane } = await openCheck();
    await userEvent.click(pane.getByRole('button', { name: /“acme” was not read back.*Experience 1 · Company Name/ }));
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-pressed', 'true');
    const form = await screen.findByRole('form', { name: 'Professional Experience' });
    const company = within(form).getByRole('textbox', { name: 'Company Name' });
    await waitFor(() => expect(company).toHaveFocus());
    expect(company).toHaveValue('acme');
    expect(screen.queryByRole('region', { name: 'ATS check' })).not.toBeInTheDocument();
  });

  it('checks again after an edit: the summary finding leads to the summary, and the new words are checked', async () => {
    const { fake, pane } = await openCheck();
    await userEvent.click(pane.getByRole('button', { name: /The summary names no figure/ }));
    const summary = await screen.findByRole('textbox', { name: 'Add Summary' });
    await waitFor(() => expect(summary).toHaveFocus());
    const before = fake.callsTo('POST', checkPath).length;
    await userEvent.type(summary, ' Led 5 teams.');
    // The pane, hidden under Edit, follows the typing (debounced): the newest draft is checked.
    await waitFor(
      () => {
        const calls = fake.callsTo('POST', checkPath);
        expect(calls.length).toBeGreaterThan(before);
        expect(calls.at(-1)!.body).toMatchObject({ summary: 'An engineer who ships. Led 5 teams.' });
      },
      { timeout: 5000 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    const shown = within(screen.getByRole('region', { name: 'ATS check' }));
    await waitFor(() =>
      expect(shown.getByRole('region', { name: 'Text read from the PDF file' })).toHaveTextContent('Led 5 teams.'),
    );
    expect(shown.queryByRole('button', { name: /The summary names no figure/ })).not.toBeInTheDocument();
  });

  it('a failed check says why and offers Try again, which checks again', async () => {
    const fake = installFakeApi({ resumes: [resume] });
    fake.fail('POST', checkPath, 429, 'You are checking resumes too quickly. Please wait a moment and try again.');
    signIn();
    renderApp(editorPath(resume));
    await screen.findByRole('form', { name: 'Personal Details' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    const pane = within(await screen.findByRole('region', { name: 'ATS check' }));
    expect(await pane.findByRole('alert')).toHaveTextContent('You are checking resumes too quickly.');
    fake.restore('POST', checkPath);
    await userEvent.click(pane.getByRole('button', { name: 'Try again' }));
    expect(await pane.findByRole('heading', { name: /^Score: \d+ of 100$/ })).toBeInTheDocument();
    expect(pane.queryByRole('alert')).not.toBeInTheDocument();
  });
});
