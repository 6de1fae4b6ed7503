/**
 * How long the offline importers take to read a file into a resume draft (no HTTP, no database): every template's
 * PDF of the sample resume (pdf.js text and layout, then the rule-based parser), the three PDFs made elsewhere
 * (apps/server/test/fixtures/pdf) and the LinkedIn export fixture (unzip, CSV, mapping).
 * Run: npx tsx bench/import.ts [rounds=30]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTemplateRegistry, toTemplateData } from '@vitae/pdf';
import { sampleResume } from '@vitae/pdf/sample-resume';
import { createResumeTypstCompiler } from '../packages/pdf/src/typst-compiler.ts';
import { resumeContentSchema } from '@vitae/schema';
import { fromLinkedInExport } from '../apps/server/src/modules/import/linkedin.ts';
import { readDocumentDraft } from '../apps/server/src/modules/import/document-reader.ts';
import { linkedInExportZip } from '../apps/server/test/fixtures/linkedin-export.ts';
import { median, ms, percentile } from './lib.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rounds = Number(process.argv[2] ?? 30);

async function time(read: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 3; i++) await read();
  const taken: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await read();
    taken.push(performance.now() - start);
  }
  return taken;
}

const compiler = createResumeTypstCompiler();
const files: [string, Uint8Array, (bytes: Uint8Array) => Promise<unknown>][] = [];
for (const folder of (await readTemplateRegistry()).keys()) {
  const pdf = compiler.compile(folder, toTemplateData(resumeContentSchema.parse(sampleResume)));
  files.push([`PDF, ${folder} template`, pdf, async (bytes) => (await readDocumentDraft(bytes, [])).draft]);
}
for (const name of ['one-column', 'two-column', 'latex']) {
  const pdf = new Uint8Array(readFileSync(path.join(root, 'apps/server/test/fixtures/pdf', `${name}.pdf`)));
  files.push([`PDF, ${name} fixture`, pdf, async (bytes) => (await readDocumentDraft(bytes, [])).draft]);
}
files.push(['LinkedIn export ZIP', linkedInExportZip(), (bytes) => fromLinkedInExport(bytes, [])]);

console.log(`| file | KB | p50 | p95 |\n| --- | --: | --: | --: |`);
for (const [name, bytes, read] of files) {
  const taken = await time(() => read(bytes));
  console.log(
    `| ${name} | ${(bytes.byteLength / 1024).toFixed(0)} | ${ms(median(taken))} | ${ms(percentile(taken, 95))} |`,
  );
}
