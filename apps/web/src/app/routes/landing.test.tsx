import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../../test/fake-api.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

describe('the landing page', () => {
  it('shows the hero, three steps, two testimonials and a footer; start building goes to sign-in when signed out', async () => {
    installFakeApi({ user: null });
    renderApp('/');
    expect(screen.getByRole('heading', { name: 'Build Your Resume With AI' })).toBeInTheDocument();
    expect(screen.getAllByText(/^Step \d$/)).toHaveLength(3);
    expect(screen.getAllByRole('figure')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'About Us' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/sign-in');
    expect(screen.getByRole('link', { name: 'Start building your resume' })).toHaveAttribute('href', '/auth/sign-in');
  });

  it('sends a signed-in user to the dashboard and shows the avatar letter', async () => {
    installFakeApi();
    signIn();
    renderApp('/');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Start building your resume' })).toHaveAttribute('href', '/dashboard'),
    );
    expect(await screen.findByRole('button', { name: 'Open account menu' })).toHaveTextContent('J');
  });

  it('renders About Us with its three feature cards and the call to action', async () => {
    installFakeApi({ user: null });
    renderApp('/about-us');
    for (const title of ['Professional Quality', 'Tailored for You', 'Future-Proof', 'Mission', 'Vision']) {
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Start Your Resume' })).toHaveAttribute('href', '/auth/sign-in');
  });

  it('shows the app header on About Us, like every other page', async () => {
    installFakeApi({ user: null });
    renderApp('/about-us');
    const header = within(await screen.findByRole('banner'));
    expect(header.getByRole('link', { name: 'Vitae' })).toHaveAttribute('href', '/');
    expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/sign-in');
    expect(header.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
  });

  it('shows the signed-in header (account menu) on About Us', async () => {
    installFakeApi();
    signIn();
    renderApp('/about-us');
    const header = within(await screen.findByRole('banner'));
    expect(await header.findByRole('button', { name: 'Open account menu' })).toHaveTextContent('J');
  });
});
