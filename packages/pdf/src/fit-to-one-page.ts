import type { TemplateData, TemplateDesign } from './template-data.ts';

/**
 * What fitting needs of a compiler: the page count of the data laid out. The server's Typst (typst-compiler.ts) and
 * the browser's live preview engine (apps/web lib/typst-preview) both count, so both fit alike.
 */
export interface PageCounter {
  countPages(folderName: string, data: TemplateData): number;
}

/**
 * What fitting to one page tries, in turn, until the resume fits: closer lines, then narrow margins, then smaller
 * text (never below 9 pt). All within the values a user may choose.
 */
const FIT_STEPS: Partial<TemplateDesign>[] = [
  { lineSpacing: 'compact' },
  { lineSpacing: 'compact', margins: 'narrow' },
  ...[0.95, 0.9, 0.85, 0.8].map((shrink): Partial<TemplateDesign> => ({
    lineSpacing: 'compact',
    margins: 'narrow',
    shrink,
  })),
];

/**
 * The resume's data with the first design of FIT_STEPS that lays it out on one page; when none does, the tightest
 * (its page count tells the caller it did not fit). Data that fits as it is comes back as it is.
 */
export function fitToOnePage(compiler: PageCounter, folderName: string, data: TemplateData): TemplateData {
  if (compiler.countPages(folderName, data) <= 1) return data;
  let tried = data;
  for (const step of FIT_STEPS) {
    tried = { ...data, design: { ...data.design, ...step } };
    if (compiler.countPages(folderName, tried) <= 1) return tried;
  }
  return tried;
}
