import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../../test/fake-api.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

describe('the error page (no dead ends)', () => {
  it('answers an unknown address with the header, "Page not found" and a way back to the dashboard', async () => {
    installFakeApi();
    signIn();
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: MESSAGES.pageNotFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.pageNotFoundHint)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const back = await screen.findByRole('link', { name: 'Back to dashboard' });
    expect(back).toHaveAttribute('href', '/dashboard');
    await userEvent.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('offers a signed-out visitor sign-in instead (the dashboard would only send them there)', async () => {
    installFakeApi({ user: null });
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: MESSAGES.pageNotFoundTitle })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/sign-in');
    expect(screen.queryByRole('link', { name: 'Back to dashboard' })).not.toBeInTheDocument();
  });
});
