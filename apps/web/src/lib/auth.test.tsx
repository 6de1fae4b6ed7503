import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeUser, installFakeApi } from '../test/fake-api.ts';
import { api } from './api-client.ts';
import { initialSessionState, sessionReducer, SessionProvider, useSession } from './auth.tsx';

function Probe() {
  const session = useSession();
  const state = session.loading ? 'loading' : session.user ? `signed in as ${session.user.email}` : 'signed out';
  return (
    <>
      <p data-testid="state">{state}</p>
      <button
        onClick={() =>
          session.startSession({
            accessToken: 'access-1',
            refreshToken: 'refresh-1',
            user: fakeUser({ email: 'new@example.com' }),
          })
        }
      >
        start
      </button>
      <button onClick={() => void session.logout()}>logout</button>
    </>
  );
}

const renderSession = () =>
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );
const state = () => screen.getByTestId('state').textContent;

describe('the session state machine', () => {
  it('starts signed out at once without a stored access token', () => {
    const fake = installFakeApi();
    renderSession();
    expect(state()).toBe('signed out');
    expect(fake.calls).toHaveLength(0);
  });

  it('is loading with a stored token until the current user arrives, then signed in', async () => {
    installFakeApi();
    localStorage.setItem('accessToken', 'a');
    renderSession();
    expect(state()).toBe('loading');
    await waitFor(() => expect(state()).toBe('signed in as jane@example.com'));
  });

  it('a failed current-user fetch makes the user signed out', async () => {
    const fake = installFakeApi();
    fake.fail('GET', '/api/v1/users/current-user', 500);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('accessToken', 'a');
    renderSession();
    await waitFor(() => expect(state()).toBe('signed out'));
  });

  it('a sign-in (login, sign-up or Google: features/auth/api) stores both tokens and sets the user', async () => {
    const fake = installFakeApi({ user: null });
    renderSession();
    await userEvent.click(screen.getByText('start'));
    await waitFor(() => expect(state()).toBe('signed in as new@example.com'));
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    // The answer carries the user: nothing more is fetched.
    expect(fake.calls).toHaveLength(0);
  });

  it('logout clears both tokens and signs out even when the server call fails', async () => {
    const fake = installFakeApi();
    fake.fail('POST', '/api/v1/users/logout', 500);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('accessToken', 'a');
    localStorage.setItem('refreshToken', 'r');
    renderSession();
    await waitFor(() => expect(state()).toBe('signed in as jane@example.com'));
    await userEvent.click(screen.getByText('logout'));
    await waitFor(() => expect(state()).toBe('signed out'));
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('logout also clears the tokens when the network is down', async () => {
    installFakeApi();
    localStorage.setItem('accessToken', 'a');
    localStorage.setItem('refreshToken', 'r');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSession();
    await waitFor(() => expect(state()).toBe('signed in as jane@example.com'));
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await userEvent.click(screen.getByText('logout'));
    await waitFor(() => expect(state()).toBe('signed out'));
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('a token refresh stores the new access token and re-fetches the current user', async () => {
    const fake = installFakeApi();
    localStorage.setItem('accessToken', 'old');
    localStorage.setItem('refreshToken', 'r1');
    renderSession();
    await waitFor(() => expect(state()).toBe('signed in as jane@example.com'));
    let first = true;
    fake.override('GET', '/api/v1/users/user-resumes/', () => {
      if (first) {
        first = false;
        return failure(401, 'expired');
      }
      return { status: 200, body: { statusCode: 200, success: true, message: 'ok', data: [] } };
    });
    fake.override('POST', '/api/auth/refresh-token', () => ({
      status: 200,
      body: { statusCode: 200, success: true, message: 'ok', data: null, accessToken: 'new', refreshToken: 'r2' },
    }));
    const before = fake.callsTo('GET', '/api/v1/users/current-user').length;
    await act(async () => {
      await expect(api.get('/v1/users/user-resumes/')).resolves.toEqual([]);
    });
    expect(localStorage.getItem('accessToken')).toBe('new');
    expect(localStorage.getItem('refreshToken')).toBe('r2');
    expect(fake.callsTo('POST', '/api/auth/refresh-token')[0]?.body).toEqual({ refreshToken: 'r1' });
    await waitFor(() => expect(fake.callsTo('GET', '/api/v1/users/current-user').length).toBe(before + 1));
  });

  it('the reducer moves between loading, signed out and signed in', () => {
    expect(initialSessionState()).toEqual({ user: null, loading: false });
    localStorage.setItem('accessToken', 'a');
    expect(initialSessionState()).toEqual({ user: undefined, loading: true });
    const user = fakeUser();
    const signedIn = sessionReducer({ user: undefined, loading: true }, { type: 'signedIn', user });
    expect(signedIn).toEqual({ user, loading: false });
    expect(sessionReducer(signedIn, { type: 'signedOut' })).toEqual({ user: null, loading: false });
  });
});
