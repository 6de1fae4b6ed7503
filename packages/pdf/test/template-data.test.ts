import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RESUME_WORDS, resumeContentSchema, storedResumeContentSchema } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import { TEMPLATES_DIR } from '../src/registry.ts';
import { toTemplateData } from '../src/template-data.ts';

describe('toTemplateData', () => {
  it('drops blank list items so empty sections stay empty', () => {
    const data = toTemplateData(
      resumeContentSchema.parse({
        experience: [{ currentlyWorking: true }, { title: '  ' }],
        education: [{}],
        projects: [{ projectName: '' }],
        achievements: [{ achievement: ' ' }],
        skills: [{ name: '' }, { name: 'Go' }],
        interests: [{ interestName: '' }],
        certificationsOrExtraCurriculars: [{ certificationOrExtraCurricularName: '' }],
        social: [{ socialMediaName: '', socialMediaLink: '' }],
      }),
    );
    expect(data).toMatchObject({
      experience: [],
      education: [],
      projects: [],
      achievements: [],
      skills: ['Go'],
      interests: [],
      certificationsOrExtraCurriculars: [],
      social: [],
      summary: [],
      email: null,
    });
  });

  it('joins city and state and makes the email a mailto link', () => {
    const data = toTemplateData(
      resumeContentSchema.parse({
        email: 'Jane@Example.com',
        experience: [{ title: 'Dev', city: 'Austin', state: '', startDate: '2020-01', currentlyWorking: true }],
      }),
    );
    expect(data.email).toEqual({ text: 'jane@example.com', href: 'mailto:jane@example.com' });
    expect(data.experience[0]).toMatchObject({ location: 'Austin', currentlyWorking: true });
  });

  it('shows months and full dates as "Mar 2021", a current role as "Present", other text as written', () => {
    const data = toTemplateData(
      storedResumeContentSchema.parse({
        experience: [
          { title: 'Now', startDate: '2021-03', endDate: '', currentlyWorking: true },
          { title: 'Then', startDate: '2018-06-15', endDate: '2021-02' },
          { title: 'Old', startDate: 'Summer 2015', endDate: 'fall of 2016' },
          { title: 'Odd', startDate: '2019-2020', endDate: '' },
        ],
        education: [{ universityName: 'U', startDate: '2012-09', endDate: 'June 2016 (expected)' }],
      }),
    );
    expect(data.experience.map(({ startDate, endDate }) => [startDate, endDate])).toEqual([
      ['Mar 2021', 'Present'],
      ['Jun 2018', 'Feb 2021'],
      ['Summer 2015', 'fall of 2016'],
      ['2019-2020', ''],
    ]);
    expect(data.education[0]).toMatchObject({ startDate: 'Sep 2012', endDate: 'June 2016 (expected)' });
  });

  it('drops items whose only text is empty rich text', () => {
    const data = toTemplateData(
      resumeContentSchema.parse({
        experience: [{ workSummary: '<p></p>' }, { title: 'Dev' }],
        projects: [{ description: '<p><br></p>' }],
      }),
    );
    expect(data.experience.map((item) => item.title)).toEqual(['Dev']);
    expect(data.projects).toEqual([]);
  });

  it('shows unsafe links as text with no target', () => {
    const data = toTemplateData(
      resumeContentSchema.parse({
        projects: [{ projectName: 'P', projectLink: 'javascript:alert(1)' }],
        social: [{ socialMediaName: 'Site', socialMediaLink: 'https://www.site.dev/' }],
      }),
    );
    expect(data.projects[0]!.link).toEqual({ text: 'javascript:alert(1)', href: null });
    expect(data.social[0]).toEqual({ name: 'Site', link: { text: 'site.dev', href: 'https://www.site.dev/' } });
  });

  it('reads rich work summaries as HTML and plain descriptions as text', () => {
    const data = toTemplateData(
      resumeContentSchema.parse({
        experience: [{ title: 'Dev', workSummary: '<ul><li><b>Shipped</b></li></ul>' }],
        education: [{ universityName: 'U', description: 'a <b> is not bold' }],
        projects: [{ projectName: 'P', description: '<p>From the <em>editor</em></p>' }],
      }),
    );
    expect(data.experience[0]!.workSummary).toEqual([
      { kind: 'list', ordered: false, items: [[{ kind: 'paragraph', inlines: [{ text: 'Shipped', bold: true }] }]] },
    ]);
    expect(data.education[0]!.description).toEqual([{ kind: 'paragraph', inlines: [{ text: 'a <b> is not bold' }] }]);
    expect(data.projects[0]!.description).toEqual([
      { kind: 'paragraph', inlines: [{ text: 'From the ' }, { text: 'editor', italic: true }] },
    ]);
  });

  it("gives every section of the registry a heading, the templates' fallback (shared.typ) the English ones", () => {
    const titles = toTemplateData(resumeContentSchema.parse({})).design.titles;
    expect(titles).toEqual(RESUME_WORDS.en.headings);
    const shared = readFileSync(path.join(TEMPLATES_DIR, 'shared.typ'), 'utf8');
    const fallback = /#let section-titles = \(([^)]*)\)/.exec(shared)![1]!;
    const fallbackTitles = Object.fromEntries(
      [...fallback.matchAll(/(\w+): "([^"]*)"/g)].map((match) => match.slice(1)),
    );
    expect(fallbackTitles).toEqual(RESUME_WORDS.en.headings);
  });
});
