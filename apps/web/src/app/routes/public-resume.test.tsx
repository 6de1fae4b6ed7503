import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHARE_MESSAGES } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import { fakeResume, fakeUser, installFakeApi } from '../../test/fake-api.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

const SLUG = 'S'.repeat(32);
const resume = fakeResume({ resumeTitle: 'Public CV', fullName: 'Jane Public', summary: 'Writes code.' });
const robots = () => document.head.querySelector('meta[name="robots"]');

/** A fake server with `resume` shared at SLUG; no account unless `signedIn`. */
function shared(options: { password?: string; indexable?: boolean; signedIn?: boolean } = {}) {
  const fake = installFakeApi({ user: options.signedIn ? fakeUser() : null, resumes: [resume] });
  if (options.signedIn) signIn();
  fake.shareAndTrash.shares.set(resume._id, {
    slug: SLUG,
    password: options.password ?? null,
    indexable: options.indexable ?? false,
    views: 0,
    downloads: 0,
  });
  return fake;
}

describe('the public page of a shared resume', () => {
  it('shows the person’s name, the pages and Download PDF, without an account and marked noindex', async () => {
    const fake = shared();
    const { unmount } = renderApp(`/r/${SLUG}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Public' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Page 1 of 1' })).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download PDF' });
    expect(download).toHaveAttribute('href', `/r/${SLUG}.pdf`);
    expect(download).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Vitae' })).toHaveAttribute('href', '/');
    expect(robots()).toHaveAttribute('content', 'noindex');
    const [call] = fake.callsTo('GET', `/api/v1/public/resumes/${SLUG}`);
    expect(call?.headers.Authorization).toBeUndefined();
    expect(fake.shareAndTrash.shares.get(resume._id)?.views).toBe(1);
    unmount();
    expect(robots()).toBeNull();
  });

  it('an indexable link sets no robots meta; a signed-in visitor’s token is not sent', async () => {
    const fake = shared({ indexable: true, signedIn: true });
    renderApp(`/r/${SLUG}`);
    await screen.findByRole('img', { name: 'Page 1 of 1' });
    expect(robots()).toBeNull();
    expect(fake.callsTo('GET', `/api/v1/public/resumes/${SLUG}`)[0]?.headers.Authorization).toBeUndefined();
  });

  it('asks for the password: a wrong one is said inline, the right one shows the pages; no refresh, no sign-in', async () => {
    // Signed in: a 401 about the link's password must not refresh the session or send the visitor to sign in.
    const fake = shared({ password: 'open sesame', signedIn: true });
    const { router } = renderApp(`/r/${SLUG}`);
    expect(await screen.findByRole('heading', { name: 'Protected resume' })).toBeInTheDocument();
    expect(screen.getByText(SHARE_MESSAGES.passwordRequired)).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');

    await userEvent.type(password, 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Open resume' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_MESSAGES.wrongPassword);
    expect(screen.queryByRole('img', { name: /^Page/ })).not.toBeInTheDocument();

    await userEvent.clear(password);
    await userEvent.type(password, 'open sesame');
    await userEvent.click(screen.getByRole('button', { name: 'Open resume' }));
    expect(await screen.findByRole('img', { name: 'Page 1 of 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Jane Public' })).toBeInTheDocument();
    expect(fake.callsTo('POST', `/api/v1/public/resumes/${SLUG}/unlock`).map((call) => call.body)).toEqual([
      { password: 'wrong' },
      { password: 'open sesame' },
    ]);
    expect(fake.callsTo('POST', '/api/auth/refresh-token')).toHaveLength(0);
    expect(router.state.location.pathname).toBe(`/r/${SLUG}`);
    expect(localStorage.getItem('accessToken')).toBe('access-0');
  });

  it('an empty password is asked for before anything is sent', async () => {
    const fake = shared({ password: 'open sesame' });
    renderApp(`/r/${SLUG}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Open resume' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the password.');
    expect(fake.callsTo('POST', `/api/v1/public/resumes/${SLUG}/unlock`)).toHaveLength(0);
  });

  it('a link that is off says so, with the way home, and asks only once', async () => {
    const fake = installFakeApi({ user: null, resumes: [resume] });
    renderApp(`/r/${SLUG}`);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(SHARE_MESSAGES.notFound);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('GET', `/api/v1/public/resumes/${SLUG}`)).toHaveLength(1));
    expect(within(document.body).queryByLabelText('Password')).not.toBeInTheDocument();
  });
});
