import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../../test/fake-api.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

describe('the skip link', () => {
  it.each([
    ['the landing page', '/', null],
    ['sign-in', '/auth/sign-in', null],
    ['the dashboard', '/dashboard', 'signed in'],
    ['an unknown address', '/no/such/page', null],
  ])('is the first Tab stop of %s and moves the focus to <main id="main">', async (_, path, session) => {
    installFakeApi(session ? {} : { user: null });
    if (session) signIn();
    const { router } = renderApp(path);
    await screen.findByRole('main');
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');

    await userEvent.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveFocus();
    // Focusable from script only: it is no Tab stop of its own, and the address is left as it was.
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(router.state.location.hash).toBe('');
  });

  it('is the next Tab stop again once the app shows another screen in place of the focused control', async () => {
    installFakeApi({ user: null });
    const { router } = renderApp('/');
    const login = await screen.findByRole('link', { name: 'Login' });
    for (let presses = 0; presses < 10 && document.activeElement !== login; presses++) await userEvent.tab();
    expect(login).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Log in to your account' });
    expect(router.state.location.pathname).toBe('/auth/sign-in');
    // The link that had the focus is gone: the focus starts again from the top of the page, not from <body>.
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toHaveAttribute('data-focus-start');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  });

  it('leaves the focus on a control that stays, such as the header link that was followed', async () => {
    installFakeApi();
    signIn();
    const { router } = renderApp('/dashboard');
    const header = within(await screen.findByRole('navigation', { name: 'Main' }));
    const applications = header.getByRole('link', { name: 'Applications' });
    for (let presses = 0; presses < 10 && document.activeElement !== applications; presses++) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Applications', level: 1 });
    expect(router.state.location.pathname).toBe('/applications');
    expect(applications).toHaveFocus();
  });
});
