import type { ResumeContent } from '@vitae/schema';
import { sampleResume } from './sample-resume.ts';
import { toTemplateData } from './template-data.ts';
import { createResumeTypstCompiler } from './typst-compiler.ts';
import { serveTasks, workerOptions } from './worker-protocol.ts';

export interface RenderTask {
  folderName: string;
  content: ResumeContent;
  /** A document with more pages is not written: the answer names its page count instead. */
  maxPages: number;
}

/** The PDF, or how many pages the document would have had when that is over the task's `maxPages`. */
export type RenderResult = { pdf: Uint8Array } | { tooManyPages: number };

export interface RenderWorkerOptions {
  templatesDir: string;
  /** Folders to compile once at start so the first real render does not pay for parsing and font loading. */
  warmUp: string[];
}

const options = workerOptions<RenderWorkerOptions>();
const compiler = createResumeTypstCompiler(options.templatesDir);
for (const folderName of options.warmUp) compiler.compile(folderName, toTemplateData(sampleResume));

serveTasks<RenderTask, RenderResult>({
  run: ({ folderName, content, maxPages }) => {
    const { pages, pdf } = compiler.compileWithin(folderName, toTemplateData(content), maxPages);
    return pdf ? { pdf } : { tooManyPages: pages };
  },
});
