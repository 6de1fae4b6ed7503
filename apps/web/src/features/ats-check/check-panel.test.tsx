import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atsCheckSchema, type GenerateResumeBody, type Resume } from '@vitae/schema';
import { describe, expect, it, vi } from 'vitest';
import { ok, type Answer } from '../../test/fake-answers.ts';
import { fakeReport } from '../../test/fake-ats-check.ts';
import { filledResume, installFakeApi, type FakeApi } from '../../test/fake-api.ts';
import { CheckPanel } from './check-panel.tsx';

const CHECK = `/api/v1/users/ats-check/${filledResume._id}`;

function renderPanel(resume: Resume) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onFinding = vi.fn();
  const panel = (shown: Resume) => (
    <QueryClientProvider client={client}>
      <CheckPanel resume={shown} onFinding={onFinding} />
    </QueryClientProvider>
  );
  const utils = render(panel(resume));
  return { onFinding, rerenderWith: (next: Resume) => utils.rerender(panel(next)) };
}

const pane = () => within(screen.getByRole('region', { name: 'ATS check' }));
const pdfText = () => pane().getByRole('region', { name: 'Text read from the PDF file' });

/** The fake's check of a draft, answered only when the test releases it. */
function holdChecks(fake: FakeApi) {
  const waiting: (() => void)[] = [];
  fake.override('POST', CHECK, (call) => {
    const draft = call.body as GenerateResumeBody;
    const answer = ok(atsCheckSchema.parse({ pdf: fakeReport(draft, 'pdf'), docx: fakeReport(draft, 'docx') }));
    return new Promise<Answer>((resolve) => waiting.push(() => resolve(answer)));
  });
  return { releaseAll: () => waiting.splice(0).forEach((release) => release()) };
}

/** The signal `fetch` was given for the n-th check (from 0). */
const checkSignal = (fake: FakeApi, n: number) =>
  fake.fetchMock.mock.calls.filter(([input]) => String(input).endsWith(CHECK))[n]?.[1]?.signal;

describe('the Check pane', () => {
  it('a newer edit cancels the check in flight, and the last report stays until the newest one comes', async () => {
    const fake = installFakeApi({ resumes: [filledResume] });
    const { rerenderWith } = renderPanel(filledResume);
    await waitFor(() => expect(pdfText()).toHaveTextContent('An engineer.'));

    const held = holdChecks(fake);
    rerenderWith({ ...filledResume, summary: 'First edit.' });
    await waitFor(() => expect(fake.callsTo('POST', CHECK)).toHaveLength(2), { timeout: 3000 });
    expect(pane().getByRole('status')).toHaveTextContent('Checking your latest changes…');
    expect(pdfText()).toHaveTextContent('An engineer.');

    rerenderWith({ ...filledResume, summary: 'Second edit, 5 teams.' });
    await waitFor(() => expect(fake.callsTo('POST', CHECK)).toHaveLength(3), { timeout: 3000 });
    expect(checkSignal(fake, 1)?.aborted).toBe(true);
    expect(checkSignal(fake, 2)?.aborted).toBe(false);
    held.releaseAll();
    await waitFor(() => expect(pdfText()).toHaveTextContent('Second edit, 5 teams.'));
    expect(pdfText()).not.toHaveTextContent('First edit.');
  });

  it('a finding with a field is a button that hands its path to the page, described by its fix', async () => {
    installFakeApi({ resumes: [filledResume] });
    // No figure in the summary: a note about `summary`; no contact: a warning about `email` (test/fake-ats-check.ts).
    const { onFinding } = renderPanel({ ...filledResume, phone: '', email: '' });
    const finding = await pane().findByRole('button', { name: /The summary names no figure.*go to Summary/ });
    await userEvent.click(finding);
    expect(onFinding).toHaveBeenCalledWith('summary');
    expect(
      pane().getByRole('button', { name: /No email or phone number was found.*go to Email/ }),
    ).toHaveAccessibleDescription('Add an email address or a phone number.');
  });

  it('says when there is nothing to fix, and when the resume has no facts to look for yet', async () => {
    installFakeApi({ resumes: [filledResume] });
    const { rerenderWith } = renderPanel({ ...filledResume, summary: 'Twelve years, 40 releases.' });
    expect(await pane().findByText('Nothing to fix: a parser reads this file well.')).toBeInTheDocument();
    expect(pane().getByRole('heading', { name: 'Findings (0)' })).toBeInTheDocument();
    rerenderWith({ ...filledResume, fullName: '', phone: '', email: '', summary: '' });
    expect(
      await pane().findByText('The resume has no facts to look for yet.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});
