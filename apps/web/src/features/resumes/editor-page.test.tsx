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
import { renderApp, signIn } from '../../test/render-app.tsx';

const resume = filledResume;
const path = editorPath(resume);
const patchPath = patchPathOf(resume);

async function openEditor(options: { resume?: typeof resume } = {}) {
  const fake = installFakeApi({ resumes: [options.resume ?? resume] });
  signIn();
  const utils = renderApp(path);
  await screen.findByRole('form', { name: 'Personal Details' });
  return { fake, ...utils };
}

const next = () => screen.getByRole('button', { name: 'Next' });
const save = () => screen.getByRole('button', { name: 'Save' });

async function goToStep(step: number) {
  for (let i = 1; i < step; i += 1) await userEvent.click(next());
}

const patches = (fake: FakeApi) => fake.callsTo('PATCH', patchPath).map((call) => call.body);

describe('the editor wizard', () => {
  it('generates a preview once when the resume loads, with a cache-busting link in a 600 px frame', async () => {
    const { fake } = await openEditor();
    const frame = await screen.findByTitle('Resume PDF preview');
    expect(frame.getAttribute('src')).toMatch(/^\/api\/v1\/pdf\/abc\?sig=1&t=\d+#navpanes=0&view=FitH$/);
    expect(frame).toHaveClass('h-[600px]');
    await userEvent.click(next());
    expect(fake.callsTo('POST', '/api/v1/users/generate-resume')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Latest Preview' }));
    await waitFor(() => expect(fake.callsTo('POST', '/api/v1/users/generate-resume')).toHaveLength(2));
  });

  it('shows "No Preview Available" and toasts when the preview fails', async () => {
    const fake = installFakeApi({ resumes: [resume] });
    fake.fail('POST', '/api/v1/users/generate-resume', 500);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn();
    renderApp(path);
    expect(await screen.findByText(MESSAGES.previewFailed)).toBeInTheDocument();
    expect(screen.getByText('No Preview Available')).toBeInTheDocument();
  });

  it('toasts the server’s message when it says what to do, as for a resume too long to render', async () => {
    const tooLong = 'This resume would be 14 pages; the limit is 12. Shorten or remove some sections.';
    const fake = installFakeApi({ resumes: [resume] });
    fake.fail('POST', '/api/v1/users/generate-resume', 422, tooLong);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn();
    renderApp(path);
    expect(await screen.findByText(tooLong)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.previewFailed)).not.toBeInTheDocument();
    // The editor sends which resume it renders, so its new PDF replaces the previous one.
    expect(fake.callsTo('POST', '/api/v1/users/generate-resume')[0]!.body).toMatchObject({ _id: resume._id });
  });

  it('step 1: editing disables Next; every field is required; a save enables Next with "Details updated"', async () => {
    const { fake } = await openEditor();
    expect(next()).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    const fullName = screen.getByRole('textbox', { name: 'Full Name' });
    expect(fullName).toHaveAttribute('name', 'fullName');
    await userEvent.clear(fullName);
    expect(next()).toBeDisabled();
    await userEvent.click(save());
    expect(await screen.findByText(MESSAGES.fieldRequired)).toBeInTheDocument();
    expect(patches(fake)).toHaveLength(0);
    await userEvent.type(fullName, 'Jane Roe');
    await userEvent.click(save());
    expect(await screen.findByText(MESSAGES.personalDetailsUpdated)).toBeInTheDocument();
    expect(next()).toBeEnabled();
    expect(patches(fake)).toEqual([
      { fullName: 'Jane Roe', jobTitle: 'Engineer', address: '1 Main St', phone: '555', email: 'jane@example.com' },
    ]);
  });

  it('step 1: a failed save keeps Next disabled and only stops the spinner', async () => {
    const { fake } = await openEditor();
    fake.fail('PATCH', patchPath, 500);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.type(screen.getByRole('textbox', { name: 'Job Title' }), '!');
    await userEvent.click(save());
    await waitFor(() => expect(save()).toBeEnabled());
    expect(next()).toBeDisabled();
  });

  it('step 2: the summary is required and gates Next; Back returns to step 1', async () => {
    const { fake } = await openEditor();
    await goToStep(2);
    const summary = screen.getByRole('textbox', { name: 'Add Summary' });
    expect(summary).toHaveAttribute('name', 'summary');
    await userEvent.clear(summary);
    expect(next()).toBeDisabled();
    await userEvent.click(save());
    expect(await screen.findByText(MESSAGES.fieldRequired)).toBeInTheDocument();
    await userEvent.type(summary, 'Builds things.');
    await userEvent.click(save());
    expect(await screen.findByText(MESSAGES.summaryUpdated)).toBeInTheDocument();
    expect(next()).toBeEnabled();
    expect(patches(fake)).toEqual([{ summary: 'Builds things.' }]);
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
      { social: [{ socialMediaName: 'LinkedIn', socialMediaLink: 'https://linkedin.com/in/jane' }] },
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
    expect(patches(fake)).toEqual([{ templateId: fakeTemplates[0]!._id }]);
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
    expect(patches(fake)).toEqual([{ resumeTitle: 'Renamed' }]);
    expect(screen.getByRole('button', { name: 'Edit resume title: Renamed' })).toBeInTheDocument();
  });

  it('warns before leaving with unsaved edits', async () => {
    const { router } = await openEditor();
    await userEvent.type(screen.getByRole('textbox', { name: 'Job Title' }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Back to dashboard' }));
    expect(await screen.findByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
