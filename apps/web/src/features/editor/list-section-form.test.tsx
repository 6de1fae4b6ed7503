import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultExperienceItem, listMessages, MESSAGES, type Resume } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import { editorPath, filledResume, installFakeApi, patchPathOf } from '../../test/fake-api.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

const job = (title: string, companyName = `${title} Co`) => ({
  ...defaultExperienceItem,
  title,
  companyName,
  startDate: '2020-01',
});

async function openExperience(experience: Resume['experience'] = []) {
  const resume = { ...filledResume, experience };
  const fake = installFakeApi({ resumes: [resume] });
  signIn();
  renderApp(editorPath(resume));
  await screen.findByRole('form', { name: 'Personal Details' }, { timeout: 5000 });
  for (let i = 1; i < 3; i += 1) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  const form = await screen.findByRole('form', { name: 'Professional Experience' });
  const saved = () => fake.callsTo('PATCH', patchPathOf(resume)).at(-1)?.body as Partial<Resume> | undefined;
  return { fake, form, saved };
}

const item = (form: HTMLElement, n: number) => within(form).getByRole('group', { name: `Experience ${n}` });
const titles = (form: HTMLElement) =>
  within(form)
    .getAllByRole('textbox', { name: 'Position Title' })
    .map((input) => (input as HTMLInputElement).value);
const save = async (form: HTMLElement) => {
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(MESSAGES.detailsUpdated)).toBeInTheDocument();
};

describe('section lists', () => {
  it('moves an item with Move up / Move down, keeps focus on it, says where it went, and saves the new order', async () => {
    const { form, saved } = await openExperience([job('Alpha'), job('Beta'), job('Gamma')]);
    expect(within(item(form, 1)).getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(within(item(form, 3)).getByRole('button', { name: 'Move down' })).toBeDisabled();

    await userEvent.click(within(item(form, 3)).getByRole('button', { name: 'Move up' }));
    expect(titles(form)).toEqual(['Alpha', 'Gamma', 'Beta']);
    expect(document.activeElement).toBe(within(item(form, 2)).getByRole('button', { name: 'Move up' }));
    expect(within(form).getByRole('status')).toHaveTextContent(listMessages.moved('Experience 3', 2, 3));

    // The keyboard alone: Enter on the focused button, then the drag handle's arrow keys.
    await userEvent.keyboard('{Enter}');
    expect(titles(form)).toEqual(['Gamma', 'Alpha', 'Beta']);
    // At the top Move up is disabled, so focus goes to the item's handle instead of being lost.
    expect(document.activeElement).toBe(within(item(form, 1)).getByRole('button', { name: 'Reorder Experience 1' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(titles(form)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(document.activeElement).toBe(within(item(form, 3)).getByRole('button', { name: 'Reorder Experience 3' }));

    await userEvent.click(within(item(form, 1)).getByRole('button', { name: 'Move down' }));
    await save(form);
    expect(saved()!.experience!.map((entry) => entry.title)).toEqual(['Beta', 'Alpha', 'Gamma']);
  });

  it('removes a middle item with its words, and Undo in the toast puts it back where it was', async () => {
    const { form, saved } = await openExperience([job('Alpha'), job('Beta'), job('Gamma')]);
    await userEvent.type(within(item(form, 2)).getByRole('textbox', { name: 'City' }), 'Lyon');
    await userEvent.click(within(item(form, 2)).getByRole('button', { name: 'Remove' }));
    expect(titles(form)).toEqual(['Alpha', 'Gamma']);
    // Focus stays in the list, on the item that took its place.
    expect(document.activeElement).toBe(within(item(form, 2)).getByRole('button', { name: 'Remove' }));
    const toast = (await screen.findByText(listMessages.removed('Experience 2'))).closest('li')!;
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(titles(form)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(within(item(form, 2)).getByRole('textbox', { name: 'City' })).toHaveValue('Lyon');
    await save(form);
    expect(saved()!.experience!.map((entry) => [entry.title, entry.city])).toEqual([
      ['Alpha', ''],
      ['Beta', 'Lyon'],
      ['Gamma', ''],
    ]);
  });

  it("the section's Remove takes the last item and can be undone too", async () => {
    const { form } = await openExperience([job('Alpha'), job('Beta')]);
    await userEvent.click(within(form).getByRole('button', { name: 'Remove Experience' }));
    expect(titles(form)).toEqual(['Alpha']);
    const toast = (await screen.findByText(listMessages.removed('Experience 2'))).closest('li')!;
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(titles(form)).toEqual(['Alpha', 'Beta']);
  });

  it('duplicates an item right after it', async () => {
    const { form, saved } = await openExperience([job('Alpha'), job('Beta')]);
    await userEvent.click(within(item(form, 1)).getByRole('button', { name: 'Duplicate' }));
    expect(titles(form)).toEqual(['Alpha', 'Alpha', 'Beta']);
    expect(document.activeElement).toBe(within(item(form, 2)).getByRole('textbox', { name: 'Position Title' }));
    await userEvent.type(document.activeElement!, ' II');
    await save(form);
    expect(saved()!.experience!.map((entry) => entry.title)).toEqual(['Alpha', 'Alpha II', 'Beta']);
  });

  it('says which fields a half-filled item still needs, and does not save an item left empty', async () => {
    const { form, saved } = await openExperience([job('Alpha')]);
    await userEvent.click(within(form).getByRole('button', { name: 'Add Experience' }));
    expect(within(item(form, 2)).queryByText(/Still needed/)).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Add Experience' }));
    await userEvent.type(within(item(form, 3)).getByRole('textbox', { name: 'Position Title' }), 'Gamma');
    const hint = within(item(form, 3)).getByText(listMessages.stillNeeded(['Company Name', 'Start Date']));
    expect(within(item(form, 3)).getByRole('textbox', { name: 'Company Name' })).toHaveAttribute(
      'aria-describedby',
      hint.id,
    );
    await save(form);
    expect(saved()!.experience!.map((entry) => entry.title)).toEqual(['Alpha', 'Gamma']);
  });

  it('follows the list when it changes elsewhere: the other version of a conflict replaces it, and is edited on', async () => {
    const { fake, form, saved } = await openExperience([job('Alpha')]);
    // Another tab saved other jobs in the meantime.
    const resume = [...fake.state.resumes.values()][0]!;
    fake.state.resumes.set(resume._id, { ...resume, experience: [job('Zeta'), job('Eta')], version: 2 });
    await userEvent.type(within(item(form, 1)).getByRole('textbox', { name: 'City' }), 'L');
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'This resume was changed elsewhere' },
      { timeout: 3000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load the other version' }));
    expect(titles(form)).toEqual(['Zeta', 'Eta']);
    expect(within(item(form, 1)).getByRole('textbox', { name: 'City' })).toHaveValue('');
    await userEvent.type(within(item(form, 2)).getByRole('textbox', { name: 'City' }), 'O');
    await save(form);
    expect(saved()!.experience!.map((entry) => [entry.title, entry.city])).toEqual([
      ['Zeta', ''],
      ['Eta', 'O'],
    ]);
  });
});

describe('month dates', () => {
  it('takes "Mar 2021" or "2021-03", refuses an end before the start on the field, and saves nothing wrong', async () => {
    const { form, saved } = await openExperience([job('Alpha')]);
    const start = within(item(form, 1)).getByRole('textbox', { name: 'Start Date' });
    const end = within(item(form, 1)).getByRole('textbox', { name: 'End Date' });
    expect(start).toHaveValue('Jan 2020');
    await userEvent.clear(start);
    await userEvent.type(start, 'Mar 2022');
    await userEvent.type(end, '2021-01');
    await userEvent.tab();
    expect(start).toHaveValue('Mar 2022');
    expect(end).toHaveValue('Jan 2021');
    expect(end).toHaveAccessibleDescription(MESSAGES.endBeforeStart);
    expect(end).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(screen.queryByText(MESSAGES.detailsUpdated)).not.toBeInTheDocument();
    expect(saved()).toBeUndefined();

    await userEvent.clear(end);
    await userEvent.type(end, 'May 2023');
    await userEvent.tab();
    expect(within(item(form, 1)).queryByText(MESSAGES.endBeforeStart)).not.toBeInTheDocument();
    await save(form);
    expect(saved()!.experience![0]).toMatchObject({ startDate: '2022-03', endDate: '2023-05' });
  });

  it('shows a current role as ending "Present", its end date not editable', async () => {
    const { form } = await openExperience([job('Alpha')]);
    await userEvent.click(within(item(form, 1)).getByRole('checkbox', { name: 'Currently working here' }));
    const end = within(item(form, 1)).getByRole('textbox', { name: 'End Date' });
    expect(end).toBeDisabled();
    expect(end).toHaveAttribute('placeholder', 'Present');
  });
});

describe('AI bullet points on the experience step', () => {
  it('adds only the ticked bullets after what the user wrote, and Undo puts the summary back', async () => {
    const { fake, form, saved } = await openExperience([{ ...job('Developer'), workSummary: '<p>My own words.</p>' }]);
    const editor = await screen.findByRole('textbox', { name: 'Work Summary' });
    await userEvent.click(
      within(form).getByRole('button', { name: 'Generate bullet points from AI for Experience 1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose bullet points' });
    expect(fake.callsTo('POST', '/api/v1/ai/experience-bullets').map((call) => call.body)).toEqual([
      { positionTitle: 'Developer' },
    ]);
    // Nothing changes until the user chooses.
    expect(editor).toHaveTextContent(/^My own words\.$/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add selected' }));
    expect(within(dialog).getByText(MESSAGES.tickOneBullet)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Shipped features' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add selected' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const field = () => form.querySelector('input[name="workSummary"]');
    await waitFor(() => expect(field()).toHaveValue('<p>My own words.</p><ul><li>Shipped features</li></ul>'));
    expect(editor).toHaveTextContent('My own words.');
    expect(editor).not.toHaveTextContent('Led Developer work');

    // The test server's AI is the offline phrase bank, and the toast says so.
    const toast = (await screen.findByText(MESSAGES.offlineBulletsAdded)).closest('li')!;
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(field()).toHaveValue('<p>My own words.</p>'));
    await save(form);
    expect(saved()!.experience![0]!.workSummary).toBe('<p>My own words.</p>');
  });

  it('with an empty position title shows "Please Add Position Title" and makes no call', async () => {
    const { fake, form } = await openExperience();
    await userEvent.click(within(form).getByRole('button', { name: 'Add Experience' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate bullet points from AI for Experience 1' }));
    expect(await screen.findByText(MESSAGES.addPositionTitle)).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/v1/ai/experience-bullets')).toHaveLength(0);
  });
});
