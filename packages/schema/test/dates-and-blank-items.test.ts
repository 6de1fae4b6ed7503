import { describe, expect, it } from 'vitest';
import {
  educationItemSchema,
  experienceItemSchema,
  generateResumeBodySchema,
  isBlankItem,
  isBlankText,
  MESSAGES,
  resumeSchema,
  storedResumeContentSchema,
  updateResumeBodySchema,
  withoutBlankItems,
} from '../src/index.ts';

describe('dates', () => {
  it('store a month typed in another form as 2021-03 and keep a full date as sent', () => {
    const parse = (startDate: string) => experienceItemSchema.parse({ startDate }).startDate;
    expect(parse('Mar 2021')).toBe('2021-03');
    expect(parse(' march 2021 ')).toBe('2021-03');
    expect(parse('2021-3')).toBe('2021-03');
    expect(parse('03/2021')).toBe('2021-03');
    expect(parse('2021-03')).toBe('2021-03');
    expect(parse('2021-03-15')).toBe('2021-03-15');
    expect(parse('')).toBe('');
  });

  it('refuse text that is not a month, saying how to write one', () => {
    const result = educationItemSchema.safeParse({ startDate: 'yesterday' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['startDate'], message: MESSAGES.invalidMonth }),
    ]);
  });
});

describe('an end before its start', () => {
  it('is refused on the endDate of an experience or education item', () => {
    for (const schema of [experienceItemSchema, educationItemSchema]) {
      const result = schema.safeParse({ startDate: '2021-03', endDate: '2021-02' });
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['endDate'], message: 'End date must be after the start date' }),
      ]);
    }
    expect(MESSAGES.endBeforeStart).toBe('End date must be after the start date');
  });

  it('is compared by month, whatever form the dates were typed in', () => {
    expect(experienceItemSchema.safeParse({ startDate: 'Mar 2021', endDate: '2021-02-28' }).success).toBe(false);
    expect(experienceItemSchema.safeParse({ startDate: '2021-03-20', endDate: 'Mar 2021' }).success).toBe(true);
  });

  it('allows the same month, a later one, or a missing start or end', () => {
    const ok = (startDate: string, endDate: string) =>
      experienceItemSchema.safeParse({ startDate, endDate }).success &&
      educationItemSchema.safeParse({ startDate, endDate }).success;
    expect(ok('2021-03', '2021-03')).toBe(true);
    expect(ok('2021-03', '2022-01')).toBe(true);
    expect(ok('', '2021-01')).toBe(true);
    expect(ok('2021-03', '')).toBe(true);
  });

  it('does not apply to a current role, whose end is ignored', () => {
    const parsed = experienceItemSchema.parse({ startDate: '2021-03', endDate: '2020-01', currentlyWorking: true });
    expect(parsed).toMatchObject({ startDate: '2021-03', endDate: '2020-01', currentlyWorking: true });
  });

  it('is still reported beside other problems of the item', () => {
    const result = experienceItemSchema.safeParse({
      title: 'x'.repeat(1000),
      startDate: '2021-03',
      endDate: '2021-01',
    });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['title'], ['endDate']]);
  });

  it('is refused in every write body, with its path in the list', () => {
    const experience = [{ title: 'Ok' }, { title: 'Dev', startDate: '2021-03', endDate: '2020-03' }];
    for (const schema of [updateResumeBodySchema, generateResumeBodySchema]) {
      const result = schema.safeParse({ resumeTitle: 'R', experience });
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['experience', 1, 'endDate'], message: MESSAGES.endBeforeStart }),
      ]);
    }
  });

  it('is read as stored from older rows, like free-text dates', () => {
    const stored = {
      experience: [{ title: 'Dev', startDate: '2021-03', endDate: '2020-03' }],
      education: [{ universityName: 'U', startDate: 'Autumn 2019', endDate: 'spring 2020' }],
    };
    expect(storedResumeContentSchema.parse(stored)).toMatchObject(stored);
    const row = {
      _id: '00000000-0000-4000-8000-000000000001',
      resumeTitle: 'Old',
      templateId: null,
      version: 1,
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
      ...stored,
    };
    expect(resumeSchema.parse(row)).toMatchObject(stored);
  });
});

describe('blank items', () => {
  it('are items whose text is all blank, rich text with no words included, and whose switches are off', () => {
    expect(isBlankText('  ')).toBe(true);
    expect(isBlankText('<p></p>')).toBe(true);
    expect(isBlankText('<p><br></p><ul><li> &nbsp;</li></ul>')).toBe(true);
    expect(isBlankText('<p>Led</p>')).toBe(false);
    expect(isBlankText('<3')).toBe(false);
    expect(isBlankText('<div></div>')).toBe(false);
    expect(isBlankItem(experienceItemSchema.parse({ title: ' ', workSummary: '<p></p>' }))).toBe(true);
    expect(isBlankItem(experienceItemSchema.parse({ currentlyWorking: true }))).toBe(false);
    expect(isBlankItem(experienceItemSchema.parse({ startDate: '2021-03' }))).toBe(false);
    expect(isBlankItem({ name: '' })).toBe(true);
  });

  it('are left out of every list of a body, in order, other fields untouched', () => {
    const body = updateResumeBodySchema.parse({
      summary: '',
      experience: [{}, { title: 'Dev' }, { workSummary: '<p></p>' }],
      skills: [{ name: 'Go' }, { name: ' ' }, { name: 'SQL' }],
      social: [{ socialMediaName: 'Site', socialMediaLink: '' }],
    });
    const kept = withoutBlankItems(body);
    expect(kept.summary).toBe('');
    expect(kept.experience?.map((item) => item.title)).toEqual(['Dev']);
    expect(kept.skills).toEqual([{ name: 'Go' }, { name: 'SQL' }]);
    expect(kept.social).toBe(body.social);
    expect(withoutBlankItems({ experience: [{}] as object[] }).experience).toEqual([]);
  });
});
