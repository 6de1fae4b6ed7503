import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadCatalogue } from '@vitae/schema/i18n-catalogues';
import { describe, expect, it } from 'vitest';
import { fakeUser, installFakeApi } from '../../test/fake-api.ts';
import { region } from '../../test/account-page.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';
import { setLanguage } from '../../lib/i18n/language.ts';

const german = await loadCatalogue('de');
const arabic = await loadCatalogue('ar');

/** The account's screens in the account's language (docs/i18n.md), with their dates and devices. */
describe('the account page in other languages', () => {
  it('speaks German: its sections, buttons, devices and when they were last seen', async () => {
    installFakeApi({ user: fakeUser({ language: 'de' }) });
    signIn();
    renderApp('/dashboard/account');
    // The page's first showing in a test file loads its modules: slow on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Kontoeinstellungen', level: 1 }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    for (const name of ['Profil', 'Passwort', 'Zwei-Faktor-Anmeldung', 'Passkeys', 'Ihre Daten', 'Konto löschen']) {
      expect(region(name)).toBeInTheDocument();
    }
    const profile = region('Profil');
    expect(within(profile).getByLabelText('E-Mail')).toHaveValue('jane@example.com');
    expect(within(profile).getByRole('button', { name: german['account.profile.save'] })).toBeInTheDocument();

    const sessions = region(german['account.sessions.title']);
    expect(await within(sessions).findByText('Firefox unter Windows')).toBeInTheDocument();
    expect(sessions).toHaveTextContent('Dieses Gerät');
    // A day ago, in German words.
    expect(sessions).toHaveTextContent('Zuletzt aktiv gestern');
    expect(within(sessions).getByRole('button', { name: 'Alle anderen Sitzungen abmelden' })).toBeInTheDocument();

    await userEvent.click(within(region('Konto löschen')).getByRole('button', { name: 'Mein Konto löschen' }));
    expect(await screen.findByRole('alertdialog', { name: 'Ihr Konto löschen?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Konto endgültig löschen' })).toBeInTheDocument();
  });

  it('speaks Arabic, right to left, with its dates in Arabic', async () => {
    installFakeApi({ user: fakeUser({ language: 'ar' }) });
    signIn();
    renderApp('/dashboard/account');
    expect(await screen.findByRole('heading', { name: arabic['account.title'], level: 1 })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const sessions = region(arabic['account.sessions.title']);
    expect(await within(sessions).findByText('Chrome على macOS')).toBeInTheDocument();
    const yesterday = new Intl.RelativeTimeFormat('ar', { numeric: 'auto' }).format(-1, 'day');
    expect(sessions).toHaveTextContent(`آخر نشاط ${yesterday}`);
    expect(region(arabic['account.passkeys.title'])).toHaveTextContent(arabic['account.passkeys.none']);
    expect(screen.getByRole('button', { name: arabic['account.data.download'] })).toBeInTheDocument();
  });
});

describe('the forgot-password and sign-in steps in other languages', () => {
  it('asks for a reset link in German', async () => {
    installFakeApi({ user: null });
    await setLanguage('de');
    renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Passwort vergessen?' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Link zum Zurücksetzen anfordern' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link zum Zurücksetzen senden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' })).toBeInTheDocument();
  });

  it('offers a passkey in Arabic on the sign-in page', async () => {
    installFakeApi({ user: null });
    await setLanguage('ar');
    renderApp('/auth/sign-in');
    expect(await screen.findByRole('button', { name: arabic['auth.passkey.signIn'] })).toBeInTheDocument();
  });
});
