import { FONT_FAMILIES, type ResumeContent, resumeContentSchema, SECTION_KEYS } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import { pdfText, pdfWordBoxes } from '../scripts/pdf-inspect.ts';
import { readTemplateRegistry, toTemplateData } from '../src/index.ts';
import { sampleResume } from '../src/sample-resume.ts';
import { createResumeTypstCompiler } from '../src/typst-compiler.ts';

/**
 * What an applicant-tracking system reads (pdftotext, default mode) for many designs: the name, the contact details,
 * then every section in the order the user set. Each design is a different order, font, size, margin and spacing.
 * Two-column templates (modern, banded) draw a side-column section placed before a main one in the main column, and
 * flow in one column when the two columns do not fit on the first page.
 */
const KEYS = SECTION_KEYS.filter((key) => key !== 'social');
// Headings nobody would write, short enough never to wrap in a narrow column.
const heading = (key: string) => `Q${key.slice(0, 6)}`;

/** A fixed pseudo-random order per design (a linear congruential generator), so a failure can be rerun. */
function orders(count: number): string[][] {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () => {
    const order = [...KEYS];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    return order;
  });
}

const designs = orders(12).map((sectionOrder, n) => ({
  sectionOrder,
  sectionTitles: Object.fromEntries(KEYS.map((key) => [key, heading(key)])),
  fontFamily: FONT_FAMILIES[n % FONT_FAMILIES.length]!.id,
  fontSize: [9, 10.5, 12][n % 3],
  margins: (['narrow', 'normal', 'wide'] as const)[n % 3],
  lineSpacing: (['compact', 'normal', 'relaxed'] as const)[(n + 1) % 3],
}));

describe('reading order for every design', async () => {
  const folders = [...(await readTemplateRegistry()).keys()];
  const compiler = createResumeTypstCompiler();

  it.each(folders)('%s reads name, contact, then the sections in the order set', async (folder) => {
    for (const design of designs) {
      const content: ResumeContent = resumeContentSchema.parse({ ...sampleResume, design });
      const text = (await pdfText(compiler.compile(folder, toTemplateData(content)))).toLowerCase();
      const at = [
        text.indexOf(sampleResume.fullName.toLowerCase()),
        text.indexOf(sampleResume.email),
        ...design.sectionOrder.map((key) => text.indexOf(heading(key).toLowerCase())),
      ];
      const inOrder = at.every((position, i) => position >= 0 && (i === 0 || position > at[i - 1]!));
      expect(inOrder, `${folder} ${JSON.stringify(design)}: ${at.join(', ')}`).toBe(true);
    }
  });
});

describe('two-column templates', () => {
  const compiler = createResumeTypstCompiler();
  /** Where the Skills heading starts, as a share of the page's width, and on which page (0-based). */
  async function skillsHeading(folder: string, content: ResumeContent) {
    const pages = await pdfWordBoxes(compiler.compile(folder, toTemplateData(content)));
    for (const [page, { width, words }] of pages.entries()) {
      const word = words.find((box) => box.text === 'QSKILLS');
      if (word) return { page, x: word.xMin / width, pages: pages.length };
    }
    throw new Error(`${folder}: no Skills heading`);
  }
  const titled = { sectionTitles: { skills: 'QSkills' } };

  it.each(['modern', 'banded'])('%s keeps skills in its side column while the resume fits one page', async (folder) => {
    const found = await skillsHeading(folder, resumeContentSchema.parse({ ...sampleResume, design: titled }));
    expect(found).toMatchObject({ page: 0, pages: 1 });
    expect(found.x).toBeGreaterThan(0.6);
  });

  it.each(['modern', 'banded'])('%s draws skills in the main column when the order puts them first', async (folder) => {
    const design = { ...titled, sectionOrder: ['skills', 'summary'] };
    const found = await skillsHeading(folder, resumeContentSchema.parse({ ...sampleResume, design }));
    expect(found.x).toBeLessThan(0.2);
    const text = await pdfText(
      compiler.compile(folder, toTemplateData(resumeContentSchema.parse({ ...sampleResume, design }))),
    );
    expect(text.indexOf('QSKILLS')).toBeLessThan(text.indexOf('SUMMARY'));
  });

  it.each(['modern', 'banded'])(
    '%s flows in one column when the main column runs past the first page',
    async (folder) => {
      const long = {
        ...sampleResume,
        experience: [...sampleResume.experience, ...sampleResume.experience],
        design: titled,
      };
      const found = await skillsHeading(folder, resumeContentSchema.parse(long));
      expect(found.pages).toBeGreaterThan(1);
      expect(found.x).toBeLessThan(0.2);
      const text = await pdfText(compiler.compile(folder, toTemplateData(resumeContentSchema.parse(long))));
      expect(text.indexOf('QSKILLS')).toBeGreaterThan(text.lastIndexOf('Junior Developer'));
    },
  );
});

describe('one compiler, many resumes', () => {
  it('reads each compile its own resume, across templates and past the memoised work it drops', async () => {
    const compiler = createResumeTypstCompiler();
    const folders = ['compact', 'classic', 'modern', 'banded'];
    // 24 compiles: past two rounds of eviction, each template used every fourth compile.
    for (let n = 0; n < 24; n++) {
      const fullName = `Zelda Quorum${n}x`;
      const text = await pdfText(compiler.compile(folders[n % 4]!, toTemplateData({ ...sampleResume, fullName })));
      expect(text).toContain(fullName);
      if (n > 0) expect(text).not.toContain(`Quorum${n - 1}x`);
    }
  });
});
