import type { ResumeContent } from '@vitae/schema';
import { serveTasks, workerOptions } from '@vitae/workers';
import { sampleResume } from './sample-resume.ts';
import { firstPagePng } from './thumbnail.ts';
import { fitToOnePage } from './fit-to-one-page.ts';
import { toTemplateData } from './template-data.ts';
import { createResumeTypstCompiler } from './typst-compiler.ts';

/** What a render writes: the PDF, the pages as SVG (the live preview), or a PNG of the first page (a thumbnail). */
export type RenderOutput = { kind: 'pdf' } | { kind: 'svg' } | { kind: 'png'; widthPx: number };

export interface RenderTask {
  folderName: string;
  content: ResumeContent;
  /** A document with more pages is not written: the answer names its page count instead. */
  maxPages: number;
  /** Default: the PDF. */
  output?: RenderOutput;
}

export interface SvgPages {
  svg: string;
  pages: number;
  /** One page's size in pt; the SVG is `pageWidth` × `pages * pageHeight`. */
  pageWidth: number;
  pageHeight: number;
}

/** What the task asked for, or how many pages the document would have had when that is over its `maxPages`. */
export type RenderResult = { pdf: Uint8Array } | SvgPages | { png: Uint8Array } | { tooManyPages: number };

export interface RenderWorkerOptions {
  templatesDir: string;
  /** Folders to compile once at start so the first real render does not pay for parsing and font loading. */
  warmUp: string[];
}

const options = workerOptions<RenderWorkerOptions>();
const compiler = createResumeTypstCompiler(options.templatesDir);
for (const folderName of options.warmUp) compiler.compile(folderName, toTemplateData(sampleResume));

serveTasks<RenderTask, RenderResult>({
  run: ({ folderName, content, maxPages, output = { kind: 'pdf' } }) => {
    const laidOut = toTemplateData(content);
    const data = content.design?.fitToOnePage ? fitToOnePage(compiler, folderName, laidOut) : laidOut;
    if (output.kind === 'pdf') {
      const { pages, pdf } = compiler.compileWithin(folderName, data, maxPages);
      return pdf ? { pdf } : { tooManyPages: pages };
    }
    const { svg, pages, pageWidth, pageHeight } = compiler.compileSvgWithin(folderName, data, maxPages);
    if (svg === undefined) return { tooManyPages: pages };
    if (output.kind === 'svg') return { svg, pages, pageWidth, pageHeight };
    return { png: firstPagePng(svg, pageWidth, pageHeight, output.widthPx) };
  },
});
