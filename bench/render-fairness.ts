/**
 * One user floods generate-resume with heavy resumes while another renders a light one: how long the light user
 * waits, idle and during the flood. Against the real server (its own process, PGlite in a temporary data dir).
 *
 *   npx tsx bench/render-fairness.ts        (ROUNDS=3 SAMPLES=15 WORKERS=2 by default)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleResume } from '@vitae/pdf/sample-resume';
import { freePort, median, ms, startProcess, stopProcess, waitForHealth } from './lib.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SAMPLES = Number(process.env.SAMPLES ?? 15);
const WORKERS = process.env.WORKERS ?? '2';
/** The flooder's resumes, each with a heavy render in flight all the time. */
const FLOODED_RESUMES = 6;

/** Every bold and italic run is a tagged element: 15 positions make about 11 pages, 6 MB and a second of work. */
const heavy = (marker: string) => ({
  ...sampleResume,
  fullName: marker,
  experience: Array.from({ length: 15 }, (_, i) => ({
    ...sampleResume.experience[0]!,
    title: `Position ${i}`,
    workSummary: `<p>${'<b>a</b> <i>b</i> '.repeat(1100)}</p>`,
  })),
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = await mkdtemp(path.join(tmpdir(), 'vitae-bench-fair-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = startProcess(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'apps/server/src/server.ts')], {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  PDF_WORKERS: WORKERS,
  RENDER_RATE_LIMIT_PER_MINUTE: '1000000',
});

async function post(url: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: Record<string, unknown> };
  return { status: response.status, data: json.data };
}

try {
  await waitForHealth(`${base}/api/health`);
  const register = async (email: string) =>
    (await post('/api/v1/users/register', { email, password: 'bench password', fullName: email })).data
      .accessToken as string;
  const flooder = await register('flooder@example.com');
  const light = await register('light@example.com');
  const resumeIds: string[] = [];
  for (let i = 0; i < FLOODED_RESUMES; i++) {
    resumeIds.push(
      (await post('/api/v1/users/create-user-resume', { resumeTitle: `Flood ${i}` }, flooder)).data._id as string,
    );
  }
  let lightCount = 0;
  const lightRender = async () => {
    const started = performance.now();
    const answer = await post(
      '/api/v1/users/generate-resume',
      { ...sampleResume, summary: `Light ${lightCount++}` },
      light,
    );
    if (answer.status !== 200) throw new Error(`light render: HTTP ${answer.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i++) await lightRender();

  const rounds: { idle: number; during: number; floodRenders: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const idle: number[] = [];
    for (let i = 0; i < SAMPLES; i++) idle.push(await lightRender());
    let flooding = true;
    let floodRenders = 0;
    const flood = resumeIds.map(async (_id, resume) => {
      for (let i = 0; flooding; i++) {
        const answer = await post(
          '/api/v1/users/generate-resume',
          { ...heavy(`F${round} ${resume} ${i}`), _id },
          flooder,
        );
        if (answer.status === 200) floodRenders++;
      }
    });
    // Let the flood fill the workers and the queue first.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const during: number[] = [];
    for (let i = 0; i < SAMPLES; i++) during.push(await lightRender());
    flooding = false;
    await Promise.all(flood);
    rounds.push({ idle: median(idle), during: median(during), floodRenders });
    console.log(
      `round ${round + 1}: light render idle ${ms(median(idle))}, during the flood ${ms(median(during))} ` +
        `(${(median(during) / median(idle)).toFixed(2)}x), ${floodRenders} heavy renders finished meanwhile`,
    );
  }
  const ratios = rounds.map((round) => round.during / round.idle);
  console.log(
    `\nmedian of ${ROUNDS} rounds (${SAMPLES} light renders each, ${WORKERS} workers, ${FLOODED_RESUMES} heavy ` +
      `renders in flight): idle ${ms(median(rounds.map((r) => r.idle)))}, during ${ms(median(rounds.map((r) => r.during)))}, ` +
      `ratio ${median(ratios).toFixed(2)}x (rounds ${ratios.map((r) => r.toFixed(2)).join(', ')})`,
  );
} finally {
  await stopProcess(server);
  await rm(dataDir, { recursive: true, force: true });
}
