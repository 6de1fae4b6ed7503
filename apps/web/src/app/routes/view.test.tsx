import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vitae/schema';
import { describe, expect, it, vi } from 'vitest';
import { fakeResume, installFakeApi } from '../../test/fake-api.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

describe('the view page', () => {
  it('congratulates, previews, and downloads the PDF as resume.pdf', async () => {
    const resume = fakeResume({ fullName: 'Jane Doe' });
    const fake = installFakeApi({ resumes: [resume] });
    signIn();
    renderApp(`/my-resume/${resume._id}/view`);
    expect(
      await screen.findByRole('heading', { name: 'Congrats! Your ultimate AI-generated resume is ready!' }),
    ).toBeInTheDocument();
    await screen.findByRole('img', { name: 'Page 1 of 1' });

    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const realFetch = fake.fetchMock.getMockImplementation()!;
    fake.fetchMock.mockImplementation(async (input, init) =>
      String(input).startsWith('/api/v1/pdf/') ? new Response(pdf) : realFetch(input, init),
    );
    const createObjectURL = vi.fn(() => 'blob:pdf');
    // jsdom has no object URLs; this test file's worker owns its globals.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    let downloaded = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download Resume' }));
    await waitFor(() => expect(downloaded).toBe('resume.pdf'));
    expect(createObjectURL).toHaveBeenCalled();
    expect(fake.callsTo('POST', '/api/v1/users/generate-resume')).toHaveLength(1);
    expect(fake.callsTo('POST', '/api/v1/users/generate-resume')[0]!.body).toMatchObject({ fullName: 'Jane Doe' });
  });

  it('renames the resume: the page and the dashboard show the saved title', async () => {
    const resume = fakeResume({ resumeTitle: 'Old CV' });
    const fake = installFakeApi({ resumes: [resume] });
    signIn();
    const { router } = renderApp(`/my-resume/${resume._id}/view`);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit resume title: Old CV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Resume Title' });
    await userEvent.clear(within(dialog).getByLabelText('Resume title'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.invalidResumeTitle)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Resume title'), 'New CV');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Edit resume title: New CV' })).toBeInTheDocument();
    expect(fake.callsTo('PATCH', `/api/v1/users/update-resume-details/${resume._id}`).map((call) => call.body)).toEqual(
      [{ resumeTitle: 'New CV' }],
    );
    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByRole('button', { name: 'Actions for New CV' })).toBeInTheDocument();
  });

  it('says "Resume not found." with a keyboard-reachable link back to the dashboard', async () => {
    installFakeApi({ resumes: [] });
    signIn();
    const { router } = renderApp('/my-resume/no-such-resume/view');
    expect(await screen.findByRole('heading', { name: MESSAGES.resumeNotFound })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.resumeNotFoundHint)).toBeInTheDocument();
    // Nothing that only makes sense with a resume: no congratulations, no download.
    expect(screen.queryByRole('heading', { name: /Congrats!/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Resume' })).not.toBeInTheDocument();

    const back = screen.getByRole('link', { name: 'Back to dashboard' });
    expect(back).toHaveAttribute('href', '/dashboard');
    for (let presses = 0; presses < 20 && document.activeElement !== back; presses++) await userEvent.tab();
    expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says in a sentence when the resume cannot be loaded (network down), and retries', async () => {
    const resume = fakeResume({ fullName: 'Jane Doe' });
    const fake = installFakeApi({ resumes: [resume] });
    fake.override('GET', `/api/v1/users/get-user-resume/${resume._id}`, () => {
      throw new TypeError('Failed to fetch');
    });
    signIn();
    renderApp(`/my-resume/${resume._id}/view`);
    expect(await screen.findByRole('heading', { name: MESSAGES.resumeLoadFailed })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.networkUnreachable)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Failed to fetch|TypeError/);
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');

    fake.restore('GET', `/api/v1/users/get-user-resume/${resume._id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Congrats! Your ultimate AI-generated resume is ready!' }),
    ).toBeInTheDocument();
  });
});
