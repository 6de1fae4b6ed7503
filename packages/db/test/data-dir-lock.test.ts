import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from '../src/data-dir-lock.ts';

const lockModule = pathToFileURL(fileURLToPath(new URL('../src/data-dir-lock.ts', import.meta.url))).href;
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Takes the lock, says so, and stays (a timer: the lock itself never keeps a process alive). */
const HOLDER = `
const { lockDataDir } = await import(process.env.LOCK_MODULE);
await lockDataDir(process.env.LOCK_DIR, process.env.LOCK_PLATFORM);
console.log('locked');
if (!process.env.LOCK_THEN_EXIT) setInterval(() => {}, 1 << 30);
`;

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitae-lock-'));
  dirs.push(dir);
  return dir;
}

/**
 * Starts a process that takes the lock on dataDir (as it would on `platform`); resolves once it holds it. With
 * `shell`, the holder is started by `sh`, which then becomes `sleep`: a parent that never reaps it.
 */
function startHolder(
  dataDir: string,
  platform: NodeJS.Platform,
  options: { thenExit?: boolean; unreapedParent?: boolean } = {},
): Promise<{ child: ChildProcess; holderPid: number; exited: Promise<number | null> }> {
  const env = {
    ...process.env,
    LOCK_MODULE: lockModule,
    LOCK_DIR: dataDir,
    LOCK_PLATFORM: platform,
    HOLDER,
    ...(options.thenExit ? { LOCK_THEN_EXIT: '1' } : {}),
  };
  const node = [process.execPath, '--import', 'tsx', '--input-type=module', '-e', HOLDER];
  const child = options.unreapedParent
    ? spawn('sh', ['-c', `"$0" --import tsx --input-type=module -e "$HOLDER" & exec sleep 60`, process.execPath], {
        cwd: repoRoot,
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
      })
    : spawn(node[0]!, node.slice(1), { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('locked')) {
        resolve({ child, holderPid: Number(readFileSync(path.join(dataDir, 'vitae.lock'), 'utf8')), exited });
      }
    });
    void exited.then((code) => reject(new Error(`the holder exited with ${code} before locking: ${output}`)));
  });
}

function inUse(dataDir: string, pid: number | string): string {
  return `The data directory ${dataDir} is in use by another process (pid ${pid}). Stop it first.`;
}

/** The process state letter from /proc (Linux): Z for a zombie, a process that died and was not reaped yet. */
function procState(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
}

/** Threads of a process still running (Linux), from /proc. */
function threads(pid: number): number {
  return Number(/^Threads:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
}

// The lock of this platform; on Linux also the socket-file lock of macOS and the BSDs, which works here too.
const platforms: NodeJS.Platform[] = process.platform === 'linux' ? ['linux', 'darwin'] : [process.platform];

describe.each(platforms)('the data-directory lock (as on %s)', (platform) => {
  it('refuses a second live holder with its pid, and is free again as soon as that holder is killed', async () => {
    const dataDir = newDataDir();
    const holder = await startHolder(dataDir, platform);
    expect(holder.holderPid).toBeGreaterThan(0);
    expect(holder.holderPid).not.toBe(process.pid);

    const refused = await lockDataDir(dataDir, platform).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as DataDirInUseError).message).toBe(inUse(dataDir, holder.holderPid));
    expect((refused as DataDirInUseError).pid).toBe(holder.holderPid);

    // Without the pid file (information only) the holder still holds; the message says the pid is unknown.
    unlinkSync(path.join(dataDir, 'vitae.lock'));
    const unnamed = await lockDataDir(dataDir, platform).catch((error: unknown) => error);
    expect(unnamed).toBeInstanceOf(DataDirInUseError);
    expect((unnamed as DataDirInUseError).message).toBe(inUse(dataDir, 'unknown'));

    holder.child.kill('SIGKILL');
    await holder.exited;
    if (platform === 'darwin') expect(existsSync(path.join(dataDir, 'vitae.sock'))).toBe(true); // left behind
    const release = await lockDataDir(dataDir, platform);
    expect(readFileSync(path.join(dataDir, 'vitae.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dataDir, 'vitae.lock'))).toBe(false);
  });

  it('refuses this same process taking it twice (two PGlites on one directory), until it is released', async () => {
    const dataDir = newDataDir();
    const release = await lockDataDir(dataDir, platform);
    await expect(lockDataDir(dataDir, platform)).rejects.toThrow(inUse(dataDir, process.pid));
    // The same directory by another path.
    await expect(lockDataDir(path.join(dataDir, '.', '..', path.basename(dataDir)), platform)).rejects.toThrow(
      DataDirInUseError,
    );
    release();
    release(); // twice is harmless
    (await lockDataDir(dataDir, platform))();
  });

  it('is not blocked by a vitae.lock naming a live unrelated process', async () => {
    const dataDir = newDataDir();
    for (const pid of [1, process.ppid]) {
      writeFileSync(path.join(dataDir, 'vitae.lock'), String(pid));
      const release = await lockDataDir(dataDir, platform);
      expect(readFileSync(path.join(dataDir, 'vitae.lock'), 'utf8')).toBe(String(process.pid));
      release();
    }
  });

  it('never keeps its process alive, and closes any connection at once', async () => {
    const dataDir = newDataDir();
    // The holder locks, prints, and has nothing else to do: it exits by itself.
    const holder = await startHolder(dataDir, platform, { thenExit: true });
    expect(await holder.exited).toBe(0);

    if (platform !== 'darwin') return; // the socket file is the one address a test can reach without its name
    const release = await lockDataDir(dataDir, platform);
    try {
      const socket = net.connect(path.join(dataDir, 'vitae.sock'));
      await new Promise<void>((resolve, reject) => {
        socket.once('error', reject);
        socket.once('close', () => resolve());
        socket.resume();
      });
    } finally {
      release();
    }
  });
});

describe.runIf(process.platform === 'linux')('the data-directory lock on Linux', () => {
  it('is free once its holder is killed, while the dead holder is still a zombie (its pid still "alive")', async () => {
    const dataDir = newDataDir();
    const holder = await startHolder(dataDir, 'linux', { unreapedParent: true });
    process.kill(holder.holderPid, 'SIGKILL');
    // A zombie whose last thread is gone (its other threads, which share its descriptors, end after the first).
    while (procState(holder.holderPid) !== 'Z' || threads(holder.holderPid) > 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // What the pid-based lock asked: the dead holder's pid still answers, as a zombie's does until it is reaped.
    expect(() => process.kill(holder.holderPid, 0)).not.toThrow();
    expect(readFileSync(path.join(dataDir, 'vitae.lock'), 'utf8')).toBe(String(holder.holderPid));

    const release = await lockDataDir(dataDir);
    release();
  });
});
