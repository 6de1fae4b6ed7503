import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Settings of the shell that would change what the app does under test: an app starts without them. */
const UNSET = [
  'GOOGLE_CLIENT_ID',
  'DATABASE_URL',
  'REDIS_URL',
  'AI_PROVIDER',
  'GEMINI_API_KEY',
  'OPENAI_API_KEY',
  // The server refuses to start with ADMIN_EMAILS set: the first account registered is the admin.
  'ADMIN_EMAILS',
  'SMTP_URL',
  'PUBLIC_URL',
  'SIGNUP',
  'SETUP_TOKEN',
];

/** A server started for the e2e tests, and how to stop it (which also removes its database). */
export interface RunningApp {
  /** `http://<hostName>:<port>`, the origin the browser opens. */
  baseUrl: string;
  port: number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy in time');
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, 10_000).unref();
  });
}

/**
 * Starts the app as `npm start` does (building what is out of date, then the compiled server) on a fresh PGlite
 * directory and a free port of 127.0.0.1, with `env` on top of the test settings. `hostName` is the name the browser
 * uses for it: `localhost` where a secure context is needed (WebAuthn), since it also resolves to 127.0.0.1.
 */
export async function startApp(
  options: { env?: (baseUrl: string) => NodeJS.ProcessEnv; hostName?: string } = {},
): Promise<RunningApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vitae-e2e-db-'));
  const port = await freePort();
  const baseUrl = `http://${options.hostName ?? '127.0.0.1'}:${port}`;
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  for (const name of UNSET) delete inherited[name];
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repo,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PASSWORD_HASH_COST: '10',
      // Every e2e account signs up from 127.0.0.1: past 30 a window, the per-IP limit (tested by the server's own
      // tests) refused the next sign-up and a later file failed at its first step.
      AUTH_RATE_LIMIT_PER_IP: '100000',
      LOG_LEVEL: 'warn',
      ...options.env?.(baseUrl),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child, 240_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, port, stop };
}
