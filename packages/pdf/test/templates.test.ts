import { type ResumeContent, storedResumeContentSchema } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isPdf,
  pdfFontNames,
  pdfInfo,
  pdfLinkTargets,
  pdfText,
  pdfWordBoxes,
  type WordBox,
} from '../scripts/pdf-inspect.ts';
import { createPdfRenderer, type PdfRenderer, readTemplateRegistry } from '../src/index.ts';
import { sampleResume } from '../src/sample-resume.ts';
import { hasTemplate } from '../src/template-files.ts';
import {
  emptyResume,
  fiftyExperiences,
  HOSTILE_TEXTS,
  hostileEverywhere,
  INTERNATIONAL_NAMES,
  internationalNames,
  LONG_URL,
  LONG_WORD,
  longWordsAndUrls,
  onlyJobTitle,
} from './fixtures/resumes.ts';

const FOLDERS = ['academic', 'banded', 'classic', 'compact', 'creative', 'minimal', 'modern', 'timeline'];

/** Fonts we ship or Typst embeds; anything else would be a system fallback that differs between machines. */
const OUR_FONTS = /^(?:Inter|SourceSans3|IBMPlexSans|LibertinusSerif|Lato|SourceSerif4|EBGaramond|NewCM)/;

/** Whitespace (line breaks) and hyphens (pdftotext joins "right-\nsizing" as "rightsizing") do not count. */
const squash = (text: string) => text.normalize('NFC').replace(/[\s\u00a0-]+/g, '');

let renderer: PdfRenderer;
beforeAll(() => {
  renderer = createPdfRenderer({ workers: 2, maxQueue: 64, timeoutMs: 30_000 });
});
afterAll(async () => {
  await renderer.close();
});

/** Renders the content in every template at once (two workers) and runs `check` on each PDF. */
async function eachTemplate(content: ResumeContent, check: (pdf: Uint8Array, folder: string) => Promise<void>) {
  const pdfs = await Promise.all(FOLDERS.map((folder) => renderer.render(folder, content)));
  await Promise.all(
    pdfs.map(async (pdf, index) => {
      const folder = FOLDERS[index]!;
      expect(isPdf(pdf), `${folder}: %PDF- header`).toBe(true);
      expect(Number((await pdfInfo(pdf)).get('Pages')), `${folder}: pdfinfo page count`).toBeGreaterThanOrEqual(1);
      await check(pdf, folder);
    }),
  );
}

function expectInOrder(text: string, fields: string[], folder: string) {
  const haystack = squash(text);
  let from = 0;
  for (const field of fields) {
    const at = haystack.indexOf(squash(field), from);
    expect(at, `${folder}: "${field}" after the previous field`).toBeGreaterThanOrEqual(0);
    from = at + squash(field).length;
  }
}

const overlaps = (a: WordBox, b: WordBox) => {
  // Glyph boxes include ascenders and descenders, so neighbouring lines may touch; compare their cores.
  const shrink = (box: WordBox) => {
    const dy = (box.yMax - box.yMin) * 0.25;
    return { xMin: box.xMin + 0.5, xMax: box.xMax - 0.5, yMin: box.yMin + dy, yMax: box.yMax - dy };
  };
  const p = shrink(a);
  const q = shrink(b);
  return p.xMin < q.xMax && q.xMin < p.xMax && p.yMin < q.yMax && q.yMin < p.yMax;
};

async function expectNoOverlapAndNoOverflow(pdf: Uint8Array, folder: string) {
  for (const [index, page] of (await pdfWordBoxes(pdf)).entries()) {
    for (const word of page.words) {
      expect(word.xMin, `${folder} p${index + 1}: "${word.text}" starts on the page`).toBeGreaterThanOrEqual(0);
      expect(word.xMax, `${folder} p${index + 1}: "${word.text}" ends on the page`).toBeLessThanOrEqual(page.width);
      expect(word.yMax, `${folder} p${index + 1}: "${word.text}" above the bottom`).toBeLessThanOrEqual(page.height);
    }
    for (let i = 0; i < page.words.length; i += 1) {
      for (let j = i + 1; j < page.words.length; j += 1) {
        const [a, b] = [page.words[i]!, page.words[j]!];
        if (overlaps(a, b)) expect.fail(`${folder} p${index + 1}: "${a.text}" overlaps "${b.text}"`);
      }
    }
  }
}

const stripTags = (html: string) =>
  html
    .split(/<\/(?:li|p)>/)
    .map((part) => part.replace(/<[^>]+>/g, '').trim())
    .filter((part) => part !== '');

/** Every field of the sample as it reads on the page. */
function sampleFieldTexts(): string[] {
  const r = sampleResume;
  return [
    r.fullName,
    r.jobTitle,
    r.address,
    r.phone,
    r.email,
    r.summary,
    ...r.experience.flatMap((job) => [job.title, job.companyName, job.city, job.state, ...stripTags(job.workSummary)]),
    'Mar 2021 – Present',
    'Jun 2018 – Feb 2021',
    'Sep 2016 – May 2018',
    ...r.education.flatMap((school) => [school.universityName, school.degree, school.major, school.description]),
    'Sep 2012 – Jun 2016',
    ...r.projects.flatMap((project) => [project.projectName, project.description]),
    'github.com/amelianovak/tidewater',
    'trailhead.example.org',
    ...r.achievements.map((item) => item.achievement),
    ...r.skills.map((item) => item.name),
    ...r.interests.map((item) => item.interestName),
    ...r.certificationsOrExtraCurriculars.map((item) => item.certificationOrExtraCurricularName),
    ...r.social.map((item) => item.socialMediaName),
    'linkedin.com/in/amelianovak',
    'github.com/amelianovak',
  ];
}

/** The main flow of every template reads in this order (a sidebar may come before it). */
/**
 * What an ATS reads, in order: the name and the contact details before any section, then the long sections. (Where
 * each template puts the short lists, skills to links, is its own design until design.sectionOrder orders them.)
 */
function sampleReadingOrder(folder: string): string[] {
  const [job1, job2, job3] = sampleResume.experience;
  const experience = [
    job1!.title,
    job1!.companyName,
    'event ingestion pipeline',
    job2!.title,
    job2!.companyName,
    'patient scheduling platform',
    job3!.title,
    job3!.companyName,
  ];
  const education = [sampleResume.education[0]!.universityName, sampleResume.education[0]!.degree];
  return [
    sampleResume.fullName,
    sampleResume.jobTitle,
    sampleResume.email,
    sampleResume.phone,
    sampleResume.summary,
    // An academic CV puts education before experience.
    ...(folder === 'academic' ? [...education, ...experience] : [...experience, ...education]),
    sampleResume.projects[0]!.projectName,
    sampleResume.projects[1]!.projectName,
    sampleResume.achievements[0]!.achievement,
  ];
}

/** The links stand with the contact details (before the summary) or after the long sections. */
function expectLinksWithContactOrLast(text: string, folder: string) {
  const haystack = squash(text);
  const link = haystack.indexOf(squash('linkedin.com/in/amelianovak'));
  const summary = haystack.indexOf(squash(sampleResume.summary));
  const achievement = haystack.indexOf(squash(sampleResume.achievements[0]!.achievement));
  expect(link, `${folder}: the LinkedIn link in the text`).toBeGreaterThanOrEqual(0);
  expect(link < summary || link > achievement, `${folder}: links with the contact details or last`).toBe(true);
}

const SECTION_TITLES =
  /summary|experience|education|projects|achievements|skills|interests|certifications|links|contact/i;

describe('templates', () => {
  it('are exactly the registry folders, each with a template.typ', async () => {
    const registry = await readTemplateRegistry();
    expect([...registry.keys()].sort()).toEqual(FOLDERS);
    for (const folder of FOLDERS) expect(hasTemplate(folder), folder).toBe(true);
  });

  it('render the full sample with every field, in reading order, with working links and our fonts', async () => {
    await eachTemplate(sampleResume, async (pdf, folder) => {
      const text = await pdfText(pdf);
      for (const field of sampleFieldTexts()) {
        expect(squash(text).includes(squash(field)), `${folder}: "${field}" in the text`).toBe(true);
      }
      expectInOrder(text, sampleReadingOrder(folder), folder);
      expectInOrder(await pdfText(pdf, { raw: true }), sampleReadingOrder(folder), `${folder} (content stream order)`);
      expectLinksWithContactOrLast(text, folder);

      expect(new Set(pdfLinkTargets(pdf)), folder).toEqual(
        new Set([
          'mailto:amelia.novak@example.com',
          'https://www.linkedin.com/in/amelianovak',
          'https://github.com/amelianovak',
          'https://github.com/amelianovak/tidewater',
          'https://trailhead.example.org/',
        ]),
      );
      for (const font of await pdfFontNames(pdf)) expect(font, folder).toMatch(OUR_FONTS);
      expect((await pdfInfo(pdf)).get('Title'), folder).toBe(sampleResume.fullName);
      const pages = Number((await pdfInfo(pdf)).get('Pages'));
      expect(pages, `${folder}: page count of the sample`).toBeLessThanOrEqual(folder === 'compact' ? 1 : 2);
    });
  });

  it('render a resume with no content as a blank page: no orphan headings', async () => {
    await eachTemplate(emptyResume, async (pdf, folder) => {
      expect((await pdfText(pdf)).trim(), folder).toBe('');
      const info = await pdfInfo(pdf);
      expect(Number(info.get('Pages')), folder).toBe(1);
      expect(info.get('Title'), `${folder}: a title even without a name`).toBe('Resume');
    });
  });

  it('render a resume holding only a job title: the title and no section heading', async () => {
    await eachTemplate(onlyJobTitle, async (pdf, folder) => {
      const text = (await pdfText(pdf)).trim();
      expect(text, folder).toBe(onlyJobTitle.jobTitle);
      expect(text, folder).not.toMatch(SECTION_TITLES);
    });
  });

  it('flow 50 experience entries onto more pages, in order and without overlapping text', async () => {
    await eachTemplate(fiftyExperiences, async (pdf, folder) => {
      expect(Number((await pdfInfo(pdf)).get('Pages')), folder).toBeGreaterThan(2);
      const text = await pdfText(pdf);
      expectInOrder(
        text,
        fiftyExperiences.experience.map((job) => job.title),
        folder,
      );
      expect(squash(text), folder).toContain(squash('Achievement 50 with measurable impact'));
      await expectNoOverlapAndNoOverflow(pdf, folder);
    });
  });

  it('wrap a 300-character word and URL inside the page', async () => {
    await eachTemplate(longWordsAndUrls, async (pdf, folder) => {
      const text = squash(await pdfText(pdf));
      expect(text, folder).toContain(LONG_WORD);
      expect(text, folder).toContain(squash(LONG_URL.replace('https://', '')));
      expect(pdfLinkTargets(pdf), folder).toContain(LONG_URL);
      await expectNoOverlapAndNoOverflow(pdf, folder);
    });
  });

  it('render Greek, Cyrillic and accented Latin with our own fonts (no system fallback)', async () => {
    await eachTemplate(internationalNames, async (pdf, folder) => {
      const text = squash(await pdfText(pdf));
      for (const name of Object.values(INTERNATIONAL_NAMES)) expect(text, folder).toContain(squash(name));
      expect(text, folder).toContain(squash('Ελληνικά, Русский, Français: ça, été, Straße.'));
      for (const font of await pdfFontNames(pdf)) expect(font, folder).toMatch(OUR_FONTS);
    });
  });

  it('show month dates as "Mar 2021", a current role as "Present" and free-text dates as written', async () => {
    const content = storedResumeContentSchema.parse({
      experience: [
        { title: 'Now', startDate: '2021-03', currentlyWorking: true },
        { title: 'Then', startDate: '2018-06-15', endDate: '2021-02' },
        { title: 'Old', startDate: 'Summer 2015', endDate: '2016-17 season' },
      ],
      education: [{ universityName: 'School', startDate: '#since 2009', endDate: '2012-06' }],
    });
    await eachTemplate(content, async (pdf, folder) => {
      const text = await pdfText(pdf);
      for (const shown of ['Mar 2021 – Present', 'Jun 2018 – Feb 2021', 'Summer 2015 – 2016-17 season']) {
        expect(text, folder).toContain(shown);
      }
      expect(text, folder).toContain('#since 2009 – Jun 2012');
    });
  });

  it('show hostile text literally in every field and keep only safe links', async () => {
    await eachTemplate(hostileEverywhere, async (pdf, folder) => {
      const text = await pdfText(pdf);
      const fields = ['Name', 'Job', 'Address', 'Phone', 'Summary', 'Title', 'Company', 'City', 'State', 'Work'];
      const more = ['Bullet', 'University', 'Degree', 'Major', 'Description', 'Project', 'About', 'Achievement'];
      for (const field of [...fields, ...more, 'Skill', 'Interest', 'Certificate', 'Social']) {
        expect(squash(text), `${folder}: the ${field} field`).toContain(squash(`${field} ${HOSTILE_TEXTS.join(' ')}`));
      }
      expect(text, folder).not.toContain('alert("xss")');
      expect(text, folder).not.toMatch(/root:.*:0:0:/);
      expect(text, folder).toContain('javascript:alert(1)');
      for (const target of pdfLinkTargets(pdf)) expect(target, folder).toMatch(/^(?:https?:\/\/|mailto:)/);
      expect(pdfLinkTargets(pdf), folder).toEqual(['mailto:hostile@example.com']);
    });
  });
});
