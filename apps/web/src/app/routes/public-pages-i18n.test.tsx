import { screen, within } from '@testing-library/react';
import { EN_CATALOGUE } from '@vitae/schema';
import { loadCatalogue } from '@vitae/schema/i18n-catalogues';
import { describe, expect, it } from 'vitest';
import { setLanguage, t } from '../../lib/i18n/language.ts';
import { fakeResume, installFakeApi } from '../../test/fake-api.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

const german = await loadCatalogue('de');
const arabic = await loadCatalogue('ar');
const hebrew = await loadCatalogue('he');

/**
 * The server's bundled legal pages as GET /api/v1/legal/:page sends them: the English catalogue has them word for
 * word (test/legal-pages-catalogue.test.ts).
 */
const BUNDLED = { terms: EN_CATALOGUE['legal.terms'], privacy: EN_CATALOGUE['legal.privacy'] };
const bundled = (page: 'terms' | 'privacy') => BUNDLED[page];

describe('the public pages in another language (docs/i18n.md)', () => {
  it('German: the landing page, its steps, testimonials and footer', async () => {
    await setLanguage('de');
    installFakeApi({ user: null });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: german['landing.heroTitle'] })).toBeInTheDocument();
    expect(screen.getByText('Schritt 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: german['landing.step3Title'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lebenslauf erstellen' })).toHaveAttribute('href', '/auth/sign-in');
    expect(screen.getByRole('link', { name: 'Prüfen Sie, wie ein ATS ihn liest' })).toHaveAttribute(
      'href',
      '/ats-checker',
    );
    expect(screen.getAllByRole('figure')[0]).toHaveTextContent('Priya Sharma, Frontend-Entwicklerin');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('navigation', { name: 'Über Vitae' })).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/privacy');
    expect(screen.queryByText(/Build Your Resume|How It Works|What our users say/)).not.toBeInTheDocument();
  });

  it('Arabic: About Us, right to left', async () => {
    await setLanguage('ar');
    installFakeApi({ user: null });
    renderApp('/about-us');
    expect(await screen.findByRole('heading', { name: arabic['about.qualityTitle'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: arabic['about.start'] })).toHaveAttribute('href', '/auth/sign-in');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('Arabic: a shared resume’s password form, and a link that is off', async () => {
    await setLanguage('ar');
    const resume = fakeResume({ resumeTitle: 'CV' });
    const fake = installFakeApi({ user: null, resumes: [resume] });
    const slug = 'P'.repeat(32);
    fake.shareAndTrash.shares.set(resume._id, {
      slug,
      password: 'secret',
      indexable: false,
      views: 0,
      downloads: 0,
    });
    const { unmount } = renderApp(`/r/${slug}`);
    expect(await screen.findByRole('heading', { name: 'سيرة ذاتية محمية' })).toBeInTheDocument();
    expect(screen.getByLabelText('كلمة المرور')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: arabic['publicResume.open'] })).toBeInTheDocument();
    unmount();

    renderApp(`/r/${'Q'.repeat(32)}`);
    expect(await screen.findByRole('heading', { name: 'لم يُعثر على الرابط' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: arabic['publicResume.home'] })).toHaveAttribute('href', '/');
  });

  it('the bundled terms and privacy policy are shown translated; in English, exactly as written', async () => {
    // ICU gives the English back unchanged: its straight apostrophes ("account's") stay.
    expect(t('legal.terms')).toBe(EN_CATALOGUE['legal.terms']);
    expect(t('legal.privacy')).toBe(EN_CATALOGUE['legal.privacy']);

    await setLanguage('he');
    const fake = installFakeApi({ user: null });
    fake.accounts.state.legal.privacy = { title: 'Privacy Policy', markdown: bundled('privacy') };
    const { unmount } = renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'מדיניות הפרטיות' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'הזכויות שלך' })).toBeInTheDocument();
    expect(screen.queryByText(/This instance of Vitae/)).not.toBeInTheDocument();
    expect(hebrew['legal.privacy']).toContain('## מה נשמר');
    unmount();

    await setLanguage('de');
    fake.accounts.state.legal.terms = { title: 'Terms of Service', markdown: bundled('terms') };
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Ihr Konto' })).toBeInTheDocument();
  });

  it('German: a resume that is not there, with the way back to the dashboard', async () => {
    await setLanguage('de');
    installFakeApi({ resumes: [] });
    signIn();
    renderApp('/my-resume/no-such-resume/view');
    expect(await screen.findByRole('heading', { name: german.resumeNotFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/dashboard');
  });

  it('an operator’s own legal text is shown as written, in any language', async () => {
    await setLanguage('de');
    const fake = installFakeApi({ user: null });
    fake.accounts.state.legal.terms = { title: 'Our terms', markdown: '# Our terms\n\nBe **kind**.' };
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our terms' })).toBeInTheDocument();
    expect(screen.getByText('kind')).toBeInTheDocument();
  });
});
