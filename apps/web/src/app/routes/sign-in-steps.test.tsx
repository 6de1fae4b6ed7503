import { startAuthentication } from '@simplewebauthn/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@vitae/schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_RECOVERY_CODES, FAKE_TOTP_CODE } from '../../test/fake-accounts.ts';
import { installFakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

// jsdom has no WebAuthn: the browser's passkey prompt is this mock.
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

/** What the browser hands back for a passkey (its content is the server's to check). */
const assertion = {
  id: 'credential-1',
  rawId: 'credential-1',
  type: 'public-key' as const,
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};

beforeEach(() => {
  vi.mocked(startAuthentication).mockReset().mockResolvedValue(assertion);
});

afterEach(() => {
  delete window.google;
});

/** The sign-in page of an account with two-factor on, its password typed and sent: the second step shows. */
async function passwordThenSecondStep() {
  const fake = installFakeApi({ user: null });
  fake.override('POST', '/api/v1/users/login', fake.accounts.askForSecondFactor);
  const { router } = renderApp('/auth/sign-in');
  await userEvent.type(await screen.findByLabelText('Email'), 'jane@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  const code = await screen.findByLabelText('Authentication code');
  return { fake, router, code };
}

describe('logging in with two-factor on', () => {
  it('asks for the code after the password, with the focus on it, and signs in with it', async () => {
    const { fake, router, code } = await passwordThenSecondStep();
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in', level: 1 })).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(localStorage.getItem('accessToken')).toBeNull();
    await userEvent.type(code, FAKE_TOTP_CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/'));
    // The challenge is spent.
    expect(fake.accounts.state.challenges.size).toBe(0);
    expect(fake.callsTo('POST', '/api/v1/users/login/two-factor')[0]?.body).toEqual({
      challenge: expect.stringMatching(/^challenge-/),
      code: FAKE_TOTP_CODE,
    });
    expect(localStorage.getItem('accessToken')).toMatch(/^access-/);
  });

  it('takes a recovery code', async () => {
    const { router, code } = await passwordThenSecondStep();
    await userEvent.type(code, `${FAKE_RECOVERY_CODES[3]}{Enter}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/'));
  });

  it('requires a code, toasts a wrong one and keeps the step', async () => {
    const { router, code } = await passwordThenSecondStep();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.twoFactorCodeRequired)).toBeInTheDocument();
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.twoFactorCodeWrong)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/sign-in');
    expect(screen.getByLabelText('Authentication code')).toHaveFocus();
  });

  it('starts again from the password when the challenge has expired, focusing the email', async () => {
    const { fake, code } = await passwordThenSecondStep();
    fake.accounts.state.challenges.clear();
    await userEvent.type(code, `${FAKE_TOTP_CODE}{Enter}`);
    expect(await screen.findByText(ACCOUNT_MESSAGES.twoFactorChallengeInvalid)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  });

  it('"Back to log in" returns to the password form', async () => {
    await passwordThenSecondStep();
    await userEvent.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(await screen.findByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
  });

  it('"Use a passkey instead" answers the challenge with a passkey', async () => {
    const { fake, router } = await passwordThenSecondStep();
    await userEvent.click(screen.getByRole('button', { name: 'Use a passkey instead' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/'));
    const [start] = fake.callsTo('POST', '/api/v1/users/login/passkey/start');
    const challenge = (start?.body as { challenge: string }).challenge;
    expect(challenge).toMatch(/^challenge-/);
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: expect.objectContaining({ rpId: 'localhost' }) });
    expect(fake.callsTo('POST', '/api/v1/users/login/passkey/finish')[0]?.body).toEqual({
      challengeId: expect.any(String),
      response: assertion,
      challenge,
    });
  });

  it('asks for the second step after Google too', async () => {
    const fake = installFakeApi({ user: null, googleClientId: 'client-id.apps.googleusercontent.com' });
    fake.override('POST', '/api/v1/users/google', fake.accounts.askForSecondFactor);
    let callback: (response: { credential?: string }) => void = () => undefined;
    window.google = {
      accounts: {
        id: {
          initialize: (options) => void (callback = options.callback),
          prompt: () => callback({ credential: 'google-id-token' }),
        },
      },
    };
    renderApp('/auth/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByLabelText('Authentication code')).toHaveFocus();
  });
});

describe('signing in with a passkey', () => {
  it('asks the browser for a passkey and signs in with its answer', async () => {
    const fake = installFakeApi({ user: null });
    const { router } = renderApp('/auth/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/'));
    expect(fake.callsTo('POST', '/api/v1/users/login/passkey/start')[0]?.body).toEqual({});
    expect(startAuthentication).toHaveBeenCalledTimes(1);
    expect(fake.callsTo('POST', '/api/v1/users/login/passkey/finish')[0]?.body).toEqual({
      challengeId: expect.any(String),
      response: assertion,
    });
  });

  it('says the passkey could not be checked when the browser gives none (cancelled), and sends nothing more', async () => {
    const fake = installFakeApi({ user: null });
    vi.mocked(startAuthentication).mockRejectedValue(new DOMException('cancelled', 'NotAllowedError'));
    const { router } = renderApp('/auth/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passkeyFailed)).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/v1/users/login/passkey/finish')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/auth/sign-in');
  });
});

describe('the way to a forgotten password', () => {
  it('is a "Forgot password?" link on the login form', async () => {
    installFakeApi({ user: null });
    const { router } = renderApp('/auth/sign-in');
    const form = await screen.findByRole('form', { name: 'Log in' });
    await userEvent.click(within(form).getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });
});

describe('sign-up, as the instance allows it', () => {
  it('says sign-up is closed instead of the form', async () => {
    const fake = installFakeApi({ user: null });
    fake.accounts.state.signUp = 'closed';
    renderApp('/auth/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.signUpClosed)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign up' })).not.toBeInTheDocument();
    // Logging in stays.
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('form', { name: 'Log in' })).toBeInTheDocument();
  });

  it('needs an invitation link when sign-up is by invitation', async () => {
    const fake = installFakeApi({ user: null });
    fake.accounts.state.signUp = 'invite';
    renderApp('/auth/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.inviteRequired)).toBeInTheDocument();
  });

  it("opens at sign-up with the link's ?invite= token, and sends it", async () => {
    const fake = installFakeApi({ user: null });
    fake.accounts.state.signUp = 'invite';
    const { router } = renderApp('/auth/sign-in?invite=invite-token-9');
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/'));
    expect(fake.callsTo('POST', '/api/v1/users/register')[0]?.body).toEqual({
      email: 'new@example.com',
      password: 'secret123',
      inviteToken: 'invite-token-9',
    });
  });

  it('asks the first account for the setup token, required', async () => {
    const fake = installFakeApi({ user: null });
    fake.accounts.state.setupRequired = true;
    fake.accounts.state.signUp = 'closed';
    const { router } = renderApp('/auth/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    const setupToken = await screen.findByLabelText('Setup token');
    await userEvent.type(screen.getByLabelText('Email'), 'owner@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.setupTokenRequired)).toBeInTheDocument();
    expect(setupToken).toHaveFocus();
    expect(fake.callsTo('POST', '/api/v1/users/register')).toHaveLength(0);
    await userEvent.type(setupToken, 'operator-token');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/'));
    expect(fake.callsTo('POST', '/api/v1/users/register')[0]?.body).toEqual({
      email: 'owner@example.com',
      password: 'secret123',
      setupToken: 'operator-token',
    });
  });

  it('links the Terms of Service and the Privacy Policy', async () => {
    installFakeApi({ user: null });
    renderApp('/auth/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});
