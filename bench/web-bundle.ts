/**
 * The web app's weight and the preview's speed, as a user meets them.
 *
 * 1. The gzipped JavaScript that `/` loads: the entry script plus every chunk index.html preloads (the editor, the
 *    rich-text editor, dialogs and zod load lazily and are listed apart). Target: under 150 KB.
 * 2. The time from a click on "Latest Preview" to the pages drawn again (the preview's pages busy, then not, then the
 *    next frame), in Debian's Chromium against the real server (build, PGlite in a temp dir).
 *
 * Run: `npx tsx bench/web-bundle.ts` (add `--no-build` to reuse apps/web/dist, `--no-browser` for sizes only).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/chromium.ts';
import { freePort, median, percentile, startProcess, stopProcess, waitForHealth } from './lib.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(repo, 'apps/web');
const dist = path.join(webDir, 'dist');
const args = new Set(process.argv.slice(2));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!args.has('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

const html = await readFile(path.join(dist, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((match) => match[1]!);
const gz = async (file: string) => gzipSync(await readFile(path.join(dist, file)), { level: 9 }).length;
const initialSizes = await Promise.all(initial.map(async (file) => ({ file, gzip: await gz(file) })));
const initialTotal = initialSizes.reduce((sum, entry) => sum + entry.gzip, 0);
const allChunks = (await readdir(path.join(dist, 'assets'))).filter((file) => file.endsWith('.js'));
const lazy = await Promise.all(
  allChunks
    .map((file) => `/assets/${file}`)
    .filter((file) => !initial.includes(file))
    .map(async (file) => ({ file, gzip: await gz(file) })),
);
lazy.sort((a, b) => b.gzip - a.gzip);

console.log(`JavaScript that / loads (gzip -9): ${kb(initialTotal)} in ${initial.length} files`);
for (const entry of initialSizes) console.log(`  ${entry.file}  ${kb(entry.gzip)}`);
console.log('Largest lazy chunks:');
for (const entry of lazy.slice(0, 6)) console.log(`  ${entry.file}  ${kb(entry.gzip)}`);

if (!args.has('--no-browser')) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vitae-bench-web-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startProcess(
    path.join(repo, 'node_modules/.bin/tsx'),
    [path.join(repo, 'apps/server/src/server.ts')],
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PASSWORD_HASH_COST: '10',
      LOG_LEVEL: 'warn',
    },
  );
  const browser = await launchBrowser();
  try {
    await waitForHealth(`${base}/api/health`, 120_000);
    const post = async (url: string, body: unknown, token?: string) => {
      const response = await fetch(`${base}${url}`, {
        method: url.includes('update-resume') ? 'PATCH' : 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return ((await response.json()) as { data: Record<string, unknown> }).data;
    };
    const session = await post('/api/v1/users/register', { email: 'bench@example.com', password: 'bench password' });
    const token = session.accessToken as string;
    const resume = await post('/api/v1/users/create-user-resume', { resumeTitle: 'Bench' }, token);
    await post(
      `/api/v1/users/update-resume-details/${resume._id}`,
      {
        fullName: 'Jane Bench',
        jobTitle: 'Engineer',
        summary: 'Builds fast, accessible web apps.',
        experience: [{ title: 'Developer', companyName: 'Acme', workSummary: '<ul><li>Shipped things</li></ul>' }],
        skills: [{ name: 'TypeScript' }],
      },
      token,
    );
    const context = await browser.newContext({ baseURL: base });
    await context.addInitScript(
      ([access, refresh]) => {
        localStorage.setItem('accessToken', access!);
        localStorage.setItem('refreshToken', refresh!);
      },
      [token, session.refreshToken as string],
    );
    const page = await context.newPage();
    await page.goto(`/dashboard/resume/${resume._id}/edit`);
    await page
      .getByRole('region', { name: 'Resume preview' })
      .getByRole('img', { name: /^Page 1 of / })
      .waitFor();
    const samples: number[] = [];
    const runs = 30;
    for (let i = 0; i < runs + 3; i++) {
      const elapsed = await page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const pages = document.querySelector('[data-testid="preview-pages"]');
            const button = [...document.querySelectorAll('button')].find((b) =>
              b.textContent?.includes('Latest Preview'),
            );
            if (!pages || !button) return reject(new Error('no pages or no Latest Preview button'));
            const started = performance.now();
            let busy = false;
            const observer = new MutationObserver(() => {
              if (pages.getAttribute('aria-busy') === 'true') busy = true;
              else if (busy) {
                observer.disconnect();
                requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
              }
            });
            observer.observe(pages, { attributes: true, attributeFilter: ['aria-busy'] });
            button.click();
          }),
      );
      if (i >= 3) samples.push(elapsed);
    }
    console.log(
      `"Latest Preview" click to the pages drawn again, ${runs} runs after 3 warm-ups: p50 ${median(samples).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms`,
    );
    console.log(`machine: ${cpus().length} cores (${cpus()[0]?.model}), Node ${process.version}`);
  } finally {
    await browser.close();
    await stopProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}
