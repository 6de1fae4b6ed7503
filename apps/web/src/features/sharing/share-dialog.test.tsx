import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHARE_MESSAGES } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import { editorPath, fakeResume, filledResume, installFakeApi } from '../../test/fake-api.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';
import { shareCounts } from './share-dialog.tsx';

const sharePath = (id: string) => `/api/v1/users/share-resume/${id}`;

async function openFromEditor() {
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  return screen.findByRole('dialog', { name: 'Share resume' });
}

async function openFromCard(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Share' }));
  return screen.findByRole('dialog', { name: 'Share resume' });
}

describe('sharing a resume', () => {
  it('from the editor: turning the link on shows it, copies it and shows the counts', async () => {
    const user = userEvent.setup();
    const fake = installFakeApi({ resumes: [filledResume] });
    signIn();
    renderApp(editorPath(filledResume));
    const dialog = await openFromEditor();
    const toggle = await within(dialog).findByRole('switch', { name: 'Public link' });
    expect(toggle).not.toBeChecked();
    expect(within(dialog).queryByRole('textbox', { name: 'Public link' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(await screen.findByText(SHARE_MESSAGES.enabled)).toBeInTheDocument();
    const link = await within(dialog).findByRole('textbox', { name: 'Public link' });
    const { slug } = fake.shareAndTrash.shares.get(filledResume._id)!;
    expect(link).toHaveValue(`http://localhost/r/${slug}`);
    expect(link).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('switch', { name: 'Public link' })).toBeChecked();
    expect(within(dialog).getByText('Viewed 0 times · Downloaded 0 times')).toBeInTheDocument();
    expect(fake.callsTo('POST', sharePath(filledResume._id))[0]?.body).toEqual({});

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(SHARE_MESSAGES.linkCopied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`http://localhost/r/${slug}`);
  });

  it('counts are singular for one', () => {
    expect(shareCounts({ views: 1, downloads: 1 })).toBe('Viewed 1 time · Downloaded 1 time');
    expect(shareCounts({ views: 2, downloads: 0 })).toBe('Viewed 2 times · Downloaded 0 times');
  });

  it('from the card menu: a password of 3 characters is refused by the rule, one of 4 is saved with indexing', async () => {
    const resume = fakeResume({ resumeTitle: 'Shared CV' });
    const fake = installFakeApi({ resumes: [resume] });
    fake.shareAndTrash.shares.set(resume._id, {
      slug: 'a'.repeat(32),
      password: null,
      indexable: false,
      views: 1,
      downloads: 3,
    });
    signIn();
    renderApp('/dashboard');
    const dialog = await openFromCard('Shared CV');
    expect(await within(dialog).findByText('Viewed 1 time · Downloaded 3 times')).toBeInTheDocument();
    const password = within(dialog).getByLabelText('Password (optional)');
    expect(password).toHaveAttribute('type', 'password');

    await userEvent.type(password, 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SHARE_MESSAGES.passwordLength);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(fake.callsTo('POST', sharePath(resume._id))).toHaveLength(0);

    await userEvent.type(password, 'd');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Let search engines find this page' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('POST', sharePath(resume._id))).toHaveLength(1));
    expect(fake.callsTo('POST', sharePath(resume._id))[0]?.body).toEqual({ password: 'abcd', indexable: true });
    expect(await screen.findByText(SHARE_MESSAGES.enabled)).toBeInTheDocument();
    expect(fake.shareAndTrash.shares.get(resume._id)).toMatchObject({ slug: 'a'.repeat(32), password: 'abcd' });
    expect(await within(dialog).findByText(/The link has a password\./)).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the password when the other settings are saved, and removes it only when asked', async () => {
    const resume = fakeResume({ resumeTitle: 'Locked CV' });
    const fake = installFakeApi({ resumes: [resume] });
    fake.shareAndTrash.shares.set(resume._id, {
      slug: 'c'.repeat(32),
      password: 'secret words',
      indexable: false,
      views: 0,
      downloads: 0,
    });
    signIn();
    renderApp('/dashboard');
    const dialog = await openFromCard('Locked CV');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Let search engines find this page' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('POST', sharePath(resume._id))).toHaveLength(1));
    expect(fake.callsTo('POST', sharePath(resume._id))[0]?.body).toEqual({ indexable: true });
    expect(fake.shareAndTrash.shares.get(resume._id)).toMatchObject({ password: 'secret words', indexable: true });

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Remove the password' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('POST', sharePath(resume._id))).toHaveLength(2));
    expect(fake.callsTo('POST', sharePath(resume._id))[1]?.body).toMatchObject({ password: '' });
    expect(fake.shareAndTrash.shares.get(resume._id)).toMatchObject({ password: null });
    await waitFor(() =>
      expect(within(dialog).queryByRole('checkbox', { name: 'Remove the password' })).not.toBeInTheDocument(),
    );
  });

  it('turning the link off asks nothing, says so and hides the link', async () => {
    const resume = fakeResume({ resumeTitle: 'Shared CV' });
    const fake = installFakeApi({ resumes: [resume] });
    fake.shareAndTrash.shares.set(resume._id, {
      slug: 'b'.repeat(32),
      password: null,
      indexable: false,
      views: 0,
      downloads: 0,
    });
    signIn();
    renderApp('/dashboard');
    const dialog = await openFromCard('Shared CV');
    await within(dialog).findByRole('textbox', { name: 'Public link' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Public link' }));

    expect(await screen.findByText(SHARE_MESSAGES.disabled)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fake.callsTo('DELETE', sharePath(resume._id))).toHaveLength(1);
    await waitFor(() => expect(within(dialog).queryByRole('textbox', { name: 'Public link' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('switch', { name: 'Public link' })).not.toBeChecked();
  });
});
