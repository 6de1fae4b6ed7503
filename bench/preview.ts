/**
 * The live preview endpoint, beside @react-pdf/renderer on the same content in the same run. The server runs as
 * `npm start` runs it (compiled, fresh PGlite data dir); one user asks for previews one at a time, the sample resume
 * with a new name each time so nothing is cached. react-pdf renders the same content in this process
 * (renderToBuffer; its bytes would still need PDF.js to be drawn). The two take turns in ROUNDS rounds, so a machine
 * that speeds up or slows down affects both alike; figures are the median of the rounds' p50 and p95.
 *
 *   npx tsx bench/preview.ts            (ROUNDS=5 SAMPLES=60 by default)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleResume } from '@vitae/pdf/sample-resume';
import type { ResumeContent } from '@vitae/schema';
import { freePort, median, ms, percentile, startProcess, stopProcess, waitForHealth } from './lib.ts';
import { reactPdfResume } from './react-pdf-resume.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SAMPLES = Number(process.env.SAMPLES ?? 60);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let iteration = 0;
const freshContent = (): ResumeContent => ({ ...sampleResume, fullName: `${sampleResume.fullName} ${++iteration}` });

async function timed(count: number, run: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'vitae-preview-endpoint-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = startProcess('node', [path.join(root, 'scripts/start.mjs')], {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // One user asks for every sample: the per-user quota would refuse most of them.
  PREVIEW_RATE_LIMIT_PER_MINUTE: '1000000',
});
try {
  await waitForHealth(`${base}/api/health`, 180_000);
  const register = await fetch(`${base}/api/v1/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: 'Bench', email: 'preview-endpoint@example.com', password: 'bench password' }),
  });
  const token = ((await register.json()) as { data: { accessToken: string } }).data.accessToken;
  let svgBytes = 0;
  const preview = async () => {
    const response = await fetch(`${base}/api/v1/users/preview-resume`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(freshContent()),
    });
    const body = (await response.json()) as { data: { svg: string; pages: number } };
    if (!response.ok || body.data.pages < 1) throw new Error(`preview: HTTP ${response.status}`);
    svgBytes = body.data.svg.length;
  };
  const renderReactPdf = await reactPdfResume();
  const reactPdf = () => renderReactPdf(freshContent());

  // Warm both: the first preview starts a worker and compiles the template; react-pdf loads its fonts.
  await timed(10, preview);
  await timed(10, reactPdf);

  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model}; node ${process.version}; ${new Date().toISOString()}`);
  const rounds: { ours: number[]; peer: number[] }[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const ours = await timed(SAMPLES, preview);
    const peer = await timed(SAMPLES, reactPdf);
    rounds.push({ ours, peer });
    console.log(
      `round ${round}: preview-resume p50 ${ms(median(ours))} p95 ${ms(percentile(ours, 95))}; ` +
        `react-pdf p50 ${ms(median(peer))} p95 ${ms(percentile(peer, 95))}; ` +
        `ratio ${(median(peer) / median(ours)).toFixed(1)}×`,
    );
  }
  const of = (pick: (round: { ours: number[]; peer: number[] }) => number) => median(rounds.map(pick));
  console.log(
    `median of ${ROUNDS} rounds (${SAMPLES} each): preview-resume over HTTP p50 ${ms(of((r) => median(r.ours)))}, ` +
      `p95 ${ms(of((r) => percentile(r.ours, 95)))}; @react-pdf/renderer in-process p50 ${ms(of((r) => median(r.peer)))}, ` +
      `p95 ${ms(of((r) => percentile(r.peer, 95)))}; react-pdf / ours per round: ` +
      rounds.map((r) => `${(median(r.peer) / median(r.ours)).toFixed(1)}×`).join(', ') +
      `; SVG ${(svgBytes / 1024).toFixed(0)} KiB`,
  );
} finally {
  await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
}
