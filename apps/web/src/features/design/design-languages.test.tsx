import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resume, ResumeVersion } from '@vitae/schema';
import { loadCatalogue } from '@vitae/schema/i18n-catalogues';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/language.ts';
import { editorPath, fakeResume, filledResume, installFakeApi } from '../../test/fake-api.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

const german = await loadCatalogue('de');
const arabic = await loadCatalogue('ar');

/** A message of a catalogue with its values, as the screens format it. */
const format = (language: 'de' | 'ar', id: keyof typeof german, values?: Record<string, string | number>) =>
  createIntl({ locale: language, messages: language === 'de' ? german : arabic }).formatMessage({ id }, values);

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** The editor opened in English (the wizard's words are another part's), then the interface switched to `language`. */
async function openEditorIn(language: 'de' | 'ar', resume: Resume = filledResume) {
  const fake = installFakeApi({ resumes: [resume] });
  signIn();
  renderApp(editorPath(resume));
  await screen.findByRole('region', { name: 'Resume preview' }, { timeout: 10_000 });
  await act(() => setLanguage(language));
  return fake;
}

describe('the design screens in another language (docs/i18n.md)', () => {
  it('Design panel in German and in Arabic, right to left', async () => {
    installFakeApi({ resumes: [filledResume] });
    signIn();
    renderApp(editorPath(filledResume));
    await screen.findByRole('region', { name: 'Resume preview' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Design' }));
    await screen.findByRole('combobox', { name: 'Font' });

    await act(() => setLanguage('de'));
    const panel = await screen.findByRole('region', { name: german['design.heading'] });
    expect(panel).toHaveTextContent(german['design.intro']);
    expect(within(panel).getByRole('combobox', { name: german['design.font'] })).toBeInTheDocument();
    expect(within(panel).getByRole('combobox', { name: german['design.paperSize'] })).toBeInTheDocument();
    expect(within(panel).getByRole('option', { name: german['design.value.a4'] })).toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: 'Akzentfarbe Marineblau' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: german['design.customizeTemplate'] })).toBeInTheDocument();
    // Numbers follow the interface's language: 10,5 pt in German.
    expect(within(panel).getByRole('option', { name: '10,5 pt' })).toBeInTheDocument();
    // The resume's languages keep their own names, whatever the interface's language.
    expect(within(panel).getByRole('option', { name: 'Deutsch' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('tab', { name: german['design.tabSections'] }));
    expect(within(panel).getByRole('list', { name: german['design.orderHeading'] })).toBeInTheDocument();

    await act(() => setLanguage('ar'));
    const mirrored = await screen.findByRole('region', { name: arabic['design.heading'] });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(mirrored).getByRole('list', { name: arabic['design.orderHeading'] })).toBeInTheDocument();
    expect(within(mirrored).getByRole('tab', { name: arabic['design.tabStyle'] })).toBeInTheDocument();
  });

  it('History in German, with its dates in German', async () => {
    const fake = await openEditorIn('de');
    const createdAt = '2026-03-04T15:30:00.000Z';
    const version: ResumeVersion = { _id: '50000000-0000-4000-8000-000000000901', name: '', kind: 'auto', createdAt };
    fake.state.versions.set(filledResume._id, [{ version, content: filledResume }]);
    const preview = await screen.findByRole('region', { name: german['design.preview.label'] });
    await userEvent.click(within(preview).getByRole('button', { name: german['design.history.title'] }));
    const dialog = await screen.findByRole('dialog', { name: german['design.history.title'] });
    expect(within(dialog).getByLabelText(german['design.history.versionName'])).toBeInTheDocument();
    const date = new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(createdAt));
    expect(await within(dialog).findByText(date)).toBeInTheDocument();
    expect(date).toMatch(/04\.03\.2026/);
    expect(within(dialog).getByRole('button', { name: /mit dem aktuellen Lebenslauf vergleichen$/ })).toHaveTextContent(
      german['design.history.compare'],
    );
  });

  it('Trash in Arabic: its plural of days and its dates', async () => {
    const kept = fakeResume({ _id: '20000000-0000-4000-8000-000000000011', resumeTitle: 'Kept CV' });
    const binned = fakeResume({ _id: '20000000-0000-4000-8000-000000000012', resumeTitle: 'Old CV' });
    const fake = installFakeApi({ resumes: [kept] });
    fake.shareAndTrash.trash.set(binned._id, { resume: binned, deletedAt: '2026-03-01T10:00:00.000Z' });
    signIn();
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Kept CV' });
    await act(() => setLanguage('ar'));

    await userEvent.click(await screen.findByRole('button', { name: arabic['design.trash.button'] }));
    const dialog = await screen.findByRole('dialog', { name: arabic['design.trash.button'] });
    // 30 is Arabic's "many": يومًا.
    const kept30 = format('ar', 'design.trash.descriptionBoth', { days: 30 });
    expect(kept30).toContain('30 يومًا');
    expect(dialog).toHaveTextContent(kept30);
    const list = await within(dialog).findByRole('list', { name: arabic['design.trash.listLabel'] });
    const [item] = within(list).getAllByRole('listitem');
    const deleted = new Intl.DateTimeFormat('ar', { dateStyle: 'long' }).format(new Date('2026-03-01T10:00:00.000Z'));
    expect(item).toHaveTextContent(`تاريخ الحذف: ${deleted}`);
    expect(
      within(item!).getByRole('button', { name: format('ar', 'design.trash.restoreLabel', { title: 'Old CV' }) }),
    ).toBeEnabled();
  });

  it('says the preview’s page count with German plurals', async () => {
    await openEditorIn('de');
    const preview = await screen.findByRole('region', { name: german['design.preview.label'] });
    expect(await within(preview).findByText(/^\d+ Seiten?$/)).toBeInTheDocument();
    expect(format('de', 'design.preview.pageCount', { count: 2 })).toBe('2 Seiten');
    expect(within(preview).getByRole('button', { name: german['design.preview.download'] })).toBeInTheDocument();
  });
});
