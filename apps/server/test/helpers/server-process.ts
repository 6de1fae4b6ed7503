import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

export interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<number | null>;
  /** Resolves when the server's log contains `text`. */
  logged(text: string): Promise<void>;
}

/**
 * Starts the real server (server.ts) in its own process on a free port; resolves once it listens. Node itself runs
 * it with tsx's loader (not the tsx CLI, which would sit between us and the server), so SIGKILL reaches the server.
 */
export function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', PASSWORD_HASH_COST: '10', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  const logged = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => output.includes(text) && (child.stdout!.off('data', check), resolve());
      child.stdout!.on('data', check);
      check();
    });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({ child, baseUrl: match[1]!, exited, logged });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}
