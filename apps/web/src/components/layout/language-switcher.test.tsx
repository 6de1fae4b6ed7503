import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vitae/schema';
import { loadCatalogue } from '@vitae/schema/i18n-catalogues';
import { describe, expect, it } from 'vitest';
import { fakeUser, installFakeApi } from '../../test/fake-api.ts';
import { toast } from '../../lib/toast.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

const german = await loadCatalogue('de');
const arabic = await loadCatalogue('ar');
const french = await loadCatalogue('fr');

const switcher = () => within(screen.getByRole('banner')).getByRole('combobox', { name: /Language/ });

describe('the header’s language switcher', () => {
  it('shows the interface in the language chosen, mirrored for Arabic, and keeps it on this device', async () => {
    installFakeApi({ user: null });
    renderApp('/about-us');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(
      within(switcher())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'English',
      'Deutsch',
      'Français',
      'Español',
      'Português',
      'Italiano',
      'Nederlands',
      'Polski',
      '简体中文',
      '日本語',
      'العربية',
      'עברית',
    ]);

    await userEvent.selectOptions(switcher(), 'Deutsch');
    expect(await screen.findByRole('link', { name: german['header.login'] })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem('vitae:language')).toBe('de');

    await userEvent.selectOptions(switcher(), 'العربية');
    expect(await screen.findByRole('link', { name: arabic['header.login'] })).toBeInTheDocument();
    // Named in the screen's language and in English, whatever the language.
    expect(switcher()).toHaveAccessibleName(`${arabic['header.language']} (Language)`);
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('signed in, saves the choice on the account and says so in the new language', async () => {
    const fake = installFakeApi();
    signIn();
    renderApp('/dashboard');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'Français');
    expect(switcher()).toHaveAccessibleName(`${french['header.language']} (Language)`);
    await waitFor(() =>
      expect(fake.callsTo('PUT', '/api/auth/update-account').map((call) => call.body)).toEqual([{ language: 'fr' }]),
    );
    expect(await screen.findByText(french['account.languageSaved'])).toBeInTheDocument();
    expect(fake.state.user?.language).toBe('fr');
    expect(screen.getByRole('link', { name: french['header.applications'] })).toBeInTheDocument();
  });

  it('takes the account’s language on signing in, and server messages shown in English words are translated', async () => {
    installFakeApi({ user: fakeUser({ language: 'de' }) });
    signIn();
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: german['header.applications'] })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(switcher()).toHaveValue('de');
    act(() => void toast.error(MESSAGES.resumeDeleteFailed));
    expect(await screen.findByText(german.resumeDeleteFailed)).toBeInTheDocument();
  });
});
