import type { ResumeContent } from '@vitae/schema';
import { serveTasks, workerOptions } from '@vitae/workers';
import { sampleResume } from './sample-resume.ts';
import { firstPagePng } from './thumbnail.ts';
import { fitToOnePage } from './fit-to-one-page.ts';
import type { LetterData } from './letter-data.ts';
import { toTemplateData } from './template-data.ts';
import { createResumeTypstCompiler } from './typst-compiler.ts';

/** What a render writes: the PDF, the pages as SVG (the live preview), or a PNG of the first page (a thumbnail). */
export type RenderOutput = { kind: 'pdf' } | { kind: 'svg' } | { kind: 'png'; widthPx: number };

export interface ResumeTask {
  folderName: string;
  content: ResumeContent;
  /** A document with more pages is not written: the answer names its page count instead. */
  maxPages: number;
  /** Default: the PDF. */
  output?: RenderOutput;
}

/** A cover letter, its data shaped already (src/letter-data.ts), drawn by `letter.typ`. */
export interface LetterTask {
  letter: LetterData;
  maxPages: number;
  output?: RenderOutput;
}

export type RenderTask = ResumeTask | LetterTask;

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

/** Writes what `output` asks for of a laid-out document, or none past the page limit. */
function written(
  output: RenderOutput,
  pdf: () => { pages: number; pdf?: Uint8Array },
  svgPages: () => { svg?: string; pages: number; pageWidth: number; pageHeight: number },
): RenderResult {
  if (output.kind === 'pdf') {
    const { pages, pdf: bytes } = pdf();
    return bytes ? { pdf: bytes } : { tooManyPages: pages };
  }
  const { svg, pages, pageWidth, pageHeight } = svgPages();
  if (svg === undefined) return { tooManyPages: pages };
  if (output.kind === 'svg') return { svg, pages, pageWidth, pageHeight };
  return { png: firstPagePng(svg, pageWidth, pageHeight, output.widthPx) };
}

serveTasks<RenderTask, RenderResult>({
  run: (task) => {
    const { maxPages, output = { kind: 'pdf' } } = task;
    if ('letter' in task) {
      return written(
        output,
        () => compiler.compileLetterWithin(task.letter, maxPages),
        () => compiler.compileLetterSvgWithin(task.letter, maxPages),
      );
    }
    const { folderName, content } = task;
    const laidOut = toTemplateData(content);
    const data = content.design?.fitToOnePage ? fitToOnePage(compiler, folderName, laidOut) : laidOut;
    return written(
      output,
      () => compiler.compileWithin(folderName, data, maxPages),
      () => compiler.compileSvgWithin(folderName, data, maxPages),
    );
  },
});
