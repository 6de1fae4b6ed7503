import { startRegistration } from '@simplewebauthn/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES, type Passkey } from '@vitae/schema';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_RECOVERY_CODES, FAKE_TOTP_CODE, FAKE_TOTP_SECRET } from '../../test/fake-accounts.ts';
import { FAKE_PASSWORD, fakeUser, installFakeApi } from '../../test/fake-api.ts';
import { expectToast, openAccountPage, region } from '../../test/account-page.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

// jsdom has no WebAuthn: the browser's passkey prompt is this mock.
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const credential = {
  id: 'credential-1',
  rawId: 'credential-1',
  type: 'public-key' as const,
  response: { clientDataJSON: 'e30', attestationObject: 'AA' },
  clientExtensionResults: {},
};

beforeEach(() => {
  vi.mocked(startRegistration).mockReset().mockResolvedValue(credential);
});

const passkey = (overrides: Partial<Passkey> = {}): Passkey => ({
  id: '80000000-0000-4000-8000-000000000001',
  name: 'Laptop',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUsedAt: null,
  ...overrides,
});

describe('the account page', () => {
  it('is at /account too (and at /dashboard/account, as before)', async () => {
    await openAccountPage({}, '/account');
    for (const name of ['Two-factor sign-in', 'Passkeys', 'Active sessions']) expect(region(name)).toBeInTheDocument();
  });
});

describe('an email that is not verified', () => {
  const unverified = fakeUser({ emailVerified: false });

  it('has a banner on every signed-in page, whose Resend mails a new link', async () => {
    const fake = installFakeApi({ user: unverified });
    signIn();
    renderApp('/dashboard');
    const banner = await screen.findByRole('region', { name: 'Email verification' });
    expect(banner).toHaveTextContent('jane@example.com');
    await userEvent.click(within(banner).getByRole('button', { name: 'Resend' }));
    await expectToast(ACCOUNT_MESSAGES.verificationSent);
    expect(fake.callsTo('POST', '/api/v1/users/resend-verification')).toHaveLength(1);
  });

  it('has no banner once verified; a Resend that finds it verified reads the account again', async () => {
    const fake = installFakeApi({ user: unverified });
    signIn();
    renderApp('/dashboard');
    const banner = await screen.findByRole('region', { name: 'Email verification' });
    // Verified meanwhile, on another device.
    fake.state.user = { ...fake.state.user!, emailVerified: true };
    await userEvent.click(within(banner).getByRole('button', { name: 'Resend' }));
    await expectToast(ACCOUNT_MESSAGES.alreadyVerified);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument());
  });

  it('is marked Not verified on the account page, with Resend', async () => {
    const { fake } = await openAccountPage({ user: unverified });
    const profile = region('Profile');
    expect(within(profile).getByText('Not verified')).toBeInTheDocument();
    await userEvent.click(within(profile).getByRole('button', { name: 'Resend' }));
    await expectToast(ACCOUNT_MESSAGES.verificationSent);
    expect(fake.callsTo('POST', '/api/v1/users/resend-verification')).toHaveLength(1);
  });

  it('a verified one is marked Verified, with no banner', async () => {
    await openAccountPage();
    expect(within(region('Profile')).getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument();
  });
});

describe('changing the email', () => {
  it('says a link was mailed to the new address, which changes only when it is opened', async () => {
    const { fake } = await openAccountPage();
    // As the server answers now: the user unchanged, the change waiting for its link.
    fake.override('PUT', '/api/auth/update-account', () => ({
      status: 200,
      body: { statusCode: 200, success: true, data: fake.state.user, message: 'sent' },
    }));
    const profile = region('Profile');
    const email = within(profile).getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'jane.new@example.com');
    await userEvent.type(within(profile).getByLabelText('Current password'), FAKE_PASSWORD);
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    await expectToast(ACCOUNT_MESSAGES.emailChangeSent('jane.new@example.com'));
    await waitFor(() => expect(email).toHaveValue('jane@example.com'));
  });
});

describe('Active sessions', () => {
  it('lists each session by device and when it was last seen, this device marked and without Sign out', async () => {
    await openAccountPage();
    const sessions = region('Active sessions');
    const items = await within(sessions).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Chrome on macOSThis deviceLast seen just now/),
      expect.stringMatching(/^Firefox on WindowsLast seen 5 minutes ago/),
      expect.stringMatching(/^Safari on iOSLast seen yesterday/),
    ]);
    expect(within(items[0]!).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Sign out' })).toHaveAccessibleDescription(
      'Firefox on Windows',
    );
  });

  it('signs out one other session', async () => {
    const { fake } = await openAccountPage();
    const sessions = region('Active sessions');
    const [, firefox] = await within(sessions).findAllByRole('listitem');
    await userEvent.click(within(firefox!).getByRole('button', { name: 'Sign out' }));
    await expectToast(ACCOUNT_MESSAGES.sessionEnded);
    await waitFor(() => expect(within(sessions).getAllByRole('listitem')).toHaveLength(2));
    expect(within(sessions).queryByText('Firefox on Windows')).not.toBeInTheDocument();
    expect(fake.callsTo('DELETE', '/api/v1/users/sessions/')).toHaveLength(1);
  });

  it('signs out of all other sessions, leaving this device', async () => {
    const { fake } = await openAccountPage();
    const sessions = region('Active sessions');
    await userEvent.click(await within(sessions).findByRole('button', { name: 'Sign out of all other sessions' }));
    await expectToast(ACCOUNT_MESSAGES.otherSessionsEnded);
    await waitFor(() => expect(within(sessions).getAllByRole('listitem')).toHaveLength(1));
    expect(within(sessions).getByText('This device')).toBeInTheDocument();
    expect(within(sessions).queryByRole('button', { name: 'Sign out of all other sessions' })).not.toBeInTheDocument();
    expect(fake.callsTo('DELETE', '/api/v1/users/sessions').map((call) => call.path)).toEqual([
      '/api/v1/users/sessions',
    ]);
  });
});

describe('Two-factor sign-in', () => {
  it('is turned on with a QR code and a first code, then shows the recovery codes once', async () => {
    const { fake } = await openAccountPage();
    const section = region('Two-factor sign-in');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await within(section).findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(within(section).getByText(FAKE_TOTP_SECRET)).toBeInTheDocument();
    const code = within(section).getByLabelText('Authentication code');
    expect(code).toHaveFocus();

    await userEvent.type(code, '000000');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on' }));
    await expectToast(ACCOUNT_MESSAGES.twoFactorCodeWrong);
    await userEvent.clear(code);
    await userEvent.type(code, FAKE_TOTP_CODE);
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on' }));
    await expectToast(ACCOUNT_MESSAGES.twoFactorEnabled);

    const codes = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(FAKE_RECOVERY_CODES);
    expect(within(section).getByRole('button', { name: 'Copy' })).toHaveFocus();
    expect(fake.state.user?.twoFactorEnabled).toBe(true);

    await userEvent.click(within(section).getByRole('button', { name: 'Done' }));
    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(within(section).queryByText(FAKE_RECOVERY_CODES[0]!)).not.toBeInTheDocument();
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Turn off' })).toHaveFocus());
  });

  it('copies the recovery codes and downloads them as a text file', async () => {
    const user = userEvent.setup();
    await openAccountPage();
    const section = region('Two-factor sign-in');
    await user.click(within(section).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    await user.type(await within(section).findByLabelText('Authentication code'), `${FAKE_TOTP_CODE}{Enter}`);
    await user.click(await within(section).findByRole('button', { name: 'Copy' }));
    await expectToast(ACCOUNT_MESSAGES.recoveryCodesCopied);
    expect(await navigator.clipboard.readText()).toBe(`${FAKE_RECOVERY_CODES.join('\n')}\n`);

    const saved: { blob?: Blob; fileName?: string } = {};
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => ((saved.blob = blob), 'blob:codes')),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.fileName = this.download;
    });
    await user.click(within(section).getByRole('button', { name: 'Download .txt' }));
    expect(saved.fileName).toBe('vitae-recovery-codes.txt');
    // jsdom's Blob has no text(): its FileReader reads it.
    const reader = new FileReader();
    const read = new Promise((resolve) => (reader.onload = () => resolve(reader.result)));
    reader.readAsText(saved.blob!);
    expect(await read).toBe(`${FAKE_RECOVERY_CODES.join('\n')}\n`);
  });

  it('is turned off with a code, or with the password', async () => {
    const { fake } = await openAccountPage({ user: fakeUser({ twoFactorEnabled: true }) });
    const section = region('Two-factor sign-in');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn off' }));
    const submit = within(section).getByRole('button', { name: 'Turn off two-factor sign-in' });
    await userEvent.click(submit);
    expect(await within(section).findByText(ACCOUNT_MESSAGES.twoFactorDisableProof)).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/v1/users/two-factor/disable')).toHaveLength(0);

    await userEvent.type(within(section).getByLabelText('Password'), 'not my password');
    await userEvent.click(submit);
    await expectToast('The current password is incorrect.');
    await userEvent.clear(within(section).getByLabelText('Password'));
    await userEvent.type(within(section).getByLabelText('Password'), FAKE_PASSWORD);
    await userEvent.click(submit);
    await expectToast(ACCOUNT_MESSAGES.twoFactorDisabled);
    expect(fake.callsTo('POST', '/api/v1/users/two-factor/disable').map((call) => call.body)).toEqual([
      { password: 'not my password' },
      { password: FAKE_PASSWORD },
    ]);
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Turn on two-factor sign-in' })).toHaveFocus(),
    );
    expect(fake.state.user?.twoFactorEnabled).toBe(false);
  });

  it('sends the code when one is typed', async () => {
    const { fake } = await openAccountPage({ user: fakeUser({ twoFactorEnabled: true }) });
    const section = region('Two-factor sign-in');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn off' }));
    await userEvent.type(within(section).getByLabelText('Authentication code'), `${FAKE_TOTP_CODE}{Enter}`);
    await expectToast(ACCOUNT_MESSAGES.twoFactorDisabled);
    expect(fake.callsTo('POST', '/api/v1/users/two-factor/disable')[0]?.body).toEqual({ code: FAKE_TOTP_CODE });
  });
});

describe('Passkeys', () => {
  it('adds a passkey through the browser, and lists it', async () => {
    const { fake } = await openAccountPage();
    const section = region('Passkeys');
    expect(await within(section).findByText('No passkeys yet.')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    await expectToast(ACCOUNT_MESSAGES.passkeyAdded);
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: expect.objectContaining({ rpId: 'localhost' }) });
    expect(fake.callsTo('POST', '/api/v1/users/passkeys/register/finish')[0]?.body).toEqual({
      challengeId: expect.any(String),
      response: credential,
    });
    expect(await within(section).findByText('Passkey 1')).toBeInTheDocument();
  });

  it('says so when the browser could not make one', async () => {
    const { fake } = await openAccountPage();
    vi.mocked(startRegistration).mockRejectedValue(new DOMException('cancelled', 'NotAllowedError'));
    await userEvent.click(within(region('Passkeys')).getByRole('button', { name: 'Add a passkey' }));
    await expectToast(ACCOUNT_MESSAGES.passkeyFailed);
    expect(fake.callsTo('POST', '/api/v1/users/passkeys/register/finish')).toHaveLength(0);
  });

  it('renames a passkey', async () => {
    const fake = installFakeApi();
    fake.accounts.state.passkeys.push(passkey());
    signIn();
    renderApp('/account');
    const section = await screen.findByRole('region', { name: 'Passkeys' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename passkey' });
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(name, 'Work phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await expectToast(ACCOUNT_MESSAGES.passkeyRenamed);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(section).findByText('Work phone')).toBeInTheDocument();
  });

  it('removes a passkey once confirmed', async () => {
    const fake = installFakeApi();
    fake.accounts.state.passkeys.push(passkey());
    signIn();
    renderApp('/account');
    const section = await screen.findByRole('region', { name: 'Passkeys' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove “Laptop”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.callsTo('DELETE', '/api/v1/users/passkeys/')).toHaveLength(0);
    await userEvent.click(within(section).getByRole('button', { name: 'Remove' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove passkey' }),
    );
    await expectToast(ACCOUNT_MESSAGES.passkeyRemoved);
    expect(await within(section).findByText('No passkeys yet.')).toBeInTheDocument();
  });
});

describe('Disconnect Google', () => {
  const googleOnly = fakeUser({ hasPassword: false, googleConnected: true });

  it('disconnects an account that has a password', async () => {
    const { fake } = await openAccountPage({
      user: fakeUser({ googleConnected: true }),
      googleClientId: 'client-id.apps.googleusercontent.com',
    });
    const google = region('Google');
    await userEvent.click(within(google).getByRole('button', { name: 'Disconnect Google' }));
    await expectToast(ACCOUNT_MESSAGES.googleDisconnected);
    expect(fake.callsTo('POST', '/api/v1/users/disconnect-google')).toHaveLength(1);
    expect(await within(google).findByText('Not connected.')).toBeInTheDocument();
  });

  it('is not offered when Google is the only way to sign in', async () => {
    await openAccountPage({ user: googleOnly });
    // The passkeys are read: none.
    expect(await within(region('Passkeys')).findByText('No passkeys yet.')).toBeInTheDocument();
    expect(within(region('Google')).queryByRole('button', { name: 'Disconnect Google' })).not.toBeInTheDocument();
  });

  it('is offered to an account without a password once it has a passkey', async () => {
    const fake = installFakeApi({ user: googleOnly });
    fake.accounts.state.passkeys.push(passkey());
    signIn();
    renderApp('/account');
    const google = await screen.findByRole('region', { name: 'Google' });
    expect(await within(google).findByRole('button', { name: 'Disconnect Google' })).toBeInTheDocument();
  });
});
