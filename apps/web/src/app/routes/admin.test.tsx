import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import { fakeUser, installFakeApi } from '../../test/fake-api.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

describe('the admin page', () => {
  it('says "Not authorized" to a user who is not an admin', async () => {
    installFakeApi({ user: fakeUser({ role: 'user' }) });
    signIn();
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: MESSAGES.adminOnly })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New Template' })).not.toBeInTheDocument();
  });

  it('offers a way back to the dashboard from "Not authorized" (no dead ends)', async () => {
    installFakeApi({ user: fakeUser({ role: 'user' }) });
    signIn();
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: MESSAGES.adminOnly })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.adminOnlyHint)).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to dashboard' });
    expect(back).toHaveAttribute('href', '/dashboard');
    await userEvent.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'My Resumes' })).toBeInTheDocument();
  });

  it('lists templates with name, description and folder for an admin', async () => {
    installFakeApi({ user: fakeUser({ role: 'admin' }) });
    signIn();
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Classic' })).toBeInTheDocument();
    expect(screen.getByText('Folder: modern')).toBeInTheDocument();
  });

  it('shows "No templates found" when there are none', async () => {
    const fake = installFakeApi({ user: fakeUser({ role: 'admin' }) });
    fake.state.templates = [];
    signIn();
    renderApp('/admin');
    expect(await screen.findByText(MESSAGES.noTemplates)).toBeInTheDocument();
  });

  it('requires every field, then adds the template with the bearer and says "Template added."', async () => {
    const fake = installFakeApi({ user: fakeUser({ role: 'admin' }) });
    signIn();
    renderApp('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Template' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Template' }));
    expect(await screen.findByText(MESSAGES.allFieldsRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Folder name' }), 'minimal');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Template name' }), 'Minimal');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Plain.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Template' }));
    expect(await screen.findByText(MESSAGES.templateAdded)).toBeInTheDocument();
    const call = fake.callsTo('POST', '/api/v1/admin/add-template')[0]!;
    expect(call.body).toEqual({ folderName: 'minimal', name: 'Minimal', description: 'Plain.' });
    expect(call.headers.Authorization).toBe('Bearer access-0');
  });

  it('says "Failed to add template" when the server refuses', async () => {
    const fake = installFakeApi({ user: fakeUser({ role: 'admin' }) });
    fake.fail('POST', '/api/v1/admin/add-template', 500);
    signIn();
    renderApp('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Template' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Folder name' }), 'minimal');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Template name' }), 'Minimal');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Plain.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Template' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.templateAddFailed)).toBeInTheDocument());
  });
});
