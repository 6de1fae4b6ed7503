import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES, MESSAGES } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import { FAKE_RESET_TOKEN, FAKE_VERIFY_TOKEN } from '../../test/fake-accounts.ts';
import { FAKE_PASSWORD, fakeUser, installFakeApi } from '../../test/fake-api.ts';
import { expectToast } from '../../test/account-page.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

describe('forgot password', () => {
  it.each([
    ['an address with an account', 'jane@example.com'],
    ['an address without one', 'nobody@example.com'],
  ])('says the same for %s once sent', async (_case, email) => {
    const fake = installFakeApi({ user: null });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), email);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetLinkSent)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/v1/users/forgot-password')[0]?.body).toEqual({ email });
  });

  it('checks the address before sending', async () => {
    const fake = installFakeApi({ user: null });
    renderApp('/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MESSAGES.fieldRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(fake.callsTo('POST', '/api/v1/users/forgot-password')).toHaveLength(0);
  });
});

describe('reset password', () => {
  const link = `/reset-password#token=${FAKE_RESET_TOKEN}`;

  async function fill(password: string, confirm: string) {
    await userEvent.type(await screen.findByLabelText('New password'), password);
    await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  }

  it('refuses a confirmation that differs, and sends nothing', async () => {
    const fake = installFakeApi({ user: null });
    renderApp(link);
    await fill('a brand new one', 'a brand new two');
    expect(await screen.findByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.callsTo('POST', '/api/v1/users/reset-password')).toHaveLength(0);
  });

  it('sets the password with the token of the link, then goes to sign-in saying so', async () => {
    const fake = installFakeApi({ user: null });
    const { router } = renderApp(link);
    // The token is taken out of the address at once.
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    await fill('a brand new one', 'a brand new one');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    await expectToast(ACCOUNT_MESSAGES.passwordReset);
    expect(fake.callsTo('POST', '/api/v1/users/reset-password')[0]?.body).toEqual({
      token: FAKE_RESET_TOKEN,
      password: 'a brand new one',
    });
    expect(fake.state.password).toBe('a brand new one');
  });

  it('ends a session held here: the user signs in again', async () => {
    installFakeApi();
    signIn();
    const { router } = renderApp(link);
    await fill('a brand new one', 'a brand new one');
    expect(await screen.findByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/sign-in');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('says a used link is no longer valid, with the way to a new one', async () => {
    const fake = installFakeApi({ user: null });
    fake.accounts.state.resetTokens.clear();
    renderApp(link);
    await fill('a brand new one', 'a brand new one');
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetTokenInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(fake.state.password).toBe(FAKE_PASSWORD);
  });

  it('says so at once for a link without a token', async () => {
    installFakeApi({ user: null });
    renderApp('/reset-password');
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetTokenInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});

describe('verify email', () => {
  it('verifies the address once and offers the way on (sign-in when signed out)', async () => {
    const fake = installFakeApi({ user: null });
    const { router } = renderApp(`/verify-email#token=${FAKE_VERIFY_TOKEN}`);
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailVerified)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/sign-in');
    expect(fake.callsTo('POST', '/api/v1/users/verify-email').map((call) => call.body)).toEqual([
      { token: FAKE_VERIFY_TOKEN },
    ]);
    expect(router.state.location.hash).toBe('');
  });

  it('says a change of address was confirmed, and a signed-in user goes on to the dashboard', async () => {
    const fake = installFakeApi({ user: fakeUser({ emailVerified: false }) });
    fake.accounts.state.verifyTokens.set('change-token', { email: 'jane.new@example.com', changed: true });
    signIn();
    renderApp('/verify-email#token=change-token');
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailChanged)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    // The session's user is read again: the new address, verified.
    await waitFor(() => expect(fake.callsTo('GET', '/api/v1/users/current-user')).toHaveLength(2));
    expect(fake.state.user?.email).toBe('jane.new@example.com');
  });

  it('says a link that is not valid is not', async () => {
    installFakeApi({ user: null });
    renderApp('/verify-email#token=spent-token');
    expect(await screen.findByText(ACCOUNT_MESSAGES.verifyTokenInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers to try again when the server could not be reached', async () => {
    const fake = installFakeApi({ user: null });
    fake.fail('POST', '/api/v1/users/verify-email', 503, MESSAGES.serviceUnavailable);
    renderApp(`/verify-email#token=${FAKE_VERIFY_TOKEN}`);
    expect(await screen.findByText(MESSAGES.serviceUnavailable)).toBeInTheDocument();
    fake.restore('POST', '/api/v1/users/verify-email');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailVerified)).toBeInTheDocument();
  });
});
