import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_MESSAGES, JOB_MATCH_MESSAGES, type Application, type Resume } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fake-answers.ts';
import { fakeResume, installFakeApi } from '../../test/fake-api.ts';
import { fakeApplication } from '../../test/fake-applications.ts';
import { fakeCoverLetter } from '../../test/fake-cover-letters.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

const resume = fakeResume({
  resumeTitle: 'Nurse CV',
  summary: '<p>Eight years of Nursing on a cardiac ward.</p>',
  skills: [{ name: 'Python' } as Resume['skills'][number], { name: 'SQL' } as Resume['skills'][number]],
});

async function openApplication(application: Application, options: Parameters<typeof installFakeApi>[0] = {}) {
  const fake = installFakeApi({ applications: [application], resumes: [resume], ...options });
  signIn();
  const utils = renderApp(`/applications/${application._id}`);
  await screen.findByRole('heading', { name: `${application.role} · ${application.company}` });
  return { fake, ...utils };
}

const details = () => within(screen.getByRole('form', { name: 'Details' }));

describe('an application’s page', () => {
  it('saves the fields, a next step as ISO 8601 with its offset, and contacts added and removed; a toast says so', async () => {
    const application = fakeApplication({ company: 'Acme', role: 'Nurse', contacts: [] });
    const { fake } = await openApplication(application);
    await userEvent.clear(details().getByLabelText('Role'));
    await userEvent.type(details().getByLabelText('Role'), 'Head nurse');
    await userEvent.type(details().getByLabelText('Location'), 'Leeds');
    await userEvent.type(details().getByLabelText('Next step'), 'Panel interview');
    fireEvent.change(details().getByLabelText('Date and time'), { target: { value: '2026-12-03T14:00' } });
    await userEvent.click(details().getByRole('button', { name: 'Add contact' }));
    await userEvent.click(details().getByRole('button', { name: 'Add contact' }));
    const first = within(details().getByRole('group', { name: 'Contact 1' }));
    await userEvent.type(first.getByLabelText('Name'), 'Sam Lee');
    await userEvent.type(first.getByLabelText('Email'), 'sam@acme.example');
    await userEvent.click(details().getByRole('button', { name: 'Remove contact 2' }));
    expect(details().getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(details().getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(APPLICATION_MESSAGES.updated)).toBeInTheDocument();
    const [call] = fake.callsTo('PATCH', `/api/v1/users/applications/${application._id}`);
    const body = call?.body as Record<string, unknown> & { nextStep: { title: string; at: string } };
    expect(body).toMatchObject({ role: 'Head nurse', location: 'Leeds', company: 'Acme', resumeId: null });
    expect(body.contacts).toEqual([{ name: 'Sam Lee', role: '', email: 'sam@acme.example', phone: '', notes: '' }]);
    expect(body.nextStep.title).toBe('Panel interview');
    expect(body.nextStep.at).toMatch(/^2026-12-03T14:00:00[+-]\d\d:\d\d$/);
    expect(new Date(body.nextStep.at).getTime()).toBe(new Date('2026-12-03T14:00').getTime());
    expect(screen.getByRole('heading', { name: 'Head nurse · Acme' })).toBeInTheDocument();
    expect(details().getByText('All changes saved')).toBeInTheDocument();
  });

  it('shows the schema’s message for a next step without a date and sends nothing; a failed save toasts why', async () => {
    const application = fakeApplication({ company: 'Acme', role: 'Nurse' });
    const { fake } = await openApplication(application);
    await userEvent.type(details().getByLabelText('Next step'), 'Call back');
    await userEvent.click(details().getByRole('button', { name: 'Save' }));
    expect(await details().findByText(APPLICATION_MESSAGES.nextStepDateInvalid)).toBeInTheDocument();
    expect(details().getByLabelText('Date and time')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.callsTo('PATCH', '/api/v1/users/applications/')).toHaveLength(0);

    await userEvent.clear(details().getByLabelText('Next step'));
    fake.fail('PATCH', `/api/v1/users/applications/${application._id}`, 500, 'The server failed.');
    await userEvent.type(details().getByLabelText('Notes'), 'Ask about nights');
    await userEvent.click(details().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The server failed.')).toBeInTheDocument();
    expect(details().getByLabelText('Notes')).toHaveValue('Ask about nights');
  });

  it('shows the stage history and what was sent, read-only with its date', async () => {
    const application = fakeApplication({
      company: 'Acme',
      role: 'Nurse',
      stage: 'closed',
      closedReason: 'rejected',
      stageHistory: [
        { stage: 'applied', reason: null, at: '2026-01-02T10:00:00.000Z' },
        { stage: 'closed', reason: 'rejected', at: '2026-01-20T10:00:00.000Z' },
      ],
      sentResume: {
        resumeId: resume._id,
        resumeTitle: 'Nurse CV (sent)',
        content: {},
        sentAt: '2026-01-02T10:00:00.000Z',
      },
      sentCoverLetter: {
        coverLetterId: '70000000-0000-4000-8000-000000000001',
        title: 'Letter to Acme',
        body: '<p>Dear team,</p><p>I care &amp; I listen.</p>',
        sentAt: '2026-01-02T10:00:00.000Z',
      },
    });
    await openApplication(application);
    const history = screen.getByRole('list', { name: 'Stage history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/Applied$/), expect.stringMatching(/Closed · Rejected$/)]);
    const sent = screen.getByRole('region', { name: 'Sent' });
    expect(within(sent).getByRole('heading', { name: 'Resume: Nurse CV (sent)' })).toBeInTheDocument();
    expect(within(sent).getByRole('document', { name: 'Cover letter as sent' })).toHaveTextContent(
      'Dear team, I care & I listen.',
    );
    expect(within(sent).queryByRole('textbox')).not.toBeInTheDocument();
    const resumeSent = within(sent).getByRole('heading', { name: 'Resume: Nurse CV (sent)' }).nextElementSibling!;
    expect(resumeSent).toHaveTextContent(/^Sent .+ · kept as it was then \(read-only\)\.$/);
    expect(resumeSent.querySelector('time')).toHaveAttribute('dateTime', '2026-01-02T10:00:00.000Z');
  });

  it('deletes after asking, then goes back to the list', async () => {
    const application = fakeApplication({ company: 'Acme', role: 'Nurse' });
    const { fake, router } = await openApplication(application);
    await userEvent.click(details().getByRole('button', { name: 'Delete application' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this application?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(fake.callsTo('DELETE', '/api/v1/users/applications/')).toHaveLength(0);
    await userEvent.click(details().getByRole('button', { name: 'Delete application' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete this application?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(APPLICATION_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
    expect(fake.state.applications.size).toBe(0);
  });

  it('answers "Application not found." for an unknown id', async () => {
    installFakeApi();
    signIn();
    renderApp('/applications/60000000-0000-4000-8000-0000000000ff');
    expect(await screen.findByRole('heading', { name: APPLICATION_MESSAGES.notFound })).toBeInTheDocument();
  });
});

describe('the job match of an application', () => {
  const posting = 'Required: Python, SQL and React.\nNursing experience.\nNice to have: Go.';

  it('shows the counts (no percentage), each requirement’s status in words, kind, and evidence that opens the editor', async () => {
    const application = fakeApplication({ company: 'Acme', role: 'Nurse', posting });
    const { fake, router } = await openApplication(application);
    const match = within(screen.getByRole('region', { name: 'Job match' }));
    expect(match.getByLabelText('Resume to match')).toHaveValue(resume._id);
    await userEvent.click(match.getByRole('button', { name: 'Match' }));
    expect(await match.findByText('Required: 3 of 4 met · Nice to have: 0 of 1')).toBeInTheDocument();
    expect(match.queryByText(/%/)).not.toBeInTheDocument();
    expect(fake.callsTo('GET', `/api/v1/users/applications/${application._id}/match`)[0]?.query).toEqual({
      resumeId: resume._id,
    });
    const items = match.getAllByRole('listitem').filter((item) => item.dataset.status);
    const texts = items.map((item) => item.firstElementChild!.textContent);
    expect(texts).toEqual([
      'Not shownReactSkill · Required',
      'MetSQLSkill · Required',
      'MetPythonSkill · Required',
      'MetNursingCertification · Required',
      'Not shownGoSkill · Nice to have',
    ]);
    const react = items[0]!;
    expect(within(react).getByText('Your resume does not show this yet.')).toBeInTheDocument();
    const nursing = within(match.getByRole('list', { name: 'Evidence for Nursing' }));
    expect(nursing.getByText('Summary:')).toBeInTheDocument();
    expect(nursing.getByText('Eight years of Nursing on a cardiac ward.')).toBeInTheDocument();
    const sql = within(match.getByRole('list', { name: 'Evidence for SQL' }));
    expect(sql.getByText('SQL')).toBeInTheDocument();
    await userEvent.click(sql.getByRole('button', { name: /^Show in editor: / }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/resume/${resume._id}/edit`));
  });

  it('opens the field the evidence names in the editor', async () => {
    const application = fakeApplication({ company: 'Acme', role: 'Nurse', posting });
    await openApplication(application);
    const match = within(screen.getByRole('region', { name: 'Job match' }));
    await userEvent.click(match.getByRole('button', { name: 'Match' }));
    const nursing = within(await match.findByRole('list', { name: 'Evidence for Nursing' }));
    await userEvent.click(nursing.getByRole('button', { name: 'Show in editor: Summary' }));
    await waitFor(() => expect(document.getElementById('summary')).toHaveFocus(), { timeout: 8000 });
  });

  it('a posting with no requirement it knows says so', async () => {
    const application = fakeApplication({ company: 'Acme', role: 'Nurse', posting: 'Friendly team, free coffee.' });
    await openApplication(application);
    const match = within(screen.getByRole('region', { name: 'Job match' }));
    await userEvent.click(match.getByRole('button', { name: 'Match' }));
    expect(await match.findByText(JOB_MATCH_MESSAGES.noRequirements)).toBeInTheDocument();
    expect(match.queryByRole('list', { name: 'Requirements' })).not.toBeInTheDocument();
  });

  it('an application without a posting shows the server’s message to paste it', async () => {
    const application = fakeApplication({ company: 'Beta', role: 'Nurse', posting: '' });
    await openApplication(application);
    const match = within(screen.getByRole('region', { name: 'Job match' }));
    await userEvent.click(match.getByRole('button', { name: 'Match' }));
    expect(await match.findByRole('alert')).toHaveTextContent(JOB_MATCH_MESSAGES.noPosting);
  });

  it('the second opinion (AI) is shown beside the offline figures, which stay', async () => {
    const application = fakeApplication({ company: 'Acme', role: 'Nurse', posting });
    const { fake } = await openApplication(application, { aiProvider: 'gemini' });
    const match = within(screen.getByRole('region', { name: 'Job match' }));
    await userEvent.click(match.getByRole('button', { name: 'Match' }));
    await match.findByText('Required: 3 of 4 met · Nice to have: 0 of 1');
    fake.override('POST', '/api/v1/users/job-match/second-opinion', () =>
      ok({ text: 'Strong on the clinical side; React is missing.', provider: 'gemini' }),
    );
    await userEvent.click(match.getByRole('button', { name: 'Second opinion (AI)' }));
    expect(await match.findByText('Strong on the clinical side; React is missing.')).toBeInTheDocument();
    expect(match.getByText('Required: 3 of 4 met · Nice to have: 0 of 1')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/v1/users/job-match/second-opinion')[0]?.body).toEqual({
      posting,
      resumeId: resume._id,
    });
  });

  it('without an AI provider, the second opinion is not offered and says why', async () => {
    const application = fakeApplication({ company: 'Acme', role: 'Nurse', posting });
    await openApplication(application);
    const match = within(screen.getByRole('region', { name: 'Job match' }));
    await userEvent.click(match.getByRole('button', { name: 'Match' }));
    expect(await match.findByText(JOB_MATCH_MESSAGES.secondOpinionUnavailable)).toBeInTheDocument();
    expect(match.queryByRole('button', { name: 'Second opinion (AI)' })).not.toBeInTheDocument();
  });

  it('lists the letters linked to it, and "Write a cover letter" creates one for it, titled with the company', async () => {
    const application = fakeApplication({ company: 'Acme', role: 'Nurse' });
    const linked = fakeCoverLetter({
      _id: '70000000-0000-4000-8000-000000000001',
      title: 'To Acme',
      applicationId: application._id,
    });
    const other = fakeCoverLetter({
      _id: '70000000-0000-4000-8000-000000000002',
      title: 'To Beta',
      applicationId: null,
    });
    const { fake } = await openApplication(application, { coverLetters: [linked, other] });
    const letters = within(screen.getByRole('region', { name: 'Cover letter' }));
    expect(await letters.findByRole('link', { name: 'To Acme' })).toHaveAttribute(
      'href',
      `/cover-letters/${linked._id}`,
    );
    expect(letters.queryByRole('link', { name: 'To Beta' })).not.toBeInTheDocument();

    await userEvent.click(letters.getByRole('button', { name: 'Write a cover letter' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New cover letter' }));
    expect(dialog.getByLabelText('Title')).toHaveValue('Cover letter — Acme');
    await userEvent.selectOptions(dialog.getByLabelText('Resume'), resume._id);
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(fake.callsTo('POST', '/api/v1/users/cover-letters')).toHaveLength(1));
    expect(fake.callsTo('POST', '/api/v1/users/cover-letters')[0]?.body).toEqual({
      title: 'Cover letter — Acme',
      resumeId: resume._id,
      applicationId: application._id,
    });
  });
});
