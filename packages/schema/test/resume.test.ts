import { describe, expect, it } from 'vitest';
import {
  defaultExperienceItem,
  defaultResumeContent,
  LIMITS,
  MESSAGES,
  RESUME_CONTENT_FIELDS,
  createResumeBodySchema,
  updateResumeBodySchema,
} from '../src/index.ts';

describe('resume schemas', () => {
  it('default to empty fields and lists, with currentlyWorking false', () => {
    expect(defaultResumeContent.experience).toEqual([]);
    expect(defaultResumeContent.fullName).toBe('');
    expect(defaultExperienceItem).toMatchObject({ title: '', currentlyWorking: false, workSummary: '' });
    expect(RESUME_CONTENT_FIELDS).toEqual([
      'fullName',
      'jobTitle',
      'address',
      'phone',
      'email',
      'summary',
      'experience',
      'education',
      'projects',
      'achievements',
      'skills',
      'interests',
      'certificationsOrExtraCurriculars',
      'social',
      'customSections',
      'design',
    ]);
    expect(defaultResumeContent.design).toEqual({});
  });

  it('leave absent fields absent in an update, so a PATCH changes only what it sends', () => {
    const parsed = updateResumeBodySchema.parse({ summary: ' Hi ', experience: [{ id: 'x', title: 'Dev' }] });
    expect(Object.keys(parsed).sort()).toEqual(['experience', 'summary']);
    expect(parsed.summary).toBe('Hi');
    expect(parsed.experience?.[0]).toEqual({ ...defaultExperienceItem, title: 'Dev' });
  });

  it('refuse an update with nothing to change', () => {
    const result = updateResumeBodySchema.safeParse({ unknown: 1 });
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.nothingToUpdate);
  });

  it('trim the title and bound it to 100 characters with the product’s message', () => {
    expect(createResumeBodySchema.parse({ resumeTitle: '  CV  ' }).resumeTitle).toBe('CV');
    for (const resumeTitle of ['', '   ', 'x'.repeat(LIMITS.resumeTitle + 1)]) {
      expect(createResumeBodySchema.safeParse({ resumeTitle }).error?.issues[0]?.message).toBe(
        MESSAGES.invalidResumeTitle,
      );
    }
  });
});
