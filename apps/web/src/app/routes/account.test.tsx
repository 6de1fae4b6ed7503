import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type User } from '@vitae/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAKE_PASSWORD, fakeResume, fakeUser, installFakeApi } from '../../test/fake-api.ts';
import { expectToast, openAccountPage, region } from '../../test/account-page.ts';
import { renderApp } from '../../test/render-app.tsx';

const PAGE = '/dashboard/account';
const googleOnly = fakeUser({ hasPassword: false, googleConnected: true, email: 'gina@gmail.example' });

describe('the account settings page', () => {
  it('has a labelled region per section, and the Password one only for accounts with a password', async () => {
    await openAccountPage();
    for (const name of ['Profile', 'Password', 'Google', 'Your data', 'Delete account']) {
      expect(region(name)).toBeInTheDocument();
    }
  });

  it('sends signed-out visitors to sign-in', async () => {
    installFakeApi({ user: null });
    const { router } = renderApp(PAGE);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
  });
});

describe('Profile', () => {
  it('shows the current-password field only while the email differs from the current one', async () => {
    await openAccountPage();
    const profile = region('Profile');
    const email = within(profile).getByLabelText('Email');
    expect(email).toHaveValue('jane@example.com');
    expect(within(profile).queryByLabelText('Current password')).not.toBeInTheDocument();
    await userEvent.type(email, 'x');
    expect(within(profile).getByLabelText('Current password')).toBeInTheDocument();
    // The same address in other letters and spaces is no change.
    await userEvent.clear(email);
    await userEvent.type(email, '  JANE@example.com ');
    expect(within(profile).queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('saves the name without a password, toasts "Account updated." and refreshes the signed-in user', async () => {
    const { fake } = await openAccountPage();
    const profile = region('Profile');
    await userEvent.clear(within(profile).getByLabelText('Full name'));
    await userEvent.type(within(profile).getByLabelText('Full name'), 'Mary Major');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    await expectToast(MESSAGES.accountUpdated);
    expect(fake.callsTo('PUT', '/api/auth/update-account').map((call) => call.body)).toEqual([
      { fullName: 'Mary Major' },
    ]);
    // The session's user is fetched again: the avatar shows the new initial.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open account menu' })).toHaveTextContent('M'));
    expect(fake.callsTo('GET', '/api/v1/users/current-user')).toHaveLength(2);
  });

  it('changes the email with the current password', async () => {
    const { fake } = await openAccountPage();
    const profile = region('Profile');
    const email = within(profile).getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'Jane.New@Example.com');
    await userEvent.type(within(profile).getByLabelText('Current password'), FAKE_PASSWORD);
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    await expectToast(MESSAGES.accountUpdated);
    expect(fake.callsTo('PUT', '/api/auth/update-account')[0]?.body).toEqual({
      fullName: 'Jane Doe',
      email: 'jane.new@example.com',
      currentPassword: FAKE_PASSWORD,
    });
    expect(fake.state.user?.email).toBe('jane.new@example.com');
    await waitFor(() => expect(email).toHaveValue('jane.new@example.com'));
    expect(within(profile).queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('asks for the current password, and a valid email, before sending anything', async () => {
    const { fake } = await openAccountPage();
    const profile = region('Profile');
    const email = within(profile).getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'jane.new@example.com');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await within(profile).findByText(MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(within(profile).getByLabelText('Current password')).toHaveFocus();
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await within(profile).findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(fake.callsTo('PUT', '/api/auth/update-account')).toHaveLength(0);
  });

  it.each<[string, string, (fake: ReturnType<typeof installFakeApi>) => void, string]>([
    ['a wrong password (401)', 'wrong password', () => undefined, MESSAGES.currentPasswordWrong],
    [
      'an email that has an account (409)',
      FAKE_PASSWORD,
      (fake) => fake.state.users.push(fakeUser({ _id: '00000000-0000-4000-8000-000000000009', email: 'taken@x.io' })),
      MESSAGES.emailTaken,
    ],
    [
      'too many attempts (429)',
      FAKE_PASSWORD,
      (fake) => fake.fail('PUT', '/api/auth/update-account', 429, MESSAGES.tooManyRequests),
      MESSAGES.tooManyRequests,
    ],
  ])('toasts the server refusing %s, and changes nothing', async (_case, password, arrange, message) => {
    const { fake } = await openAccountPage();
    arrange(fake);
    const profile = region('Profile');
    const email = within(profile).getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@x.io');
    await userEvent.type(within(profile).getByLabelText('Current password'), password);
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    await expectToast(message);
    expect(fake.state.user?.email).toBe('jane@example.com');
    expect(within(profile).getByRole('button', { name: 'Save profile' })).toBeEnabled();
    // The form keeps what was typed, to correct it.
    expect(email).toHaveValue('taken@x.io');
  });

  it('saves the name of a Google-only account, whose email is not sent', async () => {
    const { fake } = await openAccountPage({ user: googleOnly });
    const profile = region('Profile');
    await userEvent.clear(within(profile).getByLabelText('Full name'));
    await userEvent.type(within(profile).getByLabelText('Full name'), 'Gina Green');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    await expectToast(MESSAGES.accountUpdated);
    expect(fake.callsTo('PUT', '/api/auth/update-account').map((call) => call.body)).toEqual([
      { fullName: 'Gina Green' },
    ]);
  });

  it('explains that a Google-only account cannot change its email, and has no Password section', async () => {
    await openAccountPage({ user: googleOnly });
    const profile = region('Profile');
    const email = within(profile).getByLabelText('Email');
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription(MESSAGES.googleOnlyEmailLocked);
    expect(screen.queryByRole('region', { name: 'Password' })).not.toBeInTheDocument();
    expect(within(profile).queryByLabelText('Current password')).not.toBeInTheDocument();
  });
});

describe('Password', () => {
  async function fillPassword(current: string, next: string, confirm: string) {
    const section = region('Password');
    if (current) await userEvent.type(within(section).getByLabelText('Current password'), current);
    if (next) await userEvent.type(within(section).getByLabelText('New password'), next);
    if (confirm) await userEvent.type(within(section).getByLabelText('Confirm new password'), confirm);
    await userEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    return section;
  }

  it('changes the password, clears the form and keeps this session', async () => {
    const { fake, router } = await openAccountPage();
    const section = await fillPassword(FAKE_PASSWORD, 'a brand new one', 'a brand new one');
    await expectToast(MESSAGES.passwordChanged);
    expect(fake.callsTo('POST', '/api/auth/change-password')[0]?.body).toEqual({
      oldPassword: FAKE_PASSWORD,
      newPassword: 'a brand new one',
    });
    expect(fake.state.password).toBe('a brand new one');
    await waitFor(() => expect(within(section).getByLabelText('New password')).toHaveValue(''));
    expect(within(section).getByLabelText('Current password')).toHaveValue('');
    expect(localStorage.getItem('accessToken')).toBe('access-0');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-0');
    expect(router.state.location.pathname).toBe(PAGE);
  });

  it('says when the new passwords do not match, or the new one is too short, and sends nothing', async () => {
    const { fake } = await openAccountPage();
    const section = await fillPassword(FAKE_PASSWORD, 'a brand new one', 'a brand new two');
    expect(await within(section).findByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(within(section).getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(within(section).getByLabelText('New password'));
    await userEvent.type(within(section).getByLabelText('New password'), 'short');
    await userEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/auth/change-password')).toHaveLength(0);
  });

  it('toasts the server refusing a wrong current password, and changes nothing', async () => {
    const { fake } = await openAccountPage();
    const section = await fillPassword('not my password', 'a brand new one', 'a brand new one');
    await expectToast(MESSAGES.wrongOldPassword);
    expect(fake.state.password).toBe(FAKE_PASSWORD);
    expect(within(section).getByLabelText('New password')).toHaveValue('a brand new one');
  });
});

describe('Google', () => {
  afterEach(() => {
    delete window.google;
  });

  /** Google Identity Services as the page sees it: the prompt hands back this ID token at once. */
  function fakeGoogleIdentity(credential: string) {
    let callback: (response: { credential?: string }) => void = () => undefined;
    const prompt = vi.fn(() => callback({ credential }));
    window.google = {
      accounts: { id: { initialize: (options) => void (callback = options.callback), prompt } },
    };
    return prompt;
  }

  const configured = { googleClientId: 'client-id.apps.googleusercontent.com' };

  it('says Connected when Google is connected, with no Connect button', async () => {
    await openAccountPage({ ...configured, user: fakeUser({ googleConnected: true }) });
    const google = region('Google');
    expect(within(google).getByText('Connected')).toBeInTheDocument();
    expect(within(google).queryByRole('button', { name: 'Connect Google' })).not.toBeInTheDocument();
  });

  it('says Google sign-in is unavailable when the server has no client id, with no button', async () => {
    await openAccountPage({ googleClientId: null });
    const google = region('Google');
    expect(await within(google).findByText(MESSAGES.googleUnavailable)).toBeInTheDocument();
    expect(within(google).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for the password, then connects with the ID token from Google', async () => {
    const prompt = fakeGoogleIdentity('google-id-token');
    const { fake } = await openAccountPage(configured);
    const google = region('Google');
    const connect = await within(google).findByRole('button', { name: 'Connect Google' });
    await userEvent.click(connect);
    expect(await within(google).findByText(MESSAGES.googleConnectPasswordRequired)).toBeInTheDocument();
    expect(prompt).not.toHaveBeenCalled();
    await userEvent.type(within(google).getByLabelText('Password'), FAKE_PASSWORD);
    await userEvent.click(connect);
    await expectToast(MESSAGES.googleConnected);
    expect(fake.callsTo('POST', '/api/v1/users/connect-google').map((call) => call.body)).toEqual([
      { idToken: 'google-id-token', currentPassword: FAKE_PASSWORD },
    ]);
    // The session's user is fetched again and says Google is connected.
    expect(await within(google).findByText('Connected')).toBeInTheDocument();
  });

  it.each([
    ['a Google account linked to another account (409)', FAKE_PASSWORD, MESSAGES.googleAlreadyLinked],
    ['a wrong password (401)', 'not my password', MESSAGES.currentPasswordWrong],
  ])('toasts the server refusing %s, and stays not connected', async (_case, password, message) => {
    fakeGoogleIdentity('linked-elsewhere');
    const { fake } = await openAccountPage({ ...configured, linkedGoogleTokens: ['linked-elsewhere'] });
    const google = region('Google');
    await userEvent.type(await within(google).findByLabelText('Password'), password);
    await userEvent.click(within(google).getByRole('button', { name: 'Connect Google' }));
    await expectToast(message);
    expect(fake.state.user?.googleConnected).toBe(false);
    expect(within(google).getByRole('button', { name: 'Connect Google' })).toBeEnabled();
    expect(within(google).queryByText('Connected')).not.toBeInTheDocument();
  });
});

describe('Your data', () => {
  /** jsdom has no object URLs nor downloads: catch the blob and the file name the page saves. */
  function catchDownload() {
    const saved: { blob?: Blob; fileName?: string } = {};
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.blob = blob;
      return 'blob:export';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.fileName = this.download;
    });
    return saved;
  }

  it('downloads the export with the bearer token as vitae-export.json', async () => {
    const resume = fakeResume({ resumeTitle: 'Exported CV' });
    const { fake } = await openAccountPage({ resumes: [resume] });
    const saved = catchDownload();
    await userEvent.click(within(region('Your data')).getByRole('button', { name: 'Download my data' }));
    await expectToast(MESSAGES.dataDownloaded);
    expect(saved.fileName).toBe('vitae-export.json');
    const [call] = fake.callsTo('GET', '/api/v1/users/me/export');
    expect(call?.headers.Authorization).toBe('Bearer access-0');
    const document = JSON.parse(await saved.blob!.text()) as {
      data: { user: User; resumes: { resumeTitle: string }[] };
    };
    expect(document.data.user.email).toBe('jane@example.com');
    expect(document.data.resumes.map((item) => item.resumeTitle)).toEqual(['Exported CV']);
  });

  it("toasts the server's message when the export fails, and saves nothing", async () => {
    const { fake } = await openAccountPage();
    fake.fail('GET', '/api/v1/users/me/export', 503, MESSAGES.serviceUnavailable);
    const saved = catchDownload();
    const button = within(region('Your data')).getByRole('button', { name: 'Download my data' });
    await userEvent.click(button);
    await expectToast(MESSAGES.serviceUnavailable);
    expect(saved.fileName).toBeUndefined();
    expect(button).toBeEnabled();
  });
});

describe('Delete account', () => {
  async function openDialog() {
    await userEvent.click(within(region('Delete account')).getByRole('button', { name: 'Delete my account' }));
    return screen.findByRole('alertdialog', { name: 'Delete your account?' });
  }

  it('confirms with the password, deletes, ends the session and goes to sign-in', async () => {
    const { fake, router } = await openAccountPage();
    const dialog = await openDialog();
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account permanently' }));
    expect(await within(dialog).findByText(MESSAGES.passwordConfirmationRequired)).toBeInTheDocument();
    expect(fake.callsTo('DELETE', '/api/v1/users/me')).toHaveLength(0);
    await userEvent.type(password, FAKE_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account permanently' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    await expectToast(MESSAGES.accountDeleted);
    expect(fake.callsTo('DELETE', '/api/v1/users/me')[0]?.body).toEqual({ password: FAKE_PASSWORD });
    expect(fake.state.user).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
  });

  it('toasts the server refusing a wrong password, says it in the dialog, and deletes nothing', async () => {
    const { fake, router } = await openAccountPage();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'not my password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account permanently' }));
    await expectToast(MESSAGES.wrongOldPassword);
    expect(within(dialog).getByText(MESSAGES.wrongOldPassword)).toBeInTheDocument();
    expect(fake.state.user).not.toBeNull();
    expect(localStorage.getItem('accessToken')).toBe('access-0');
    expect(router.state.location.pathname).toBe(PAGE);
  });

  it('asks a Google-only account for no password', async () => {
    const { fake, router } = await openAccountPage({ user: googleOnly });
    const dialog = await openDialog();
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account permanently' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(fake.callsTo('DELETE', '/api/v1/users/me')[0]?.body).toEqual({});
  });

  it('Cancel closes the dialog and gives the focus back to "Delete my account"', async () => {
    const { fake } = await openAccountPage();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete my account' })).toHaveFocus();
    expect(fake.callsTo('DELETE', '/api/v1/users/me')).toHaveLength(0);
  });
});
