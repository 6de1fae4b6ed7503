import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadCatalogue } from '@vitae/schema/i18n-catalogues';
import { describe, expect, it } from 'vitest';
import { LAST_FORM_STEP } from './editor.tsx';
import { MonthInput } from '../../components/ui/month-input.tsx';
import { setLanguage, t } from '../../lib/i18n/language.ts';
import { customSectionConfig } from '../../features/editor/sections.ts';
import type { GrammarFlag } from '../../lib/writing-help/grammar-flags.ts';
import { editorPath, filledResume, installFakeApi } from '../../test/fake-api.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';
import { GrammarSuggestions } from '../../features/writing-help/grammar-suggestions.tsx';

const german = await loadCatalogue('de');
const arabic = await loadCatalogue('ar');

/** The experience step (3) of the wizard, in the interface's language. */
async function openExperienceStep(name: string) {
  installFakeApi({ resumes: [filledResume] });
  signIn();
  renderApp(`${editorPath(filledResume)}?step=3`);
  return screen.findByRole('form', { name }, { timeout: 10_000 });
}

const flag = (index: number): GrammarFlag => ({
  key: `flag-${index}`,
  start: index * 5,
  end: index * 5 + 3,
  flagged: 'teh',
  replacement: 'the',
  message: 'Spelling',
  kind: 'spelling',
});

const grammar = (count: number) =>
  render(
    <GrammarSuggestions
      text={'teh  '.repeat(count)}
      flags={Array.from({ length: count }, (_, index) => flag(index))}
      onAccept={() => {}}
      onIgnore={() => {}}
      onAddWord={() => {}}
      onAcceptAll={() => {}}
    />,
  );

describe('the editor in another language (docs/i18n.md)', () => {
  it('names a section of the user’s own left without a title in the interface’s language, and keeps a title as typed', async () => {
    await setLanguage('de');
    const section = { id: 'custom-1a2b', title: '  ', items: [] };
    expect(customSectionConfig(section, t).title).toBe(german['design.untitledSection']);
    expect(german['design.untitledSection']).not.toBe('Untitled section');
    expect(customSectionConfig({ ...section, title: 'Ehrenamt' }, t).title).toBe('Ehrenamt');
  });

  it('German: the step, its fields from the section registry, its buttons, months and counts', async () => {
    await setLanguage('de');
    const form = await openExperienceStep('Berufserfahrung');
    expect(screen.getByText(`Schritt 3 von ${LAST_FORM_STEP}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: german['common.back'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: german['common.next'] })).toBeInTheDocument();
    expect(within(form).getByText('Fügen Sie Ihre bisherige Berufserfahrung hinzu')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Berufserfahrung hinzufügen' }));
    const items = within(form).getAllByRole('group', { name: /^Berufserfahrung \d+$/ });
    const item = items.at(-1)!;
    expect(within(item).getAllByRole('textbox', { name: 'Positionsbezeichnung' })).toHaveLength(1);
    expect(within(item).getByRole('textbox', { name: 'Unternehmen' })).toBeInTheDocument();
    expect(within(item).getByRole('checkbox', { name: 'Ich arbeite derzeit hier' })).toBeInTheDocument();
    expect(within(item).getByRole('textbox', { name: 'Beginn' })).toHaveAttribute('placeholder', 'März 2021');
    expect(within(item).getByRole('button', { name: 'Nach oben' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: german['common.save'] })).toBeInTheDocument();
  });

  it('German: a count of grammar problems, and a month shown and read in German', async () => {
    await setLanguage('de');
    const { unmount } = grammar(1);
    expect(screen.getByRole('heading', { name: '1 Problem gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Übernehmen: teh → the' })).toBeInTheDocument();
    unmount();
    grammar(3);
    expect(screen.getByRole('heading', { name: '3 Probleme gefunden' })).toBeInTheDocument();

    const changes: string[] = [];
    render(<MonthInput id="start" name="startDate" value="2021-03" onChange={(value) => changes.push(value)} />);
    const input = screen.getByDisplayValue('März 2021');
    await userEvent.clear(input);
    await userEvent.type(input, 'Mai 2022');
    await userEvent.tab();
    expect(changes.at(-1)).toBe('2022-05');
  });

  it('Arabic: the step right to left, its labels and buttons, and the counts’ plural forms', async () => {
    await setLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    const form = await openExperienceStep('الخبرة المهنية');
    expect(screen.getByText(`الخطوة 3 من ${LAST_FORM_STEP}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: arabic['common.next'] })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'إضافة خبرة' }));
    const item = within(form)
      .getAllByRole('group', { name: /^خبرة \d+$/ })
      .at(-1)!;
    expect(within(item).getByRole('textbox', { name: 'اسم الشركة' })).toBeInTheDocument();
    expect(within(item).getByRole('textbox', { name: 'تاريخ البدء' })).toHaveAttribute('placeholder', 'مارس 2021');
    expect(within(item).getByRole('button', { name: 'نقل لأعلى' })).toBeInTheDocument();

    const { unmount } = grammar(2);
    expect(screen.getByRole('heading', { name: 'عُثر على مشكلتين' })).toBeInTheDocument();
    unmount();
    grammar(3);
    expect(screen.getByRole('heading', { name: 'عُثر على 3 مشكلات' })).toBeInTheDocument();
  });
});
