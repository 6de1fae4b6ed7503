import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Application } from '@vitae/schema';
import { loadCatalogue } from '@vitae/schema/i18n-catalogues';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/language.ts';
import { filledResume, installFakeApi } from '../../test/fake-api.ts';
import { fakeApplication } from '../../test/fake-applications.ts';
import { fakeCoverLetter } from '../../test/fake-cover-letters.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

const german = await loadCatalogue('de');
const arabic = await loadCatalogue('ar');

/** Signed in on /applications (a view: ?view=board…) in `language`, with these applications on the fake server. */
async function openApplications(language: 'de' | 'ar', applications: Application[], view = '') {
  await setLanguage(language);
  const fake = installFakeApi({ applications });
  signIn();
  renderApp(`/applications${view ? `?view=${view}` : ''}`);
  const catalogue = language === 'de' ? german : arabic;
  await screen.findByRole('heading', { name: catalogue['applications.title'], level: 1 });
  return fake;
}

/** The editor of a letter in `language`, its AI draft leaving out `count` sentences. */
async function draftLeavingOut(language: 'de' | 'ar', count: number) {
  await setLanguage(language);
  const letter = fakeCoverLetter({ resumeId: filledResume._id });
  const fake = installFakeApi({ resumes: [filledResume], coverLetters: [letter], aiProvider: 'openai' });
  fake.coverLetters.draft = {
    body: '<p>I want to join Acme.</p>',
    source: 'ai',
    dropped: Array.from({ length: count }, (_, index) => ({ reason: 'Not in your resume', text: `Claim ${index}.` })),
  };
  signIn();
  renderApp(`/cover-letters/${letter._id}`);
  const catalogue = language === 'de' ? german : arabic;
  await userEvent.click(await screen.findByRole('button', { name: catalogue['coverLetters.draft'] }));
  await userEvent.click(await screen.findByRole('menuitem', { name: catalogue['coverLetters.draftWithAi'] }));
  return screen.findByRole('dialog', { name: catalogue['coverLetters.draftWithAi'] });
}

describe('the applications screens in another language (docs/i18n.md)', () => {
  it('German: the list’s columns, stages and reasons in German, its dates in German form; the API keeps its codes', async () => {
    const updatedAt = '2026-03-05T10:00:00.000Z';
    const fake = await openApplications('de', [
      fakeApplication({ company: 'Acme', stage: 'interview', updatedAt }),
      fakeApplication({ company: 'Beta', stage: 'closed', closedReason: 'rejected', updatedAt }),
    ]);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('button', { name: 'Unternehmen' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Phase' })).toBeInTheDocument();
    expect(within(table).getByText('Vorstellungsgespräch')).toBeInTheDocument();
    expect(within(table).getByText('Abgeschlossen · Abgelehnt')).toBeInTheDocument();
    // "05.03.2026": the day before the month, as German writes it.
    const date = new Intl.DateTimeFormat('de', { dateStyle: 'medium' }).format(new Date(updatedAt));
    expect(date).toMatch(/^\d{2}\.\d{2}\.2026$/);
    expect(within(table).getAllByText(date)).toHaveLength(2);

    await userEvent.selectOptions(screen.getByLabelText('Phase'), 'Vorstellungsgespräch');
    await waitFor(() =>
      expect(
        fake.calls.some((call) => call.path === '/api/v1/users/applications' && call.query.stage === 'interview'),
      ).toBe(true),
    );
    expect(screen.getByRole('option', { name: 'Alle Phasen' })).toBeInTheDocument();
  });

  it('German: the board’s columns and "Move to…" name the stages in German', async () => {
    await openApplications('de', [fakeApplication({ company: 'Acme', role: 'Nurse', stage: 'applied' })], 'board');
    const column = await screen.findByRole('region', { name: 'Beworben (1)' });
    expect(screen.getByRole('region', { name: 'Gemerkt (0)' })).toBeInTheDocument();
    await userEvent.click(within(column).getByRole('button', { name: 'Acme – Nurse verschieben nach …' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Gemerkt',
      'Vorauswahl',
      'Vorstellungsgespräch',
      'Angebot',
      'Abgeschlossen',
    ]);
  });

  it('German: an AI draft’s sentences left out are counted with the plural', async () => {
    const dialog = await draftLeavingOut('de', 2);
    expect(within(dialog).getByRole('heading', { name: '2 Sätze ausgelassen' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Claim 0\./)).toHaveTextContent('„Claim 0.“ – Not in your resume');
  });

  it('Arabic: right to left, the board’s stages and the calendar’s days in Arabic', async () => {
    const at = '2026-12-03T09:30:00+01:00';
    await openApplications(
      'ar',
      [fakeApplication({ company: 'Acme', stage: 'offer', nextStep: { title: 'Phone screen', at } })],
      'calendar',
    );
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const day = new Date(at).toLocaleDateString('ar', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    expect(day).toMatch(/ديسمبر/);
    expect(await screen.findByRole('region', { name: day })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تنزيل ملف .ics: Phone screen، Acme' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: arabic['applications.view.board'] }));
    expect(await screen.findByRole('region', { name: 'عرض عمل (1)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'تم التقديم (0)' })).toBeInTheDocument();
  });

  it('Arabic: an application’s page, its stage history and what was sent with an Arabic date; Job match in Arabic', async () => {
    await setLanguage('ar');
    const sentAt = '2026-01-02T10:00:00.000Z';
    const application = fakeApplication({
      company: 'Acme',
      role: 'Nurse',
      posting: 'Nursing required. SQL nice to have.',
      stage: 'closed',
      closedReason: 'ghosted',
      stageHistory: [
        { stage: 'applied', reason: null, at: sentAt },
        { stage: 'closed', reason: 'ghosted', at: '2026-01-20T10:00:00.000Z' },
      ],
      sentResume: { resumeId: filledResume._id, resumeTitle: 'Nurse CV', content: {}, sentAt },
    });
    installFakeApi({ applications: [application], resumes: [filledResume] });
    signIn();
    renderApp(`/applications/${application._id}`);
    await screen.findByRole('heading', { name: 'Nurse · Acme' });
    expect(screen.getByRole('link', { name: 'كل طلبات التوظيف' })).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'سجل المراحل' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/تم التقديم$/), expect.stringMatching(/مغلق · بلا رد$/)]);
    const sent = screen.getByRole('region', { name: 'المُرسَل' });
    const when = within(sent).getByRole('heading', { name: 'السيرة الذاتية: Nurse CV' }).nextElementSibling!;
    const date = new Intl.DateTimeFormat('ar', { dateStyle: 'medium' }).format(new Date(sentAt));
    expect(when).toHaveTextContent(`أُرسلت في ${date} · محفوظة كما كانت حينها (للقراءة فقط).`);
    expect(when.querySelector('time')).toHaveAttribute('dateTime', sentAt);

    const match = screen.getByRole('region', { name: 'المطابقة مع الوظيفة' });
    await userEvent.click(within(match).getByRole('button', { name: 'مطابقة' }));
    expect(await within(match).findByRole('status')).toHaveTextContent(
      /^المطلوب: \d+ من \d+ مستوفى · المستحسن: \d+ من \d+$/,
    );
    expect(screen.getByRole('region', { name: 'التخصيص' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'كتابة خطاب تقديم' })).toBeInTheDocument();
  });

  it('Arabic: the plural takes its dual form for two sentences left out', async () => {
    const dialog = await draftLeavingOut('ar', 2);
    expect(within(dialog).getByRole('heading', { name: 'حُذفت جملتان' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Claim 1\./)).toHaveTextContent('«Claim 1.» — Not in your resume');
  });
});
