import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vitae/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeUser, installFakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

async function fill(email: string, password: string) {
  if (email) await userEvent.type(await screen.findByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
}

describe('the sign-in screen', () => {
  it('requires email and password, and an email-type value', async () => {
    const fake = installFakeApi({ user: null });
    renderApp('/auth/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText(MESSAGES.fieldRequired)).toHaveLength(2);
    await fill('not-an-email', 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/v1/users/login')).toHaveLength(0);
  });

  it.each([
    [400, MESSAGES.credentialsRequired],
    [404, MESSAGES.userDoesNotExist],
    [401, MESSAGES.invalidCredentials],
    [500, MESSAGES.somethingWentWrong],
  ])('maps a %i login failure to a toast', async (status, message) => {
    const fake = installFakeApi({ user: null });
    fake.fail('POST', '/api/v1/users/login', status, 'server text');
    renderApp('/auth/sign-in');
    await fill('jane@example.com', 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows one toast for a login refused twice, not two stacked', async () => {
    const fake = installFakeApi({ user: null });
    fake.fail('POST', '/api/v1/users/login', 401, MESSAGES.invalidCredentials);
    renderApp('/auth/sign-in');
    await fill('jane@example.com', 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(MESSAGES.invalidCredentials)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(fake.callsTo('POST', '/api/v1/users/login')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(MESSAGES.invalidCredentials)).toHaveLength(1);
  });

  it('shows "Logging in..." while busy, then goes to the dashboard', async () => {
    const fake = installFakeApi({ user: null });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fake.override('POST', '/api/v1/users/login', async (call) => {
      await gate;
      const { email } = call.body as { email: string };
      return {
        status: 200,
        body: {
          statusCode: 200,
          success: true,
          message: 'ok',
          data: { accessToken: 'a', refreshToken: 'r', user: { ...fake.state.user, email } },
        },
      };
    });
    fake.state.user = null;
    const { router } = renderApp('/auth/sign-in');
    await fill('jane@example.com', 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/'));
    expect(fake.callsTo('POST', '/api/v1/users/login')[0]?.body).toEqual({
      email: 'jane@example.com',
      password: 'secret',
    });
    expect(localStorage.getItem('accessToken')).toBe('a');
    expect(localStorage.getItem('refreshToken')).toBe('r');
  });

  it('toggles to sign-up mode and registers', async () => {
    const fake = installFakeApi({ user: null });
    const { router } = renderApp('/auth/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Full name'), 'Jane Doe');
    await fill('jane@example.com', 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/'));
    expect(fake.callsTo('POST', '/api/v1/users/register')[0]?.body).toEqual({
      email: 'jane@example.com',
      password: 'secret123',
      fullName: 'Jane Doe',
    });
  });

  it('checks a new password as the server does before signing up, and focuses the field', async () => {
    const fake = installFakeApi({ user: null });
    renderApp('/auth/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    await fill('jane@example.com', 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.callsTo('POST', '/api/v1/users/register')).toHaveLength(0);
  });

  it('offers no Google sign-in when the server has no client id', async () => {
    const fake = installFakeApi({ user: null, googleClientId: null });
    renderApp('/auth/sign-in');
    await screen.findByRole('button', { name: 'Log in' });
    await waitFor(() => expect(fake.callsTo('GET', '/api/v1/config')).toHaveLength(1));
    // The settings are answered and drawn (with a client id, the button shows: the tests below).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  describe('with Google', () => {
    afterEach(() => {
      delete window.google;
    });

    /** Google Identity Services as the page sees it: the prompt hands back this ID token at once. */
    function fakeGoogleIdentity(credential: string) {
      let callback: (response: { credential?: string }) => void = () => undefined;
      window.google = {
        accounts: {
          id: {
            initialize: (options) => void (callback = options.callback),
            prompt: () => callback({ credential }),
          },
        },
      };
    }

    it('signs in with the ID token alone, stores both tokens and goes to the dashboard', async () => {
      const fake = installFakeApi({ user: null, googleClientId: 'client-id.apps.googleusercontent.com' });
      fake.override('POST', '/api/v1/users/google', () => ({
        status: 200,
        body: {
          statusCode: 200,
          success: true,
          message: 'ok',
          data: { user: fakeUser(), accessToken: 'g1', refreshToken: 'g2' },
        },
      }));
      fakeGoogleIdentity('google-id-token');
      const { router } = renderApp('/auth/sign-in');
      const button = await screen.findByRole('button', { name: 'Continue with Google' });
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.click(button);
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/'));
      expect(fake.callsTo('POST', '/api/v1/users/google')[0]?.body).toEqual({ idToken: 'google-id-token' });
      expect(localStorage.getItem('accessToken')).toBe('g1');
      expect(localStorage.getItem('refreshToken')).toBe('g2');
    });

    it.each([
      [409, MESSAGES.googleAccountExists, MESSAGES.googleAccountExists],
      [401, MESSAGES.googleSignInFailed, MESSAGES.googleLoginFailed],
      [500, 'server text', MESSAGES.googleLoginFailed],
    ])('shows a %i from the server as "%s"', async (status, serverMessage, shown) => {
      const fake = installFakeApi({ user: null, googleClientId: 'client-id.apps.googleusercontent.com' });
      fake.fail('POST', '/api/v1/users/google', status, serverMessage);
      fakeGoogleIdentity('google-id-token');
      const { router } = renderApp('/auth/sign-in');
      const button = await screen.findByRole('button', { name: 'Continue with Google' });
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.click(button);
      expect(await screen.findByText(shown)).toBeInTheDocument();
      expect(fake.callsTo('POST', '/api/v1/users/google')[0]?.body).toEqual({ idToken: 'google-id-token' });
      expect(router.state.location.pathname).toBe('/auth/sign-in');
    });
  });
});
