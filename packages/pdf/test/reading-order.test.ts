import { FONT_FAMILIES, type ResumeContent, resumeContentSchema, SECTION_KEYS } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../scripts/pdf-inspect.ts';
import { readTemplateRegistry, sampleResume, toTemplateData } from '../src/index.ts';
import { createResumeTypstCompiler } from '../src/typst-compiler.ts';

/**
 * What an applicant-tracking system reads (pdftotext, default mode) for many designs: the name, the contact details,
 * then every section in the order the user set. Each design is a different order, font, size, margin and spacing.
 * Two-column templates (modern, banded) are not here: pdftotext's column detection reads their side column into the
 * main one for some designs (see apps/server/test/design.test.ts for the order they do keep).
 */
const TWO_COLUMNS = new Set(['modern', 'banded']);
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
  const folders = [...(await readTemplateRegistry()).keys()].filter((folder) => !TWO_COLUMNS.has(folder));
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
