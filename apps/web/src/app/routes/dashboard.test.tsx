import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listMessages, MESSAGES } from '@vitae/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeResume, fakeTemplates, installFakeApi, type FakeApi } from '../../test/fake-api.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';
import { DELETE_UNDO_MS } from '../../features/resume-list/api/delete-resume.ts';
import { loadCatalogue } from '@vitae/schema/i18n-catalogues';
import { setLanguage } from '../../lib/i18n/language.ts';

afterEach(() => {
  vi.useRealTimers();
});

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

  /** Opens a card's Delete confirmation (its required texts) and answers it. */
  async function confirmDialogFor(title: string) {
    await userEvent.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    return screen.findByRole('alertdialog', { name: 'Are you absolutely sure?' });
  }

  /** Confirms with the clock stopped, so the undo delay passes only when the test says so (0 ms: the toast shows). */
  async function confirmOnFakeClock(confirm: HTMLElement) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
  }

  /** On the stopped clock: lets the page answer (the fake server, toasts drawn on a timer of 0 ms) until `check` holds. */
  const settle = (check: () => void) =>
    vi.waitFor(async () => {
      await act(() => vi.advanceTimersByTimeAsync(0));
      check();
    });

  const deleted = (fake: FakeApi) => fake.callsTo('DELETE', '/api/v1/users/delete-resume/');
  const deletedToast = () => screen.getByText(MESSAGES.resumeDeleted).closest<HTMLElement>('[data-sonner-toast]')!;

  it('asks first; once confirmed the card goes at once, and DELETE is sent only when the undo time is up', async () => {
    const old = fakeResume({ resumeTitle: 'Old CV' });
    const fake = installFakeApi({ resumes: [old] });
    signIn();
    renderApp('/dashboard');
    const confirm = await confirmDialogFor('Old CV');
    expect(within(confirm).getByText('This will permanently remove this resume.')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await confirmOnFakeClock(confirm);
    expect(screen.queryByRole('button', { name: 'Actions for Old CV' })).not.toBeInTheDocument();
    // No card is left to go on to: the keyboard is on "Create new resume", not lost on the page.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: 'Create new resume' })).toHaveFocus();
    expect(within(deletedToast()).getByText('Old CV')).toBeInTheDocument();
    expect(within(deletedToast()).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(DELETE_UNDO_MS - 1));
    expect(deleted(fake)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(deleted(fake)).toHaveLength(1));
    expect(deleted(fake)[0]!.path).toBe(`/api/v1/users/delete-resume/${old._id}`);
    await waitFor(() => expect(fake.state.resumes.size).toBe(0));
    // The list is read again from the server, and the card stays gone.
    await waitFor(() => expect(fake.callsTo('GET', '/api/v1/users/user-resumes/').length).toBeGreaterThan(1));
    expect(screen.queryByRole('button', { name: 'Actions for Old CV' })).not.toBeInTheDocument();
  });

  it('Undo in the toast puts the card back where it was, and nothing is sent', async () => {
    const first = fakeResume({ _id: '20000000-0000-4000-8000-00000000000a', resumeTitle: 'First CV' });
    const second = fakeResume({ _id: '20000000-0000-4000-8000-00000000000b', resumeTitle: 'Second CV' });
    const fake = installFakeApi({ resumes: [first, second] });
    signIn();
    renderApp('/dashboard');
    await confirmOnFakeClock(await confirmDialogFor('First CV'));
    expect(screen.queryByRole('button', { name: 'Actions for First CV' })).not.toBeInTheDocument();
    // The keyboard goes on to the next card.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: 'Actions for Second CV' })).toHaveFocus();
    fireEvent.click(within(deletedToast()).getByRole('button', { name: 'Undo' }));
    await settle(() => expect(screen.getByText(listMessages.restored('First CV'))).toBeInTheDocument());
    const cards = screen.getAllByRole('button', { name: /^Actions for / });
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Actions for First CV',
      'Actions for Second CV',
    ]);
    await act(() => vi.advanceTimersByTimeAsync(3 * DELETE_UNDO_MS));
    expect(deleted(fake)).toHaveLength(0);
    expect(fake.state.resumes.has(first._id)).toBe(true);
  });

  it('brings the card back with a toast when the server refuses the deletion', async () => {
    const fake = installFakeApi({ resumes: [fakeResume({ resumeTitle: 'Old CV' })] });
    fake.fail('DELETE', `/api/v1/users/delete-resume/${fakeResume()._id}`, 500);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn();
    renderApp('/dashboard');
    await confirmOnFakeClock(await confirmDialogFor('Old CV'));
    expect(screen.queryByRole('button', { name: 'Actions for Old CV' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(DELETE_UNDO_MS));
    await settle(() => expect(screen.getByText(MESSAGES.resumeDeleteFailed)).toBeInTheDocument());
    await settle(() => expect(screen.getByRole('button', { name: 'Actions for Old CV' })).toBeInTheDocument());
    expect(deleted(fake)).toHaveLength(1);
    expect(fake.state.resumes.size).toBe(1);
  });

  it('sends a confirmed deletion at once when the dashboard is left, or the page hidden, before the time is up', async () => {
    const first = fakeResume({ _id: '20000000-0000-4000-8000-00000000000a', resumeTitle: 'First CV' });
    const second = fakeResume({ _id: '20000000-0000-4000-8000-00000000000b', resumeTitle: 'Second CV' });
    const fake = installFakeApi({ resumes: [first, second] });
    signIn();
    const { router } = renderApp('/dashboard');
    await confirmOnFakeClock(await confirmDialogFor('First CV'));
    window.dispatchEvent(new Event('pagehide'));
    vi.useRealTimers();
    await waitFor(() =>
      expect(deleted(fake).map((call) => call.path)).toEqual([`/api/v1/users/delete-resume/${first._id}`]),
    );

    await confirmOnFakeClock(await confirmDialogFor('Second CV'));
    vi.useRealTimers();
    await act(() => router.navigate('/dashboard/account'));
    await waitFor(() => expect(deleted(fake)).toHaveLength(2));
    expect(fake.state.resumes.size).toBe(0);
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

  it('renames from the card: the same rule and message as creating, then the list shows the new title', async () => {
    const old = fakeResume({ resumeTitle: 'Old CV' });
    const fake = installFakeApi({ resumes: [old] });
    signIn();
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Old CV' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Resume Title' });
    const input = within(dialog).getByRole('textbox', { name: 'Resume title' });
    expect(input).toHaveValue('Old CV');
    for (const refused of ['   ', 'x'.repeat(101)]) {
      await userEvent.clear(input);
      await userEvent.type(input, refused);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText(MESSAGES.invalidResumeTitle)).toBeInTheDocument();
      expect(input).toHaveFocus();
    }
    expect(fake.callsTo('PATCH', `/api/v1/users/update-resume-details/${old._id}`)).toHaveLength(0);
    await userEvent.clear(input);
    await userEvent.type(input, '  New CV  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.resumeTitleUpdated)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Actions for New CV' })).toBeInTheDocument();
    expect(fake.callsTo('PATCH', `/api/v1/users/update-resume-details/${old._id}`)[0]?.body).toEqual({
      resumeTitle: 'New CV',
    });
    expect(fake.state.resumes.get(old._id)?.resumeTitle).toBe('New CV');
  });

  it('lists a tailored variant right after its master, saying which resume it was tailored from', async () => {
    const master = fakeResume({ _id: '20000000-0000-4000-8000-000000000021', resumeTitle: 'Product' });
    const other = fakeResume({ _id: '20000000-0000-4000-8000-000000000022', resumeTitle: 'Design' });
    const variant = fakeResume({
      _id: '20000000-0000-4000-8000-000000000023',
      resumeTitle: 'Product — Globex',
      masterId: master._id,
    });
    installFakeApi({ resumes: [variant, other, master] });
    signIn();
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Product — Globex' });
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Design', 'Product', 'Product — Globex']);
    const card = screen.getByRole('heading', { name: 'Product — Globex' }).closest('article')!;
    expect(within(card).getByText('Tailored from Product')).toBeInTheDocument();
    const masterCard = screen.getByRole('heading', { name: 'Product' }).closest('article')!;
    expect(within(masterCard).queryByText(/Tailored from/)).toBeNull();
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

describe('the dashboard in another language (docs/i18n.md)', () => {
  const threeDaysAgo = () => new Date(Date.now() - 3 * 24 * 3600_000).toISOString();

  it('German: the cards, their menu and "edited 3 days ago" in German', async () => {
    const german = await loadCatalogue('de');
    installFakeApi({ resumes: [fakeResume({ resumeTitle: 'Backend CV', updatedAt: threeDaysAgo() })] });
    signIn();
    await setLanguage('de');
    renderApp('/dashboard');
    const card = (await screen.findByRole('link', { name: 'Backend CV bearbeiten' })).closest('article')!;
    expect(card).toHaveTextContent('Bearbeitet vor 3 Tagen');
    expect(within(card).getByText('vor 3 Tagen').tagName).toBe('TIME');
    expect(screen.getByRole('button', { name: german['createResume.tile'] })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Aktionen für Backend CV' }));
    for (const name of ['Bearbeiten', 'Ansehen', 'Umbenennen', 'Duplizieren', 'Exportieren', 'Teilen', 'Löschen'])
      expect(await screen.findByRole('menuitem', { name })).toBeInTheDocument();
  });

  it('Arabic: the cards read right to left, with the relative date in Arabic', async () => {
    const arabic = await loadCatalogue('ar');
    installFakeApi({ resumes: [fakeResume({ resumeTitle: 'Backend CV', updatedAt: threeDaysAgo() })] });
    signIn();
    await setLanguage('ar');
    renderApp('/dashboard');
    const card = (await screen.findByRole('link', { name: 'تعديل Backend CV' })).closest('article')!;
    expect(card).toHaveTextContent('عُدّلت قبل 3 أيام');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await userEvent.click(screen.getByRole('button', { name: arabic['createResume.tile'] }));
    const dialog = await screen.findByRole('dialog', { name: 'إنشاء سيرة ذاتية جديدة' });
    expect(within(dialog).getByLabelText('عنوان السيرة الذاتية')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'إنشاء' })).toBeDisabled();
  });
});
