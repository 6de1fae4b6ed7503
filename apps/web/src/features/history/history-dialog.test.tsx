import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VERSION_MESSAGES } from '@vitae/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { editorPath, fakeResume, filledResume, installFakeApi, patchPathOf } from '../../test/fake-api.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const VERSIONS = '/api/v1/users/resume-versions/';

async function openHistory() {
  const preview = await screen.findByRole('region', { name: 'Resume preview' });
  await userEvent.click(await within(preview).findByRole('button', { name: 'History' }));
  return screen.findByRole('dialog', { name: 'History' });
}

async function saveVersion(dialog: HTMLElement, name: string) {
  const field = within(dialog).getByLabelText('Version name');
  await userEvent.clear(field);
  await userEvent.type(field, name);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save version' }));
}

describe('History in the editor', () => {
  it('saves a named version, which the list then shows', async () => {
    const fake = installFakeApi({ resumes: [filledResume] });
    signIn();
    renderApp(editorPath(filledResume));
    const dialog = await openHistory();
    expect(await within(dialog).findByText('No versions yet.')).toBeInTheDocument();

    await saveVersion(dialog, '  Sent to Acme ');
    await waitFor(() => expect(fake.callsTo('POST', VERSIONS)).toHaveLength(1));
    expect(fake.callsTo('POST', VERSIONS)[0]).toMatchObject({
      path: `${VERSIONS}${filledResume._id}`,
      body: { name: 'Sent to Acme' },
    });
    expect(await screen.findByText(VERSION_MESSAGES.saved)).toBeInTheDocument();
    expect(await within(dialog).findByText('Sent to Acme')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Version name')).toHaveValue('');
  });

  it('refuses an empty name with the API’s message, and sends nothing', async () => {
    const fake = installFakeApi({ resumes: [filledResume] });
    signIn();
    renderApp(editorPath(filledResume));
    const dialog = await openHistory();
    await userEvent.type(within(dialog).getByLabelText('Version name'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save version' }));
    expect(await within(dialog).findByText(VERSION_MESSAGES.invalidName)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Version name')).toHaveAccessibleDescription(VERSION_MESSAGES.invalidName);
    expect(fake.callsTo('POST', VERSIONS)).toHaveLength(0);
  });

  it('compares a tailored copy with its master as the master is now', async () => {
    const master = fakeResume({ ...filledResume, _id: '20000000-0000-4000-8000-000000000031', jobTitle: 'Engineer' });
    const variant = fakeResume({
      ...filledResume,
      _id: '20000000-0000-4000-8000-000000000032',
      resumeTitle: 'My Resume — Globex',
      jobTitle: 'Platform Engineer',
      masterId: master._id,
    });
    const fake = installFakeApi({ resumes: [master, variant] });
    signIn();
    renderApp(editorPath(variant));
    const dialog = await openHistory();
    // The master was edited after the copy was made: the comparison reads it as it is now.
    fake.state.resumes.set(master._id, { ...master, summary: 'An engineer who ships.' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Compare with master' }));
    const table = await within(dialog).findByRole('table', { name: /master “My Resume”/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ]);
    expect(rows).toEqual([
      ['Resume title', 'My Resume', 'My Resume — Globex'],
      ['Job title', 'Engineer', 'Platform Engineer'],
      ['Summary', 'An engineer who ships.', 'An engineer.'],
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to versions' }));
    expect(await within(dialog).findByText('No versions yet.')).toBeInTheDocument();
  });

  it('offers no master comparison for a resume of its own', async () => {
    installFakeApi({ resumes: [filledResume] });
    signIn();
    renderApp(editorPath(filledResume));
    const dialog = await openHistory();
    expect(await within(dialog).findByText('No versions yet.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Compare with master' })).toBeNull();
  });

  it('compares a version with the current words, then restores it after saving pending edits, with Undo', async () => {
    const fake = installFakeApi({ resumes: [filledResume] });
    signIn();
    renderApp(editorPath(filledResume));
    let dialog = await openHistory();
    await saveVersion(dialog, 'Engineer days');
    expect(await within(dialog).findByText('Engineer days')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'History' })).not.toBeInTheDocument());

    // An edit the server does not have yet.
    const jobTitle = await screen.findByLabelText(/^Job Title/);
    await userEvent.clear(jobTitle);
    await userEvent.type(jobTitle, 'Staff Engineer');

    dialog = await openHistory();
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Compare Engineer days with the current resume' }),
    );
    const table = await within(dialog).findByRole('table', { name: /Engineer days/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Job title');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Engineer', 'Staff Engineer']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to versions' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore Engineer days' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore “Engineer days”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(fake.callsTo('POST', `${VERSIONS}${filledResume._id}/restore/`)).toHaveLength(1));
    // The pending edit was saved first, so the snapshot taken before the restore holds it.
    const patches = fake.callsTo('PATCH', patchPathOf(filledResume));
    expect(patches.at(-1)?.body).toMatchObject({ jobTitle: 'Staff Engineer' });
    const restoreCall = fake.calls.findIndex((call) => call.path.includes('/restore/'));
    expect(fake.calls.indexOf(patches.at(-1)!)).toBeLessThan(restoreCall);
    expect(fake.state.versions.get(filledResume._id)?.[0]).toMatchObject({
      version: { kind: 'restore', name: 'Before restoring “Engineer days”' },
      content: { jobTitle: 'Staff Engineer' },
    });

    // The editor shows the restored words.
    expect(await screen.findByText(VERSION_MESSAGES.restored)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Job Title/)).toHaveValue('Engineer'));
    expect(screen.queryByRole('dialog', { name: 'History' })).not.toBeInTheDocument();

    // Undo restores the snapshot taken before the restore.
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByLabelText(/^Job Title/)).toHaveValue('Staff Engineer'));
    expect(await screen.findByText(VERSION_MESSAGES.restoreUndone)).toBeInTheDocument();
    expect(fake.callsTo('POST', `${VERSIONS}${filledResume._id}/restore/`)).toHaveLength(2);
  });

  it('keeps an edit the server cannot take yet across a restore, and offers it back', async () => {
    installFakeApi({ resumes: [filledResume] });
    signIn();
    renderApp(editorPath(filledResume));
    let dialog = await openHistory();
    await saveVersion(dialog, 'Before the typo');
    expect(await within(dialog).findByText('Before the typo')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'History' })).not.toBeInTheDocument());

    // Half-typed: the editor cannot save it, so only this device has it.
    const email = await screen.findByLabelText(/^Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'jane@');
    dialog = await openHistory();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Restore Before the typo' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore “Before the typo”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(VERSION_MESSAGES.restored)).toBeInTheDocument();

    const offer = await screen.findByRole('alertdialog', { name: 'Unsaved changes found' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Restore my changes' }));
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveValue('jane@'));
  });

  it('toasts the server’s message when the restore fails, and changes nothing', async () => {
    const fake = installFakeApi({ resumes: [filledResume] });
    signIn();
    renderApp(editorPath(filledResume));
    const dialog = await openHistory();
    await saveVersion(dialog, 'Kept');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Restore Kept' }));
    const [version] = fake.state.versions.get(filledResume._id)!;
    fake.fail('POST', `${VERSIONS}${filledResume._id}/restore/${version!.version._id}`, 404, 'Version not found.');
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version not found.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'History' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Job Title/)).toHaveValue('Engineer');
  });
});
