import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vitae/schema';
import { describe, expect, it, vi } from 'vitest';
import { fakeResume, fakeTemplates, installFakeApi } from '../../test/fake-api.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

describe('the dashboard', () => {
  it('sends a signed-out visitor to sign-in', async () => {
    installFakeApi({ user: null });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
  });

  it('shows "Loading..." until the session is known', async () => {
    installFakeApi();
    signIn();
    renderApp('/dashboard');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Resumes' })).toBeInTheDocument();
  });

  it('creates a resume from the tile: Create disabled while empty, title trimmed, then the editor', async () => {
    const fake = installFakeApi();
    signIn();
    const { router } = renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Create new resume' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Resume' });
    expect(within(dialog).getByText('Add a title for your new resume.')).toBeInTheDocument();
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    const input = within(dialog).getByPlaceholderText('e.g. Full Stack Resume');
    await userEvent.type(input, '   ');
    expect(create).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'x'.repeat(101));
    await userEvent.click(create);
    expect(await within(dialog).findByText(MESSAGES.invalidResumeTitle)).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '  Full Stack Resume  ');
    await userEvent.click(create);
    expect(await screen.findByText(MESSAGES.resumeCreated)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/dashboard\/resume\/.+\/edit$/));
    expect(fake.callsTo('POST', '/api/v1/users/create-user-resume')[0]?.body).toEqual({
      resumeTitle: 'Full Stack Resume',
      email: 'jane@example.com',
    });
  });

  it('toasts when creating fails', async () => {
    const fake = installFakeApi();
    fake.fail('POST', '/api/v1/users/create-user-resume', 500);
    signIn();
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Create new resume' }));
    await userEvent.type(screen.getByPlaceholderText('e.g. Full Stack Resume'), 'CV');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(MESSAGES.resumeCreateLater)).toBeInTheDocument();
  });

  it('creates from a template: "Enter Resume Title", "Please enter a title." when empty', async () => {
    const fake = installFakeApi();
    signIn();
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Modern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter Resume Title' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(MESSAGES.emptyTemplateTitle)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByPlaceholderText('e.g. Frontend Developer Resume'), 'Frontend');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(fake.callsTo('POST', '/api/v1/users/create-user-resume')).toHaveLength(1));
    expect(fake.callsTo('POST', '/api/v1/users/create-user-resume')[0]?.body).toMatchObject({
      resumeTitle: 'Frontend',
      templateId: fakeTemplates[1]!._id,
    });
  });

  it('deletes a resume after the confirmation, and refreshes the list', async () => {
    const fake = installFakeApi({ resumes: [fakeResume({ resumeTitle: 'Old CV' })] });
    signIn();
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Old CV' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you absolutely sure?' });
    expect(within(confirm).getByText('This will permanently remove this resume.')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.resumeDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Actions for Old CV' })).not.toBeInTheDocument());
    expect(fake.callsTo('DELETE', '/api/v1/users/delete-resume/')).toHaveLength(1);
  });

  it('duplicates a resume from its actions: the copy joins the list with a toast', async () => {
    const fake = installFakeApi({ resumes: [fakeResume({ resumeTitle: 'Old CV', summary: 'Kept words.' })] });
    signIn();
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Old CV' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByText(MESSAGES.resumeDuplicated)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Actions for Old CV (copy)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions for Old CV' })).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/v1/users/duplicate-resume/')).toHaveLength(1);
    const copy = [...fake.state.resumes.values()].find((resume) => resume.resumeTitle === 'Old CV (copy)');
    expect(copy).toMatchObject({ summary: 'Kept words.', version: 1 });
  });

  it('says why a duplicate was refused', async () => {
    const fake = installFakeApi({ resumes: [fakeResume({ resumeTitle: 'Old CV' })] });
    const full = 'You have reached the limit of 200 resumes. Delete one you no longer need to create another.';
    fake.fail('POST', `/api/v1/users/duplicate-resume/${fakeResume()._id}`, 422, full);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn();
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Old CV' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByText(full)).toBeInTheDocument();
  });

  it('toasts when deleting fails', async () => {
    const fake = installFakeApi({ resumes: [fakeResume({ resumeTitle: 'Old CV' })] });
    fake.fail('DELETE', `/api/v1/users/delete-resume/${fakeResume()._id}`, 500);
    signIn();
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Old CV' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.resumeDeleteFailed)).toBeInTheDocument();
  });

  it("shows each resume's own first page, its template and when it was last edited", async () => {
    const edited = new Date(Date.now() - 5 * 60_000).toISOString();
    const mine = fakeResume({
      resumeTitle: 'Backend CV',
      templateId: fakeTemplates[1]!._id,
      version: 7,
      updatedAt: edited,
    });
    const other = fakeResume({ _id: '20000000-0000-4000-8000-000000000002', resumeTitle: 'Plain CV', version: 2 });
    installFakeApi({ resumes: [mine, other] });
    signIn();
    renderApp('/dashboard');
    const card = (await screen.findByRole('link', { name: 'Edit Backend CV' })).closest('article')!;
    const thumbnail = card.querySelector('img')!;
    expect(thumbnail).toHaveAttribute('src', `/api/v1/users/resume-thumbnail/${mine._id}?v=7`);
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    expect(thumbnail).toHaveAttribute('alt', '');
    expect(await within(card).findByText('Modern')).toBeInTheDocument();
    const time = within(card).getByText('5 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', edited);
    expect(time.getAttribute('title')).toMatch(/\d{4}/);
    expect(card).toHaveTextContent('Edited 5 minutes ago');

    const plain = (await screen.findByRole('link', { name: 'Edit Plain CV' })).closest('article')!;
    expect(plain.querySelector('img')).toHaveAttribute('src', `/api/v1/users/resume-thumbnail/${other._id}?v=2`);
    expect(within(plain).getByText('Default template')).toBeInTheDocument();

    // No thumbnail (not rendered yet, or the server refuses it): the template's image instead.
    fireEvent.error(thumbnail);
    expect(thumbnail).toHaveAttribute('src', '/templates/modern.png');
    fireEvent.error(plain.querySelector('img')!);
    expect(plain.querySelector('img')).toHaveAttribute('src', '/templates/placeholder.png');
  });

  it('logs out from the avatar menu "My Account" and goes to sign-in', async () => {
    installFakeApi();
    signIn();
    const { router } = renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Open account menu' }));
    expect(await screen.findByText('My Account')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
