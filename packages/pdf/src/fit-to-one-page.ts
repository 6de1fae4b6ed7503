import type { TemplateData, TemplateDesign } from './template-data.ts';
import type { ResumeTypstCompiler } from './typst-compiler.ts';

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
export function fitToOnePage(compiler: ResumeTypstCompiler, folderName: string, data: TemplateData): TemplateData {
  if (compiler.countPages(folderName, data) <= 1) return data;
  let tried = data;
  for (const step of FIT_STEPS) {
    tried = { ...data, design: { ...data.design, ...step } };
    if (compiler.countPages(folderName, tried) <= 1) return tried;
  }
  return tried;
}
