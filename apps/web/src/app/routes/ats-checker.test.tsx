import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMPORT_MESSAGES } from '@vitae/schema';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setLanguage } from '../../lib/i18n/language.ts';

const fileInput = () => screen.getByLabelText(/Choose a resume to check/);
// The fake reads "Name <email>" from the file's first line (test/fake-ats-check.ts).
const pdf = (text: string, name = 'resume.pdf') => new File([text], name, { type: 'application/pdf' });

describe('the public ATS checker', () => {
  it('is linked from the landing page and its header, and needs no account', async () => {
    installFakeApi({ user: null });
    renderApp('/');
    const links = screen.getAllByRole('link', { name: /ATS Checker|Check how an ATS reads it/ });
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) expect(link).toHaveAttribute('href', '/ats-checker');
    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'ATS Checker' }));
    expect(await screen.findByRole('heading', { name: 'ATS resume checker' })).toBeInTheDocument();
    expect(screen.getByText(/not stored/)).toBeInTheDocument();
  });

  it('uploads a PDF as multipart without a session and shows the text, the fields with where they came from, the findings and the score', async () => {
    const fake = installFakeApi({ user: null });
    renderApp('/ats-checker');
    await screen.findByRole('heading', { name: 'ATS resume checker' });
    await userEvent.upload(fileInput(), pdf('Jane Doe <jane@example.com>\nEngineer at Acme'));
    const report = within(await screen.findByRole('region', { name: 'What a parser reads from resume.pdf' }));
    const [call] = fake.callsTo('POST', '/api/v1/public/ats-check');
    expect(call!.body).toBeInstanceOf(FormData);
    expect((call!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(call!.headers.Authorization).toBeUndefined();
    expect(report.getByRole('row', { name: /Full Name/ })).toHaveTextContent(/Jane Doe\s*Page 1, line 1\s*90%/);
    expect(report.getByRole('row', { name: /Email/ })).toHaveTextContent('jane@example.com');
    expect(report.getByRole('heading', { name: /^Score: \d+ of 100$/ })).toBeInTheDocument();
    expect(report.getByRole('meter', { name: 'Parse fidelity' })).toBeInTheDocument();
    expect(report.getByRole('heading', { name: 'Findings (0)' })).toBeInTheDocument();
    expect(report.getByRole('region', { name: 'Text read from the file' })).toHaveTextContent('Engineer at Acme');
  });

  it('shows the findings of a file whose contact a parser cannot find', async () => {
    installFakeApi({ user: null });
    renderApp('/ats-checker');
    await screen.findByRole('heading', { name: 'ATS resume checker' });
    await userEvent.upload(fileInput(), pdf('Jane Doe\nEngineer'));
    const report = within(await screen.findByRole('region', { name: 'What a parser reads from resume.pdf' }));
    expect(report.getByRole('heading', { name: 'Errors (1)' })).toBeInTheDocument();
    expect(report.getByText('No email address or phone number was found.')).toBeInTheDocument();
    // No editor here: the finding names its field and is no button.
    expect(report.queryByRole('button', { name: /No email address/ })).not.toBeInTheDocument();
  });

  it('refuses a file over 10 MB before sending it, with a clear message', async () => {
    const fake = installFakeApi({ user: null });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/ats-checker');
    await screen.findByRole('heading', { name: 'ATS resume checker' });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_MESSAGES.tooLarge);
    expect(fake.callsTo('POST', '/api/v1/public/ats-check')).toHaveLength(0);
  });

  it('shows the server’s refusal as it comes', async () => {
    const fake = installFakeApi({ user: null });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.fail('POST', '/api/v1/public/ats-check', 415, 'This file cannot be checked. Accepted: a PDF or a Word file.');
    renderApp('/ats-checker');
    await screen.findByRole('heading', { name: 'ATS resume checker' });
    await userEvent.upload(fileInput(), pdf('x'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This file cannot be checked. Accepted: a PDF or a Word file.',
      ),
    );
  });
});

describe('the public ATS checker in another language (docs/i18n.md)', () => {
  it('German: the page, the fields with page and line, and the readability counted in German plurals', async () => {
    installFakeApi({ user: null });
    await setLanguage('de');
    renderApp('/ats-checker');
    expect(await screen.findByRole('heading', { name: 'ATS-Prüfung für Lebensläufe' })).toBeInTheDocument();
    expect(screen.getByText(/nicht gespeichert/)).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText(/Lebenslauf zum Prüfen auswählen/),
      pdf('Jane Doe <jane@example.com>\nEngineer at Acme'),
    );
    const report = within(await screen.findByRole('region', { name: 'Was ein Parser aus resume.pdf liest' }));
    expect(report.getByRole('row', { name: /Vollständiger Name/ })).toHaveTextContent(/Seite 1, Zeile 1\s*90\s%/);
    expect(report.getByRole('heading', { name: /^Punktzahl: \d+ von 100$/ })).toBeInTheDocument();
    expect(report.getByRole('heading', { name: 'Befunde (0)' })).toBeInTheDocument();
    expect(report.getByText('Sätze mit mehr als 30 Wörtern')).toBeInTheDocument();
    expect(report.getByRole('region', { name: 'Aus der Datei gelesener Text' })).toHaveTextContent('Engineer at Acme');
  });

  it('Arabic: the findings grouped in Arabic, and "over 30 words" in Arabic’s plural form for 30', async () => {
    installFakeApi({ user: null });
    await setLanguage('ar');
    renderApp('/ats-checker');
    expect(await screen.findByRole('heading', { name: 'فاحص ATS للسير الذاتية' })).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText(/اختيار سيرة ذاتية لفحصها/), pdf('Jane Doe\nEngineer'));
    const report = within(await screen.findByRole('region', { name: 'ما يقرؤه المحلّل من resume.pdf' }));
    expect(report.getByRole('heading', { name: 'الأخطاء (1)' })).toBeInTheDocument();
    expect(report.getByText('الجمل التي تتجاوز 30 كلمة')).toBeInTheDocument();
    expect(report.getByRole('row', { name: /الاسم الكامل/ })).toHaveTextContent('Jane Doe');
  });
});
