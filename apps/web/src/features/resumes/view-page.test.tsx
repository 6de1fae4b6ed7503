import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
