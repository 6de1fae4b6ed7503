import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultExperienceItem, type Resume } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import { editorPath, filledResume, installFakeApi } from '../../test/fake-api.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

/** Arabic and Hebrew typed into the editor's fields read right to left, as on the resume (docs/right-to-left.md). */
const arabic: Partial<Resume> = {
  fullName: 'ليلى حداد',
  jobTitle: 'مهندسة برمجيات أولى',
  summary: 'مهندسة برمجيات في Acme Corp بخبرة ثماني سنوات.',
  experience: [
    {
      ...defaultExperienceItem,
      title: 'مهندسة برمجيات',
      companyName: 'Acme Corp',
      startDate: '2021-03',
      currentlyWorking: true,
      workSummary: '<ul><li>أعادت تصميم منظومة استقبال الأحداث.</li></ul>',
    },
  ],
  design: { language: 'ar' },
};

async function openEditor() {
  const resume = { ...filledResume, ...arabic };
  installFakeApi({ resumes: [resume] });
  signIn();
  renderApp(editorPath(resume));
  return screen.findByRole('form', { name: 'Personal Details' }, { timeout: 5000 });
}

describe('right-to-left text in the editor', () => {
  it('sets every field of the resume to take the direction of its text, and keeps Arabic as typed', async () => {
    const form = await openEditor();
    const name = within(form).getByRole('textbox', { name: 'Full Name' });
    expect(name).toHaveValue('ليلى حداد');
    for (const field of within(form).getAllByRole('textbox')) expect(field).toHaveAttribute('dir', 'auto');

    await userEvent.clear(name);
    await userEvent.paste('נועה לוי');
    expect(name).toHaveValue('נועה לוי');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('form', { name: 'Summary' });
    const text = within(summary).getByRole('textbox', { name: 'Add Summary' });
    expect(text).toHaveAttribute('dir', 'auto');
    expect(text).toHaveValue(arabic.summary);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const experience = await screen.findByRole('form', { name: 'Professional Experience' });
    expect(within(experience).getByRole('textbox', { name: 'Position Title' })).toHaveAttribute('dir', 'auto');
    // The rich text of a job: the editable area, each of its paragraphs and items by its own text.
    const rich = await within(experience).findByRole('textbox', { name: 'Work Summary' });
    expect(rich).toHaveAttribute('dir', 'auto');
    expect(rich).toHaveTextContent('أعادت تصميم منظومة استقبال الأحداث.');
  });
});
