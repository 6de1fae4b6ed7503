import type { ResumeContent } from '@vitae/schema';
import { sampleResume } from './sample-resume.ts';
import { toTemplateData } from './template-data.ts';
import { createResumeTypstCompiler } from './typst-compiler.ts';
import { serveTasks, workerOptions } from './worker-protocol.ts';

export interface RenderTask {
  folderName: string;
  content: ResumeContent;
}

export interface RenderWorkerOptions {
  templatesDir: string;
  /** Folders to compile once at start so the first real render does not pay for parsing and font loading. */
  warmUp: string[];
}

const options = workerOptions<RenderWorkerOptions>();
const compiler = createResumeTypstCompiler(options.templatesDir);
for (const folderName of options.warmUp) compiler.compile(folderName, toTemplateData(sampleResume));

serveTasks<RenderTask, Uint8Array>({
  run: ({ folderName, content }) => compiler.compile(folderName, toTemplateData(content)),
  transfer: (pdf) => [pdf.buffer as ArrayBuffer],
});
