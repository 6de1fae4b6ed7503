import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COVER_LETTER_MESSAGES, MESSAGES, VERSION_MESSAGES } from '@vitae/schema';
import { describe, expect, it, vi } from 'vitest';
import { filledResume, installFakeApi } from '../../test/fake-api.ts';
import { coverLetterPathOf, fakeCoverLetter } from '../../test/fake-cover-letters.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

const letter = fakeCoverLetter({ resumeId: filledResume._id });
const patchPath = coverLetterPathOf(letter);

async function openLetter(options: { aiProvider?: 'openai' | 'offline' } = {}) {
  const fake = installFakeApi({ resumes: [filledResume], coverLetters: [letter], ...options });
  signIn();
  const utils = renderApp(`/cover-letters/${letter._id}`);
  await screen.findByRole('form', { name: 'Cover letter' });
  return { fake, ...utils };
}

const patches = (fake: ReturnType<typeof installFakeApi>) =>
  fake.callsTo('PATCH', patchPath).map((call) => call.body as Record<string, unknown>);

describe('the cover letter editor', () => {
  it('autosaves an edit after a pause, naming the version it edits, and says "Saved"', async () => {
    const { fake } = await openLetter();
    const company = screen.getByRole('textbox', { name: 'Company' });
    expect(company).toHaveValue('Acme');
    await userEvent.type(company, ' Corp');
    await waitFor(() => expect(patches(fake)).toHaveLength(1));
    expect(patches(fake)[0]).toEqual({
      recipient: { name: 'Ms Smith', company: 'Acme Corp', address: '1 Road' },
      version: 1,
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(fake.coverLetters.letters.get(letter._id)).toMatchObject({
      version: 2,
      recipient: { company: 'Acme Corp' },
    });
  });

  it('a failed save says so, keeps the text, and is retried until the server has it', async () => {
    const { fake } = await openLetter();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.fail('PATCH', patchPath, 503);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'ith');
    expect(await screen.findByText(`${MESSAGES.autosaveFailed} —`)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ms Smithith');
    fake.restore('PATCH', patchPath);
    await waitFor(() => expect(fake.coverLetters.letters.get(letter._id)?.recipient.name).toBe('Ms Smithith'));
    expect(await screen.findByText(MESSAGES.autosaveSaved)).toBeInTheDocument();
  });

  it('leaving the editor saves what is waiting first', async () => {
    const { fake, router } = await openLetter();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Back to dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(fake.coverLetters.letters.get(letter._id)?.recipient.name).toBe('Ms SmithX');
  });

  it('a letter changed elsewhere (409) keeps the typed text, says so, and saves nothing over it', async () => {
    const { fake } = await openLetter();
    // Another tab saved meanwhile.
    fake.coverLetters.letters.set(letter._id, { ...letter, title: 'Their title', version: 4 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'My title');
    const dialog = await screen.findByRole('alertdialog', { name: 'This cover letter was changed elsewhere' });
    expect(within(dialog).getByText(COVER_LETTER_MESSAGES.versionConflict)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('My title');
    expect(screen.getByText(`Not saved: ${COVER_LETTER_MESSAGES.versionConflict}`)).toBeInTheDocument();
    expect(fake.coverLetters.letters.get(letter._id)?.title).toBe('Their title');

    // Keeping mine saves it on top of their version.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my version' }));
    await waitFor(() => expect(fake.coverLetters.letters.get(letter._id)?.title).toBe('My title'));
    expect(patches(fake).at(-1)).toMatchObject({ title: 'My title', version: 4 });
  });

  it('a draft changes nothing until inserted; Insert replaces the body and Undo restores the exact previous body', async () => {
    const { fake } = await openLetter();
    fake.coverLetters.draft = {
      body: '<p>Dear Acme,</p><p>I led the payments team.</p>',
      source: 'offline',
      dropped: [],
    };
    const original = letter.body;
    const openDraft = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Draft' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Draft offline' }));
      return screen.findByRole('dialog', { name: 'Offline draft' });
    };

    // No AI provider: "Draft with AI" is offered disabled.
    await userEvent.click(screen.getByRole('button', { name: 'Draft' }));
    expect(await screen.findByRole('menuitem', { name: 'Draft with AI' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');

    // Cancel: nothing sent, nothing changed.
    let dialog = await openDraft();
    expect(within(dialog).getByText('I led the payments team.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Offline draft' })).not.toBeInTheDocument());
    expect(fake.callsTo('POST', `${patchPath}/draft`).map((call) => call.body)).toEqual([{ mode: 'offline' }]);

    // Insert: the body is the draft, saved by the autosave.
    dialog = await openDraft();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
    expect(await screen.findByRole('textbox', { name: 'Letter' })).toHaveTextContent('I led the payments team.');
    await waitFor(() =>
      expect(fake.coverLetters.letters.get(letter._id)?.body).toBe('<p>Dear Acme,</p><p>I led the payments team.</p>'),
    );
    expect(patches(fake)).toEqual([{ body: '<p>Dear Acme,</p><p>I led the payments team.</p>', version: 1 }]);

    // Undo: the user's own words, exactly.
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(COVER_LETTER_MESSAGES.draftInsertUndone)).toBeInTheDocument();
    await waitFor(() => expect(fake.coverLetters.letters.get(letter._id)?.body).toBe(original));
    expect(patches(fake).at(-1)).toEqual({ body: original, version: 2 });
    expect(screen.getByRole('textbox', { name: 'Letter' })).toHaveTextContent('I would love to join.');
  });

  it('lists the sentences an AI draft left out, and offers AI only with a provider', async () => {
    const { fake } = await openLetter({ aiProvider: 'openai' });
    fake.coverLetters.draft = {
      body: '<p>I want to join Acme.</p>',
      source: 'ai',
      dropped: [{ reason: 'Names an employer not in your resume', text: 'I worked at Google.' }],
    };
    await userEvent.click(screen.getByRole('button', { name: 'Draft' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Draft with AI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Draft with AI' });
    expect(within(dialog).getByRole('heading', { name: '1 sentence left out' })).toBeInTheDocument();
    expect(within(dialog).getByText(/I worked at Google\./)).toHaveTextContent(
      '“I worked at Google.” — Names an employer not in your resume',
    );
    expect(fake.callsTo('POST', `${patchPath}/draft`).map((call) => call.body)).toEqual([{ mode: 'ai' }]);
  });

  it('Download PDF and Download Word save pending edits, then fetch the export endpoint in that format', async () => {
    const { fake } = await openLetter();
    const createObjectURL = vi.fn(() => 'blob:letter');
    // jsdom has no object URLs; this test file's worker owns its globals.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const downloaded: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded.push(this.download);
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'e');
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloaded).toEqual(['cover-letter.pdf']));
    // The edit reached the server before the file was asked for.
    const exportPath = `/api/v1/users/export-cover-letter/${letter._id}`;
    const pdfCall = fake.calls.findIndex((call) => call.path === exportPath);
    expect(fake.calls.findIndex((call) => call.method === 'PATCH')).toBeLessThan(pdfCall);
    await userEvent.click(screen.getByRole('button', { name: 'Download Word' }));
    await waitFor(() => expect(downloaded).toEqual(['cover-letter.pdf', 'cover-letter.docx']));
    expect(fake.callsTo('GET', exportPath).map((call) => call.query)).toEqual([{ format: 'pdf' }, { format: 'docx' }]);
  });

  it('edits a closed tab never sent are offered back, and restoring saves them against their version', async () => {
    const fake = installFakeApi({ resumes: [filledResume], coverLetters: [letter] });
    localStorage.setItem(
      `vitae.letter-draft.${letter._id}`,
      JSON.stringify({ baseVersion: 1, fields: { title: 'Unsent title' }, savedAt: '2026-01-02T00:00:00.000Z' }),
    );
    signIn();
    renderApp(`/cover-letters/${letter._id}`);
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes found' });
    expect(within(dialog).getByText(COVER_LETTER_MESSAGES.draftRestorePrompt)).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Title');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore my changes' }));
    await waitFor(() => expect(fake.coverLetters.letters.get(letter._id)?.title).toBe('Unsent title'));
    expect(patches(fake)).toEqual([{ title: 'Unsent title', version: 1 }]);
    expect(localStorage.getItem(`vitae.letter-draft.${letter._id}`)).toBeNull();
  });

  it('a letter that is not there (or not mine) says so, with Try again', async () => {
    installFakeApi({ resumes: [filledResume] });
    signIn();
    renderApp(`/cover-letters/${letter._id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(COVER_LETTER_MESSAGES.notFound);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Cover letter' })).not.toBeInTheDocument();
  });

  it('draws the live preview from the letter preview endpoint', async () => {
    const { fake } = await openLetter();
    expect(await screen.findByRole('img', { name: 'Page 1 of 1' })).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/v1/users/preview-cover-letter')[0]?.body).toMatchObject({
      resumeId: filledResume._id,
      body: letter.body,
      recipient: letter.recipient,
    });
  });

  it('History: saves a named version, shows its words, and restores it (the editor shows them)', async () => {
    const { fake } = await openLetter();
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'History' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Version name' }), 'First');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save version' }));
    expect(await within(dialog).findByText('First')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'History' })).not.toBeInTheDocument());

    // An edit after the version, saved before the restore.
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Changed');

    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const again = await screen.findByRole('dialog', { name: 'History' });
    await userEvent.click(await within(again).findByRole('button', { name: 'View First' }));
    expect(await within(again).findByText('Letter to Acme')).toBeInTheDocument();
    await userEvent.click(within(again).getByRole('button', { name: 'Back to versions' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Restore First' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore “First”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText(VERSION_MESSAGES.restored)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Letter to Acme'));
    expect(fake.coverLetters.letters.get(letter._id)?.title).toBe('Letter to Acme');
    // The snapshot the restore took holds the edit, saved first.
    expect(fake.coverLetters.versions.get(letter._id)?.[0]).toMatchObject({
      version: { kind: 'restore' },
      content: { title: 'Changed' },
    });
  });
});
