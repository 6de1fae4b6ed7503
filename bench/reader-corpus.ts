/**
 * The document reader on the reader corpus (apps/server/test/fixtures/corpus): for each file, the fields read right
 * against its expected fields and the read time (median of 5 reads after one warm-up), then Vitae's own templates
 * rendered with the sample resume. Word files are included once readDocument reads them. Then the same for the
 * held-out resumes (test/fixtures/corpus/held-out), which the reader's rules were not tuned on, in a second table.
 * Run: npx tsx bench/reader-corpus.ts [--wrong] [--held-out]
 *   --wrong also lists every field read wrong; --held-out prints only the held-out table.
 */
import { readFileSync } from 'node:fs';
import { readTemplateRegistry, toTemplateData } from '@vitae/pdf';
import { sampleResume } from '@vitae/pdf/sample-resume';
import { resumeContentSchema } from '@vitae/schema';
import { readDocument } from '../apps/server/src/modules/import/document-reader.ts';
import {
  corpusFiles,
  type ExpectedField,
  expectedFromContent,
  type FileScore,
  formatScores,
  HELD_OUT_DIR,
  scoreContent,
} from '../apps/server/test/helpers/corpus-score.ts';
import { createResumeTypstCompiler } from '../packages/pdf/src/typst-compiler.ts';
import { median } from './lib.ts';

const RUNS = 5;

async function measure(file: string, format: string, bytes: Uint8Array, expected: ExpectedField[]): Promise<FileScore> {
  let content: Record<string, unknown> = {};
  const taken: number[] = [];
  try {
    content = (await readDocument(bytes, [])).content;
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await readDocument(bytes, []);
      taken.push(performance.now() - start);
    }
  } catch (error) {
    content = { fullName: `(refused: ${(error as Error).message})` };
  }
  const { right, total, results } = scoreContent(content, expected);
  return {
    file,
    format,
    right,
    total,
    wrong: results.filter((r) => !r.right),
    ms: taken.length ? median(taken) : Number.NaN,
  };
}

let docx = false;
const firstWord = corpusFiles({ docx: true }).find((f) => f.format === 'docx');
if (firstWord) {
  try {
    docx = (await readDocument(readFileSync(firstWord.path), [])).format === 'docx';
  } catch {
    docx = false;
  }
}

const wrong = process.argv.includes('--wrong');
const heldOutOnly = process.argv.includes('--held-out');
const kind = docx ? 'PDF and Word files' : 'PDF files; this reader refuses Word files';

if (!heldOutOnly) {
  const scores: FileScore[] = [];
  for (const f of corpusFiles({ docx })) {
    scores.push(await measure(f.file, f.format, new Uint8Array(readFileSync(f.path)), f.expected));
  }
  const compiler = createResumeTypstCompiler();
  const content = resumeContentSchema.parse(sampleResume);
  for (const folder of (await readTemplateRegistry()).keys()) {
    const pdf = compiler.compile(folder, toTemplateData(content));
    scores.push(await measure(`vitae-${folder}`, 'pdf', pdf, expectedFromContent(content)));
  }
  console.log(`Reader corpus (${kind}), ${RUNS} reads each:\n`);
  console.log(formatScores(scores, { wrong }));
  console.log('');
}

const heldOut: FileScore[] = [];
for (const f of corpusFiles({ docx }, HELD_OUT_DIR)) {
  heldOut.push(await measure(f.file, f.format, new Uint8Array(readFileSync(f.path)), f.expected));
}
console.log(`Held-out resumes, not tuned on (${kind}), ${RUNS} reads each:\n`);
console.log(formatScores(heldOut, { wrong }));
