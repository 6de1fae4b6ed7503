/**
 * AI writing help, measured in one run on a real server process (offline provider, PGlite in a temporary dir):
 *   - the grammar check (Harper in a process of its own, started by the first check) through POST
 *     /api/v1/ai/grammar, on texts of three sizes, and as the editor sends it: with the resume's id, its words and
 *     the user's dictionary protected
 *   - /api/health while long grammar checks run (the event loop stays free)
 *   - the offline generator in-process (summaries + bullets for many titles) and through POST /api/v1/ai/summary
 *   - the server's RSS before and after Harper has loaded, and how long the first check (which starts it) takes
 * Writes bench/AI-RESULTS.md.
 *
 *   npx tsx bench/ai.ts
 */
import { readdir, readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { createOfflineWriter } from '../apps/server/src/modules/writing-help/ai/offline/offline-writer.ts';
import { ROLE_FAMILIES } from '../apps/server/src/modules/writing-help/ai/offline/families/index.ts';
import { freePort, median, ms, percentile, startProcess, stopProcess, timeRequests, waitForHealth } from './lib.ts';

const GRAMMAR = Number(process.env.GRAMMAR ?? 200);
const GRAMMAR_LONG = Number(process.env.GRAMMAR_LONG ?? 30);
const OFFLINE = Number(process.env.OFFLINE ?? 20_000);
const HTTP = Number(process.env.HTTP ?? 300);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(root, 'bench/AI-RESULTS.md');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const serverEntry = path.join(root, 'apps/server/src/server.ts');

const SUMMARY =
  'Registered nurse with five years of experience in busy surgical wards. I has a strong record of safe ' +
  'medication practice and and clear handovers, and I am known for a calm manner with patients and families. ' +
  'Skilled in wound care, triage and care planning, with a interest in mentoring new nurses.';

/** A summary as the editor checks it: professional terms of the resume and the dictionary, and three problems. */
const SUMMARY_WITH_TERMS =
  'Registered nurse at Kaiser Permanente with five years in a 32-bed ICU, certified in BLS, ACLS and PALS. I has ' +
  'charted in Epic and Cerner, restocked Omnicell and Pyxis cabinets and and trained new nurses on HIPAA, with a ' +
  'interest in telemetry and sepsis protocols.';

/** Resident set size of a process and its descendants (tsx runs the server in a child process), in MiB. */
async function treeRssMiB(pid: number): Promise<number> {
  let kib = 0;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  kib += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  for (const task of await readdir(`/proc/${pid}/task`).catch(() => [] as string[])) {
    const children = await readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '');
    for (const child of children.split(' ').filter(Boolean)) kib += (await treeRssMiB(Number(child))) * 1024;
  }
  return kib / 1024;
}

const mib = (value: number) => `${value.toFixed(1)} MiB`;

// The offline generator in-process: no server, just the phrase bank.
const writer = createOfflineWriter();
const titles = ROLE_FAMILIES.flatMap((family) => [family.role, `Senior ${family.role}`]).concat(
  'Chief Happiness Wizard',
);
const offlineSamples: number[] = [];
for (let i = 0; i < OFFLINE; i += 1) {
  const title = titles[i % titles.length]!;
  const started = performance.now();
  await writer.summaries(title);
  await writer.experienceBullets(title);
  await writer.nextSentences(SUMMARY);
  offlineSamples.push(performance.now() - started);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'vitae-bench-ai-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = startProcess(tsx, [serverEntry], {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  AI_PROVIDER: 'offline',
  AI_RATE_LIMIT_PER_MINUTE: '1000000',
  PASSWORD_HASH_COST: '10',
});

try {
  await waitForHealth(`${base}/api/health`);
  const listenedAt = performance.now();
  const rssAtListen = await treeRssMiB(child.pid!);

  const post = (route: string, body: unknown, token: string) =>
    fetch(`${base}/api/v1/ai/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  const registered = (await (
    await fetch(`${base}/api/v1/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench-ai@example.com', password: 'bench password' }),
    })
  ).json()) as { data: { accessToken: string } };
  const token = registered.data.accessToken;
  const call = async (method: string, route: string, body: unknown) => {
    const response = await fetch(`${base}/api/v1/${route}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${route}: HTTP ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: { _id: string } }).data;
  };

  // The first grammar check starts Harper's process.
  const firstStarted = performance.now();
  const first = await post('grammar', { text: SUMMARY }, token);
  if (!first.ok) throw new Error(`grammar: HTTP ${first.status} ${await first.text()}`);
  const firstCheckMs = performance.now() - firstStarted;
  const harperReadyMs = performance.now() - listenedAt;
  const rssWithHarper = await treeRssMiB(child.pid!);

  // The editor's resume and dictionary: the check reads both each time.
  const { _id: resumeId } = await call('POST', 'users/create-user-resume', { resumeTitle: 'Nurse' });
  await call('PATCH', `users/update-resume-details/${resumeId}`, {
    jobTitle: 'Registered Nurse',
    skills: ['Epic', 'Cerner', 'Pyxis', 'Telemetry', 'Triage'].map((name) => ({ name })),
    experience: [{ title: 'Staff Nurse', companyName: 'Kaiser Permanente', city: 'Oakland', state: 'CA' }],
  });
  for (const word of ['Omnicell', 'Alaris', 'Accu-Chek', 'Medhost', 'Meditech', 'Vocera', 'Kardex', 'SBAR']) {
    await call('POST', 'ai/dictionary', { word });
  }

  const grammarTyped = await timeRequests(() => post('grammar', { text: SUMMARY }, token), GRAMMAR);
  const grammarEditor = await timeRequests(
    () => post('grammar', { text: SUMMARY_WITH_TERMS, resumeId }, token),
    GRAMMAR,
  );
  const text2000 = (SUMMARY + ' ').repeat(8).slice(0, 2000);
  const text5000 = (SUMMARY + ' ').repeat(20).slice(0, 5000);
  const grammar2000 = await timeRequests(() => post('grammar', { text: text2000 }, token), GRAMMAR_LONG);
  const grammar5000 = await timeRequests(() => post('grammar', { text: text5000 }, token), GRAMMAR_LONG);

  // /api/health while four 5,000-character checks queue up on Harper's process.
  const longChecks = Promise.all(Array.from({ length: 4 }, () => post('grammar', { text: text5000 }, token)));
  const healthDuring = await timeRequests(() => fetch(`${base}/api/health`), 50);
  await longChecks;

  const summaryHttp = await timeRequests(() => post('summary', { jobTitle: 'Registered Nurse' }, token), HTTP);
  const bulletsHttp = await timeRequests(() => post('experience-bullets', { positionTitle: 'Chef' }, token), HTTP);
  const rssAfter = await treeRssMiB(child.pid!);

  const row = (name: string, samples: number[]) =>
    `| ${name} | ${samples.length} | ${ms(median(samples))} | ${ms(percentile(samples, 95))} |`;
  const report = `# AI writing help benchmark

\`npx tsx bench/ai.ts\`, ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores (${cpus()[0]?.model.trim()}),
Node ${process.version}. A real server process (\`tsx apps/server/src/server.ts\`, offline provider, PGlite in a
temporary dir), HTTP round trips over loopback one at a time; the grammar check runs Harper (harper.js) in a process
of its own, started by the first check.

| measured | n | p50 | p95 |
| --- | ---: | ---: | ---: |
${row(`grammar check, a typical summary (${SUMMARY.length} characters, 3 problems), HTTP`, grammarTyped)}
${row(`grammar check as the editor sends it: resumeId + dictionary, ${SUMMARY_WITH_TERMS.length} characters with professional terms, HTTP`, grammarEditor)}
${row('grammar check, 2,000 characters, HTTP', grammar2000)}
${row('grammar check, 5,000 characters (the limit), HTTP', grammar5000)}
${row('GET /api/health while four 5,000-character checks queue', healthDuring)}
${row('offline generator in-process (3 summaries + bullets + next sentences)', offlineSamples)}
${row('POST /api/v1/ai/summary, offline, HTTP', summaryHttp)}
${row('POST /api/v1/ai/experience-bullets, offline, HTTP', bulletsHttp)}

- The first grammar check starts Harper's process: it took ${ms(firstCheckMs)} (${ms(harperReadyMs)} after
  /api/health first answered, registering the bench user included). Later checks are the rows above.
- RSS of the process tree (the tsx wrapper, the server and Harper's process): ${mib(rssAtListen)} when
  /api/health first answered, ${mib(rssWithHarper)} with Harper loaded (+${mib(rssWithHarper - rssAtListen)}),
  ${mib(rssAfter)} after the whole run.
`;
  console.log(report);
  await writeFile(RESULTS_FILE, await format(report, { ...(await resolveConfig(RESULTS_FILE)), parser: 'markdown' }));
} finally {
  await stopProcess(child);
  await rm(dataDir, { recursive: true, force: true });
}
