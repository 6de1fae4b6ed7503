/**
 * The live preview's four goals, in ONE run, side by side for the editor's two ways of drawing the pages:
 *  (a) today's server path: POST /api/v1/users/preview-resume answers Typst's SVG of the draft (the editor does this
 *      when `localStorage['vitae:preview-engine'] = 'server'`);
 *  (b) the preview engine: Typst compiled in the browser, in a Web Worker (apps/web/src/lib/typst-preview/), once
 *      it is ready (the server draws until then).
 *
 *  1. Last keystroke of a burst of typing → new pages painted (p50, p95) in Debian's Chromium, for the sample resume
 *     (one page) and a three-page one, over loopback and on a phone's network (CDP
 *     Network.emulateNetworkConditions: 150 ms, 1.6 Mbit/s down, 750 kbit/s up). Path (b) is measured only once the
 *     engine drew the pages (they are a `group` with a text layer; the server's are an `img`), and every burst must
 *     be drawn by the path measured.
 *  2. Bytes on the wire per edit (both directions, headers included), from CDP Network events of the page and of
 *     its workers: every request an edit causes, apart from the autosave's PATCH (the same for both paths, reported
 *     on its own).
 *  3. First render after opening the editor with a cold HTTP cache (a new Chromium profile on disk, whose cache
 *     keeps the engine's wasm as a user's browser does): navigation → first page painted (either path) and, for (b),
 *     → pages drawn by the engine, with every byte loaded until then (the engine's one-time download: wasm, fonts,
 *     template); then the same warm (a second navigation, HTTP cache). The server has a render worker running.
 *  4. Server CPU per edit: every thread of the server process and of its render workers (scripts/start.mjs runs the
 *     compiled server in the process this script starts; the renders run in processes it forks), from the keystroke
 *     to the painted pages, and for the whole edit with its autosave; the server's access log says which requests it
 *     served meanwhile. Then many typists at once: for (a) autocannon drives POST preview-resume (each connection
 *     one user, as previews are queued per user) at 50 and 500 connections; (b) sends the server no request per
 *     edit, so a typist costs it the one-time download only.
 *
 * The app runs as `npm start` runs it (compiled server, built web app: run `npm run build` first if either is out
 * of date, or the first start builds them) on a fresh PGlite data dir. The paths and networks take turns within each
 * run, so a machine that speeds up or slows down affects both alike.
 *
 *   npx tsx bench/preview-browser.ts            (RUNS=3 SAMPLES=12 LOAD_SECONDS=15 by default)
 *   ONLY=first npx tsx bench/preview-browser.ts (goal 3 alone)
 */
import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { sampleResume } from '@vitae/pdf/sample-resume';
import type { ResumeContent } from '@vitae/schema';
import { launchBrowser, launchPersistentContext } from '../e2e/chromium.ts';
import {
  cpuBetween,
  freePort,
  median,
  percentile,
  startProcess,
  stopProcess,
  treeTaskCpu,
  waitForHealth,
} from './lib.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const SAMPLES = Number(process.env.SAMPLES ?? 12);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 15);
/** `ONLY=first`: goal 3 alone (the first render, cold and warm), for working on it; prints no summary table. */
const FIRST_ONLY = process.env.ONLY === 'first';
/** `TRACE=1`: prints each first render's timeline (navigation, scripts, requests, paints; Resource Timing). */
const TRACE = process.env.TRACE === '1';
/** Bursts typed before the measured ones: the first renders warm the worker, the JIT and the caches. */
const WARMUP = 3;
const TYPISTS = [50, 500];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const GOALS = { loopbackMs: 100, throttledMs: 350, bytesPerEdit: 15 * 1024, firstRenderMs: 1000, cpuPerEditMs: 3 };
/** A phone's network, as in e2e/preview-engine.test.ts. */
const THROTTLED = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const LOOPBACK = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

type PreviewPath = 'server' | 'engine';
type Network = 'loopback' | 'throttled';
type Size = 'one page' | 'three pages';
const PATHS: PreviewPath[] = ['server', 'engine'];
const NETWORKS: Network[] = ['loopback', 'throttled'];
const SIZES: Size[] = ['one page', 'three pages'];
const PATH_NAME: Record<PreviewPath, string> = { server: '(a) server SVG', engine: '(b) browser engine' };
/** The role the first page has when this path drew it. */
const ROLE: Record<PreviewPath, 'img' | 'group'> = { server: 'img', engine: 'group' };

const { _id: _sampleId, ...sample } = sampleResume as typeof sampleResume & { _id?: string };
/** The sample's jobs four times and its projects three times: three pages in the classic template (as in bench/preview-options.ts). */
const threePages: ResumeContent = {
  ...sample,
  experience: [
    ...sample.experience,
    ...sample.experience.map((job) => ({ ...job, companyName: `${job.companyName} (contract)` })),
    ...sample.experience.map((job) => ({ ...job, companyName: `${job.companyName} (earlier)` })),
    ...sample.experience.map((job) => ({ ...job, companyName: `${job.companyName} (first)` })),
  ],
  projects: [...sample.projects, ...sample.projects, ...sample.projects],
};
const CONTENT: Record<Size, ResumeContent> = { 'one page': sample, 'three pages': threePages };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(2)} MB`;
const msText = (value: number) => `${value.toFixed(0)} ms`;
const mark = (ok: boolean) => (ok ? '✓' : '✗');

declare global {
  interface Window {
    /** Resolves with the ms from the last keystroke on the field (`keydown`, `input`) to the frame after the pages changed. */
    measureRedraw(field: string, typed: string): Promise<{ ms: number; role: string | null }>;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The server, with its access log read as it is written.

interface AccessLine {
  time: number;
  method: string;
  url: string;
  statusCode: number;
  /** ms the server took to answer (its access log's responseTime). */
  responseTime?: number;
}

interface Server {
  base: string;
  pid: number;
  child: ChildProcess;
  /** "request completed" lines of the access log (LOG_LEVEL info), when logged. */
  log: AccessLine[];
  dataDir: string;
}

async function startServer(env: Record<string, string>, { logRequests }: { logRequests: boolean }): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitae-preview-bench-'));
  const port = await freePort();
  const child = startProcess(
    'node',
    [path.join(root, 'scripts/start.mjs')],
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: logRequests ? 'info' : 'warn', ...env },
    { stdout: logRequests ? 'pipe' : 'ignore' },
  );
  const log: AccessLine[] = [];
  if (child.stdout) {
    createInterface({ input: child.stdout }).on('line', (text) => {
      if (!text.startsWith('{')) return;
      try {
        const line = JSON.parse(text) as Partial<AccessLine> & { msg?: string };
        if (line.msg === 'request completed')
          log.push({
            time: typeof line.time === 'number' ? line.time : Date.now(),
            method: String(line.method),
            url: String(line.url),
            statusCode: Number(line.statusCode),
            ...(typeof line.responseTime === 'number' ? { responseTime: line.responseTime } : {}),
          });
      } catch {
        // not a log line
      }
    });
  }
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(`${base}/api/health`, 300_000);
  if (child.pid === undefined) throw new Error('the server did not start');
  return { base, pid: child.pid, child, log, dataDir };
}

async function stopServer(server: Server): Promise<void> {
  await stopProcess(server.child);
  rmSync(server.dataDir, { recursive: true, force: true });
}

async function call<T = Record<string, unknown>>(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url}: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const isPreviewRequest = (url: string) => url.includes('/api/v1/users/preview-resume');
const isAutosave = (method: string, url: string) =>
  method === 'PATCH' && url.includes('/api/v1/users/update-resume-details/');

// ---------------------------------------------------------------------------------------------------------------
// The wire: every request of a page and of its workers, with its bytes, from CDP Network events.

interface WireRequest {
  url: string;
  method: string;
  /** Date.now() when the request was about to be sent. */
  started: number;
  /** Request line, headers (the ones sent, when Chromium reports them) and body. */
  sent: number;
  headerBytes: number;
  /** What came back on the wire: headers and the encoded (compressed) body; 0 from the HTTP cache. */
  received: number;
  done: boolean;
  /** Date.now() of its latest event. */
  lastEvent: number;
}

/**
 * A request with no news for this long is not waited for: a module worker's own script can start before its
 * DevTools target exists, so nobody hears it finish (a throttled download reports every chunk it receives).
 */
const STALE_MS = 5000;

type Params = Record<string, unknown> & { requestId?: string };

const headerSize = (headers: Record<string, unknown>) =>
  Object.entries(headers).reduce((sum, [name, value]) => sum + Buffer.byteLength(`${name}: ${String(value)}\r\n`), 2);

/**
 * Chromium reports a dedicated worker's requests to the worker's own DevTools target, not the page's: the page's
 * session attaches to its workers (the older, non-flat way, so their messages arrive as events of this session) and
 * enables Network in each before it runs. Throttling set on the page applies to its workers' requests too.
 */
class Wire {
  readonly requests = new Map<string, WireRequest>();
  private workerMessageId = 1;

  private constructor(readonly cdp: CDPSession) {}

  static async attach(context: BrowserContext, page: Page): Promise<Wire> {
    const cdp = await context.newCDPSession(page);
    const wire = new Wire(cdp);
    const events = [
      'Network.requestWillBeSent',
      'Network.requestWillBeSentExtraInfo',
      'Network.responseReceived',
      'Network.dataReceived',
      'Network.loadingFinished',
      'Network.loadingFailed',
    ] as const;
    for (const event of events) cdp.on(event, (params) => wire.handle(event, params as unknown as Params));
    cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
      const toTarget = (method: string, params: Record<string, unknown> = {}) =>
        cdp
          .send('Target.sendMessageToTarget', {
            sessionId,
            message: JSON.stringify({ id: wire.workerMessageId++, method, params }),
          })
          .catch(() => undefined);
      void (async () => {
        if (targetInfo.type === 'worker') await toTarget('Network.enable', { maxPostDataSize: 10_000_000 });
        await toTarget('Runtime.runIfWaitingForDebugger');
      })();
    });
    cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
      const parsed = JSON.parse(message) as { method?: string; params?: Params };
      if (parsed.method?.startsWith('Network.') && parsed.params) wire.handle(parsed.method, parsed.params);
    });
    await cdp.send('Network.enable', { maxPostDataSize: 10_000_000 });
    await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
    return wire;
  }

  private handle(event: string, params: Params): void {
    const id = params.requestId;
    if (!id) return;
    const known = this.requests.get(id);
    if (known) known.lastEvent = Date.now();
    switch (event) {
      case 'Network.requestWillBeSent': {
        const request = params.request as {
          url: string;
          method: string;
          headers: Record<string, unknown>;
          postData?: string;
          postDataEntries?: { bytes?: string }[];
        };
        if (!/^https?:/.test(request.url)) return;
        if (known && !params.redirectResponse) return; // the page and a worker both reported it
        const url = new URL(request.url);
        const body =
          request.postData !== undefined
            ? Buffer.byteLength(request.postData)
            : (request.postDataEntries ?? []).reduce(
                (sum, entry) => sum + Buffer.from(entry.bytes ?? '', 'base64').byteLength,
                0,
              );
        const headerBytes = known?.headerBytes ?? headerSize(request.headers);
        const line = Buffer.byteLength(`${request.method} ${url.pathname}${url.search} HTTP/1.1\r\n`);
        this.requests.set(id, {
          url: request.url,
          method: request.method,
          started: known?.started ?? Date.now(),
          sent: (known && params.redirectResponse ? known.sent : 0) + line + headerBytes + body,
          headerBytes,
          received: known?.received ?? 0,
          done: false,
          lastEvent: Date.now(),
        });
        return;
      }
      case 'Network.requestWillBeSentExtraInfo': {
        // The headers actually sent (cookies included): they replace the estimate.
        const exact = headerSize(params.headers as Record<string, unknown>);
        if (known) {
          known.sent += exact - known.headerBytes;
          known.headerBytes = exact;
        }
        return;
      }
      case 'Network.loadingFinished': {
        if (!known) return;
        known.received = Math.max(known.received, Number(params.encodedDataLength ?? 0));
        known.done = true;
        return;
      }
      case 'Network.loadingFailed':
        if (known) known.done = true;
    }
  }

  inFlight(): number {
    const now = Date.now();
    return [...this.requests.values()].filter((request) => !request.done && now - request.lastEvent < STALE_MS).length;
  }

  /** Until no request is in flight (or `timeoutMs` passed: a request that never finishes is left). */
  async idle(timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.inFlight() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  }

  between(from: number, to: number): WireRequest[] {
    return [...this.requests.values()].filter((request) => request.started >= from && request.started <= to);
  }

  setNetwork(network: Network): Promise<unknown> {
    return this.cdp.send('Network.emulateNetworkConditions', network === 'throttled' ? THROTTLED : LOOPBACK);
  }
}

const wireBytes = (requests: WireRequest[]) =>
  requests.reduce((sum, request) => sum + request.sent + request.received, 0);

// ---------------------------------------------------------------------------------------------------------------
// The page: signed in, the preview path chosen, the first paints and each redraw timed in the page.

function initScript(session: Session, previewPath: PreviewPath): string {
  // A string, not a function: tsx compiles functions with helpers (`__name`) that do not exist in the page.
  return `
    localStorage.setItem('accessToken', ${JSON.stringify(session.accessToken)});
    localStorage.setItem('refreshToken', ${JSON.stringify(session.refreshToken)});
    ${previewPath === 'server' ? "localStorage.setItem('vitae:preview-engine', 'server');" : "localStorage.removeItem('vitae:preview-engine');"}
    const regionOf = () => document.querySelector('[aria-label="Resume preview"]');
    // Every page frame holds its drawing (the server's glyph paths, the engine's paths and uses of its glyphs).
    const allDrawn = (region) => {
      const frames = [...region.querySelectorAll('[data-render]')];
      return frames.length > 0 && frames.every((frame) => frame.querySelector('svg path, svg use'));
    };
    // navigation → the first frame produced after page 1 was drawn, per role (img: the server's, group: the engine's).
    const paints = (window.__paints = {});
    const firstPaints = new MutationObserver(() => {
      const region = regionOf();
      const first = region && region.querySelector('[data-render][aria-label^="Page 1 of"]');
      if (!first) return;
      const role = first.getAttribute('role');
      if (paints['seen ' + role] || !allDrawn(region)) return;
      paints['seen ' + role] = true;
      requestAnimationFrame(() =>
        setTimeout(() => {
          paints[role] = performance.now();
          if (paints.any === undefined) paints.any = paints[role];
        }, 0),
      );
      if (role === 'group') firstPaints.disconnect();
    });
    firstPaints.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-render', 'role'] });

    // Resolves on the first redraw after the burst's last keystroke.
    window.measureRedraw = (field, typed) =>
      new Promise((resolve, reject) => {
        const selector = 'input[name="' + field + '"]';
        const region = regionOf();
        // The burst is over once every key typed has come down (a space at the end of the field may change
        // nothing, and fire no input). Heard on the document: the editor may put a new element in the field's place.
        let keys = 0;
        let lastInput = 0;
        const onInput = (event) => {
          if (!event.target.matches(selector)) return;
          lastInput = performance.now();
          if (event.type === 'keydown') keys++;
        };
        document.addEventListener('keydown', onInput, true);
        document.addEventListener('input', onInput, true);
        // Only newly drawn pages count (a page frame given a new render, or pages added), not the status line.
        const isPage = (node) => Boolean(node.querySelector) && Boolean(node.matches('[data-render]') || node.querySelector('[data-render]'));
        const observer = new MutationObserver((mutations) => {
          const painted = mutations.some((mutation) =>
            mutation.type === 'attributes' ? mutation.attributeName === 'data-render' : [...mutation.addedNodes].some(isPage),
          );
          if (!lastInput || !painted || keys < typed.length) return;
          // Pages drawn with a text layer (the engine's) count only once they show the text as typed last: the
          // render of an earlier keystroke may land after the last one (as the server path's cannot, its pause
          // being longer than the keystrokes' gaps).
          const squeezed = (text) => text.replace(/\\s+/g, '').toLowerCase();
          if (region.querySelector('[data-render][role="group"]') && !squeezed(region.textContent).includes(squeezed(document.querySelector(selector).value))) return;
          observer.disconnect();
          document.removeEventListener('keydown', onInput, true);
          document.removeEventListener('input', onInput, true);
          // The frame that shows the new pages: after the next animation frame has been produced. A page frame
          // without its drawing is not a paint: the run fails instead of timing it.
          requestAnimationFrame(() =>
            setTimeout(() => {
              const first = region.querySelector('[data-render][aria-label^="Page 1 of"]');
              if (!first || !allDrawn(region)) reject(new Error('page not drawn'));
              else resolve({ ms: performance.now() - lastInput, role: first.getAttribute('role') });
            }, 0),
          );
        });
        observer.observe(region, { subtree: true, attributes: true, attributeFilter: ['data-render'], childList: true });
        // A redraw that never comes fails the run instead of stalling it.
        setTimeout(() => reject(new Error('no redraw within 30 s of the burst')), 30000);
      });
  `;
}

const editUrl = (resumeId: string) => `/dashboard/resume/${resumeId}/edit`;

/** Waits until the first page is drawn by this path (for the engine: once it is ready and redrew the pages). */
const pagesDrawnBy = (page: Page, previewPath: PreviewPath) =>
  page
    .getByRole('region', { name: 'Resume preview' })
    .getByRole(ROLE[previewPath], { name: /^Page 1 of / })
    .waitFor({ timeout: 180_000 });

// ---------------------------------------------------------------------------------------------------------------
// Goals 1, 2 and 4: bursts of typing.

interface Burst {
  latency: number;
  /** Every request of the edit but the autosave, both directions. */
  previewBytes: number;
  autosaveBytes: number;
  /** Preview requests the browser sent / the server logged for this edit. */
  previewRequests: number;
  previewRequestsLogged: number;
  autosavesLogged: number;
  requestsLogged: number;
  /** Server CPU from the burst's first keystroke to the painted pages, and to the end of the edit's autosave. */
  cpuToPaint: number;
  cpuWhole: number;
  msToPaint: number;
  msWhole: number;
}

async function typeBursts(page: Page, wire: Wire, server: Server, previewPath: PreviewPath): Promise<Burst[]> {
  const field = page.locator('input[name="jobTitle"]');
  await field.click();
  await page.keyboard.press('End');
  const bursts: Burst[] = [];
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    await wire.idle();
    const cpuStart = treeTaskCpu(server.pid);
    const start = Date.now();
    // A burst of typing: three characters 40 ms apart, the way a word ends.
    const typed = ` ${String.fromCharCode(97 + (i % 26))}${i % 10}`;
    // Listening before the first key goes down (an evaluate not waited for may run after it).
    await page.evaluate(`window.redrawn = window.measureRedraw("jobTitle", ${JSON.stringify(typed)}); 0`);
    await page.keyboard.type(typed, { delay: 40 });
    const { ms: latency, role } = (await page.evaluate('window.redrawn')) as Awaited<
      ReturnType<Window['measureRedraw']>
    >;
    const painted = Date.now();
    const cpuPainted = treeTaskCpu(server.pid);
    if (role !== ROLE[previewPath]) throw new Error(`${PATH_NAME[previewPath]}: burst ${i} was drawn as ${role}`);
    // The autosave of this burst (1 s after the last change) goes by before the next.
    await page.waitForTimeout(1200);
    await wire.idle();
    // What the server does after answering (the autosave's History snapshot) belongs to this edit, not the next.
    await page.waitForTimeout(300);
    const end = Date.now();
    const cpuEnd = treeTaskCpu(server.pid);
    if (i < WARMUP) continue;
    const requests = wire.between(start, end);
    const logged = server.log.filter((line) => line.time >= start && line.time <= end);
    bursts.push({
      latency,
      previewBytes: wireBytes(requests.filter((request) => !isAutosave(request.method, request.url))),
      autosaveBytes: wireBytes(requests.filter((request) => isAutosave(request.method, request.url))),
      previewRequests: requests.filter((request) => isPreviewRequest(request.url)).length,
      previewRequestsLogged: logged.filter((line) => isPreviewRequest(line.url)).length,
      autosavesLogged: logged.filter((line) => isAutosave(line.method, line.url)).length,
      requestsLogged: logged.length,
      cpuToPaint: cpuBetween(cpuStart, cpuPainted),
      cpuWhole: cpuBetween(cpuStart, cpuEnd),
      msToPaint: painted - start,
      msWhole: end - start,
    });
  }
  return bursts;
}

/** The server's CPU (ms per second) while nothing is asked of it. */
async function idleCpuRate(server: Server, wire: Wire): Promise<number> {
  await wire.idle();
  const before = treeTaskCpu(server.pid);
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return cpuBetween(before, treeTaskCpu(server.pid)) / ((Date.now() - started) / 1000);
}

// ---------------------------------------------------------------------------------------------------------------
// Goal 3: the first render.

interface FirstRender {
  /** Navigation → first page painted by either path. */
  any: number;
  /** Navigation → pages drawn by the engine. */
  engine?: number;
  bytes: number;
  parts: Record<string, number>;
}

function partOf(url: string): string {
  if (url.endsWith('.wasm')) return 'wasm';
  if (url.includes('/api/v1/preview-fonts')) return 'fonts';
  if (url.includes('/api/v1/users/preview-template')) return 'template';
  if (isPreviewRequest(url)) return 'server preview';
  return 'app';
}

/** Waits (at most 10 s) until this script, its browser and its server spent under 10% of one core for 500 ms. */
async function untilIdle(): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const before = treeTaskCpu(process.pid);
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (cpuBetween(before, treeTaskCpu(process.pid)) < 50) return;
  }
}

/** The first render's timeline, ms from navigation: when each request started and ended, and the paints. */
async function timeline(page: Page): Promise<string> {
  const entries = (await page.evaluate(`(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const rows = [['document', 0, nav.responseEnd], ['DOMContentLoaded', nav.domContentLoadedEventStart, nav.domContentLoadedEventEnd]];
    for (const entry of performance.getEntriesByType('resource'))
      rows.push([entry.name.replace(location.origin, ''), entry.startTime, entry.responseEnd]);
    for (const [role, at] of Object.entries(window.__paints)) if (typeof at === 'number') rows.push(['painted: ' + role, at, at]);
    return rows;
  })()`)) as [string, number, number][];
  return entries
    .sort((a, b) => a[1] - b[1])
    .map(([name, start, end]) => `  ${start.toFixed(0).padStart(5)} → ${end.toFixed(0).padStart(5)} ms  ${name}`)
    .join('\n');
}

async function firstRenders(
  server: Server,
  session: Session,
  resumeId: string,
  previewPath: PreviewPath,
): Promise<{ cold: FirstRender; warm: FirstRender }> {
  // A new profile on disk: an empty HTTP cache, kept between the two navigations as a user's browser keeps it.
  const profile = mkdtempSync(path.join(tmpdir(), 'vitae-preview-profile-'));
  const context = await launchPersistentContext(profile, {
    baseURL: server.base,
    viewport: { width: 1440, height: 900 },
  });
  try {
    await context.addInitScript(initScript(session, previewPath));
    const page = context.pages()[0] ?? (await context.newPage());
    const wire = await Wire.attach(context, page);
    // A user opens the editor in a browser already running: a new profile's Chromium keeps both cores of this
    // machine busy for about a second after it launched (~1.1 s of CPU), which is not the app's first render.
    await untilIdle();
    const once = async (): Promise<FirstRender> => {
      const from = Date.now();
      const cpuBefore = TRACE ? { all: treeTaskCpu(process.pid), server: treeTaskCpu(server.pid) } : undefined;
      await page.goto(editUrl(resumeId));
      const done = previewPath === 'engine' ? 'group' : 'any';
      // Polled from here: the app's Content-Security-Policy refuses waitForFunction's evaluation of a string.
      const deadline = Date.now() + 180_000;
      while (!(await page.evaluate(`Boolean(window.__paints && window.__paints.${done} !== undefined)`))) {
        if (Date.now() > deadline) throw new Error(`${PATH_NAME[previewPath]}: no first render within 180 s`);
        await page.waitForTimeout(50);
      }
      await wire.idle();
      const paints = (await page.evaluate('window.__paints')) as Record<string, number>;
      if (TRACE) {
        const all = cpuBetween(cpuBefore!.all, treeTaskCpu(process.pid));
        const onServer = cpuBetween(cpuBefore!.server, treeTaskCpu(server.pid));
        console.log(
          `  CPU until idle: ${all.toFixed(0)} ms in all, server ${onServer.toFixed(0)} ms (${Date.now() - from} ms)`,
        );
        console.log(await timeline(page));
        for (const line of server.log.filter((each) => each.time >= from))
          console.log(`  server: ${line.method} ${line.url} ${line.statusCode} in ${line.responseTime?.toFixed(1)} ms`);
      }
      const requests = wire.between(from, Date.now());
      const parts: Record<string, number> = {};
      for (const request of requests)
        parts[partOf(request.url)] = (parts[partOf(request.url)] ?? 0) + request.sent + request.received;
      return {
        any: paints.any!,
        ...(previewPath === 'engine' ? { engine: paints.group! } : {}),
        bytes: wireBytes(requests),
        parts,
      };
    };
    const cold = await once();
    const warm = await once();
    return { cold, warm };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// One run: both paths, both resumes, both networks, then the first renders.

interface Session {
  accessToken: string;
  refreshToken: string;
}

type Key = `${PreviewPath}|${Size}|${Network}`;
const results = {
  bursts: new Map<Key, Burst[][]>(),
  idleRate: new Map<PreviewPath, number[]>(),
  first: new Map<PreviewPath, { cold: FirstRender; warm: FirstRender }[]>(),
};
const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => map.set(key, [...(map.get(key) ?? []), value]);

async function oneRun(run: number, browser: Browser): Promise<void> {
  const server = await startServer({}, { logRequests: true });
  try {
    const session = await call<Session>(server.base, 'POST', '/api/v1/users/register', {
      fullName: 'Bench Mark',
      email: `preview-bench-${run}@example.com`,
      password: 'preview bench password',
    });
    const resumes = {} as Record<Size, string>;
    for (const size of SIZES) {
      const created = await call(
        server.base,
        'POST',
        '/api/v1/users/create-user-resume',
        { resumeTitle: `Bench, ${size}` },
        session.accessToken,
      );
      resumes[size] = String(created._id);
      await call(
        server.base,
        'PATCH',
        `/api/v1/users/update-resume-details/${resumes[size]}`,
        CONTENT[size],
        session.accessToken,
      );
    }

    // Odd runs start with the server path, even runs with the engine.
    for (const previewPath of FIRST_ONLY ? [] : run % 2 ? PATHS : [...PATHS].reverse()) {
      const context = await browser.newContext({ baseURL: server.base, viewport: { width: 1440, height: 900 } });
      try {
        await context.addInitScript(initScript(session, previewPath));
        const page = await context.newPage();
        page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
        const wire = await Wire.attach(context, page);
        for (const size of SIZES) {
          await wire.setNetwork('loopback');
          await page.goto(editUrl(resumes[size]));
          await pagesDrawnBy(page, previewPath);
          if (size === 'one page') push(results.idleRate, previewPath, await idleCpuRate(server, wire));
          for (const network of run % 2 ? NETWORKS : [...NETWORKS].reverse()) {
            await wire.setNetwork(network);
            const bursts = await typeBursts(page, wire, server, previewPath);
            push(results.bursts, `${previewPath}|${size}|${network}` as Key, bursts);
            const latencies = bursts.map((burst) => burst.latency);
            console.log(
              `run ${run} ${PATH_NAME[previewPath]}, ${size}, ${network}: keystroke → painted p50 ` +
                `${msText(median(latencies))}, p95 ${msText(percentile(latencies, 95))}; per edit ` +
                `${kb(median(bursts.map((burst) => burst.previewBytes)))} + autosave ` +
                `${kb(median(bursts.map((burst) => burst.autosaveBytes)))}, server CPU to paint ` +
                `${(sum(bursts, 'cpuToPaint') / bursts.length).toFixed(2)} ms (whole edit ` +
                `${(sum(bursts, 'cpuWhole') / bursts.length).toFixed(2)} ms), preview requests ` +
                `${sum(bursts, 'previewRequests')} sent / ${sum(bursts, 'previewRequestsLogged')} served`,
            );
          }
        }
      } finally {
        await context.close();
      }
    }

    // Last, so the server's own first-time work (its JIT, the fonts compressed once) is behind it.
    for (const previewPath of PATHS) {
      // The server's render workers stop after 30 s without a render (PDF_WORKER_IDLE_SECONDS): one preview first,
      // and each request the editor opens with asked once (a process's first answer of a route builds its
      // serializer: ~190 ms for get-user-resume), so the first render measures the browser's cold start, not the
      // server's, as on a server in use.
      await call(server.base, 'POST', '/api/v1/users/preview-resume', sample, session.accessToken);
      for (const url of ['/api/v1/users/current-user', `/api/v1/users/get-user-resume/${resumes['one page']}`])
        await call(server.base, 'GET', url, undefined, session.accessToken);
      await call(server.base, 'GET', '/api/v1/admin/get-all-template');
      const first = await firstRenders(server, session, resumes['one page'], previewPath);
      push(results.first, previewPath, first);
      const show = (label: string, render: FirstRender) =>
        `${label} ${msText(render.any)}${render.engine === undefined ? '' : ` (engine-drawn ${msText(render.engine)})`}, ` +
        `${mb(render.bytes)} [${Object.entries(render.parts)
          .map(([part, bytes]) => `${part} ${kb(bytes)}`)
          .join(', ')}]`;
      console.log(
        `run ${run} ${PATH_NAME[previewPath]} first render: ${show('cold', first.cold)}; ${show('warm', first.warm)}`,
      );
    }
  } finally {
    await stopServer(server);
  }
}

const sum = <T>(items: T[], key: { [K in keyof T]: T[K] extends number ? K : never }[keyof T]) =>
  items.reduce((total, item) => total + (item[key] as number), 0);

// ---------------------------------------------------------------------------------------------------------------
// Goal 4 at scale: many typists asking the server for previews at once.

interface Load {
  typists: number;
  previewsPerSecond: number;
  p50: number;
  p99: number;
  /** Server CPU over the run divided by the previews answered (NaN when none was). */
  cpuPerPreview: number;
  ok: number;
  /** Answers other than 2xx by status, errors and timeouts. */
  failed: Record<string, number>;
}

async function typists(): Promise<Load[]> {
  const server = await startServer(
    {
      // Registering hundreds of typists: a cheap password hash, no sign-up limit; no preview quota.
      PASSWORD_HASH_COST: '10',
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
      PREVIEW_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    { logRequests: false },
  );
  try {
    const tokens: string[] = [];
    for (let i = 0; i < Math.max(...TYPISTS); i++) {
      const session = await call<Session>(server.base, 'POST', '/api/v1/users/register', {
        fullName: `Typist ${i}`,
        email: `typist-${i}@example.com`,
        password: 'preview bench password',
      });
      tokens.push(session.accessToken);
    }
    let previews = 0;
    const drive = (connections: number, duration: number) => {
      let nextTypist = 0;
      return autocannon({
        url: server.base,
        connections,
        duration,
        timeout: 60,
        // Each connection is one typist (one user: the server queues previews per user), asking for the sample
        // with a new name each time (as typing would: nothing is answered from a cache), gzip accepted as a browser.
        setupClient: (client) => {
          const token = tokens[nextTypist++ % tokens.length]!;
          client.setRequests([
            {
              method: 'POST',
              path: '/api/v1/users/preview-resume',
              setupRequest: (request) => ({
                ...request,
                headers: {
                  'content-type': 'application/json',
                  'accept-encoding': 'gzip, deflate, br',
                  authorization: `Bearer ${token}`,
                },
                body: JSON.stringify({ ...sample, fullName: `${sample.fullName} ${++previews}` }),
              }),
            },
          ]);
        },
      });
    };
    await drive(Math.min(...TYPISTS), 5); // the render workers started and warm
    const loads: Load[] = [];
    for (const connections of TYPISTS) {
      const before = treeTaskCpu(server.pid);
      const result = await drive(connections, LOAD_SECONDS);
      const cpu = cpuBetween(before, treeTaskCpu(server.pid));
      const ok = result['2xx'];
      const failed: Record<string, number> = {};
      for (const [status, { count = 0 }] of Object.entries(result.statusCodeStats ?? {}))
        if (!status.startsWith('2') && count) failed[status] = count;
      if (result.errors) failed.errors = result.errors;
      if (result.timeouts) failed.timeouts = result.timeouts;
      const load: Load = {
        typists: connections,
        previewsPerSecond: ok / LOAD_SECONDS,
        p50: result.latency.p50,
        p99: result.latency.p99,
        cpuPerPreview: ok ? cpu / ok : Number.NaN,
        ok,
        failed,
      };
      loads.push(load);
      console.log(`${connections} typists on POST preview-resume, ${LOAD_SECONDS} s: ${loadText(load)}`);
    }
    return loads;
  } finally {
    await stopServer(server);
  }
}

// ---------------------------------------------------------------------------------------------------------------

function loadText(load: Load): string {
  const failed = Object.entries(load.failed);
  return (
    `${load.previewsPerSecond.toFixed(1)} previews/s, p50 ${load.p50} ms (p99 ${load.p99} ms, all answers), ` +
    `${Number.isNaN(load.cpuPerPreview) ? 'no preview answered' : `${load.cpuPerPreview.toFixed(1)} ms server CPU per preview`}` +
    (failed.length ? `; not answered: ${failed.map(([status, count]) => `${count} × ${status}`).join(', ')}` : '')
  );
}

console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model}; node ${process.version}; load average ` +
    `${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}; ${new Date().toISOString()}; RUNS=${RUNS} SAMPLES=${SAMPLES}`,
);
const browser = await launchBrowser();
try {
  for (let run = 1; run <= RUNS; run++) await oneRun(run, browser);
} finally {
  await browser.close();
}
if (FIRST_ONLY) {
  for (const previewPath of PATHS)
    for (const which of ['cold', 'warm'] as const) {
      const renders = results.first.get(previewPath)?.map((first) => first[which]) ?? [];
      const engine = renders.map((render) => render.engine).filter((ms) => ms !== undefined);
      console.log(
        `${PATH_NAME[previewPath]} ${which}: first pages median ${msText(median(renders.map((render) => render.any)))}` +
          (engine.length ? `, engine-drawn median ${msText(median(engine))}` : ''),
      );
    }
  process.exit(0);
}
const loads = await typists();
console.log(
  `load average at the end: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);

// The summary: medians of the runs' p50 and p95; bytes and CPU over every measured edit of every run.
const runsOf = (previewPath: PreviewPath, size: Size, network: Network) =>
  results.bursts.get(`${previewPath}|${size}|${network}`) ?? [];
const allOf = (previewPath: PreviewPath, size?: Size) =>
  SIZES.filter((each) => !size || each === size).flatMap((each) =>
    NETWORKS.flatMap((network) => runsOf(previewPath, each, network).flat()),
  );
const latencyCell = (previewPath: PreviewPath, size: Size, network: Network, goal: number) => {
  const runs = runsOf(previewPath, size, network).map((bursts) => bursts.map((burst) => burst.latency));
  const p50 = median(runs.map((latencies) => median(latencies)));
  const p95 = median(runs.map((latencies) => percentile(latencies, 95)));
  return `${msText(p50)} (p95 ${msText(p95)}) ${mark(p50 <= goal)}`;
};
const bytesCell = (previewPath: PreviewPath, size: Size) => {
  const p50 = median(allOf(previewPath, size).map((burst) => burst.previewBytes));
  return `${kb(p50)} ${mark(p50 <= GOALS.bytesPerEdit)}`;
};
const firstOf = (previewPath: PreviewPath, which: 'cold' | 'warm') =>
  results.first.get(previewPath)?.map((f) => f[which]) ?? [];
const firstCell = (previewPath: PreviewPath, which: 'cold' | 'warm') => {
  const renders = firstOf(previewPath, which);
  const any = median(renders.map((render) => render.any));
  const bytes = median(renders.map((render) => render.bytes));
  if (previewPath === 'server') return `${msText(any)}, ${mb(bytes)} ${mark(any <= GOALS.firstRenderMs)}`;
  const engine = median(renders.map((render) => render.engine!));
  // The goal counts the first pages on screen (the server's: the engine's download is not needed for them).
  return `first pages ${msText(any)} ${mark(any <= GOALS.firstRenderMs)}, engine-drawn ${msText(engine)}, ${mb(bytes)}`;
};
const cpuPerEdit = (previewPath: PreviewPath, key: 'cpuToPaint' | 'cpuWhole') => {
  const bursts = allOf(previewPath);
  return sum(bursts, key) / bursts.length;
};
const idleOver = (previewPath: PreviewPath, key: 'msToPaint' | 'msWhole') => {
  const bursts = allOf(previewPath);
  return (median(results.idleRate.get(previewPath) ?? [0]) * (sum(bursts, key) / bursts.length)) / 1000;
};
const served = (previewPath: PreviewPath) => {
  const bursts = allOf(previewPath);
  return (
    `${sum(bursts, 'previewRequestsLogged')} previews, ${sum(bursts, 'autosavesLogged')} autosaves, ` +
    `${sum(bursts, 'requestsLogged')} requests in all (${bursts.length} edits)`
  );
};
const engineCold = firstOf('engine', 'cold');
const oneTime = median(engineCold.map((render) => render.bytes));
const oneTimeEngine = median(
  engineCold.map((render) => (render.parts.wasm ?? 0) + (render.parts.fonts ?? 0) + (render.parts.template ?? 0)),
);
const engineWarm = median(firstOf('engine', 'warm').map((render) => render.bytes));

const rows: [string, string, string, string][] = [];
for (const size of SIZES)
  for (const network of NETWORKS) {
    const goal = network === 'loopback' ? GOALS.loopbackMs : GOALS.throttledMs;
    rows.push([
      `1. keystroke → painted p50, ${size}, ${network}`,
      `≤ ${goal} ms`,
      latencyCell('server', size, network, goal),
      latencyCell('engine', size, network, goal),
    ]);
  }
for (const size of SIZES)
  rows.push([
    `2. bytes per edit p50 (both ways, autosave apart), ${size}`,
    `≤ 15 KB`,
    bytesCell('server', size),
    bytesCell('engine', size),
  ]);
rows.push([
  '2. autosave per edit p50 (both paths)',
  '—',
  kb(median(allOf('server').map((burst) => burst.autosaveBytes))),
  kb(median(allOf('engine').map((burst) => burst.autosaveBytes))),
]);
rows.push([
  '3. first render, cold cache (loopback)',
  '≤ 1 s',
  firstCell('server', 'cold'),
  firstCell('engine', 'cold'),
]);
rows.push([
  '3. first render, warm cache (loopback)',
  '≤ 1 s',
  firstCell('server', 'warm'),
  firstCell('engine', 'warm'),
]);
rows.push([
  '4. server CPU per edit, keystroke → painted',
  '≤ 3 ms',
  `${cpuPerEdit('server', 'cpuToPaint').toFixed(2)} ms (idle ${idleOver('server', 'msToPaint').toFixed(2)}) ${mark(cpuPerEdit('server', 'cpuToPaint') <= GOALS.cpuPerEditMs)}`,
  `${cpuPerEdit('engine', 'cpuToPaint').toFixed(2)} ms (idle ${idleOver('engine', 'msToPaint').toFixed(2)}) ${mark(cpuPerEdit('engine', 'cpuToPaint') <= GOALS.cpuPerEditMs)}`,
]);
rows.push([
  '4. server CPU per edit with its autosave',
  '—',
  `${cpuPerEdit('server', 'cpuWhole').toFixed(2)} ms (idle ${idleOver('server', 'msWhole').toFixed(2)})`,
  `${cpuPerEdit('engine', 'cpuWhole').toFixed(2)} ms (idle ${idleOver('engine', 'msWhole').toFixed(2)})`,
]);
rows.push(['4. requests the server served during the bursts', '—', served('server'), served('engine')]);
for (const load of loads)
  rows.push([
    `4. ${load.typists} typists at once`,
    '—',
    loadText(load),
    `no request per edit; ${mb(oneTimeEngine)} once per typist (wasm, fonts, template; ${mb(oneTime)} with the app), ` +
      `${mb(engineWarm)} on a later visit`,
  ]);

console.log(`\n| goal | target | ${PATH_NAME.server} | ${PATH_NAME.engine} |\n| --- | --- | --- | --- |`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
console.log(
  `\n${RUNS} run(s) × ${SAMPLES} measured bursts per path, resume and network (after ${WARMUP} warm-up bursts); ` +
    'latency cells: median of the runs’ p50 and p95; bytes: p50 over every measured edit; CPU: the server process ' +
    'and its render workers, every thread (/proc schedstat), per edit; "idle": what the server spends doing ' +
    'nothing over the same time.',
);
