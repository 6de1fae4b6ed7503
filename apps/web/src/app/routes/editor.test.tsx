import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vitae/schema';
import { describe, expect, it, vi } from 'vitest';
import {
  editorPath,
  fakeTemplates,
  filledResume,
  installFakeApi,
  patchPathOf,
  type FakeApi,
} from '../../test/fake-api.ts';
import { ok } from '../../test/fake-answers.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

const resume = filledResume;
const path = editorPath(resume);
const patchPath = patchPathOf(resume);

async function openEditor(options: { resume?: typeof resume } = {}) {
  const fake = installFakeApi({ resumes: [options.resume ?? resume] });
  signIn();
  const utils = renderApp(path);
  await screen.findByRole('form', { name: 'Personal Details' }, { timeout: 5000 });
  return { fake, ...utils };
}

const next = () => screen.getByRole('button', { name: 'Next' });
const save = () => screen.getByRole('button', { name: 'Save' });

async function goToStep(step: number) {
  for (let i = 1; i < step; i += 1) await userEvent.click(next());
}

const patches = (fake: FakeApi) => fake.callsTo('PATCH', patchPath).map((call) => call.body);

describe('the editor wizard', () => {
  it('step 1: every field is required to Save; Save sends them at once with "Details updated"; Next never waits', async () => {
    const { fake } = await openEditor();
    expect(next()).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    const fullName = screen.getByRole('textbox', { name: 'Full Name' });
    expect(fullName).toHaveAttribute('name', 'fullName');
    await userEvent.clear(fullName);
    expect(next()).toBeEnabled();
    await userEvent.click(save());
    expect(await screen.findByText(MESSAGES.fieldRequired)).toBeInTheDocument();
    expect(patches(fake)).toHaveLength(0);
    await userEvent.type(fullName, 'Jane Roe');
    await userEvent.click(save());
    expect(await screen.findByText(MESSAGES.personalDetailsUpdated)).toBeInTheDocument();
    expect(patches(fake)).toEqual([
      {
        fullName: 'Jane Roe',
        jobTitle: 'Engineer',
        address: '1 Main St',
        phone: '555',
        email: 'jane@example.com',
        version: 1,
      },
    ]);
  });

  it('step 1: a failed Save stops the spinner, keeps the text and leaves Next usable', async () => {
    const { fake } = await openEditor();
    fake.fail('PATCH', patchPath, 500);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.type(screen.getByRole('textbox', { name: 'Job Title' }), '!');
    await userEvent.click(save());
    await waitFor(() => expect(save()).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'Job Title' })).toHaveValue('Engineer!');
    expect(next()).toBeEnabled();
  });

  it('step 2: the summary is required to Save; Back returns to step 1', async () => {
    const { fake } = await openEditor();
    await goToStep(2);
    const summary = screen.getByRole('textbox', { name: 'Add Summary' });
    expect(summary).toHaveAttribute('name', 'summary');
    await userEvent.clear(summary);
    await userEvent.click(save());
    expect(await screen.findByText(MESSAGES.fieldRequired)).toBeInTheDocument();
    await userEvent.type(summary, 'Builds things.');
    await userEvent.click(save());
    expect(await screen.findByText(MESSAGES.summaryUpdated)).toBeInTheDocument();
    expect(patches(fake).at(-1)).toEqual({ summary: 'Builds things.', version: expect.any(Number) });
    expect(fake.state.resumes.get(resume._id)!.summary).toBe('Builds things.');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('form', { name: 'Personal Details' })).toBeInTheDocument();
  });

  it('step 3: experience Add/Remove/Save ("Details updated !"), Remove disabled on an empty list', async () => {
    const { fake } = await openEditor();
    await goToStep(3);
    expect(screen.getByRole('button', { name: 'Remove Experience' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add Experience' }));
    const form = screen.getByRole('form', { name: 'Professional Experience' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Position Title' }), 'Developer');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Company Name' }), 'Acme');
    expect(form.querySelector('input[name="companyName"]')).toHaveValue('Acme');
    await userEvent.click(save());
    expect(await screen.findByText(MESSAGES.detailsUpdated)).toBeInTheDocument();
    expect(patches(fake)[0]).toEqual({
      experience: [expect.objectContaining({ title: 'Developer', companyName: 'Acme', workSummary: '' })],
      version: 1,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Experience' }));
    expect(screen.getByRole('button', { name: 'Remove Experience' })).toBeDisabled();
  });

  it.each([
    [4, 'Education', 'University Name', 'universityName', MESSAGES.educationUpdated, MESSAGES.sectionServerError],
    [5, 'Project', 'Project Name', 'projectName', MESSAGES.projectsUpdated, MESSAGES.sectionServerError],
    [6, 'Achievement', 'Achievement', 'achievement', MESSAGES.achievementsUpdated, MESSAGES.sectionServerError],
    [7, 'Skill', 'Skill', 'name', MESSAGES.detailsUpdated, MESSAGES.sectionServerErrorBang],
    [8, 'Interest', 'Interest', 'interestName', MESSAGES.interestsUpdated, MESSAGES.interestsServerError],
    [
      9,
      'Certification',
      'Certification or Extra-Curricular',
      'certificationOrExtraCurricularName',
      MESSAGES.certificationsUpdated,
      MESSAGES.sectionServerError,
    ],
  ])(
    'step %i: %s saves with its success toast and shows its failure toast',
    async (step, item, label, name, ok, ko) => {
      const { fake } = await openEditor();
      await goToStep(step);
      await userEvent.click(screen.getByRole('button', { name: `Add ${item}` }));
      const input = screen.getByRole('textbox', { name: label });
      expect(input).toHaveAttribute('name', name);
      await userEvent.type(input, 'Value');
      await userEvent.click(save());
      expect(await screen.findByText(ok)).toBeInTheDocument();
      expect(Object.values(patches(fake)[0] as object)[0]).toEqual([expect.objectContaining({ [name]: 'Value' })]);
      fake.fail('PATCH', patchPath, 500);
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await userEvent.click(save());
      expect(await screen.findByText(ko)).toBeInTheDocument();
    },
  );

  it('step 6: saving no achievements says "Add at least one achievement before saving." without a call', async () => {
    const { fake } = await openEditor();
    await goToStep(6);
    await userEvent.click(save());
    expect(await screen.findByText(MESSAGES.addOneAchievement)).toBeInTheDocument();
    expect(patches(fake)).toHaveLength(0);
  });

  it('Remove stays enabled on empty lists for skills and social links only', async () => {
    await openEditor();
    const expected: Record<number, boolean> = { 4: true, 5: true, 6: true, 7: false, 8: true, 9: true, 10: false };
    for (let step = 2; step <= 10; step += 1) {
      await userEvent.click(next());
      if (!(step in expected)) continue;
      const remove = screen.getByRole('button', { name: /^Remove / });
      expect(remove.hasAttribute('disabled'), `step ${step}`).toBe(expected[step]);
    }
  });

  it('step 10: the social link is required; saving says "Details updated !"; Next goes to the view page', async () => {
    const { fake, router } = await openEditor();
    await goToStep(10);
    await userEvent.click(screen.getByRole('button', { name: 'Add Social Link' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Platform (for example LinkedIn)' }), 'LinkedIn');
    await userEvent.click(save());
    expect(await screen.findByText(MESSAGES.fieldRequired)).toBeInTheDocument();
    expect(patches(fake)).toHaveLength(0);
    const link = screen.getByRole('textbox', { name: 'Link' });
    expect(link).toHaveAttribute('name', 'socialMediaLink');
    await userEvent.type(link, 'https://linkedin.com/in/jane');
    await userEvent.click(save());
    expect(await screen.findByText(MESSAGES.detailsUpdated)).toBeInTheDocument();
    expect(patches(fake)).toEqual([
      { social: [{ socialMediaName: 'LinkedIn', socialMediaLink: 'https://linkedin.com/in/jane' }], version: 1 },
    ]);
    await userEvent.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/my-resume/${resume._id}/view`));
  });

  it('Customize Template saves the choice at once with "Template selected & saved!"', async () => {
    const { fake } = await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Customize Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customize Template' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Classic' }));
    expect(await screen.findByText(MESSAGES.templateSaved)).toBeInTheDocument();
    expect(patches(fake)).toEqual([{ templateId: fakeTemplates[0]!._id, version: 1 }]);
  });

  it('a failed template save says "Failed to update template. Please try again."', async () => {
    const { fake } = await openEditor();
    fake.fail('PATCH', patchPath, 500);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Customize Template' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Modern' }));
    expect(await screen.findByText(MESSAGES.templateUpdateFailed)).toBeInTheDocument();
  });

  it('renames the resume in "Edit Resume Title" at once', async () => {
    const { fake } = await openEditor();
    await userEvent.click(await screen.findByRole('button', { name: /Edit resume title/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Resume Title' });
    const input = within(dialog).getByRole('textbox', { name: 'Resume title' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Renamed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.resumeTitleUpdated)).toBeInTheDocument();
    expect(patches(fake)).toEqual([{ resumeTitle: 'Renamed', version: 1 }]);
    expect(screen.getByRole('button', { name: 'Edit resume title: Renamed' })).toBeInTheDocument();
  });

  it('saves before leaving; asks only when the edits cannot be saved', async () => {
    const { fake, router } = await openEditor();
    await userEvent.type(screen.getByRole('textbox', { name: 'Job Title' }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Back to dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(patches(fake)).toEqual([{ jobTitle: 'Engineer!', version: 1 }]);
    expect(screen.queryByText(MESSAGES.unsavedChanges)).not.toBeInTheDocument();
  });

  it('warns before leaving with edits the server refused', async () => {
    const { fake, router } = await openEditor();
    fake.fail('PATCH', patchPath, 500);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.type(screen.getByRole('textbox', { name: 'Job Title' }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Back to dashboard' }));
    expect(await screen.findByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('a resume that is not there', () => {
  it('says so and offers the way back to the dashboard', async () => {
    installFakeApi({ resumes: [] });
    signIn();
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: MESSAGES.resumeNotFound })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('logging out', () => {
  it('asks first while edits are not saved, and stays when asked to', async () => {
    const { fake, router } = await openEditor();
    fake.fail('PATCH', patchPath, 500);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.type(screen.getByRole('textbox', { name: 'Job Title' }), ' II');
    await userEvent.click(screen.getByRole('button', { name: 'Open account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent(MESSAGES.unsavedLogout);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(path);
    expect(fake.callsTo('POST', '/api/v1/users/logout')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Job Title' })).toHaveValue('Engineer II');

    await userEvent.click(screen.getByRole('button', { name: 'Open account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Log out anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    // The words stay on this device, offered back when the resume is opened again.
    expect(JSON.parse(localStorage.getItem(`vitae.draft.${resume._id}`)!)).toMatchObject({
      fields: { jobTitle: 'Engineer II' },
    });
  });

  it('does not ask once everything is saved', async () => {
    const { fake, router } = await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Open account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(fake.callsTo('POST', '/api/v1/users/logout')).toHaveLength(1);
  });
});

describe('autosave', () => {
  const saveStatus = () =>
    screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite')!;

  it('saves an edit without a click after a pause in typing, naming the version it edits', async () => {
    const { fake } = await openEditor();
    await userEvent.type(screen.getByRole('textbox', { name: 'Job Title' }), ' II');
    expect(saveStatus()).toHaveTextContent(MESSAGES.autosaveSaving);
    expect(patches(fake)).toHaveLength(0);
    await waitFor(() => expect(saveStatus()).toHaveTextContent(MESSAGES.autosaveSaved), { timeout: 3000 });
    expect(patches(fake)).toEqual([{ jobTitle: 'Engineer II', version: 1 }]);
    expect(fake.state.resumes.get(resume._id)).toMatchObject({ jobTitle: 'Engineer II', version: 2 });
    // The next edit names the version the server answered.
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '5');
    await waitFor(() => expect(patches(fake)).toHaveLength(2), { timeout: 3000 });
    expect(patches(fake)[1]).toEqual({ phone: '5555', version: 2 });
  });

  it('a refused save says so, keeps the text here and on the device, and Retry saves it', async () => {
    const { fake } = await openEditor();
    fake.fail('PATCH', patchPath, 500);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.type(screen.getByRole('textbox', { name: 'Job Title' }), ' II');
    await waitFor(() => expect(saveStatus()).toHaveTextContent(`${MESSAGES.autosaveFailed} —Retry`), {
      timeout: 3000,
    });
    expect(screen.getByRole('textbox', { name: 'Job Title' })).toHaveValue('Engineer II');
    expect(JSON.parse(localStorage.getItem(`vitae.draft.${resume._id}`)!)).toMatchObject({
      baseVersion: 1,
      fields: { jobTitle: 'Engineer II' },
    });
    fake.restore('PATCH', patchPath);
    await userEvent.click(within(saveStatus()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent(MESSAGES.autosaveSaved));
    expect(fake.state.resumes.get(resume._id)!.jobTitle).toBe('Engineer II');
    expect(localStorage.getItem(`vitae.draft.${resume._id}`)).toBeNull();
  });

  it('offers the other version on a 409 and loads it when asked; nothing is overwritten silently', async () => {
    const { fake } = await openEditor();
    // Another tab saved in the meantime.
    fake.state.resumes.set(resume._id, { ...resume, jobTitle: 'Chief Engineer', version: 2 });
    await userEvent.type(screen.getByRole('textbox', { name: 'Job Title' }), ' II');
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'This resume was changed elsewhere' },
      { timeout: 3000 },
    );
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Job Title');
    expect(fake.state.resumes.get(resume._id)!.jobTitle).toBe('Chief Engineer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load the other version' }));
    expect(screen.getByRole('textbox', { name: 'Job Title' })).toHaveValue('Chief Engineer');
    expect(localStorage.getItem(`vitae.draft.${resume._id}`)).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '5');
    await waitFor(() => expect(patches(fake).at(-1)).toEqual({ phone: '5555', version: 2 }), { timeout: 3000 });
  });

  it('keeps my version on a 409 when asked: saved on top of the other one, other fields taken from it', async () => {
    const { fake } = await openEditor();
    fake.state.resumes.set(resume._id, { ...resume, jobTitle: 'Chief Engineer', phone: '777', version: 4 });
    await userEvent.type(screen.getByRole('textbox', { name: 'Job Title' }), ' II');
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'This resume was changed elsewhere' },
      { timeout: 3000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my version' }));
    await waitFor(() =>
      expect(fake.state.resumes.get(resume._id)).toMatchObject({ jobTitle: 'Engineer II', version: 5 }),
    );
    expect(patches(fake).at(-1)).toEqual({ jobTitle: 'Engineer II', version: 4 });
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('777');
  });

  it('offers edits kept on this device back after a reload, and saves them when restored', async () => {
    localStorage.setItem(
      `vitae.draft.${resume._id}`,
      JSON.stringify({
        baseVersion: 1,
        fields: { summary: 'Written before the crash.' },
        savedAt: '2026-11-24T10:00:00Z',
      }),
    );
    // The dialog is modal: the form behind it is hidden from the accessibility tree until it is answered.
    const fake = installFakeApi({ resumes: [resume] });
    signIn();
    renderApp(path);
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes found' });
    expect(within(dialog).getByText(MESSAGES.draftRestorePrompt)).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Summary');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore my changes' }));
    await waitFor(() => expect(patches(fake)).toEqual([{ summary: 'Written before the crash.', version: 1 }]));
    expect(fake.state.resumes.get(resume._id)!.summary).toBe('Written before the crash.');
    await userEvent.click(next());
    expect(screen.getByRole('textbox', { name: 'Add Summary' })).toHaveValue('Written before the crash.');
  });

  it('discards edits kept on this device when asked, and forgets them', async () => {
    localStorage.setItem(
      `vitae.draft.${resume._id}`,
      JSON.stringify({ baseVersion: 1, fields: { summary: 'Old words.' }, savedAt: '2026-11-24T10:00:00Z' }),
    );
    const fake = installFakeApi({ resumes: [resume] });
    signIn();
    renderApp(path);
    await userEvent.click(await screen.findByRole('button', { name: 'Discard them' }));
    expect(await screen.findByRole('textbox', { name: 'Full Name' })).toHaveValue('Jane Doe');
    expect(localStorage.getItem(`vitae.draft.${resume._id}`)).toBeNull();
    expect(patches(fake)).toHaveLength(0);
  });

  it('keeps the step in the URL: opening ?step=3 shows step 3, Next and Back move it, history goes back', async () => {
    installFakeApi({ resumes: [resume] });
    signIn();
    const { router } = renderApp(`${path}?step=3`);
    expect(await screen.findByRole('form', { name: 'Professional Experience' })).toBeInTheDocument();
    await userEvent.click(next());
    expect(router.state.location.search).toBe('?step=4');
    expect(screen.getByRole('form', { name: 'Education' })).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByRole('form', { name: 'Professional Experience' })).toBeInTheDocument();
  });
});

describe('opening the editor by its address', () => {
  it('asks for the resume and its first pages while the session loads, and asks for each once', async () => {
    const fake = installFakeApi({ resumes: [resume] });
    let answerUser: () => void = () => {};
    const userAnswered = new Promise<void>((resolve) => (answerUser = resolve));
    fake.override('GET', '/api/v1/users/current-user', async () => {
      await userAnswered;
      return ok(fake.state.user);
    });
    signIn();
    renderApp(path);
    // The session is not known yet: the editor is not drawn, but its resume and its pages are on their way.
    await waitFor(() => expect(fake.callsTo('POST', '/api/v1/users/preview-resume')).toHaveLength(1));
    expect(fake.callsTo('GET', `/api/v1/users/get-user-resume/${resume._id}`)).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('form', { name: 'Personal Details' })).not.toBeInTheDocument();
    answerUser();
    await screen.findByRole('form', { name: 'Personal Details' }, { timeout: 5000 });
    const preview = screen.getByRole('region', { name: 'Resume preview' });
    await waitFor(() => expect(within(preview).getAllByRole('img', { name: /^Page 1 of/ })).toHaveLength(1));
    // The editor took what was asked for: no second request for either.
    expect(fake.callsTo('POST', '/api/v1/users/preview-resume')).toHaveLength(1);
    expect(fake.callsTo('GET', `/api/v1/users/get-user-resume/${resume._id}`)).toHaveLength(1);
    expect(fake.callsTo('POST', '/api/v1/users/preview-resume')[0]!.body).toMatchObject({
      _id: resume._id,
      fullName: resume.fullName,
    });
  });

  it('signed out, asks for nothing and goes to sign-in', async () => {
    const fake = installFakeApi({ resumes: [resume] });
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'), { timeout: 5000 });
    expect(fake.callsTo('GET', '/api/v1/users/get-user-resume/')).toHaveLength(0);
    expect(fake.callsTo('POST', '/api/v1/users/preview-resume')).toHaveLength(0);
  });
});
