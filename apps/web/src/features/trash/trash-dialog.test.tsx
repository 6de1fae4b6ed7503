import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, TRASH_MESSAGES } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import { fakeResume, installFakeApi } from '../../test/fake-api.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';
import { trashDate } from './trash-dialog.tsx';

const kept = fakeResume({ _id: '20000000-0000-4000-8000-000000000001', resumeTitle: 'Kept CV' });
const binned = fakeResume({ _id: '20000000-0000-4000-8000-000000000002', resumeTitle: 'Old CV' });
const DELETED_AT = '2026-03-01T10:00:00.000Z';

/** A fake server with `binned` already in Trash. */
function withTrash() {
  const fake = installFakeApi({ resumes: [kept] });
  fake.shareAndTrash.trash.set(binned._id, { resume: binned, deletedAt: DELETED_AT });
  signIn();
  return fake;
}

async function openTrash() {
  await userEvent.click(await screen.findByRole('button', { name: 'Trash' }));
  return screen.findByRole('dialog', { name: 'Trash' });
}

describe('Trash on the dashboard', () => {
  it('lists the deleted resumes with when they were deleted and when they go for good', async () => {
    withTrash();
    renderApp('/dashboard');
    const dialog = await openTrash();
    const list = await within(dialog).findByRole('list', { name: 'Resumes in Trash' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('Old CV');
    expect(item).toHaveTextContent(`Deleted ${trashDate(DELETED_AT)}`);
    expect(item).toHaveTextContent(`Deleted for good on ${trashDate('2026-03-31T10:00:00.000Z')}`);
    expect(trashDate(DELETED_AT)).toMatch(/2026/);
    expect(within(item!).getByRole('button', { name: 'Restore Old CV' })).toBeEnabled();
    expect(within(item!).getByRole('button', { name: 'Delete Old CV forever' })).toBeEnabled();
  });

  it('restores a resume: it leaves Trash and is back in the list, with a toast', async () => {
    const fake = withTrash();
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Kept CV' });
    expect(screen.queryByRole('heading', { name: 'Old CV' })).not.toBeInTheDocument();
    const dialog = await openTrash();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Restore Old CV' }));

    expect(await screen.findByText(TRASH_MESSAGES.restored)).toBeInTheDocument();
    expect(fake.callsTo('POST', `/api/v1/users/trash/${binned._id}/restore`)).toHaveLength(1);
    expect(await within(dialog).findByText('No resumes in Trash.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('heading', { name: 'Old CV' })).toBeInTheDocument();
  });

  it('deletes a resume forever only after the confirmation naming it', async () => {
    const fake = withTrash();
    renderApp('/dashboard');
    const dialog = await openTrash();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete Old CV forever' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Old CV” forever?' });
    expect(fake.callsTo('DELETE', '/api/v1/users/trash/')).toHaveLength(0);

    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fake.callsTo('DELETE', '/api/v1/users/trash/')).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Delete Old CV forever' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Old CV forever' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete “Old CV” forever?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete forever' }));
    expect(await screen.findByText(TRASH_MESSAGES.deletedForever)).toBeInTheDocument();
    expect(fake.callsTo('DELETE', `/api/v1/users/trash/${binned._id}`)).toHaveLength(1);
    expect(await within(dialog).findByText('No resumes in Trash.')).toBeInTheDocument();
    expect(fake.shareAndTrash.trash.size).toBe(0);
  });

  it('says so when Trash is empty', async () => {
    installFakeApi({ resumes: [kept] });
    signIn();
    renderApp('/dashboard');
    const dialog = await openTrash();
    expect(await within(dialog).findByText('No resumes in Trash.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  });

  it('a refused restore toasts the server’s message and keeps the resume in Trash', async () => {
    const fake = withTrash();
    fake.fail('POST', `/api/v1/users/trash/${binned._id}/restore`, 422, MESSAGES.somethingWentWrong);
    renderApp('/dashboard');
    const dialog = await openTrash();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Restore Old CV' }));
    expect(await screen.findByText(MESSAGES.somethingWentWrong)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Restore Old CV' })).toBeEnabled();
  });
});
