import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMPORT_MESSAGES } from '@vitae/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispositionFileName } from '../../lib/api-client.ts';
import { editorPath, fakeResume, filledResume, installFakeApi } from '../../test/fake-api.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

afterEach(() => {
  sessionStorage.clear();
});

const jsonFile = (content: unknown, name = 'resume.json') =>
  new File([JSON.stringify(content)], name, { type: 'application/json' });

/** jsdom's File has no text(): read it as the browser would. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });

async function openImportDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
  return screen.findByRole('dialog', { name: 'Import a resume' });
}

describe('importing a resume from the dashboard', () => {
  it('uploads the file as multipart and opens the new resume with the warnings banner; Dismiss hides it', async () => {
    const fake = installFakeApi();
    fake.setImportWarnings(['The start date "2020" of work 1 is not a month, so it was left out.']);
    signIn();
    const { router } = renderApp('/dashboard');
    const dialog = await openImportDialog();
    const zone = within(dialog).getByRole('group', { name: 'Drop a file here to import it' });
    expect(zone).toHaveAccessibleDescription(
      'Vitae export or JSON Resume (.json), a PDF or Word resume (.pdf, .docx), or LinkedIn’s data export (.zip), up to 10 MB',
    );
    // The picker offers Word files beside the other formats.
    expect(within(dialog).getByLabelText('Resume file')).toHaveAttribute(
      'accept',
      expect.stringContaining('.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    );
    expect(within(zone).getByRole('button', { name: 'Choose file' })).toBeInTheDocument();
    await userEvent.upload(within(dialog).getByLabelText('Resume file'), jsonFile({ basics: { name: 'Jane' } }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/dashboard\/resume\/40000000-.+\/edit$/));
    const [call] = fake.callsTo('POST', '/api/v1/users/import-resume');
    expect(call?.headers.Authorization).toBe('Bearer access-0');
    expect(call?.headers['Content-Type']).toBeUndefined();
    const sent = (call?.body as FormData).get('file') as File;
    expect(sent.name).toBe('resume.json');
    expect(JSON.parse(await readText(sent))).toEqual({ basics: { name: 'Jane' } });

    const banner = await screen.findByRole('region', { name: 'Imported with 1 warning' });
    expect(within(banner).getByText(/"2020" of work 1/)).toBeInTheDocument();
    expect(await screen.findByText(IMPORT_MESSAGES.imported)).toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: /^Imported with/ })).not.toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });

  it('imports a file dropped on the drop zone; no warnings, no banner', async () => {
    const fake = installFakeApi();
    signIn();
    const { router } = renderApp('/dashboard');
    const dialog = await openImportDialog();
    const zone = within(dialog).getByRole('group', { name: 'Drop a file here to import it' });
    fireEvent.drop(zone, { dataTransfer: { files: [jsonFile({ basics: {} }, 'dropped.json')] } });
    await waitFor(() => expect(fake.callsTo('POST', '/api/v1/users/import-resume')).toHaveLength(1));
    expect(((fake.callsTo('POST', '/api/v1/users/import-resume')[0]?.body as FormData).get('file') as File).name).toBe(
      'dropped.json',
    );
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/edit$/));
    await screen.findByRole('group', { name: 'Show' });
    expect(screen.queryByRole('region', { name: /^Imported with/ })).not.toBeInTheDocument();
  });

  it('a refused file shows the server’s message in the dialog and stays on the dashboard', async () => {
    const fake = installFakeApi();
    fake.fail('POST', '/api/v1/users/import-resume', 415, IMPORT_MESSAGES.unsupported);
    signIn();
    const { router } = renderApp('/dashboard');
    const dialog = await openImportDialog();
    await userEvent.upload(within(dialog).getByLabelText('Resume file'), jsonFile({ nothing: true }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(IMPORT_MESSAGES.unsupported);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('dialog', { name: 'Import a resume' })).toBeInTheDocument();
  });

  it('offers "Improve with AI" only when an AI provider is configured, unticked; ticked, it sends improve=ai', async () => {
    const offline = installFakeApi();
    signIn();
    const first = renderApp('/dashboard');
    let dialog = await openImportDialog();
    await waitFor(() => expect(offline.callsTo('GET', '/api/v1/config')).not.toHaveLength(0));
    // The config has answered (and the page re-rendered with it) before the checkbox is looked for.
    await act(async () => {
      await Promise.all(offline.fetchMock.mock.results.map((result) => result.value));
    });
    expect(
      within(dialog).queryByRole('checkbox', { name: 'Improve with AI (PDF and Word only)' }),
    ).not.toBeInTheDocument();
    first.unmount();

    const fake = installFakeApi({ aiProvider: 'gemini' });
    signIn();
    const { router } = renderApp('/dashboard');
    dialog = await openImportDialog();
    const box = await within(dialog).findByRole('checkbox', { name: 'Improve with AI (PDF and Word only)' });
    expect(box).not.toBeChecked();
    // Keyboard: Tab reaches it, Space ticks it.
    for (let tabs = 0; tabs < 10 && document.activeElement !== box; tabs++) await userEvent.tab();
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    const pdf = new File(['%PDF-1.7'], 'resume.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByLabelText('Resume file'), pdf);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/edit$/));
    const [call] = fake.callsTo('POST', '/api/v1/users/import-resume');
    expect((call?.body as FormData).get('improve')).toBe('ai');
    expect(((call?.body as FormData).get('file') as File).name).toBe('resume.pdf');
  });

  it('unticked, the form sends no improve field', async () => {
    const fake = installFakeApi();
    signIn();
    renderApp('/dashboard');
    const dialog = await openImportDialog();
    await userEvent.upload(within(dialog).getByLabelText('Resume file'), jsonFile({ basics: {} }));
    await waitFor(() => expect(fake.callsTo('POST', '/api/v1/users/import-resume')).toHaveLength(1));
    expect((fake.callsTo('POST', '/api/v1/users/import-resume')[0]?.body as FormData).has('improve')).toBe(false);
  });

  it('imports a Word file (.docx) picked in the dialog', async () => {
    const fake = installFakeApi();
    signIn();
    const { router } = renderApp('/dashboard');
    const dialog = await openImportDialog();
    const docx = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'resume.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    await userEvent.upload(within(dialog).getByLabelText('Resume file'), docx);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/edit$/));
    const [call] = fake.callsTo('POST', '/api/v1/users/import-resume');
    expect(((call?.body as FormData).get('file') as File).name).toBe('resume.docx');
  });

  it('refuses a file over 10 MB without sending it', async () => {
    const fake = installFakeApi();
    signIn();
    renderApp('/dashboard');
    const dialog = await openImportDialog();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.json', { type: 'application/json' });
    await userEvent.upload(within(dialog).getByLabelText('Resume file'), big);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(IMPORT_MESSAGES.tooLarge);
    expect(fake.callsTo('POST', '/api/v1/users/import-resume')).toHaveLength(0);
  });
});

describe('exporting a resume from its card', () => {
  /** jsdom has no object URLs nor downloads: catch the blob and the file name the page saves. */
  function catchDownload() {
    const saved: { blob?: Blob; fileName?: string } = {};
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        saved.blob = blob;
        return 'blob:export';
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.fileName = this.download;
    });
    return saved;
  }

  async function openExportDialog(title: string) {
    await userEvent.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Export' }));
    return screen.findByRole('dialog', { name: 'Export resume' });
  }

  it('offers every format, calls the export URL with the bearer token and saves under the server’s name', async () => {
    const resume = fakeResume({ resumeTitle: 'Résumé 2026' });
    const fake = installFakeApi({ resumes: [resume] });
    signIn();
    renderApp('/dashboard');
    const saved = catchDownload();
    const dialog = await openExportDialog('Résumé 2026');
    const labels = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(labels).toEqual(['JSON Resume', 'Vitae (for re-import)', 'Markdown', 'Plain text', 'Word (.docx)', 'PDF']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vitae (for re-import)' }));
    await waitFor(() => expect(saved.fileName).toBe('Jane Doe – Résumé 2026.vitae'));
    const [call] = fake.callsTo('GET', '/api/v1/users/export-resume/');
    expect(call?.path).toBe(`/api/v1/users/export-resume/${resume._id}`);
    expect(call?.query).toEqual({ format: 'vitae' });
    expect(call?.headers.Authorization).toBe('Bearer access-0');
    expect(JSON.parse(await saved.blob!.text())).toMatchObject({ format: 'vitae' });
  });

  it('offers Export beside Download PDF in the editor, saving the stored resume under the server’s name', async () => {
    const fake = installFakeApi({ resumes: [filledResume] });
    signIn();
    renderApp(editorPath(filledResume));
    const saved = catchDownload();
    const preview = await screen.findByRole('region', { name: 'Resume preview' });
    await userEvent.click(await within(preview).findByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export resume' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Markdown' }));
    await waitFor(() => expect(saved.fileName).toBe(`Jane Doe – ${filledResume.resumeTitle}.markdown`));
    expect(fake.callsTo('GET', '/api/v1/users/export-resume/')[0]?.query).toEqual({ format: 'markdown' });
  });

  it('toasts the server’s message when the export fails', async () => {
    const resume = fakeResume({ resumeTitle: 'Broken' });
    const fake = installFakeApi({ resumes: [resume] });
    fake.fail('GET', `/api/v1/users/export-resume/${resume._id}`, 503, 'The PDF renderer is not available right now.');
    signIn();
    renderApp('/dashboard');
    catchDownload();
    const dialog = await openExportDialog('Broken');
    await userEvent.click(within(dialog).getByRole('button', { name: 'PDF' }));
    expect(await screen.findByText('The PDF renderer is not available right now.')).toBeInTheDocument();
  });
});

describe('dispositionFileName', () => {
  it('reads filename* first, then filename, and keeps only the name', () => {
    expect(dispositionFileName(`attachment; filename="a.json"; filename*=UTF-8''J%C3%B6rg%20CV.json`)).toBe(
      'Jörg CV.json',
    );
    expect(dispositionFileName('attachment; filename="plain \\"x\\".md"')).toBe('plain "x".md');
    expect(dispositionFileName('attachment; filename=bare.txt')).toBe('bare.txt');
    expect(dispositionFileName(`attachment; filename*=UTF-8''..%2F..%2Fevil.txt`)).toBe('evil.txt');
    expect(dispositionFileName(`attachment; filename="ok.txt"; filename*=UTF-8''%E0%A4%A`)).toBe('ok.txt');
    expect(dispositionFileName('inline')).toBeUndefined();
    expect(dispositionFileName(null)).toBeUndefined();
  });
});
