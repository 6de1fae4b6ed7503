import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DESIGN_OPTIONS,
  listMessages,
  MESSAGES,
  notFittedMessage,
  type CustomSection,
  type Resume,
} from '@vitae/schema';
import { describe, expect, it, vi } from 'vitest';
import {
  editorPath,
  fakeTemplates,
  filledResume,
  installFakeApi,
  patchPathOf,
  type FakeApi,
} from '../../test/fake-api.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';
import { forgetSection, restoreSection, sectionRows, withDesign } from '../../lib/resumes/design-settings.ts';

const PREVIEW = '/api/v1/users/preview-resume';
const volunteering: CustomSection = {
  id: 'custom-vol1',
  title: 'Volunteering',
  items: [
    { title: 'Food bank', subtitle: 'City Aid', startDate: '2020-01', endDate: '', location: 'Lyon', description: '' },
  ],
};

async function openDesign(overrides: Partial<Resume> = {}) {
  const resume = { ...filledResume, ...overrides };
  const fake = installFakeApi({ resumes: [resume] });
  signIn();
  const utils = renderApp(editorPath(resume));
  await screen.findByRole('form', { name: 'Personal Details' }, { timeout: 5000 });
  await userEvent.click(screen.getByRole('button', { name: 'Design' }));
  const panel = await screen.findByRole('region', { name: 'Design' });
  // The values come from GET /api/v1/config.
  await within(panel).findByRole('combobox', { name: 'Font' });
  const patches = () => fake.callsTo('PATCH', patchPathOf(resume)).map((call) => call.body as Partial<Resume>);
  const saved = () => fake.state.resumes.get(resume._id)!;
  return { fake, panel, patches, saved, resume, ...utils };
}

async function openSections(overrides: Partial<Resume> = {}) {
  const opened = await openDesign(overrides);
  await userEvent.click(within(opened.panel).getByRole('tab', { name: 'Sections' }));
  const list = within(opened.panel).getByRole('list', { name: 'Order and headings' });
  return { ...opened, list };
}

/** The headings of the Sections list, top to bottom. */
const order = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.querySelector('p')!.textContent);
const row = (list: HTMLElement, name: string) => within(list).getByRole('listitem', { name });
const lastPreviewBody = (fake: FakeApi) => fake.callsTo('POST', PREVIEW).at(-1)?.body as Partial<Resume>;

describe('the Design panel', () => {
  it('changes the draft’s design from every control: the preview redraws with it and autosave PATCHes it', async () => {
    const { fake, panel, patches, saved } = await openDesign();
    await userEvent.click(within(panel).getByRole('radio', { name: 'Teal accent colour' }));
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Font' }), 'EB Garamond');
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Font size' }), '10.5 pt');
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Line spacing' }), 'Compact');
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Margins' }), 'Wide');
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Paper size' }), 'Letter');
    const language = within(panel).getByRole('combobox', { name: 'Resume language' });
    // The languages by their own names.
    expect(within(language).getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    // Right-to-left resumes (docs/right-to-left.md), from the server's config like the rest.
    expect(within(language).getByRole('option', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
    expect(within(language).getByRole('option', { name: 'עברית' })).toHaveAttribute('lang', 'he');
    await userEvent.selectOptions(language, 'Deutsch');
    await userEvent.click(within(panel).getByRole('switch', { name: 'Fit to one page' }));

    const design = {
      accentColor: '#0f766e',
      fontFamily: 'eb-garamond',
      fontSize: 10.5,
      lineSpacing: 'compact',
      margins: 'wide',
      pageSize: 'Letter',
      language: 'de',
      fitToOnePage: true,
    };
    await waitFor(() => expect(lastPreviewBody(fake)?.design).toEqual(design));
    await waitFor(() => expect(saved().design).toEqual(design), { timeout: 4000 });
    expect(patches().at(-1)).toEqual({ design, version: expect.any(Number) });

    // "Template default" takes a setting out again.
    await userEvent.click(within(panel).getByRole('radio', { name: 'Template default' }));
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Font' }), 'Template default');
    await waitFor(() => expect(saved().design).not.toHaveProperty('accentColor'), { timeout: 4000 });
    expect(saved().design).not.toHaveProperty('fontFamily');
    expect(saved().design).toMatchObject({ pageSize: 'Letter', fontSize: 10.5 });
  });

  it('offers the server’s fonts grouped serif / sans-serif, and sizes from 9 to 12 pt in halves', async () => {
    const { panel } = await openDesign();
    const font = within(panel).getByRole('combobox', { name: 'Font' });
    const groups = [...font.querySelectorAll('optgroup')].map((group) => [
      group.label,
      [...group.querySelectorAll('option')].map((option) => option.textContent),
    ]);
    expect(groups).toEqual([
      ['Serif', DESIGN_OPTIONS.fontFamilies.filter((f) => f.category === 'serif').map((f) => f.name)],
      ['Sans-serif', DESIGN_OPTIONS.fontFamilies.filter((f) => f.category === 'sans-serif').map((f) => f.name)],
    ]);
    const sizes = within(within(panel).getByRole('combobox', { name: 'Font size' })).getAllByRole('option');
    expect(sizes.map((option) => option.textContent)).toEqual([
      'Template default',
      ...['9', '9.5', '10', '10.5', '11', '11.5', '12'].map((size) => `${size} pt`),
    ]);
  });

  it('takes any colour from the colour picker', async () => {
    const { panel, saved } = await openDesign();
    const picker = within(panel).getByLabelText('Custom accent colour');
    // jsdom has no colour picker: set the value as the browser's would.
    fireEvent.input(picker, { target: { value: '#123abc' } });
    await waitFor(() => expect(saved().design.accentColor).toBe('#123abc'), { timeout: 4000 });
    expect(within(panel).getByText('#123abc')).toBeInTheDocument();
  });

  it('is one of three views on a narrow screen: Edit, Design, Preview', async () => {
    await openDesign();
    const show = screen.getByRole('group', { name: 'Show' });
    expect(within(show).getByRole('button', { name: 'Design' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('form', { name: 'Personal Details' })).not.toBeInTheDocument();
    await userEvent.click(within(show).getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('form', { name: 'Personal Details' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Design' })).not.toBeInTheDocument();
  });
});

describe('the Sections list', () => {
  it('lists every section in the resume’s order, with headings in its language', async () => {
    const { list } = await openSections({
      design: {
        sectionOrder: ['skills', 'custom-vol1', 'summary'],
        language: 'de',
        sectionTitles: { projects: 'Work' },
      },
      customSections: [volunteering, { ...volunteering, id: 'custom-pub2', title: 'Publications' }],
    });
    expect(order(list)).toEqual([
      'Kenntnisse',
      'Volunteering',
      'Profil',
      'Berufserfahrung',
      'Ausbildung',
      'Work',
      'Erfolge',
      'Interessen',
      'Zertifikate & Aktivitäten',
      'Links',
      'Publications',
    ]);
  });

  it('moves a section with Move up / Move down, keeps focus on it, says so, and writes the whole order', async () => {
    const { list, panel, saved } = await openSections();
    expect(within(row(list, 'Summary')).getByRole('button', { name: 'Move up' })).toBeDisabled();
    await userEvent.click(within(row(list, 'Education')).getByRole('button', { name: 'Move up' }));
    expect(order(list).slice(0, 3)).toEqual(['Summary', 'Education', 'Experience']);
    expect(document.activeElement).toBe(within(row(list, 'Education')).getByRole('button', { name: 'Move up' }));
    expect(within(panel).getByText(listMessages.moved('Education', 2, 9))).toBeInTheDocument();
    // The keyboard alone: Enter again, then the handle's arrow keys at the top.
    await userEvent.keyboard('{Enter}');
    expect(order(list).slice(0, 2)).toEqual(['Education', 'Summary']);
    expect(document.activeElement).toBe(
      within(row(list, 'Education')).getByRole('button', { name: 'Reorder Education' }),
    );
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(within(row(list, 'Links')).getByRole('button', { name: 'Move up' }));
    const expected = [
      'summary',
      'education',
      'experience',
      'projects',
      'achievements',
      'skills',
      'interests',
      'social',
      'certificationsOrExtraCurriculars',
    ];
    await waitFor(() => expect(saved().design.sectionOrder).toEqual(expected), { timeout: 4000 });
    expect(order(list)).toEqual([
      'Summary',
      'Education',
      'Experience',
      'Projects',
      'Achievements',
      'Skills',
      'Interests',
      'Links',
      'Certifications & Activities',
    ]);
  });

  it('hides and shows a section (design.hiddenSections) and renames it (design.sectionTitles)', async () => {
    const { list, patches, saved } = await openSections();
    const show = within(row(list, 'Interests')).getByRole('switch', { name: 'Show Interests' });
    expect(show).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(show);
    expect(show).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(within(row(list, 'Skills')).getByRole('switch', { name: 'Show Skills' }));
    const heading = within(row(list, 'Experience')).getByRole('textbox', { name: 'Rename “Experience”' });
    expect(heading).toHaveAttribute('maxLength', '60');
    await userEvent.type(heading, 'Work History');
    expect(row(list, 'Work History')).toBeInTheDocument();
    await waitFor(
      () =>
        expect(saved().design).toEqual({
          hiddenSections: ['skills', 'interests'],
          sectionTitles: { experience: 'Work History' },
        }),
      { timeout: 4000 },
    );
    expect(patches().every((body) => Object.keys(body).sort().join() === 'design,version')).toBe(true);

    // Shown again and an empty heading: the settings go.
    await userEvent.click(within(row(list, 'Interests')).getByRole('switch', { name: 'Show Interests' }));
    await userEvent.click(within(row(list, 'Skills')).getByRole('switch', { name: 'Show Skills' }));
    await userEvent.clear(within(row(list, 'Work History')).getByRole('textbox', { name: 'Rename “Experience”' }));
    await waitFor(() => expect(saved().design).toEqual({}), { timeout: 4000 });
  });
});

describe('sections of the user’s own', () => {
  it('adds a section with a title, edits its entries, and it joins the Sections list', async () => {
    const { panel, list, saved } = await openSections();
    await userEvent.click(within(panel).getByRole('button', { name: 'Add section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a section' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Please enter a title for the section.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Section title' }), 'Volunteering');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const card = await within(panel).findByRole('form', { name: 'Volunteering' });
    // Focus goes to the new section.
    expect(document.activeElement).toBe(within(card).getByRole('textbox', { name: 'Section title' }));
    await userEvent.type(within(card).getByRole('textbox', { name: 'Title' }), 'Food bank');
    await userEvent.type(within(card).getByRole('textbox', { name: 'Location' }), 'Lyon');
    expect(order(list).at(-1)).toBe('Volunteering');

    await waitFor(() => expect(saved().customSections).toHaveLength(1), { timeout: 4000 });
    await waitFor(() => expect(saved().customSections[0]!.items[0]).toMatchObject({ location: 'Lyon' }));
    const [section] = saved().customSections;
    expect(section!.id).toMatch(/^custom-[a-z0-9]{1,32}$/);
    expect(section).toMatchObject({ title: 'Volunteering', items: [{ title: 'Food bank', location: 'Lyon' }] });

    // Renamed in its card; an empty title is not saved and says why.
    const title = within(card).getByRole('textbox', { name: 'Section title' });
    await userEvent.clear(title);
    expect(within(card).getByText('Please enter a title for the section.')).toBeInTheDocument();
    await userEvent.type(title, 'Volunteer work');
    await waitFor(() => expect(saved().customSections[0]!.title).toBe('Volunteer work'), { timeout: 4000 });
  });

  it('removes a section (and its place in the design), and Undo puts both back', async () => {
    const design = {
      sectionOrder: ['custom-vol1', 'summary'],
      hiddenSections: ['custom-vol1'],
      sectionTitles: { 'custom-vol1': 'Giving back' },
    } as Resume['design'];
    const { panel, list, saved } = await openSections({ customSections: [volunteering], design });
    expect(order(list)[0]).toBe('Giving back');
    const card = within(panel).getByRole('form', { name: 'Volunteering' });
    await userEvent.click(within(card).getByRole('button', { name: 'Remove section Volunteering' }));
    expect(within(panel).queryByRole('form', { name: 'Volunteering' })).not.toBeInTheDocument();
    expect(order(list)).not.toContain('Giving back');
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Add section' }));
    await waitFor(() => expect(saved().customSections).toEqual([]), { timeout: 4000 });
    expect(saved().design).toEqual({ sectionOrder: ['summary'] });

    const toast = (await screen.findByText(listMessages.removed('Volunteering'))).closest('li')!;
    await userEvent.click(within(toast).getByRole('button', { name: MESSAGES.undo }));
    expect(within(panel).getByRole('form', { name: 'Volunteering' })).toBeInTheDocument();
    expect(order(list)[0]).toBe('Giving back');
    await waitFor(() => expect(saved().customSections).toEqual([volunteering]), { timeout: 4000 });
    expect(saved().design).toEqual(design);
  });
});

describe('the template gallery', () => {
  it('shows the user’s own resume in each template, asked for one template at a time, and marks the current one', async () => {
    const resume = { ...filledResume, templateId: fakeTemplates[1]!._id };
    const fake = installFakeApi({ resumes: [resume] });
    signIn();
    renderApp(editorPath(resume));
    await screen.findByRole('form', { name: 'Personal Details' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Customize Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customize Template' });
    const classic = within(dialog).getByRole('button', { name: 'Classic' });
    const modern = within(dialog).getByRole('button', { name: 'Modern' });
    expect(modern).toHaveAttribute('aria-pressed', 'true');
    expect(within(modern).getByText('Current')).toBeInTheDocument();
    expect(classic).toHaveAttribute('aria-pressed', 'false');
    expect(within(classic).queryByText('Current')).not.toBeInTheDocument();

    // The sample image first, then the resume's own first page.
    await waitFor(() => expect(classic).toHaveAttribute('data-preview', 'resume'));
    await waitFor(() => expect(modern).toHaveAttribute('data-preview', 'resume'));
    expect(classic.querySelector('img')!.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const asked = fake
      .callsTo('POST', PREVIEW)
      .map((call) => call.body as Resume)
      .filter((body) => body.templateId === fakeTemplates[0]!._id);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ _id: resume._id, fullName: 'Jane Doe' });
  });

  it('draws every template with an Arabic sample when asked, from the keyboard, and the user’s resume again after', async () => {
    const resume = { ...filledResume, templateId: fakeTemplates[1]!._id };
    const fake = installFakeApi({ resumes: [resume] });
    signIn();
    renderApp(editorPath(resume));
    await screen.findByRole('form', { name: 'Personal Details' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Customize Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customize Template' });
    const classic = within(dialog).getByRole('button', { name: 'Classic' });
    await waitFor(() => expect(classic).toHaveAttribute('data-preview', 'resume'));
    const asked = () =>
      fake
        .callsTo('POST', PREVIEW)
        .map((call) => call.body as Resume)
        .filter((body) => body.templateId === fakeTemplates[0]!._id);
    expect(asked().map((body) => body.fullName)).toEqual(['Jane Doe']);

    const sample = within(dialog).getByRole('switch', { name: 'Show an Arabic sample' });
    expect(sample).toHaveAttribute('aria-checked', 'false');
    expect(sample).toHaveAccessibleDescription('How each template sets a resume written right to left.');
    sample.focus();
    await userEvent.keyboard(' ');
    expect(sample).toHaveAttribute('aria-checked', 'true');
    expect(dialog).toHaveAccessibleDescription(
      'Select a template for your resume. Each one shows an Arabic sample resume in it.',
    );
    // Each card asks for its template with the Arabic sample, never the user's resume, and draws it.
    await waitFor(() => expect(asked()).toHaveLength(2));
    expect(asked()[1]).toMatchObject({
      fullName: 'ليلى حداد',
      design: { language: 'ar' },
      templateId: fakeTemplates[0]!._id,
    });
    expect(asked()[1]).not.toHaveProperty('_id');
    await waitFor(() => expect(classic).toHaveAttribute('data-preview', 'resume'));
    // The current template is still the resume's own.
    expect(within(dialog).getByRole('button', { name: 'Modern' })).toHaveAttribute('aria-pressed', 'true');

    // Off again: the user's own resume, drawn before, comes back without asking again.
    await userEvent.keyboard('{Enter}');
    expect(sample).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(classic).toHaveAttribute('data-preview', 'resume'));
    expect(asked()).toHaveLength(2);
  });

  it('keeps the sample image when the drawing fails', async () => {
    const fake = installFakeApi({ resumes: [filledResume] });
    fake.fail('POST', PREVIEW, 503);
    signIn();
    renderApp(editorPath(filledResume));
    await screen.findByRole('form', { name: 'Personal Details' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Customize Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customize Template' });
    const classic = within(dialog).getByRole('button', { name: 'Classic' });
    await waitFor(() => expect(fake.callsTo('POST', PREVIEW).length).toBeGreaterThan(2));
    expect(classic).toHaveAttribute('data-preview', 'sample');
    expect(classic.querySelector('img')).toHaveAttribute('src', '/templates/classic.png');
    // No template chosen: the default one (classic) is current.
    expect(classic).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the paper size of a new resume', () => {
  it.each([
    ['en-US', 'Letter'],
    ['de-DE', 'A4'],
  ])('follows the browser’s locale %s: %s', async (locale, pageSize) => {
    vi.spyOn(Navigator.prototype, 'language', 'get').mockReturnValue(locale);
    const fake = installFakeApi();
    signIn();
    const { router } = renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Create new resume' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Resume' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Resume title' }), 'Paper{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/edit$/));
    const [created] = fake.state.resumes.values();
    expect(fake.callsTo('PATCH', patchPathOf(created!)).map((call) => call.body)).toEqual([
      { design: { pageSize }, version: 1 },
    ]);
    expect(created!.design).toEqual({ pageSize });
  });
});

describe('fit to one page', () => {
  it('shows the server’s message near Download PDF when the resume still runs over one page', async () => {
    const fake = installFakeApi({ resumes: [filledResume] });
    fake.override('POST', '/api/v1/users/generate-resume', () => ({
      status: 200,
      body: {
        statusCode: 200,
        data: { resumeUrl: '/api/v1/pdf/abc?sig=1', pageCount: 2, fitted: false, message: notFittedMessage(2) },
        message: 'OK',
        success: true,
      },
    }));
    signIn();
    renderApp(editorPath(filledResume));
    // jsdom does not navigate for the download link.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    const preview = screen.getByRole('region', { name: 'Resume preview' });
    expect(await within(preview).findByText(notFittedMessage(2))).toBeInTheDocument();
  });
});

describe('fit to one page on the view page', () => {
  it('says so under Download Resume when the resume still runs over one page', async () => {
    const fake = installFakeApi({ resumes: [filledResume] });
    fake.override('POST', '/api/v1/users/generate-resume', () => ({
      status: 200,
      body: {
        statusCode: 200,
        data: { resumeUrl: '/api/v1/pdf/abc?sig=1', pageCount: 3, fitted: false, message: notFittedMessage(3) },
        message: 'OK',
        success: true,
      },
    }));
    const realFetch = fake.fetchMock.getMockImplementation()!;
    fake.fetchMock.mockImplementation(async (input, init) =>
      String(input).startsWith('/api/v1/pdf/') ? new Response(new Blob(['%PDF-1.7'])) : realFetch(input, init),
    );
    // jsdom has no object URLs and does not navigate for the download link.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    signIn();
    renderApp(`/my-resume/${filledResume._id}/view`);
    await userEvent.click(await screen.findByRole('button', { name: 'Download Resume' }));
    expect(await screen.findByText(notFittedMessage(3))).toBeInTheDocument();
  });
});

describe('design settings', () => {
  const options = { sections: DESIGN_OPTIONS.sections, titles: DESIGN_OPTIONS.titles };

  it('takes out settings made undefined or empty', () => {
    expect(
      withDesign(
        { accentColor: '#000000', hiddenSections: ['skills'] },
        { accentColor: undefined, hiddenSections: [] },
      ),
    ).toEqual({});
  });

  it('orders the named sections first, the others in the default order, the user’s own last; unknown ids dropped', () => {
    const rows = sectionRows(
      {
        design: { sectionOrder: ['social', 'custom-gone', 'custom-b'] },
        customSections: [volunteering, { ...volunteering, id: 'custom-b', title: 'B' }],
      },
      options,
    );
    expect(rows.map((each) => each.key)).toEqual([
      'social',
      'custom-b',
      ...DESIGN_OPTIONS.sections.filter((key) => key !== 'social'),
      'custom-vol1',
    ]);
  });

  it('forgets a section and restores it where it was', () => {
    const design = {
      sectionOrder: ['summary', 'custom-vol1', 'skills'],
      hiddenSections: ['custom-vol1'],
      sectionTitles: { 'custom-vol1': 'Mine', skills: 'Tools' },
    } as Resume['design'];
    const { design: forgotten, kept } = forgetSection(design, 'custom-vol1');
    expect(forgotten).toEqual({ sectionOrder: ['summary', 'skills'], sectionTitles: { skills: 'Tools' } });
    expect(restoreSection(forgotten, 'custom-vol1', kept)).toEqual(design);
  });
});
