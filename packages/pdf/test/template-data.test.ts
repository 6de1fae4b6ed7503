import { resumeContentSchema } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
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

  it('joins city and state, makes the email a mailto link and keeps dates as typed', () => {
    const data = toTemplateData(
      resumeContentSchema.parse({
        email: 'Jane@Example.com',
        experience: [{ title: 'Dev', city: 'Austin', state: '', startDate: '2020-01', currentlyWorking: true }],
      }),
    );
    expect(data.email).toEqual({ text: 'jane@example.com', href: 'mailto:jane@example.com' });
    expect(data.experience[0]).toMatchObject({ location: 'Austin', startDate: '2020-01', currentlyWorking: true });
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
});
