import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COVER_LETTER_MESSAGES, MESSAGES, type Application } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import { fakeResume, installFakeApi } from '../../test/fake-api.ts';
import { fakeCoverLetter } from '../../test/fake-cover-letters.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

const resume = fakeResume({ resumeTitle: 'Engineer CV' });
const letter = fakeCoverLetter({ resumeId: resume._id, title: 'Letter to Acme' });

async function openCreate() {
  await userEvent.click(await screen.findByRole('button', { name: 'New cover letter' }));
  return screen.findByRole('dialog', { name: 'New cover letter' });
}

describe('cover letters on the dashboard', () => {
  it('lists the letters below the resumes, each with the resume it goes with', async () => {
    installFakeApi({ resumes: [resume], coverLetters: [letter] });
    signIn();
    renderApp('/dashboard');
    const list = await screen.findByRole('list', { name: 'Cover letters' });
    const [card] = within(list).getAllByRole('listitem');
    expect(within(card!).getByRole('link', { name: 'Letter to Acme' })).toHaveAttribute(
      'href',
      `/cover-letters/${letter._id}`,
    );
    expect(card).toHaveTextContent('For Engineer CV');
  });

  it('says so when there are none yet', async () => {
    installFakeApi({ resumes: [resume] });
    signIn();
    renderApp('/dashboard');
    expect(await screen.findByText(/No cover letters yet/)).toBeInTheDocument();
  });

  it('the create dialog asks for a title and a resume (the contract’s words), then opens the new letter', async () => {
    const application: Application = {
      _id: '80000000-0000-4000-8000-000000000001',
      company: 'Acme',
      role: 'Engineer',
      posting: '',
      link: '',
      location: '',
      salary: '',
      source: '',
      stage: 'saved',
      closedReason: null,
      stageHistory: [],
      nextStep: null,
      pastSteps: [],
      contacts: [],
      notes: '',
      resumeId: null,
      coverLetterId: null,
      sentResume: null,
      sentCoverLetter: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const fake = installFakeApi({ resumes: [resume], applications: [application] });
    signIn();
    const { router } = renderApp('/dashboard');
    const dialog = await openCreate();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(COVER_LETTER_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(COVER_LETTER_MESSAGES.chooseResume)).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/v1/users/cover-letters')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), '  Letter to Acme  ');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Resume' }), 'Engineer CV');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Application (optional)' }),
      await within(dialog).findByRole('option', { name: 'Engineer — Acme' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(COVER_LETTER_MESSAGES.created)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/cover-letters\/.+$/));
    expect(fake.callsTo('POST', '/api/v1/users/cover-letters')[0]?.body).toEqual({
      title: 'Letter to Acme',
      resumeId: resume._id,
      applicationId: application._id,
    });
  });

  it('Delete moves a letter to Trash with Undo; Undo keeps it and sends nothing', async () => {
    const fake = installFakeApi({ resumes: [resume], coverLetters: [letter] });
    signIn();
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Letter to Acme' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText(COVER_LETTER_MESSAGES.deleted)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Letter to Acme' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.undo }));
    expect(await screen.findByRole('link', { name: 'Letter to Acme' })).toBeInTheDocument();
    expect(fake.callsTo('DELETE', '/api/v1/users/cover-letters/')).toHaveLength(0);
  });

  it('Trash lists deleted letters beside resumes; a letter restored is back in the list', async () => {
    const fake = installFakeApi({ resumes: [resume] });
    fake.coverLetters.trash.set(letter._id, { letter, deletedAt: '2026-03-01T10:00:00.000Z' });
    signIn();
    renderApp('/dashboard');
    expect(await screen.findByText(/No cover letters yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Trash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trash' });
    const list = await within(dialog).findByRole('list', { name: 'Cover letters in Trash' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('Letter to Acme');
    expect(item).toHaveTextContent('Deleted for good on');
    await userEvent.click(within(item!).getByRole('button', { name: 'Restore Letter to Acme' }));
    expect(await screen.findByText(COVER_LETTER_MESSAGES.restored)).toBeInTheDocument();
    expect(await within(dialog).findByText('No cover letters in Trash.')).toBeInTheDocument();
    expect(fake.coverLetters.letters.has(letter._id)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('link', { name: 'Letter to Acme' })).toBeInTheDocument();
  });

  it('Delete forever asks first, then the letter is gone for good', async () => {
    const fake = installFakeApi({ resumes: [resume] });
    fake.coverLetters.trash.set(letter._id, { letter, deletedAt: '2026-03-01T10:00:00.000Z' });
    signIn();
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Trash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trash' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete Letter to Acme forever' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Letter to Acme” forever?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete forever' }));
    expect(await screen.findByText(COVER_LETTER_MESSAGES.deletedForever)).toBeInTheDocument();
    expect(fake.callsTo('DELETE', `/api/v1/users/cover-letters/${letter._id}/permanent`)).toHaveLength(1);
    expect(fake.coverLetters.trash.size).toBe(0);
  });
});
