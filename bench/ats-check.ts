/**
 * The ATS check's server time: POST /api/v1/users/ats-check/:id with a draft of the sample resume (one page) and of
 * the sample with its jobs three times over (two pages), in the server's own process (app.inject, PGlite in memory,
 * one PDF worker and one reader process as configured by default). Each run changes the name, so no render is reused.
 * The two sizes take turns, so a machine that slows down affects both alike. Also timed alone, for where the time
 * goes: the PDF render (Typst worker), the Word file (docx, in-process), and reading each back (reader process).
 *
 *   npx tsx bench/ats-check.ts            (RUNS=15 by default)
 */
import { toTemplateData } from '@vitae/pdf';
import { sampleResume } from '@vitae/pdf/sample-resume';
import { createDatabase } from '@vitae/db';
import type { ResumeContent } from '@vitae/schema';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { toDocx } from '../apps/server/src/modules/export/docx.ts';
import { resumeOutline } from '../apps/server/src/modules/export/outline.ts';
import { readDocument } from '../apps/server/src/modules/import/document-reader.ts';
import { median, ms, percentile } from './lib.ts';

const RUNS = Number(process.env.RUNS ?? 15);

const database = await createDatabase({ dataDir: 'memory://' });
await database.migrate();
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PDF_WORKERS: '1',
    ATS_CHECK_RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_IP: '1000000',
  }),
  database,
  logger: false,
});
await app.ready();

try {
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/users/register',
    payload: { email: 'bench@example.com', password: 'long enough password', fullName: 'Bench' },
  });
  const { accessToken, user } = registered.json().data as { accessToken: string; user: { _id: string } };
  const authorization = `Bearer ${accessToken}`;
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/users/create-user-resume',
    headers: { authorization },
    payload: { resumeTitle: 'Bench' },
  });
  const id = (created.json().data as { _id: string })._id;

  const twoPages: ResumeContent = {
    ...sampleResume,
    experience: [...sampleResume.experience, ...sampleResume.experience, ...sampleResume.experience],
  };
  const sizes: [string, ResumeContent][] = [
    ['1 page', sampleResume],
    ['2 pages', twoPages],
  ];
  let iteration = 0;
  const draft = (content: ResumeContent) => ({
    ...content,
    resumeTitle: 'Bench',
    fullName: `${content.fullName} ${++iteration}`,
  });

  const samples = new Map<string, number[]>(sizes.map(([name]) => [name, []]));
  const pages = new Map<string, number>();
  for (let run = -3; run < RUNS; run++) {
    for (const [name, content] of sizes) {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/users/ats-check/${id}`,
        headers: { authorization },
        payload: draft(content),
      });
      const taken = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
      if (run >= 0) samples.get(name)!.push(taken);
      const facts = (response.json().data.pdf.facts as { found: boolean }[]).filter((fact) => !fact.found).length;
      if (facts > 0) throw new Error(`${name}: ${facts} facts not read back`);
      pages.set(name, /\n\n/.test(response.json().data.pdf.text) ? 2 : 1);
    }
  }

  // Where the time goes, each part alone (median of RUNS).
  const { pdfs, fileReader } = app.services;
  const parts = new Map<string, number[]>();
  const time = async (label: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    const result = await work();
    parts.set(label, [...(parts.get(label) ?? []), performance.now() - started]);
    return result;
  };
  for (let run = 0; run < RUNS; run++) {
    const body = draft(twoPages);
    const pdf = (await time('PDF render (Typst worker)', () => pdfs.checkedPdf(user._id, body))) as { pdf: Uint8Array };
    const data = toTemplateData(body);
    const docx = (await time('Word file (docx, in-process)', () =>
      toDocx(resumeOutline(data), { title: 'Bench', paper: data.design.paper }),
    )) as Buffer;
    await time('PDF read back (reader process)', () => fileReader.readDocument(user._id, pdf.pdf));
    await time('PDF read back, same code in this process', () => readDocument(pdf.pdf, []));
    await time('Word file read back (reader process)', () =>
      fileReader.readDocument(user._id, new Uint8Array(docx)).catch(() => undefined),
    );
  }

  console.log(`ATS check, server time (app.inject), ${RUNS} runs each after 3 warm-up runs:`);
  for (const [name, values] of samples) {
    console.log(
      `  ${name} (${pages.get(name)} page${pages.get(name) === 1 ? '' : 's'}): p50 ${ms(median(values))}, ` +
        `p95 ${ms(percentile(values, 95))}, min ${ms(Math.min(...values))}`,
    );
  }
  console.log('Two-page resume, each part alone (p50):');
  for (const [label, values] of parts) console.log(`  ${label}: ${ms(median(values))}`);
} finally {
  await app.close();
  await database.close();
}
