import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('the legal pages', () => {
  it("render the operator's Markdown: headings, paragraphs, lists, emphasis and links", async () => {
    const fake = installFakeApi({ user: null });
    fake.accounts.state.legal.terms = {
      title: 'Terms of Service',
      markdown: [
        '# Your account',
        '',
        'Keep your password **secret** and your data *yours*.',
        '',
        '- one',
        '- two with [our site](https://vitae.example/help)',
        '',
        '1. first',
        '2. write to [us](mailto:legal@vitae.example)',
      ].join('\n'),
    };
    renderApp('/terms');
    expect(await screen.findByRole('heading', { name: 'Terms of Service', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your account', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('secret').tagName).toBe('STRONG');
    expect(screen.getByText('yours').tagName).toBe('EM');
    const [bullets, numbered] = screen.getAllByRole('list');
    expect(bullets!.tagName).toBe('UL');
    expect(numbered!.tagName).toBe('OL');
    expect(within(bullets!).getByRole('link', { name: 'our site' })).toHaveAttribute(
      'href',
      'https://vitae.example/help',
    );
    expect(within(numbered!).getByRole('link', { name: 'us' })).toHaveAttribute('href', 'mailto:legal@vitae.example');
  });

  it('never lets HTML or a script address through: they stay text', async () => {
    const fake = installFakeApi({ user: null });
    fake.accounts.state.legal.privacy = {
      title: 'Privacy Policy',
      markdown: [
        '<script>window.pwned = true</script>',
        '',
        '<img src=x onerror="window.pwned = true"> and [click](javascript:window.pwned=true)',
      ].join('\n'),
    };
    renderApp('/privacy');
    expect(await screen.findByText('<script>window.pwned = true</script>')).toBeInTheDocument();
    expect(screen.getByText(/^<img src=x onerror="window.pwned = true"> and click$/)).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article.querySelector('script, img')).toBeNull();
    expect(within(article).queryByRole('link')).not.toBeInTheDocument();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('are linked from the landing page', async () => {
    installFakeApi({ user: null });
    const { router } = renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await userEvent.click(within(footer).getByRole('link', { name: 'Terms of Service' }));
    expect(await screen.findByRole('heading', { name: 'Terms of Service', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/terms');
  });
});
