import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../../test/fake-api.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

describe('the avatar menu "My Account"', () => {
  it('lists Dashboard, Account settings and Log out; Account settings opens the account page', async () => {
    installFakeApi();
    signIn();
    const { router } = renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Open account menu' }));
    expect(await screen.findByText('My Account')).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Account settings',
      'Log out',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Account settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/account'));
    expect(await screen.findByRole('heading', { name: 'Account settings', level: 1 })).toBeInTheDocument();
  });

  it('reaches Account settings by keyboard', async () => {
    installFakeApi();
    signIn();
    const { router } = renderApp('/dashboard');
    (await screen.findByRole('button', { name: 'Open account menu' })).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    // Opened by keyboard, the menu focuses its first item, Dashboard.
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/account'));
  });
});
