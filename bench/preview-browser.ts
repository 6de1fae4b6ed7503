/**
 * Live preview as a user sees it: in Debian's Chromium, from the last keystroke of a burst of typing in the editor
 * to the new pages painted in the "Resume preview" region (the debounce, the request, the render, drawing the SVG
 * and the paint). The app runs as `npm start` runs it (compiled server, built web app) on a fresh PGlite data dir;
 * the resume is the sample resume (one page).
 *
 *   npx tsx bench/preview-browser.ts            (RUNS=5 SAMPLES=20 by default)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleResume } from '@vitae/pdf/sample-resume';
import { launchBrowser } from '../e2e/chromium.ts';
import { freePort, median, ms, percentile, startProcess, stopProcess, waitForHealth } from './lib.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const SAMPLES = Number(process.env.SAMPLES ?? 20);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

declare global {
  interface Window {
    /** Resolves with the ms from the last `input` event on the field to the frame after the pages changed. */
    measureRedraw(field: string): Promise<number>;
  }
}

async function call(base: string, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url}: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

async function oneRun(run: number): Promise<number[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitae-preview-bench-'));
  const port = await freePort();
  const server = startProcess('node', [path.join(root, 'scripts/start.mjs')], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  const base = `http://127.0.0.1:${port}`;
  const browser = await launchBrowser();
  try {
    await waitForHealth(`${base}/api/health`, 180_000);
    const session = await call(base, 'POST', '/api/v1/users/register', {
      fullName: 'Bench Mark',
      email: `preview-bench-${run}@example.com`,
      password: 'preview bench password',
    });
    const token = String(session.accessToken);
    const resume = await call(base, 'POST', '/api/v1/users/create-user-resume', { resumeTitle: 'Bench' }, token);
    const { _id: _sampleId, ...content } = sampleResume as typeof sampleResume & { _id?: string };
    await call(base, 'PATCH', `/api/v1/users/update-resume-details/${String(resume._id)}`, content, token);

    const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
    // A string, not a function: tsx compiles functions with helpers (`__name`) that do not exist in the page.
    await context.addInitScript(`
      localStorage.setItem('accessToken', ${JSON.stringify(token)});
      localStorage.setItem('refreshToken', ${JSON.stringify(String(session.refreshToken))});
      window.measureRedraw = (field) =>
        new Promise((resolve, reject) => {
          const input = document.querySelector('input[name="' + field + '"]');
          const region = document.querySelector('[aria-label="Resume preview"]');
          let lastInput = 0;
          const onInput = () => { lastInput = performance.now(); };
          input.addEventListener('input', onInput);
          // Only newly drawn pages count (a page frame given a new render, or pages added), not the status line.
          const isPage = (node) => Boolean(node.querySelector) && Boolean(node.matches('[data-render]') || node.querySelector('[data-render]'));
          const observer = new MutationObserver((mutations) => {
            const painted = mutations.some((mutation) =>
              mutation.type === 'attributes' ? mutation.attributeName === 'data-render' : [...mutation.addedNodes].some(isPage),
            );
            if (!lastInput || !painted) return;
            observer.disconnect();
            input.removeEventListener('input', onInput);
            // The frame that shows the new pages: after the next animation frame has been produced. A page frame
            // without its drawing is not a paint: the run fails instead of timing it.
            requestAnimationFrame(() =>
              setTimeout(() => {
                const frames = [...region.querySelectorAll('[data-render]')];
                if (frames.length === 0 || frames.some((frame) => !frame.querySelector('svg path'))) reject(new Error('page not drawn'));
                else resolve(performance.now() - lastInput);
              }, 0),
            );
          });
          observer.observe(region, { subtree: true, attributes: true, attributeFilter: ['data-render'], childList: true });
        });
    `);
    const page = await context.newPage();
    await page.goto(`/dashboard/resume/${String(resume._id)}/edit`);
    const firstPage = page.getByRole('region', { name: 'Resume preview' }).getByRole('img', { name: /^Page 1 of / });
    await firstPage.waitFor({ timeout: 60_000 });
    const field = page.locator('input[name="jobTitle"]');
    await field.click();
    await page.keyboard.press('End');

    const samples: number[] = [];
    for (let i = 0; i < SAMPLES + 3; i++) {
      const measured = page.evaluate('window.measureRedraw("jobTitle")') as Promise<number>;
      // A burst of typing: three characters 40 ms apart, the way a word ends.
      await page.keyboard.type(` ${String.fromCharCode(97 + (i % 26))}${i % 10}`, { delay: 40 });
      const latency = await measured;
      if (i >= 3) samples.push(latency); // the first renders warm the worker and the browser's caches
      await page.waitForTimeout(1200); // let the autosave of this burst go by before the next
    }
    await context.close();
    return samples;
  } finally {
    await browser.close();
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`machine: ${cpus().length} × ${cpus()[0]?.model}; node ${process.version}; ${new Date().toISOString()}`);
const medians: number[] = [];
const p95s: number[] = [];
for (let run = 1; run <= RUNS; run++) {
  const samples = await oneRun(run);
  medians.push(median(samples));
  p95s.push(percentile(samples, 95));
  console.log(
    `run ${run}: last keystroke → new pages painted p50 ${ms(median(samples))}, p95 ${ms(percentile(samples, 95))}, ` +
      `min ${ms(Math.min(...samples))}, max ${ms(Math.max(...samples))} (${samples.length} bursts)`,
  );
}
console.log(`median of ${RUNS} runs: p50 ${ms(median(medians))}, p95 ${ms(median(p95s))}`);
