/**
 * PDF rendering, measured in one run on the same resume content: the sample resume of packages/pdf, with the name
 * changed on every render so no cache helps, one render at a time after a warm-up. The engines take turns in
 * ROUNDS rounds, so a machine that speeds up or slows down during the run (a shared VM does) affects them alike;
 * the ratios are given per round and as the median of the rounds.
 *   - ours: @vitae/pdf's renderer (Typst in a worker pool) for every template, and Typst on the main thread
 *   - @react-pdf/renderer renderToBuffer on a comparable single-column document
 *   - Chromium page.pdf (Debian's /usr/bin/chromium through playwright-core) on a comparable HTML page, with one
 *     warm page reused and with a fresh context and page per render
 *   - pdflatex, the seed's engine, one process per PDF on a comparable .tex document (bench/latex-resume.ts)
 * The first three embed the same font (Source Sans 3 from @expo-google-fonts, the font of our `compact` template,
 * which is the one compared head to head); pdflatex cannot embed that TTF and uses Latin Modern (Type 1). Then
 * the RSS of the process and its worker processes around 2,000 renders.
 * Writes bench/PDF-RESULTS.md.
 *
 *   npx tsx bench/pdf-render.ts
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeHtml, type ResumeContent } from '@vitae/schema';
import type { Page } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { createPdfRenderer, readTemplateRegistry, toTemplateData } from '@vitae/pdf';
import { sampleResume } from '@vitae/pdf/sample-resume';
import { createResumeTypstCompiler } from '../packages/pdf/src/typst-compiler.ts';
import { launchBrowser } from '../e2e/chromium.ts';
import { freePort, median, ms, percentile, rssWithChildren, startProcess, stopProcess, waitForHealth } from './lib.ts';
import { pdflatexResume } from './latex-resume.ts';
import { FONT_FILES, type Line, plainResume, reactPdfResume } from './react-pdf-resume.ts';

const HEAD_TO_HEAD = 'compact';
const OURS = Number(process.env.OURS ?? 300);
const REACT_PDF = Number(process.env.REACT_PDF ?? 100);
const CHROMIUM = Number(process.env.CHROMIUM ?? 60);
const HTTP = Number(process.env.HTTP ?? 300);
const PDFLATEX = Number(process.env.PDFLATEX ?? 30);
const COLD = Number(process.env.COLD ?? 5);
const SOAK = Number(process.env.SOAK ?? 2000);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'PDF-RESULTS.md');

let iteration = 0;
/** The sample with a new name each time: the same amount of work, never a cache hit. */
const freshContent = (): ResumeContent => ({ ...sampleResume, fullName: `${sampleResume.fullName} ${++iteration}` });

/** Takes `count` timed samples of `run`, after `warmUp` untimed ones. */
type Sampler = (count: number, warmUp: number) => Promise<number[]>;
const sampler =
  (run: () => Promise<unknown>): Sampler =>
  (count, warmUp) =>
    sample(count, warmUp, run);

async function sample(count: number, warmUp: number, run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < warmUp; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

// ----------------------------------------------------------------------------------------------------------------

/** Our renderer (the worker pool) per template, and Typst compiling on this thread with no pool. */
function setUpOurs(templates: string[]) {
  const renderer = createPdfRenderer({ workers: Math.min(2, availableParallelism()), maxQueue: 64, warmUp: templates });
  const compiler = createResumeTypstCompiler();
  return {
    ready: () => renderer.ready(),
    perTemplate: new Map(
      templates.map((template) => [template, sampler(() => renderer.render(template, freshContent()))]),
    ),
    direct: sampler(async () => compiler.compile(HEAD_TO_HEAD, toTemplateData(freshContent()))),
    /** RSS around `SOAK` renders from four callers at a time, every template in turn; and the throughput. */
    async soak() {
      const run = async (count: number) => {
        const started = performance.now();
        const inFlight = new Set<Promise<unknown>>();
        for (let i = 0; i < count; i += 1) {
          const render = renderer.render(templates[i % templates.length]!, freshContent());
          inFlight.add(render);
          void render.finally(() => inFlight.delete(render));
          if (inFlight.size >= 4) await Promise.race(inFlight);
        }
        await Promise.all(inFlight);
        return count / ((performance.now() - started) / 1000);
      };
      await run(200);
      const rssBefore = rssWithChildren('worker-entry');
      const throughput = await run(SOAK);
      const rssAfter = rssWithChildren('worker-entry');
      return { rssBefore, rssAfter, throughput, stats: renderer.stats() };
    },
    close: () => renderer.close(),
  };
}

async function setUpReactPdf(): Promise<Sampler> {
  const render = await reactPdfResume();
  return sampler(() => render(freshContent()));
}

async function setUpPdflatex() {
  const { render, close } = await pdflatexResume();
  return { sample: sampler(() => render(freshContent())), close };
}

/** Fonts come from a route the page intercepts (no network): https://fonts.bench.local/<face>.ttf. */
function resumeHtml(content: ResumeContent): string {
  const r = plainResume(content);
  const lines = (items: Line[]) =>
    items
      .map((item) => (item.bullet ? `<li>${escapeHtml(item.text)}</li>` : `<p>${escapeHtml(item.text)}</p>`))
      .join('');
  const face = (file: string, weight: number, style: string) =>
    `@font-face { font-family: 'Source Sans 3'; src: url(https://fonts.bench.local/${file}.ttf); font-weight: ${weight}; font-style: ${style}; }`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(r.name)}</title><style>
    ${face('regular', 400, 'normal')} ${face('italic', 400, 'italic')} ${face('bold', 700, 'normal')}
    @page { size: A4; margin: 1.2cm 1.5cm; }
    body { font: 10pt/1.25 'Source Sans 3'; hyphens: none; }
    h1 { font-size: 21pt; text-align: center; margin: 0; }
    .job { text-align: center; font-size: 11pt; } .contact { text-align: center; font-size: 9.5pt; }
    h2 { font-size: 10.5pt; text-transform: uppercase; border-bottom: 0.6pt solid #000; margin: 9pt 0 4pt; }
    .row { display: flex; justify-content: space-between; margin-top: 5pt; }
    .row span:first-child { font-weight: bold; } .row span:last-child { font-style: italic; }
    ul { margin: 2pt 0; padding-left: 14pt; } p { margin: 2pt 0; }
  </style></head><body>
    <h1>${escapeHtml(r.name)}</h1><div class="job">${escapeHtml(r.jobTitle)}</div>
    <div class="contact">${r.contact.map(escapeHtml).join(' | ')}</div>
    <h2>Summary</h2>${lines(r.summary)}
    ${r.sections
      .map(
        (section) =>
          `<h2>${section.title}</h2>` +
          section.entries
            .map(
              (entry) =>
                `<div class="row"><span>${escapeHtml(entry.title)}</span><span>${escapeHtml(entry.date)}</span></div>` +
                `<ul>${lines(entry.lines)}</ul>`,
            )
            .join(''),
      )
      .join('')}
    ${r.lists.map((list) => `<h2>${escapeHtml(list.title)}</h2>${list.items.map((item) => `<p>${escapeHtml(item)}</p>`).join('')}`).join('')}
  </body></html>`;
}

async function setUpChromium() {
  const browser = await launchBrowser();
  const fontRoute = 'https://fonts.bench.local/*.ttf';
  const serveFont = (route: { request(): { url(): string }; fulfill(options: object): Promise<void> }) => {
    const face = path.basename(new URL(route.request().url()).pathname, '.ttf') as keyof typeof FONT_FILES;
    return route.fulfill({ path: FONT_FILES[face], contentType: 'font/ttf' });
  };
  const print = async (page: Page) => {
    await page.setContent(resumeHtml(freshContent()), { waitUntil: 'load' });
    // Runs in the page, where `document` exists.
    await page.evaluate('document.fonts.ready');
    return page.pdf({ format: 'A4', printBackground: true });
  };
  const page = await browser.newPage();
  await page.route(fontRoute, serveFont);
  return {
    warmPage: sampler(() => print(page)),
    // What a server does to keep one user's document away from the next: a fresh context and page per render.
    freshPage: sampler(async () => {
      const context = await browser.newContext();
      try {
        await context.route(fontRoute, serveFont);
        return await print(await context.newPage());
      } finally {
        await context.close();
      }
    }),
    close: () => browser.close(),
  };
}

interface Envelope<T> {
  data: T;
}

/**
 * The whole round trip a user waits for: POST /api/v1/users/generate-resume with fresh content, then GET of the
 * signed link, against the real server (its own process, PGlite in a temporary data dir).
 */
async function setUpHttp(workerIdleSeconds: number) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vitae-bench-pdf-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startProcess(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // One user renders every sample: the per-user quota would refuse most of them.
    RENDER_RATE_LIMIT_PER_MINUTE: '1000000',
    PDF_WORKER_IDLE_SECONDS: String(workerIdleSeconds),
  });
  const clients: ChildProcess[] = [];
  const close = async () => {
    for (const client of clients) client.kill();
    await stopProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${base}/api/health`);
    const post = async <T>(url: string, body: unknown, token?: string): Promise<Envelope<T>> => {
      const response = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
      return (await response.json()) as Envelope<T>;
    };
    const session = await post<{ accessToken: string }>('/api/v1/users/register', {
      email: 'bench@example.com',
      password: 'bench password',
    });
    const token = session.data.accessToken;
    // Harper (grammar) loads in the background once the server listens; let it finish before anything is timed.
    await post('/api/v1/ai/grammar', { text: 'Warming up.' }, token);
    const templateList = (await (await fetch(`${base}/api/v1/admin/get-all-template`)).json()) as Envelope<
      { _id: string; folderName: string }[]
    >;
    const templateId = templateList.data.find((template) => template.folderName === HEAD_TO_HEAD)!._id;
    // The requests come from a client process of its own, as from a browser (see round-trip-client.ts).
    const client = fork(path.join(root, 'bench/round-trip-client.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ROUND_TRIP_BASE: base, ROUND_TRIP_TOKEN: token, ROUND_TRIP_TEMPLATE_ID: templateId },
    });
    clients.push(client);
    await new Promise((resolve, reject) => {
      client.once('message', resolve);
      client.once('exit', (code) => reject(new Error(`round-trip client exited with ${code}`)));
    });
    const ask = (request: { count: number; warmUp?: number; afterIdleMs?: number }) =>
      new Promise<number[]>((resolve, reject) => {
        client.once('message', (answer: { samples?: number[]; error?: string }) =>
          answer.samples ? resolve(answer.samples) : reject(new Error(answer.error)),
        );
        client.send(request);
      });
    const roundTrip: Sampler = (count, warmUp) => ask({ count, warmUp });
    /** Round trips each after the server's worker processes exited idle: a worker's start and its first compile. */
    const afterIdle = (count: number) => ask({ count, afterIdleMs: (workerIdleSeconds + 1.5) * 1000 });
    return { roundTrip, afterIdle, close };
  } catch (error) {
    await close();
    throw error;
  }
}

// ----------------------------------------------------------------------------------------------------------------

const templates = [...(await readTemplateRegistry()).keys()];
const ours = setUpOurs(templates);
const reactPdf = await setUpReactPdf();
const chromium = await setUpChromium();
const pdflatex = await setUpPdflatex();
// The compiled server, as `npm start` runs it (built here, so it is this checkout's code).
execFileSync(process.execPath, [path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/server/build.mjs')], {
  stdio: 'ignore',
});
// The other engines' turns take longer than the 30 s after which an idle worker exits: each round would otherwise
// time a worker's start and its first, cold compiles. Those are measured apart, on a server whose workers exit after
// 1 s idle.
const http = await setUpHttp(3600);
const afterIdle = await (async () => {
  const coldServer = await setUpHttp(1);
  try {
    return await coldServer.afterIdle(COLD);
  } finally {
    await coldServer.close();
  }
})();
console.log(`round trip after the workers exited idle: p50 ${ms(median(afterIdle))} (${afterIdle.map(ms).join(', ')})`);
await ours.ready();

/** Every sample of each engine, and each round's median per engine. */
const engines = ['http', 'direct', 'reactPdf', 'warmPage', 'freshPage', 'pdflatex', ...templates] as const;
type Engine = (typeof engines)[number];
const samples = new Map<Engine, number[]>(engines.map((engine) => [engine, []]));
const roundMedians: Map<Engine, number>[] = [];
const perRound = (total: number) => Math.max(1, Math.round(total / ROUNDS));
let soaked: Awaited<ReturnType<typeof ours.soak>>;
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    const first = round === 0;
    const taken = new Map<Engine, number[]>([
      ['http', await http.roundTrip(perRound(HTTP), first ? 20 : 3)],
      ...templates.map((template): [Engine, number[]] => [template, []]),
      ['direct', await ours.direct(perRound(OURS), first ? 30 : 3)],
      ['reactPdf', await reactPdf(perRound(REACT_PDF), first ? 10 : 2)],
      ['warmPage', await chromium.warmPage(perRound(CHROMIUM), first ? 5 : 1)],
      ['freshPage', await chromium.freshPage(perRound(CHROMIUM), first ? 5 : 1)],
      ['pdflatex', await pdflatex.sample(perRound(PDFLATEX), first ? 2 : 1)],
    ]);
    for (const template of templates) {
      taken.set(template, await ours.perTemplate.get(template)!(perRound(OURS), first ? 30 : 3));
    }
    for (const [engine, values] of taken) samples.get(engine)!.push(...values);
    roundMedians.push(new Map([...taken].map(([engine, values]) => [engine, median(values)])));
    console.log(
      `round ${round + 1}/${ROUNDS}: ${[...taken].map(([engine, values]) => `${engine} ${ms(median(values))}`).join(', ')}`,
    );
  }
  soaked = await ours.soak();
} finally {
  await Promise.allSettled([ours.close(), chromium.close(), pdflatex.close(), http.close()]);
}

const all = (engine: Engine) => samples.get(engine)!;
const row = (name: string, engine: Engine) =>
  `| ${name} | ${all(engine).length} | ${ms(median(all(engine)))} | ${ms(percentile(all(engine), 95))} |`;
/** How many times faster `ours` is than `other`: each round's ratio of medians, and the median of those. */
const ratios = (ours: Engine, other: Engine) => {
  const each = roundMedians.map((medians) => medians.get(other)! / medians.get(ours)!);
  return { median: median(each).toFixed(1), each: each.map((ratio) => ratio.toFixed(1)).join(', ') };
};
const said = (ours: Engine, other: Engine) => {
  const { median: middle, each } = ratios(ours, other);
  return `${middle}x (rounds: ${each})`;
};
const growth = soaked.rssAfter - soaked.rssBefore;

const report = `# PDF rendering benchmark

\`npx tsx bench/pdf-render.ts\`, ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}),
Node ${process.version}. The sample resume of packages/pdf with the name changed on every render (no cache
hits), one render at a time after a warm-up; ours, react-pdf and Chromium embed Source Sans 3 (the \`${HEAD_TO_HEAD}\`
template's font); pdflatex cannot embed that TTF and uses Latin Modern (Type 1), which if anything favours it.
The engines take turns in ${ROUNDS} rounds, so a change in the machine's speed during the run touches them alike.

| engine | renders | p50 | p95 |
| --- | ---: | ---: | ---: |
${row(`Vitae HTTP round trip: generate-resume + GET the PDF link, \`${HEAD_TO_HEAD}\`, compiled server, client in a process of its own`, 'http')}
${row(`@vitae/pdf renderer, \`${HEAD_TO_HEAD}\` (Typst, worker pool)`, HEAD_TO_HEAD)}
${row(`Typst compile on the main thread, \`${HEAD_TO_HEAD}\` (no pool)`, 'direct')}
${row('@react-pdf/renderer renderToBuffer', 'reactPdf')}
${row('Chromium page.pdf, one warm page reused', 'warmPage')}
${row('Chromium page.pdf, new context and page per render', 'freshPage')}
${row('pdflatex, one process per PDF (the seed)', 'pdflatex')}
${templates
  .filter((template) => template !== HEAD_TO_HEAD)
  .map((template) => row(`@vitae/pdf renderer, \`${template}\``, template))
  .join('\n')}

Times faster, as the median of the rounds' ratios of medians:

- The HTTP round trip is ${said('http', 'reactPdf')} faster than @react-pdf/renderer's render alone,
  ${said('http', 'warmPage')} faster than Chromium with a reused page and ${said('http', 'freshPage')} faster than
  Chromium with a page per render (neither of those counts any HTTP).
- The HTTP round trip is ${said('http', 'pdflatex')} faster than pdflatex (the seed's engine, its render alone).
- The round trip's requests come from a client process of its own (\`bench/round-trip-client.ts\`), as from a
  browser; from the bench's own process, which holds react-pdf, Chromium's connection and a worker pool, they took
  ~1 ms more.
- The server's worker processes stay up through this run (PDF_WORKER_IDLE_SECONDS=3600). By default one exits after
  30 s idle; the round trip after that, which starts a worker and compiles cold, took ${ms(median(afterIdle))} p50 over
  ${afterIdle.length} tries (${afterIdle.map(ms).join(', ')}), on a server whose workers exit after 1 s idle.
- Our renderer is ${said(HEAD_TO_HEAD, 'reactPdf')} faster than @react-pdf/renderer, ${said(HEAD_TO_HEAD, 'warmPage')} faster than
  Chromium with a reused page and ${said(HEAD_TO_HEAD, 'freshPage')} faster than Chromium with a page per render.
- Our renderer is ${said(HEAD_TO_HEAD, 'pdflatex')} faster than pdflatex.
- Memory: RSS (this process and its worker processes) ${mib(soaked.rssBefore)} after warm-up and ${mib(soaked.rssAfter)} after
  ${SOAK} more renders (${growth >= 0 ? '+' : ''}${mib(growth)}), with the PDF cache full (${soaked.stats.cacheEntries} entries).
- Throughput with ${soaked.stats.workers} workers and 4 renders in flight: ${soaked.throughput.toFixed(0)} renders/s.
`;

console.log(report);
await writeFile(RESULTS_FILE, await format(report, { ...(await resolveConfig(RESULTS_FILE)), parser: 'markdown' }));
