import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sampleResume } from '@vitae/pdf/sample-resume';
import {
  CUSTOM_SECTION_MESSAGES,
  DESIGN_MESSAGES,
  FONT_FAMILIES,
  invalidDesignSectionMessage,
  MESSAGES,
} from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type Session, type TestApp } from './helpers/test-app.ts';

const run = promisify(execFile);
let t: TestApp;
let session: Session;
let call: ReturnType<typeof as>;
let workDir: string;
let templates: { _id: string; folderName: string }[];

beforeAll(async () => {
  t = await createTestApp({ env: { PDF_WORKERS: '1', RENDER_RATE_LIMIT_PER_MINUTE: '100000' } });
  session = await registerUser(t.app);
  call = as(t.app, session.accessToken);
  workDir = await mkdtemp(path.join(tmpdir(), 'vitae-design-'));
  templates = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/get-all-template' })).json().data;
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(workDir, { recursive: true, force: true });
});

const templateId = (folder: string) => templates.find((template) => template.folderName === folder)!._id;

/** Renders the sample with `design` through generate-resume and answers the PDF as pdfinfo/pdffonts/pdftotext see it. */
async function render(design: object, folder = 'classic', content: object = sampleResume) {
  const response = await call({
    method: 'POST',
    url: '/api/v1/users/generate-resume',
    payload: { ...content, resumeTitle: 'Design', templateId: templateId(folder), design },
  });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as { resumeUrl: string; pageCount: number; fitted?: boolean; message?: string };
  const pdf = await t.app.inject({ method: 'GET', url: data.resumeUrl });
  const file = path.join(workDir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf.rawPayload);
  const [info, fonts, text, bbox] = await Promise.all([
    run('pdfinfo', [file]),
    run('pdffonts', [file]),
    run('pdftotext', [file, '-']),
    run('pdftotext', ['-bbox', file, '-']),
  ]);
  return { data, info: info.stdout, fonts: fonts.stdout, text: text.stdout, words: words(bbox.stdout) };
}

interface Word {
  text: string;
  xMin: number;
  yMin: number;
  height: number;
}

/** The words of the first page with their boxes, in pt, from `pdftotext -bbox`. */
function words(html: string): Word[] {
  const firstPage = html.split('</page>')[0]!;
  return [
    ...firstPage.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map(([, xMin, yMin, yMax, text]) => ({
    text: text!,
    xMin: Number(xMin),
    yMin: Number(yMin),
    height: Number(yMax) - Number(yMin),
  }));
}

const pages = (info: string) => Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
const ascending = (values: number[]) => values.every((value, i) => value >= 0 && (i === 0 || value > values[i - 1]!));

describe('GET /api/v1/config', () => {
  it('lists every allowed design value under design, with display names, and the templates', async () => {
    const { design } = (await t.app.inject({ method: 'GET', url: '/api/v1/config' })).json().data;
    expect(design.fontFamilies.length).toBeGreaterThanOrEqual(8);
    expect(new Set(design.fontFamilies.map((family: { category: string }) => family.category))).toEqual(
      new Set(['serif', 'sans-serif']),
    );
    expect(design.fontFamilies[0]).toEqual({ id: 'inter', name: 'Inter', category: 'sans-serif' });
    expect(design.languages.map((language: { id: string }) => language.id)).toEqual(
      expect.arrayContaining(['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'zh', 'ja', 'ar', 'he']),
    );
    // Right-to-left resumes (docs/right-to-left.md), each named in its own language.
    expect(design.languages).toEqual(
      expect.arrayContaining([
        { id: 'ar', name: 'العربية' },
        { id: 'he', name: 'עברית' },
      ]),
    );
    expect(design.titles.ar.experience).toBe('الخبرة المهنية');
    expect(design.titles.he.education).toBe('השכלה');
    expect(design.fontSize).toEqual({ min: 9, max: 12, step: 0.5 });
    expect(design.lineSpacings).toEqual(['compact', 'normal', 'relaxed']);
    expect(design.margins).toEqual(['narrow', 'normal', 'wide']);
    expect(design.pageSizes).toEqual(['A4', 'Letter']);
    expect(design.sections).toContain('certificationsOrExtraCurriculars');
    expect(design.titles.de.experience).toBe('Berufserfahrung');
    expect(design.templates.map((template: { folderName: string }) => template.folderName).sort()).toEqual(
      templates.map((template) => template.folderName).sort(),
    );
  });
});

describe('the design of a resume', () => {
  const design = {
    accentColor: '#1F6FEB',
    fontFamily: 'eb-garamond',
    fontSize: 11.5,
    lineSpacing: 'relaxed',
    margins: 'wide',
    pageSize: 'Letter',
    language: 'de',
    sectionOrder: ['skills', 'experience'],
    hiddenSections: ['interests'],
    sectionTitles: { skills: 'Toolbox' },
    fitToOnePage: false,
  };

  it('is saved by PATCH, read back, raised in version, copied by duplicate and part of the account export', async () => {
    const created = (
      await call({ method: 'POST', url: '/api/v1/users/create-user-resume', payload: { resumeTitle: 'Designed' } })
    ).json().data;
    expect(created.design).toEqual({});
    const patched = await call({
      method: 'PATCH',
      url: `/api/v1/users/update-resume-details/${created._id}`,
      payload: { design, version: created.version },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const saved = { ...design, accentColor: '#1f6feb' };
    expect(patched.json().data.design).toEqual(saved);
    expect(patched.json().data.version).toBe(created.version + 1);
    const read = await call({ method: 'GET', url: `/api/v1/users/get-user-resume/${created._id}` });
    expect(read.json().data.design).toEqual(saved);
    const copy = await call({ method: 'POST', url: `/api/v1/users/duplicate-resume/${created._id}` });
    expect(copy.json().data.design).toEqual(saved);
    const exported = (await call({ method: 'GET', url: '/api/v1/users/me/export' })).json().data;
    expect(exported.resumes.find((resume: { _id: string }) => resume._id === created._id).design).toEqual(saved);
  });

  it.each([
    [{ accentColor: 'red' }, DESIGN_MESSAGES.accentColor],
    [{ accentColor: '#12345' }, DESIGN_MESSAGES.accentColor],
    [{ fontFamily: 'comic-sans' }, DESIGN_MESSAGES.fontFamily],
    [{ fontSize: 9.25 }, DESIGN_MESSAGES.fontSize],
    [{ fontSize: 12.5 }, DESIGN_MESSAGES.fontSize],
    [{ fontSize: '10' }, DESIGN_MESSAGES.fontSize],
    [{ lineSpacing: 'tight' }, DESIGN_MESSAGES.lineSpacing],
    [{ margins: 0 }, DESIGN_MESSAGES.margins],
    [{ pageSize: 'A5' }, DESIGN_MESSAGES.pageSize],
    [{ language: 'xx' }, DESIGN_MESSAGES.language],
    [{ sectionOrder: ['skills', 'skills'] }, DESIGN_MESSAGES.sectionOrder],
    [{ sectionOrder: ['hobbies'] }, invalidDesignSectionMessage('sectionOrder')],
    [{ hiddenSections: ['photo'] }, invalidDesignSectionMessage('hiddenSections')],
    [{ sectionTitles: { skills: 'x'.repeat(61) } }, DESIGN_MESSAGES.sectionTitles],
    [{ sectionTitles: { nope: 'Title' } }, DESIGN_MESSAGES.sectionTitles],
    [{ fitToOnePage: 'yes' }, DESIGN_MESSAGES.fitToOnePage],
  ])('refuses %j with a 400 naming the field, and changes nothing', async (bad, message) => {
    const created = (
      await call({ method: 'POST', url: '/api/v1/users/create-user-resume', payload: { resumeTitle: 'Refused' } })
    ).json().data;
    const response = await call({
      method: 'PATCH',
      url: `/api/v1/users/update-resume-details/${created._id}`,
      payload: { design: { pageSize: 'Letter', ...bad } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(message).toMatch(/^design\.\w+ /);
    const read = (await call({ method: 'GET', url: `/api/v1/users/get-user-resume/${created._id}` })).json().data;
    expect(read.design).toEqual({});
    expect(read.version).toBe(created.version);
    const generated = await call({
      method: 'POST',
      url: '/api/v1/users/generate-resume',
      payload: { ...sampleResume, resumeTitle: 'x', design: bad },
    });
    expect(generated.statusCode).toBe(400);
    expect(generated.json().message).toBe(message);
  });

  it('refuses a design that is not an object', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/v1/users/generate-resume',
      payload: { ...sampleResume, resumeTitle: 'x', design: 'fancy' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(DESIGN_MESSAGES.design);
  });
});

describe('every setting changes the PDF as stated', () => {
  it('pageSize: A4 by default, Letter when asked (pdfinfo)', async () => {
    for (const { folderName } of templates) {
      expect((await render({}, folderName)).info).toMatch(/Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/);
      expect((await render({ pageSize: 'Letter' }, folderName)).info).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
    }
  });

  it('fontFamily: the chosen family is the one embedded, in every template (pdffonts)', async () => {
    const compact = (name: string) => name.replaceAll(' ', '');
    for (const { folderName } of templates) {
      for (const family of FONT_FAMILIES) {
        const { fonts } = await render({ fontFamily: family.id }, folderName);
        // The chosen family is embedded and no other of the list (a symbol a family lacks may come from Noto).
        for (const other of FONT_FAMILIES) {
          const embedded = fonts.includes(other.id === 'new-computer-modern' ? 'NewCM' : compact(other.name));
          expect(embedded, `${folderName} ${family.id}: ${other.name}`).toBe(other === family);
        }
      }
    }
  }, 120_000);

  it('sectionOrder, hiddenSections and sectionTitles: the text reads in the order set, without hidden sections', async () => {
    const design = {
      sectionOrder: ['education', 'skills', 'experience', 'summary'],
      hiddenSections: ['projects', 'interests'],
      sectionTitles: { education: 'Where I Learned', skills: 'Toolbox' },
    };
    for (const { folderName } of templates) {
      const { text } = await render(design, folderName);
      const flat = text.toLowerCase();
      const headings = ['where i learned', 'toolbox', 'experience', 'summary'].map((heading) => flat.indexOf(heading));
      expect(
        headings.every((at) => at >= 0),
        `${folderName}: ${text}`,
      ).toBe(true);
      // Two-column templates too: a side-column section placed before a main one (skills) is drawn in the main column.
      expect(ascending(headings), `${folderName}: ${text}`).toBe(true);
      expect(text.indexOf(sampleResume.fullName)).toBeLessThan(Math.min(...headings));
      expect(flat).not.toContain('tidewater');
      expect(flat).not.toContain('trail running');
      expect(flat).not.toContain('projects');
    }
  });

  it('language: headings, month names and "Present" in the resume’s language; the user’s own titles win', async () => {
    const de = await render({ language: 'de', sectionTitles: { skills: 'Werkzeuge' } });
    expect(de.text).toContain('Berufserfahrung');
    expect(de.text).toContain('März 2021 – heute');
    expect(de.text).toContain('Werkzeuge');
    expect(de.text).not.toContain('Experience');
    const fr = await render({ language: 'fr' }, 'compact');
    expect(fr.text).toContain('EXPÉRIENCE PROFESSIONNELLE');
    expect(fr.text).toContain("mars 2021 – aujourd'hui");
    for (const { folderName } of templates) {
      const ja = await render({ language: 'ja' }, folderName);
      expect(ja.text.replaceAll(' ', '')).toContain('2021年3月–現在');
      expect(ja.text).toContain('職歴');
      expect(ja.fonts).toContain('NotoSansSC');
    }
  });

  it('fontSize, lineSpacing and margins: the text size, the distance of lines and the left margin (pdftotext -bbox)', async () => {
    // The summary's first word ("Senior") and the word starting its second line.
    const summary = (found: Word[]) => {
      const at = found.findIndex((word, i) => word.text === 'Senior' && found[i + 1]?.text === 'software');
      const first = found[at]!;
      const nextLine = found.slice(at).find((word) => word.yMin > first.yMin + first.height / 2)!;
      return { size: first.height, leading: nextLine.yMin - first.yMin, left: first.xMin };
    };
    for (const { folderName } of templates) {
      const base = summary((await render({}, folderName)).words);
      const at9 = summary((await render({ fontSize: 9 }, folderName)).words);
      const at12 = summary((await render({ fontSize: 12 }, folderName)).words);
      expect(at12.size / at9.size, folderName).toBeCloseTo(12 / 9, 1);
      const compact = summary((await render({ lineSpacing: 'compact' }, folderName)).words);
      const relaxed = summary((await render({ lineSpacing: 'relaxed' }, folderName)).words);
      expect(compact.leading, folderName).toBeLessThan(base.leading);
      expect(relaxed.leading, folderName).toBeGreaterThan(base.leading);
      const narrow = summary((await render({ margins: 'narrow' }, folderName)).words);
      const wide = summary((await render({ margins: 'wide' }, folderName)).words);
      expect(narrow.left, folderName).toBeLessThan(base.left);
      expect(wide.left, folderName).toBeGreaterThan(base.left);
    }
  });

  it('accentColor: the PDF changes with the colour and nothing else', async () => {
    const first = await render({ accentColor: '#aa0000' }, 'modern');
    const second = await render({ accentColor: '#00aa00' }, 'modern');
    expect(first.data.resumeUrl.split('?')[0]).not.toBe(second.data.resumeUrl.split('?')[0]);
    expect(first.text).toBe(second.text);
  });

  it('fitToOnePage: a two-page resume fits one page and says so; one that cannot says fitted false with a message', async () => {
    const twoPages = {
      ...sampleResume,
      experience: [...sampleResume.experience, sampleResume.experience[0]!],
    };
    const plain = await render({}, 'classic', twoPages);
    expect(plain.data.pageCount).toBe(2);
    expect(plain.data.fitted).toBeUndefined();
    const fitted = await render({ fitToOnePage: true }, 'classic', twoPages);
    expect(fitted.data).toMatchObject({ pageCount: 1, fitted: true });
    expect(pages(fitted.info)).toBe(1);
    expect(fitted.text).toContain(sampleResume.experience[0]!.companyName);

    const tooLong = { ...sampleResume, experience: Array.from({ length: 6 }, () => sampleResume.experience).flat() };
    const notFitted = await render({ fitToOnePage: true }, 'classic', tooLong);
    expect(notFitted.data.fitted).toBe(false);
    expect(notFitted.data.pageCount).toBeGreaterThan(1);
    expect(notFitted.data.pageCount).toBe(pages(notFitted.info));
    expect(notFitted.data.message).toMatch(/still needs \d+ pages/);
  });
});

describe('Chinese, Japanese and Korean text', () => {
  it('renders with a CJK font in every template, whatever fontFamily says', async () => {
    const cjk = {
      ...sampleResume,
      fullName: '王小明',
      jobTitle: 'ソフトウェアエンジニア',
      summary: '<p>김민준과 함께 일했습니다. 负责数据平台。</p>',
    };
    for (const { folderName } of templates) {
      for (const fontFamily of ['libertinus-serif', 'lato']) {
        const { fonts, text } = await render({ fontFamily }, folderName, cjk);
        expect(text, folderName).toContain('王小明');
        expect(text, folderName).toContain('ソフトウェアエンジニア');
        expect(text, folderName).toContain('김민준과 함께 일했습니다.');
        expect(text, folderName).toContain('负责数据平台。');
        expect(fonts).toMatch(/NotoSans(SC|KR)/);
      }
    }
  }, 120_000);
});

describe('custom sections', () => {
  const customSections = [
    {
      id: 'custom-pubs',
      title: 'Publications',
      items: [
        {
          title: 'Backpressure for the Rest of Us',
          subtitle: 'Strange Loop',
          startDate: 'Sep 2023',
          location: 'St. Louis',
          description: '<p>A talk on <strong>flow control</strong>.</p>',
        },
      ],
    },
    { id: 'custom-vol', title: 'Volunteering', items: [{ title: 'Mentor', subtitle: 'Code the Dream' }] },
  ];

  it('are saved with the resume (dates as months) and rendered by every template where sectionOrder puts them', async () => {
    const created = (
      await call({ method: 'POST', url: '/api/v1/users/create-user-resume', payload: { resumeTitle: 'Own' } })
    ).json().data;
    const patched = await call({
      method: 'PATCH',
      url: `/api/v1/users/update-resume-details/${created._id}`,
      payload: { customSections },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.customSections[0].items[0]).toMatchObject({ startDate: '2023-09', endDate: '' });
    for (const { folderName } of templates) {
      const { text } = await render({ sectionOrder: ['custom-vol', 'summary', 'custom-pubs'] }, folderName, {
        ...sampleResume,
        customSections,
      });
      const flat = text.toLowerCase();
      const at = ['volunteering', 'code the dream', 'summary', 'publications', 'flow control'].map((part) =>
        flat.indexOf(part),
      );
      expect(ascending(at), `${folderName}: ${text}`).toBe(true);
      expect(text).toContain('Sep 2023');
      const hidden = await render({ hiddenSections: ['custom-pubs'] }, folderName, { ...sampleResume, customSections });
      expect(hidden.text.toLowerCase()).toContain('volunteering');
      expect(hidden.text.toLowerCase()).not.toContain('publications');
      expect(hidden.text).not.toContain('flow control');
    }
  });

  it.each([
    [[{ id: 'pubs', title: 'Publications', items: [] }], CUSTOM_SECTION_MESSAGES.id],
    [[{ id: 'custom-a', title: '  ', items: [] }], CUSTOM_SECTION_MESSAGES.title],
    [
      [
        { id: 'custom-a', title: 'A', items: [] },
        { id: 'custom-a', title: 'B', items: [] },
      ],
      CUSTOM_SECTION_MESSAGES.duplicateId,
    ],
    [
      Array.from({ length: 11 }, (_, i) => ({ id: `custom-${i}`, title: `S${i}`, items: [] })),
      CUSTOM_SECTION_MESSAGES.tooMany,
    ],
    [
      [{ id: 'custom-a', title: 'A', items: [{ title: 'x', startDate: '2022-05', endDate: '2021-01' }] }],
      MESSAGES.endBeforeStart,
    ],
  ])('refuses %j with a 400, and changes nothing', async (bad, message) => {
    const created = (
      await call({ method: 'POST', url: '/api/v1/users/create-user-resume', payload: { resumeTitle: 'Bad own' } })
    ).json().data;
    const response = await call({
      method: 'PATCH',
      url: `/api/v1/users/update-resume-details/${created._id}`,
      payload: { customSections: bad },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const read = (await call({ method: 'GET', url: `/api/v1/users/get-user-resume/${created._id}` })).json().data;
    expect(read.customSections).toEqual([]);
    expect(read.version).toBe(created.version);
  });
});
